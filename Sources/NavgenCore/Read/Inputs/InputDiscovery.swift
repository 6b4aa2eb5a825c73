import Foundation

/// Finds the input files under the paths given on the command line.
///
/// Folders are searched recursively and the result is sorted, so the order in which the file system
/// lists entries never changes the output. Files named explicitly are read whatever their name.
public enum InputDiscovery {
    /// Bundles a repository checks in (Carthage's and vendored frameworks, their debug symbols, resource and settings
    /// bundles): what they hold is compiled or no app's screen, and their Info.plist is the bundle's, never the app's,
    /// so a folder's walk passes over them.
    static let builtBundleSuffixes = [".framework", ".xcframework", ".dSYM", ".app", ".appex", ".bundle"]

    /// File names that select a file inside a folder.
    /// JSON and JSON5 files are all candidates (Style Dictionary and Tokens Studio files have no fixed suffix); the
    /// token reader recognises its formats by content and passes over any other JSON without a word. Asset
    /// catalogs contribute only their colour sets.
    static func isInputName(_ name: String, parent: String) -> Bool {
        let suffixes = [".tokens.json", ".tokens", ".nav.xml", ".storyboard", ".xib", ".tokens.xml", ".resolver.json", ".plist", ".xcconfig"]
        if suffixes.contains(where: { name.hasSuffix($0) }) { return true }
        if name == "Contents.json" { return parent.hasSuffix(".colorset") }
        if name == "project.pbxproj" { return parent.hasSuffix(".xcodeproj") }
        return (name.hasSuffix(".json") || name.hasSuffix(".json5")) && !parent.contains(".xcassets")
    }

    /// Expands folders into their input files; each path keeps the spelling the user gave.
    public static func files(in paths: [String], log: inout DiagnosticLog) -> [String] {
        var found: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                log.report(.input, at: .file(path), "no such file or folder")
                continue
            }
            guard isDirectory.boolValue else {
                // An asset catalogue's own files (its, an image set's, a group's `Contents.json`) are passed over as in
                // a folder, so that a build system's glob over `**/*.json` reads what the folder does.
                let parent = (path as NSString).deletingLastPathComponent
                if parent.contains(".xcassets"), !isInputName((path as NSString).lastPathComponent, parent: parent) { continue }
                found.insert(path)
                continue
            }
            var visited: Set<String> = []
            walk(path, manager: manager, visited: &visited, into: &found, log: &log)
        }
        return found.sorted()
    }

    /// Entries whose names are not valid UTF-8, decoded with replacement characters: Foundation lists them decoded so,
    /// under names that open nothing, so a token file with a Latin-1 name would vanish silently. Only a folder whose
    /// listing has a replacement character is read again byte by byte.
    private static func undecodableNames(in folder: String, listed: [String]) -> [String] {
        guard listed.contains(where: { $0.unicodeScalars.contains("\u{FFFD}") }), let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // `d_name` is a C array, which Swift imports as a tuple of its bytes.
            let bytes = Array(Mirror(reflecting: entry.pointee.d_name).children.lazy
                .map { UInt8(bitPattern: $0.value as? CChar ?? 0) }.prefix { $0 != 0 })
            if String(validating: bytes, as: UTF8.self) == nil { names.append(String(decoding: bytes, as: UTF8.self)) }
        }
        return names.sorted()
    }

    private static func walk(_ folder: String, manager: FileManager, visited: inout Set<String>,
                             into found: inout Set<String>, log: inout DiagnosticLog) {
        // Resolving symlinks before recursing makes a symlink loop visit each real folder once.
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: folder)
        } catch {
            log.report(.input, at: .file(folder), "cannot list the folder: \(error.localizedDescription)")
            return
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        for name in undecodableNames(in: folder, listed: entries) where isInputName(name, parent: base) {
            log.report(.input, at: .file(base + "/" + name),
                       "the file name is not UTF-8, so navgen cannot open it by name; rename the file")
        }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = base + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                guard !builtBundleSuffixes.contains(where: { name.hasSuffix($0) }) else { continue }
                walk(path, manager: manager, visited: &visited, into: &found, log: &log)
            } else if isInputName(name, parent: base) {
                found.insert(path)
            }
        }
    }
}
