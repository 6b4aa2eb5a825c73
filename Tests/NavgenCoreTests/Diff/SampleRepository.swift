import Foundation
import XCTest

/// A real git repository in a temporary folder holding the bundled sample's `Tokens/`, committed, for `navgen diff`.
struct SampleRepository {
    let root: URL

    init(_ test: XCTestCase) throws {
        root = try TestSupport.temporaryFolder(test).appendingPathComponent("app")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Tokens"), to: root.appendingPathComponent("Tokens"))
        try git("init", "-q")
        try commit("The Reader sample")
    }

    /// Runs git in the repository; fails the test when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let run = try TestSupport.toolchain("git", ["-c", "user.name=navgen", "-c", "user.email=navgen@example.com",
                                                    "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments, in: root)
        guard run.status == 0 else { throw Failure(message: "git \(arguments.joined(separator: " ")): \(run.output)") }
        return run.output
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Replaces the one occurrence of `old` in `path`; fails when it is not there exactly once.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.components(separatedBy: old).count == 2 else { throw Failure(message: "'\(old)' is not in \(path) exactly once") }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// The 1-based line of the first line of `path` containing `text`.
    func line(of text: String, in path: String) throws -> Int {
        let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else { throw Failure(message: "'\(text)' is not in \(path)") }
        return index + 1
    }

    /// Every file of the work tree and of `.git` (the index included), byte for byte.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Runs the real navgen in the repository.
    func navgen(_ arguments: [String], environment: [String: String] = [:]) throws -> TestSupport.Run {
        try TestSupport.navgen(arguments, in: root, environment: environment)
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
