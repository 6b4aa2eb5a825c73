import XCTest

extension TestSupport {
    /// The Swift files of `Sources/NavgenRuntime`, sorted.
    static var runtimeSources: [String] {
        get throws {
            let folder = packageRoot.appendingPathComponent("Sources/NavgenRuntime")
            return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        }
    }

    /// The Swift files of `Tests/UIKitModel`, the model of UIKit that is the module `UIKit` on Linux, sorted.
    static var uikitModelSources: [String] {
        get throws { try GeneratedCodeCompiler.swiftFiles(in: packageRoot.appendingPathComponent("Tests/UIKitModel")) }
    }

    /// The Swift files of `Tests/SwiftUIModel`, the model of SwiftUI that is the module `SwiftUI` on Linux, sorted.
    static var swiftUIModelSources: [String] {
        get throws { try GeneratedCodeCompiler.swiftFiles(in: packageRoot.appendingPathComponent("Tests/SwiftUIModel")) }
    }

    /// A folder holding the modules `UIKit` (the model, `Tests/UIKitModel`), `SwiftUI` (the model, `Tests/SwiftUIModel`)
    /// and, against them, `NavgenRuntime` (glue included, warnings as errors), so generated code type-checks with
    /// `-I <folder>` as it would in an app. `NAVGEN_IOS27_SDK` includes the glue for the iOS 27 SDK, which this
    /// toolchain's compiler version would leave out. Built once per test process and shared by every test that compiles
    /// generated code: they read it and never write into it.
    static func runtimeAgainstSurface() throws -> URL {
        try builtRuntimeAgainstSurface.get()
    }

    private static let builtRuntimeAgainstSurface = Result<URL, any Error> {
        let folder = processFolder.appendingPathComponent("runtime-against-surface")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try build("UIKit", ["-swift-version", "6", "-wmo", "-parse-as-library", "-emit-module", "-module-name", "UIKit",
                            "-emit-module-path", "UIKit.swiftmodule"] + uikitModelSources, in: folder)
        try build("SwiftUI", ["-swift-version", "6", "-wmo", "-parse-as-library", "-emit-module", "-module-name", "SwiftUI", "-I", ".",
                              "-emit-module-path", "SwiftUI.swiftmodule"] + swiftUIModelSources, in: folder)
        // Whole-module: one frontend, where file by file would parse every file once per file (four times the time).
        try build("NavgenRuntime", ["-swift-version", "6", "-warnings-as-errors", "-wmo", "-D", "NAVGEN_IOS27_SDK", "-I", ".", "-parse-as-library",
                                    "-package-name", "navgen", "-emit-module", "-module-name", "NavgenRuntime",
                                    "-emit-module-path", "NavgenRuntime.swiftmodule"] + runtimeSources, in: folder)
        return folder
    }

    /// Runs swiftc in `folder` and throws its output when it fails.
    static func build(_ module: String, _ arguments: [String], in folder: URL) throws {
        let build = try toolchain("swiftc", arguments, in: folder)
        guard build.status == 0 else { throw CompileFailure(module: module, output: build.output) }
    }

    struct CompileFailure: Error, CustomStringConvertible {
        var module: String
        var output: String
        var description: String { "\(module) does not compile:\n\(output)" }
    }

    /// A folder for what the whole test process shares, removed when the process exits.
    static let processFolder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestSupport.processFolder) }
        return url
    }()
}
