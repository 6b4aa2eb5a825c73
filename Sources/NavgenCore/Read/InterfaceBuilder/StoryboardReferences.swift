/// Resolves storyboard references (`<viewControllerPlaceholder storyboardName referencedIdentifier>`) across the
/// storyboards given as input.
///
/// - A reference names a storyboard by file name without extension; no name means its own storyboard. When several
///   inputs share the name, the one nearest the reference's file wins (the most folders in common: an input folder may
///   hold several apps, each with its `Main.storyboard`), then the one in `Base.lproj` (localisations), then the first
///   path in sorted order, so the result never depends on the order of the inputs.
/// - It points at the controller whose `storyboardIdentifier` is `referencedIdentifier`, or at the storyboard's
///   initial controller when it has none. References to references are followed.
/// - The placeholder gets `resolvedReference`; segues to it get the referenced controller as `destination` and the
///   placeholder in `destinationReference`.
/// - A storyboard that is not among the inputs is not an error: the reference is kept as it is, with a
///   `storyboard-not-in-inputs` note at the first reference to it in each file that something leads to. A storyboard
///   that is among them but lacks the controller is an `unresolved-reference` error.
///
/// Ids are unique across documents by then (`DocumentScopedIDs`).
public enum StoryboardReferences {
    public static func resolve(_ documents: inout [SourceDocument], log: inout DiagnosticLog) {
        let storyboards = storyboardsByName(documents)
        // (document index, placeholder id) → (document index, controller id), one step at a time.
        var steps: [Key: Key] = [:]
        for index in documents.indices where documents[index].isModelled {
            var noted: Set<String> = []
            // By position: iterating would copy every controller to look at its role.
            for position in documents[index].controllers.indices where documents[index].controllers[position].role == .reference {
                let controller = documents[index].controllers[position]
                let targetIndex: Int?
                if let name = controller.referencedStoryboard, !name.isEmpty {
                    targetIndex = nearest(storyboards[name] ?? [], to: documents[index].path, in: documents)
                    if targetIndex == nil, isReached(controller.id, in: documents[index]), noted.insert(name).inserted {
                        notRead(name, referencedBy: controller, in: documents[index], log: &log)
                    }
                } else {
                    targetIndex = index
                }
                guard let targetIndex else { continue }
                let target = documents[targetIndex]
                if let identifier = controller.referencedIdentifier, !identifier.isEmpty {
                    // A reference may itself carry the identifier (what Refactor to Storyboard leaves behind): it is followed.
                    let named = target.controllers.filter { $0.storyboardIdentifier == identifier }
                    guard let referenced = named.first(where: { $0.role != .reference }) ?? named.first else {
                        log.report(.unresolvedReference, at: controller.location,
                                   "the storyboard reference points at '\(identifier)', which no controller of \(target.path) has as its storyboard ID\(Suggestion.hint(for: identifier, in: target.controllers.compactMap(\.storyboardIdentifier)))")
                        continue
                    }
                    steps[Key(document: index, id: controller.id)] = Key(document: targetIndex, id: referenced.id)
                } else {
                    guard let initial = target.initialController, target.controllers.contains(where: { $0.id == initial }) else {
                        log.report(.unresolvedReference, at: controller.location,
                                   "the storyboard reference points at the initial view controller of \(target.path), which has none")
                        continue
                    }
                    steps[Key(document: index, id: controller.id)] = Key(document: targetIndex, id: initial)
                }
            }
        }
        for index in documents.indices {
            var resolved: [String: String] = [:]
            for position in documents[index].controllers.indices where documents[index].controllers[position].role == .reference {
                let id = documents[index].controllers[position].id
                guard let final = follow(Key(document: index, id: id), steps: steps) else { continue }
                documents[index].controllers[position].resolvedReference = final.id
                resolved[id] = final.id
            }
            for position in documents[index].segues.indices {
                let destination = documents[index].segues[position].destination
                guard let final = resolved[destination] else { continue }
                documents[index].segues[position].destinationReference = destination
                documents[index].segues[position].destination = final
            }
        }
    }

    /// Whether a segue or relationship leads to the reference, or the storyboard starts at it: one nothing reaches (left
    /// after a refactoring) changes nothing the app does.
    private static func isReached(_ reference: String, in document: SourceDocument) -> Bool {
        document.initialController == reference || document.segues.contains { $0.destination == reference }
    }

