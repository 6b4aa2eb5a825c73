import Foundation
@testable import NavgenCore

/// Compiles what navgen writes as an app's build would, on Linux: Swift 6 mode, warnings as errors, against
/// `NavgenRuntime` built on the model of UIKit (`Tests/UIKitModel`) and the model of SwiftUI in `Tests/SwiftUIModel`
/// (the API its glue uses, with Apple's signatures, since Linux has neither framework), and the generated tests as a
/// client of the generated module.
struct GeneratedCodeCompiler {
    /// The UIKit, SwiftUI and runtime modules (see `TestSupport.runtimeAgainstSurface`).
    let modules: URL
    /// Holds a folder per compiled output.
    let folder: URL

    init(in folder: URL) throws {
        modules = try TestSupport.runtimeAgainstSurface()
        self.folder = folder
    }

    /// Whole-module: one frontend process per module, where file by file would start one per file and one more.
    private static let flags = ["-swift-version", "6", "-warnings-as-errors", "-wmo"]

    /// Compiles the Swift files at the top of `output` as `module`, then `output/Tests` against it. Both are built
    /// as modules rather than only type-checked: that also runs the diagnostics of SIL (code that will never run).
    /// Returns swiftc's output when either fails (a warning fails too), nil when both compile.
    func problems(compiling output: URL, module: String) throws -> String? {
        let build = folder.appendingPathComponent("build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: build) }
        let sources = try Self.swiftFiles(in: output)
        let library = try TestSupport.toolchain("swiftc", Self.flags + [
            "-parse-as-library", "-emit-module", "-module-name", module, "-I", modules.path,
            "-emit-module-path", build.appendingPathComponent("\(module).swiftmodule").path,
        ] + sources, in: build)
        guard library.status == 0 else { return library.output }
        let tests = try Self.swiftFiles(in: output.appendingPathComponent("Tests"))
        guard !tests.isEmpty else { return nil }
        let client = try TestSupport.toolchain("swiftc", Self.flags + [
            "-parse-as-library", "-emit-module", "-module-name", "\(module)Tests", "-I", modules.path, "-I", build.path,
            "-emit-module-path", build.appendingPathComponent("\(module)Tests.swiftmodule").path,
        ] + tests, in: build)
        guard client.status == 0 else { return client.output }
        return nil
    }

    static func swiftFiles(in folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
