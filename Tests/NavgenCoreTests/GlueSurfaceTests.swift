import XCTest

/// Linux has no UIKit or SwiftUI, so the runtime's glue, and the generated data and tests that use it, are
/// type-checked against `Tests/UIKitSurface`, which declares exactly the API the glue uses with Apple's signatures.
final class GlueSurfaceTests: XCTestCase {
    private func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swiftc", arguments, in: folder)
    }

    private static let strict = ["-swift-version", "6", "-warnings-as-errors", "-I", "."]

    func testTheGlueAndTheGeneratedCodeTypeCheckAgainstTheDeclaredSurfaceWithoutWarnings() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let runtime = try TestSupport.runtimeSources
        XCTAssertTrue(runtime.contains { $0.hasSuffix("NavigationBarController.swift") })
        XCTAssertTrue(runtime.contains { $0.hasSuffix("NavigationScreenModifier.swift") })
        try TestSupport.emitRuntimeAgainstSurface(in: folder)
        for sample in ["Generated", "Tests/HostileNames/Generated"] {
            let generated = TestSupport.packageRoot.appendingPathComponent(sample)
            let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { generated.appendingPathComponent($0).path }
            let module = sample == "Generated" ? "NavigationSample" : "HostileNamesSample"
            let build = try swiftc(Self.strict + ["-parse-as-library", "-emit-module", "-module-name", module,
                                                  "-emit-module-path", "\(module).swiftmodule"] + sources, in: folder)
            XCTAssertEqual(build.status, 0, build.output)
            // The generated tests, their UIKit part (a real navigation controller per screen) included.
            let tests = try Self.swiftFiles(under: generated.appendingPathComponent("Tests"))
            let check = try swiftc(Self.strict + ["-typecheck"] + tests, in: folder)
            XCTAssertEqual(check.status, 0, check.output)
        }
    }

    private static func swiftFiles(under folder: URL) throws -> [String] {
        let names = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: folder.path))
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