    /// The note at the first reference in `document` to the storyboard `name`, which is not among the inputs.
    private static func notRead(_ name: String, referencedBy reference: SourceController, in document: SourceDocument,
                                log: inout DiagnosticLog) {
        let count = document.controllers.count { $0.role == .reference && $0.referencedStoryboard == name && isReached($0.id, in: document) }
        let more = switch count {
        case ...1: ""
        case 2: " (nor by the other reference to it here)"
        default: " (nor by the \(count - 1) other references to it here)"
        }
        let fix = reference.bundleIdentifier.map { "it is in bundle '\($0)': if that bundle is one of the app's modules, add" } ?? "add"
        log.report(.storyboardNotInInputs, at: reference.referencedStoryboardLocation ?? reference.location, """
            storyboard '\(name)' is not among the inputs, so navgen checks none of its screens and plans no segue into it \
            by this reference\(more); \(fix) \(name).storyboard, or the folder that holds it, to the inputs
            """)
    }

    private struct Key: Hashable {
        var document: Int
        var id: String
    }

    /// Follows references to references; a cycle (only possible in hand-edited files) resolves to nothing.
    private static func follow(_ start: Key, steps: [Key: Key]) -> Key? {
        var current = start
        var seen: Set<Key> = [start]
        while let next = steps[current] {
            guard seen.insert(next).inserted else { return nil }
            current = next
        }
        return current == start ? nil : current
    }

    /// The storyboards of each name, the device-specific ones (`Detail~iphone.storyboard`) under their base name too:
    /// UIKit's bundle loads the device's file first, and navgen plans the iPhone's (`nearest`).
    /// ([Resource Programming Guide: iOS Supports Device-Specific Resources](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/LoadingResources/Introduction/Introduction.html))
    private static func storyboardsByName(_ documents: [SourceDocument]) -> [String: [Int]] {
        var named: [String: [Int]] = [:]
        for (index, document) in documents.enumerated() where document.format == .storyboard && document.localisationOf == nil {
            let name = storyboardName(of: document.path)
            named[name, default: []].append(index)
            if let suffix = deviceSuffixes.first(where: { name.hasSuffix($0) }) {
                named[String(name.dropLast(suffix.count)), default: []].append(index)
            }
        }
        return named
    }

    private static let deviceSuffixes = ["~iphone", "~ipad"]

    /// 0 for a storyboard without a device suffix, then the iPhone's, then the iPad's.
    private static func deviceRank(_ path: String) -> Int {
        let name = storyboardName(of: path)
        return (deviceSuffixes.firstIndex { name.hasSuffix($0) }).map { $0 + 1 } ?? 0
    }

    /// Of `candidates`, the storyboard with the most folders in common with `path`, then the one for no particular
    /// device, then the iPhone's, then the preferred one.
    private static func nearest(_ candidates: [Int], to path: String, in documents: [SourceDocument]) -> Int? {
        candidates.min { one, other in
            let (near, far) = (sharedFolders(path, documents[one].path), sharedFolders(path, documents[other].path))
            if near != far { return near > far }
            let (oneRank, otherRank) = (deviceRank(documents[one].path), deviceRank(documents[other].path))
            return oneRank != otherRank ? oneRank < otherRank : isPreferred(documents[one].path, over: documents[other].path)
        }
    }

    /// How many folders, from the top, two paths have in common.
    static func sharedFolders(_ path: String, _ other: String) -> Int {
        zip(path.split(separator: "/").dropLast(), other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    static func storyboardName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }

    /// `Base.lproj`'s copy first, then, given one, the development region's (`StoryboardLocalisations`), then sorted
    /// order.
    static func isPreferred(_ path: String, over other: String, developmentRegion: String? = nil) -> Bool {
        let base = path.contains("Base.lproj/"), otherBase = other.contains("Base.lproj/")
        if base != otherBase { return base }
        if let region = developmentRegion {
            let near = StoryboardLocalisations.nearness(of: path, toRegion: region)
            let otherNear = StoryboardLocalisations.nearness(of: other, toRegion: region)
            if near != otherNear { return near > otherNear }
        }
        return path < other
    }
}
