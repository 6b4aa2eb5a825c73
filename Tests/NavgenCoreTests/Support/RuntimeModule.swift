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

    /// Emits the modules of `Tests/UIKitSurface` and, against them, `NavgenRuntime` (glue included, warnings as errors)
    /// into `folder`, so generated code type-checks there with `-I .` as it would in an app. `NAVGEN_IOS27_SDK` includes
    /// the glue for the iOS 27 SDK, which this toolchain's compiler version would leave out.
    static func emitRuntimeAgainstSurface(in folder: URL) throws {
        let surface = packageRoot.appendingPathComponent("Tests/UIKitSurface")
        for module in ["UIKit", "SwiftUI"] {
            let build = try toolchain("swiftc", ["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module,
                                                 "-I", ".", "-emit-module-path", "\(module).swiftmodule",
                                                 surface.appendingPathComponent("\(module).swift").path], in: folder)
            XCTAssertEqual(build.status, 0, build.output)
        }
        let runtime = try toolchain("swiftc", ["-swift-version", "6", "-warnings-as-errors", "-D", "NAVGEN_IOS27_SDK", "-I", ".", "-parse-as-library",
                                               "-package-name", "navgen", "-emit-module", "-module-name", "NavgenRuntime",
                                               "-emit-module-path", "NavgenRuntime.swiftmodule"] + runtimeSources, in: folder)
        XCTAssertEqual(runtime.status, 0, runtime.output)
    }
}
