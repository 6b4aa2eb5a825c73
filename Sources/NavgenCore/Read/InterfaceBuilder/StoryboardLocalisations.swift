/// Copies of one storyboard or xib in several `.lproj` folders: a file localised as a whole, as Xcode made them before
/// base internationalisation and some projects still keep them. UIKit loads the copy for the user's language, else the
/// one in `Base.lproj`, else the development region's; every copy holds the same scenes under the same ids, with its
/// own text.
///
/// navgen reads one copy: the one in `Base.lproj`, else the development region's (the Info.plist's
/// `CFBundleDevelopmentRegion`, Xcode's `en` when no input names it), the copy every language without one of its own
/// falls back to ([Bundle Programming Guide: The Bundle Search Pattern](https://developer.apple.com/library/archive/documentation/CoreFoundation/Conceptual/CFBundles/AccessingaBundlesContents/AccessingaBundlesContents.html)),
/// else the first path in sorted order. The others are marked `localisationOf` and left out of the model. A copy whose
/// controllers, segues or bars differ from the read one's is an `unsupported` warning, since the screens of that
/// language navigate or look in a way navgen does not check.
enum StoryboardLocalisations {
    /// `developmentRegions` are the Info.plists' (path, region): a storyboard takes the region of the one nearest it
    /// (an app's, not a framework's beside it).
    static func mark(_ documents: inout [SourceDocument], developmentRegions: [(path: String, region: String)], log: inout DiagnosticLog) {
        var copies: [String: [Int]] = [:]
        for (index, document) in documents.enumerated() where [.storyboard, .xib].contains(document.format) && document.otherPlatform == nil {
            if let shared = pathOutsideLocalisation(document.path) { copies[shared, default: []].append(index) }
        }
        for (shared, indices) in copies.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let region = nearestRegion(to: shared, in: developmentRegions) ?? "en"
            let read = indices.dropFirst().reduce(indices[0]) {
                StoryboardReferences.isPreferred(documents[$1].path, over: documents[$0].path, developmentRegion: region) ? $1 : $0
            }
            for index in indices where index != read {
                documents[index].localisationOf = documents[read].path
                if let difference = firstDifference(of: documents[index], from: documents[read]) {
                    log.report(.unsupported, at: difference.location, """
                        this localisation of \(documents[read].path) \(difference.what), and navgen \
                        reads only that one; localise the storyboard with strings files (Base internationalization) so that \
                        every language navigates and looks alike, or give navgen this copy alone to check it
                        """)
                }
            }
        }
    }

    /// The region of the Info.plist with the most folders in common with `path`; the first in path order among equals.
    private static func nearestRegion(to path: String, in regions: [(path: String, region: String)]) -> String? {
        regions.sorted { $0.path < $1.path }.max {
            StoryboardReferences.sharedFolders(path, $0.path) < StoryboardReferences.sharedFolders(path, $1.path)
        }?.region
    }

    /// The path with its `.lproj` folder taken out (`App/Main.storyboard` for `App/de.lproj/Main.storyboard`); nil for
    /// a path in no `.lproj` folder.
    static func pathOutsideLocalisation(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 1, let folder = components.dropLast().last, folder.hasSuffix(".lproj") else { return nil }
        return (components.dropLast(2) + [components[components.count - 1]]).joined(separator: "/")
    }

    /// How near the copy's folder is to the development region: 2 for the region's own (`en_GB.lproj`), 1 for its
    /// language's (`en.lproj` for `en-GB`, as the bundle falls back from a region to its language; Xcode before 4 named
    /// English's `English.lproj`), 0 for another.
    static func nearness(of path: String, toRegion region: String) -> Int {
        guard let folder = path.split(separator: "/").dropLast().last?.dropLast(".lproj".count) else { return 0 }
        if folder == region { return 2 }
        let language = region.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(region)
        let english: Set<Substring> = ["en", "English"]
        return folder == language || (english.contains(folder) && english.contains(language)) ? 1 : 0
    }

    /// Where `copy` first holds a controller, a segue or a bar that `read` does not, and how it differs; the file
    /// itself when it only lacks a controller or segue.
    private static func firstDifference(of copy: SourceDocument, from read: SourceDocument) -> (location: SourceLocation, what: String)? {
        let readControllers = Set(read.controllers.map(\.id)), readSegues = Set(read.segues.map(SegueShape.init))
        let extra = "has controllers or segues that one does not"
        if let controller = copy.controllers.first(where: { !readControllers.contains($0.id) }) { return (controller.location, extra) }
        if let segue = copy.segues.first(where: { !readSegues.contains(SegueShape($0)) }) { return (segue.location, extra) }
        let same = Set(copy.controllers.map(\.id)) == readControllers && Set(copy.segues.map(SegueShape.init)) == readSegues
        guard same else { return (.file(copy.path), "lacks controllers or segues that one has") }
        let readBars = Dictionary(read.controllers.map { ($0.id, BarShape($0)) }, uniquingKeysWith: { first, _ in first })
        guard let differing = copy.controllers.first(where: { readBars[$0.id] != BarShape($0) }) else { return nil }
        let property = differing.properties.filter { readBars[differing.id]?.properties[$0.key] != $0.value.text }.min { $0.key.rawValue < $1.key.rawValue }
        return (property?.value.location ?? differing.location, "has a bar that one does not")
    }

    /// What a segue does, without where it is written or what it is called.
    private struct SegueShape: Hashable {
        var source: String
        var destination: String
        var effect: SourceSegue.Effect
        var relationship: String?

        init(_ segue: SourceSegue) {
            source = segue.source
            destination = segue.destination
            effect = segue.effect
            relationship = segue.relationship
        }
    }

    /// What a controller's bar looks like, without its text, which each language has its own of.
    private struct BarShape: Equatable {
        var properties: [AppearanceProperty: String]
        var items: [String]

        init(_ controller: SourceController) {
            properties = controller.properties.mapValues(\.text)
            items = controller.items.map { item in
                [item.side.rawValue, item.kind.rawValue, item.image ?? "", item.systemItem?.rawValue ?? "", item.style.rawValue,
                 item.tintColor?.text ?? ""].joined(separator: " ")
            }
        }
    }
}
