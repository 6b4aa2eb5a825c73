import Foundation
import XCTest
@testable import NavgenCore

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The package root: the folder holding Package.swift above this file.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The bundled sample's `Tokens/` folder, by its full path: tests never change the process's current folder.
    static var sampleTokens: String { packageRoot.appendingPathComponent("Tokens").path + "/" }

    /// `../shared` beside the repository, the one way tests find the corpus and the conformance suite; a checkout
    /// without it skips those tests with this message.
    static func requireShared() throws -> URL {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("../shared is absent beside the repository (\(url.path)); the corpus tests need it")
        }
        return url
    }

    /// Inputs that render every output: the sample, the hostile names, and each of the corpus's storyboards on its own
    /// when `../shared` is there.
    static func renderingInputSets() throws -> [[String]] {
        var inputSets = [[sampleTokens], [packageRoot.appendingPathComponent("Tests/HostileNames/Inputs").path]]
        if let shared = try? requireShared() {
            let folder = shared.appendingPathComponent("corpus/storyboards")
            inputSets += try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { [folder.appendingPathComponent($0).path] }
        }
        return inputSets
    }

    /// The built `navgen` executable, next to the test bundle.
    static var executable: URL { product("navgen") }

    /// A built executable of this package, next to the test bundle.
    static func product(_ name: String) -> URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// A fresh empty folder, removed when the test ends.
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes files (relative path → contents) under `folder`.
    static func write(_ files: [String: String], in folder: URL) throws {
        // Each folder is made once: thousands of files in a few folders would otherwise cost seconds of system calls.
        var made: Set<URL> = []
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            if made.insert(url.deletingLastPathComponent()).inserted {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try Data(contents.utf8).write(to: url)
        }
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the real `navgen` binary in `directory`.
    static func navgen(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Both pipes drain at once: reading one to its end first deadlocks once the other fills its buffer.
        nonisolated(unsafe) var errData = Data()
        let outData = try process.runToEnd {
            let drained = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                errData = errors.fileHandleForReading.readDataToEndOfFile()
                drained.signal()
            }
            defer { drained.wait() }
            return output.fileHandleForReading.readDataToEndOfFile()
        }
        return Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                   errors: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a toolchain command (`swift`, `swiftc`) in `folder`, with its standard output and error together.
    static func toolchain(_ tool: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let data = try process.runToEnd { pipe.fileHandleForReading.readDataToEndOfFile() }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs the pipeline in process on files written to a temporary folder.
    static func analyse(_ files: [String: String], _ test: XCTestCase, strict: Bool = false,
                        severities: [String: Severity?] = [:], sdk: String = BuildDesigns.defaultSDK,
                        appTarget: String? = nil, buildingTarget: String? = nil) throws -> Navgen.Result {
        let folder = try temporaryFolder(test)
        try write(files, in: folder)
        let inputs = files.keys.sorted().map { folder.appendingPathComponent($0).path }
        var options = Navgen.Options(inputs: inputs, strict: strict, ruleSeverities: severities)
        options.sdk = sdk
        options.appTarget = appTarget
        options.buildingTarget = buildingTarget
        var result = Navgen.analyse(options)
        result.diagnostics = result.diagnostics.map { relative($0, to: folder) }
        return result
    }

    /// The diagnostic with `folder`'s path taken off its files and its text, so that it reads as it would with
    /// the folder as the current directory, without changing the process's current directory.
    private static func relative(_ diagnostic: Diagnostic, to folder: URL) -> Diagnostic {
        let prefix = folder.path + "/"
        func strip(_ text: String) -> String { text.replacingOccurrences(of: prefix, with: "") }
        var diagnostic = diagnostic
        diagnostic.location.file = strip(diagnostic.location.file)
        diagnostic.message = strip(diagnostic.message)
        diagnostic.notes = diagnostic.notes.map { note in
            var note = note
            note.message = strip(note.message)
            if let file = note.location?.file { note.location?.file = strip(file) }
            return note
        }
        return diagnostic
    }

    /// `file:line:column: severity: message [rule]` lines, for compact assertions.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }
    }
}

extension Array where Element == Diagnostic {
    func with(rule: String) -> [Diagnostic] { filter { $0.rule == rule } }
}

extension Navgen.Result {
    /// A screen's bar background in each mode of the legacy design.
    func legacyBackgrounds(of screen: String) throws -> [String: NavigationBarBackground] {
        let found = try XCTUnwrap(model?.screens.first { $0.id == screen }, "no screen '\(screen)'")
        return Dictionary(uniqueKeysWithValues: found.appearances.filter { $0.key.design == .legacy }.map { ($0.key.mode, $0.value.background) })
    }
}
