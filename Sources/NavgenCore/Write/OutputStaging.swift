import Foundation

/// Files written beside their targets as they are rendered, each on another thread, for `OutputWriter.write` to rename
/// into place once every file is rendered: writing megabytes into the page cache then overlaps the rendering of the
/// files after them instead of following the last one (storyboards-L writes 16 MB).
public final class OutputStaging: @unchecked Sendable {
    private let out: String
    private let group = DispatchGroup()
    private let lock = NSLock()
    /// File path → its temporary file (nil: the target holds it already), or why it could not be written.
    private var staged: [String: Result<String?, OutputWriter.Failure>] = [:]

    public init(out: String) {
        self.out = out
    }

    /// Starts writing `file` beside its target.
    public func stage(_ file: GeneratedFile) {
        DispatchQueue.global().async(group: group) { [self] in
            let result = Result { () throws(OutputWriter.Failure) in
                try makeFolders(for: file.path)
                return try OutputWriter.stage(file, in: out)
            }
            lock.withLock { staged[file.path] = result }
        }
    }

    /// Folders made for staged files that were not there before, for `discard` to remove again.
    private var madeFolders: [String] = []

    /// One file's folders at a time: two threads making the same folder would race.
    private func makeFolders(for path: String) throws(OutputWriter.Failure) {
        lock.lock()
        defer { lock.unlock() }
        var missing: [String] = []
        var folder = URL(fileURLWithPath: out).appendingPathComponent(path).deletingLastPathComponent().standardizedFileURL
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.path) {
            missing.append(folder.path)
            folder.deleteLastPathComponent()
        }
        try OutputWriter.makeFolders(for: path, in: out)
        madeFolders += missing
    }

    /// What was staged, once every file started is written.
    func finished() -> [String: Result<String?, OutputWriter.Failure>] {
        group.wait()
        return lock.withLock { staged }
    }

    /// Removes what was staged and the folders made for it: the run ends without writing (a template failed after some
    /// files rendered). A folder goes only if it is empty.
    public func discard() {
        for case .success(let temporary?) in finished().values { unlink(temporary) }
        for folder in lock.withLock({ madeFolders }).sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    }
}
