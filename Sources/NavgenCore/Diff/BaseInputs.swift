import Foundation

/// The inputs as they were at the base of a comparison, ready to be read like any inputs: a git revision's
/// files copied into a temporary folder (never the work tree or the index), or a folder given as the base.
public struct BaseInputs: Sendable {
    /// What the base is, as given (`main`, `HEAD~1`, `../old/Tokens`).
    public let label: String
    /// The paths to read on the base side: those of the inputs that exist there.
    public let paths: [String]
    /// Base path prefix → the input as the new side spells it; longest prefix first.
    private let prefixes: [(base: String, head: String)]

    /// Reads the base, runs `body` on it and removes any temporary folder, whatever `body` does.
    ///
    /// A `base` that names an existing file or folder is a folder of inputs; anything else is a git revision
    /// of the repository holding the inputs.
    public static func with<Result>(_ base: String, inputs: [String], _ body: (BaseInputs) throws(DiffFailure) -> Result)
        throws(DiffFailure) -> Result {
        if FileManager.default.fileExists(atPath: base) { return try body(folder(base, inputs: inputs)) }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try body(revision(base, inputs: inputs, into: folder.path))
    }

    /// The new side's spelling of a base path.
    public func headPath(_ path: String) -> String {
        for (base, head) in prefixes {
            if path == base { return head }
            if path.hasPrefix(base + "/") { return head + path.dropFirst(base.count) }
        }
        return path
    }

    /// A message from the base side, with the paths in it spelled as on the new side.
    func headText(_ text: String) -> String {
        prefixes.reduce(text) { $0.replacingOccurrences(of: $1.base, with: $1.head) }
    }

    /// A folder (or a file) standing for the folder that holds every input: the input folder itself when there
    /// is one, the input file's folder for one file, the deepest common folder for several.
    private static func folder(_ base: String, inputs: [String]) throws(DiffFailure) -> BaseInputs {
        guard isFolder(base) else {
            guard inputs.count == 1 else { throw DiffFailure("a file as the base stands for one input file; \(inputs.count) inputs were given") }
            return BaseInputs(label: base, paths: [base], prefixes: [(base, inputs[0])])
        }
        let real = inputs.map(FileSystemPath.real)
        let anchor = commonFolder(of: zip(inputs, real).map { input, path in isFolder(input) ? path : (path as NSString).deletingLastPathComponent })
        let root = trimmed(base)
        var mapped: [(base: String, head: String)] = []
        for (input, path) in zip(inputs, real) {
            let relative = FileSystemPath.relative(path, to: anchor) ?? ""
            let basePath = relative.isEmpty ? root : root + "/" + relative
            if FileManager.default.fileExists(atPath: basePath) { mapped.append((basePath, trimmed(input))) }
        }
        return BaseInputs(label: base, paths: mapped.map(\.base), prefixes: ordered(mapped))
    }

    /// The inputs' files at `revision`, written under `folder` at their paths in the repository.
    private static func revision(_ revision: String, inputs: [String], into folder: String) throws(DiffFailure) -> BaseInputs {
        guard let first = inputs.first else { throw DiffFailure("missing input files or folders") }
        let repository = try GitRepository.containing(first)
        var relatives: [String] = []
        for input in inputs {
            guard let relative = FileSystemPath.relative(FileSystemPath.real(input), to: repository.root) else {
                throw DiffFailure("'\(input)' is outside the git repository at \(repository.root); with a revision as the base, "
                    + "every input must be in that repository (or give a folder of inputs as the base)")
            }
            relatives.append(relative)
        }
        let commit = try repository.commit(revision)
        let entries = try repository.files(at: commit, under: relatives)
        var chosen: [GitRepository.Entry] = []
        var seen: Set<String> = []
        var mapped: [(base: String, head: String)] = []
        for (input, relative) in zip(inputs, relatives) {
            let files: [GitRepository.Entry]
            if let file = entries.first(where: { $0.path == relative }) {
                files = [file]
            } else {
                let inside = entries.compactMap { entry in remainder(of: entry.path, in: relative).map { (entry, $0) } }
                // Git keeps no empty folders: nothing inside means the input did not exist at the base.
                guard !inside.isEmpty else { continue }
                files = inside.filter { isSelected($0.1, in: relative) }.map(\.0)
            }
            mapped.append((relative.isEmpty ? folder : folder + "/" + relative, trimmed(input)))
            for entry in files where seen.insert(entry.path).inserted { chosen.append(entry) }
        }
        try checkSizes(chosen, revision: revision)
        let blobs = try repository.contents(of: chosen)
        for (entry, bytes) in zip(chosen, blobs) {
            let path = folder + "/" + entry.path
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            } catch {
                throw DiffFailure("cannot write '\(entry.path)' at \(revision) to a temporary folder: \(error.localizedDescription)")
            }
        }
        // Folder inputs with no input files still exist at the base: read as empty folders.
        for (base, _) in mapped where !FileManager.default.fileExists(atPath: base) {
            try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        }
        return BaseInputs(label: revision, paths: mapped.map(\.base), prefixes: ordered(mapped))
    }

    /// `path` relative to the repository folder `folder` ("" is the top), when inside it.
    private static func remainder(of path: String, in folder: String) -> String? {
        if folder.isEmpty { return path }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
    }

    /// Whether discovery would read the file at `path` (relative to an input folder `folder` of the repository).
    private static func isSelected(_ path: String, in folder: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last, !parts.contains(where: { $0.hasPrefix(".") }) else { return false }
        let parent = ([folder] + parts.dropLast().map(String.init)).filter { !$0.isEmpty }.joined(separator: "/")
        return InputDiscovery.isInputName(String(name), parent: parent)
    }

    /// The limits the reader enforces, checked before anything is fetched.
    private static func checkSizes(_ entries: [GitRepository.Entry], revision: String) throws(DiffFailure) {
        if let large = entries.first(where: { $0.size > InputReader.maximumFileSize }) {
            throw DiffFailure("'\(large.path)' at \(revision) is \(large.size) bytes; navgen reads files up to \(InputReader.maximumFileSize) bytes")
        }
        let total = entries.reduce(0) { $0 + $1.size }
        if total > InputReader.maximumTotalSize {
            throw DiffFailure("the inputs at \(revision) are \(total) bytes together; navgen reads up to \(InputReader.maximumTotalSize) bytes in one run")
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func commonFolder(of folders: [String]) -> String {
        guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: true) else { return "/" }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    /// A path as discovery joins names onto it: without a trailing slash.
    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private static func ordered(_ prefixes: [(base: String, head: String)]) -> [(base: String, head: String)] {
        prefixes.sorted { $0.base.count > $1.base.count }
    }
}
