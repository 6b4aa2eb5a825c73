import Foundation

/// The read-only git commands `navgen diff` runs. None of them writes to the work tree, the index or the
/// object store, and optional locks are off so that not even the index's stat cache is refreshed.
struct GitRepository {
    /// The work tree's top folder, symbolic links resolved.
    let root: String

    private static let environment = ["GIT_OPTIONAL_LOCKS": "0", "GIT_LITERAL_PATHSPECS": "1", "GIT_TERMINAL_PROMPT": "0",
                                      "LC_ALL": "C"]

    /// A file at a revision: its path from the top folder, its blob and its size in bytes.
    struct Entry {
        var path: String
        var object: String
        var size: Int
    }

    /// The repository whose work tree holds `path` (which need not exist).
    static func containing(_ path: String) throws(DiffFailure) -> GitRepository {
        var folder = FileSystemPath.real(path)
        var isDirectory: ObjCBool = false
        while !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue), folder != "/" {
            folder = (folder as NSString).deletingLastPathComponent
        }
        let run = try Subprocess.run("git", ["-C", folder, "rev-parse", "--show-toplevel"], environment: environment)
        let top = String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard run.status == 0, !top.isEmpty else {
            throw DiffFailure("'\(path)' is not in a git repository (\(run.errors)); to compare with a folder of inputs, give the folder as the base")
        }
        return GitRepository(root: FileSystemPath.real(top))
    }

    /// The commit a revision names.
    func commit(_ revision: String) throws(DiffFailure) -> String {
        // A revision starting with '-' would be read as an option.
        guard !revision.hasPrefix("-"), !revision.isEmpty else { throw DiffFailure("'\(revision)' is not a revision") }
        let run = try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        let commit = String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard run.status == 0, !commit.isEmpty else {
            throw DiffFailure("unknown revision '\(revision)' in the git repository at \(root); give a branch, tag or commit, or a folder of inputs")
        }
        return commit
    }

    /// The regular files at `commit` under each of `paths` (relative to the top folder; "" is all of it).
    /// Symbolic links and submodules are left out: what they point at is not part of the revision.
    func files(at commit: String, under paths: [String]) throws(DiffFailure) -> [Entry] {
        let pathspecs = paths.contains("") ? [] : paths
        let run = try git(["ls-tree", "-r", "-z", "-l", "--full-tree", commit, "--"] + pathspecs)
        guard run.status == 0 else { throw DiffFailure("git ls-tree failed in \(root): \(run.errors)") }
        var entries: [Entry] = []
        for record in run.output.split(separator: 0) {
            // `<mode> SP <type> SP <object> SP+ <size> TAB <path>`
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 4, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755",
                  let size = Int(fields[3]) else { continue }
            entries.append(Entry(path: String(decoding: record[(tab + 1)...], as: UTF8.self), object: String(fields[2]), size: size))
        }
        return entries
    }

    /// The contents of each entry's blob, in order, read in one `git cat-file --batch`.
    func contents(of entries: [Entry]) throws(DiffFailure) -> [[UInt8]] {
        guard !entries.isEmpty else { return [] }
        let request = Array(entries.map { $0.object + "\n" }.joined().utf8)
        let run = try git(["cat-file", "--batch"], input: request)
        guard run.status == 0 else { throw DiffFailure("git cat-file failed in \(root): \(run.errors)") }
        // Each answer is `<object> blob <size> LF <bytes> LF`.
        var blobs: [[UInt8]] = []
        var position = run.output.startIndex
        for entry in entries {
            guard let newline = run.output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: run.output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= run.output.count else {
                throw DiffFailure("git cat-file gave no blob for '\(entry.path)' in \(root)")
            }
            blobs.append(Array(run.output[(newline + 1)..<(newline + 1 + size)]))
            position = newline + 1 + size + 1
        }
        guard blobs.count == entries.count else { throw DiffFailure("git cat-file ended early in \(root)") }
        return blobs
    }

    private func git(_ arguments: [String], input: [UInt8] = []) throws(DiffFailure) -> Subprocess.Run {
        try Subprocess.run("git", ["-C", root] + arguments, input: input, environment: Self.environment)
    }
}

/// Paths compared as the file system sees them.
enum FileSystemPath {
    /// `path` made absolute with symbolic links resolved, as far as it exists (the rest is appended as written).
    static func real(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
        return rest.reduce(resolved) { ($0 as NSString).appendingPathComponent($1) }
    }

    /// `path` relative to `folder` when inside it ("" for the folder itself), else nil. Both absolute and resolved.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
