import XCTest

/// Linux has no UIKit or SwiftUI, so the generated glue is type-checked against `Tests/UIKitSurface`,
/// which declares exactly the API the glue uses with Apple's signatures.
final class GlueSurfaceTests: XCTestCase {
    private func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swiftc", arguments, in: folder)
    }

    func testGeneratedGlueTypeChecksAgainstTheDeclaredSurfaceWithoutWarnings() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let surface = TestSupport.packageRoot.appendingPathComponent("Tests/UIKitSurface")
        for module in ["UIKit", "SwiftUI"] {
            let build = try swiftc(["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                                    "-emit-module-path", "\(module).swiftmodule", surface.appendingPathComponent("\(module).swift").path],
                                   in: folder)
            XCTAssertEqual(build.status, 0, build.output)
        }
        for sample in ["Generated", "Tests/HostileNames/Generated"] {
            let generated = TestSupport.packageRoot.appendingPathComponent(sample)
            let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { generated.appendingPathComponent($0).path }
            XCTAssertTrue(sources.contains { $0.hasSuffix("+UIKit.swift") })
            XCTAssertTrue(sources.contains { $0.hasSuffix("+SwiftUI.swift") })
            let module = sample == "Generated" ? "NavigationSample" : "HostileNamesSample"
            let build = try swiftc(["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                                    "-emit-module-path", "\(module).swiftmodule"] + sources, in: folder)
            XCTAssertEqual(build.status, 0, build.output)
            XCTAssertFalse(build.output.contains("warning:"), build.output)
            // The generated tests' UIKit part (a real navigation controller per screen) against the same surface.
            let tests = generated.appendingPathComponent("Tests/NavigationAppearanceTests.swift").path
            let check = try swiftc(["-swift-version", "6", "-typecheck", "-I", ".", tests], in: folder)
            XCTAssertEqual(check.status, 0, check.output)
            XCTAssertFalse(check.output.contains("warning:"), check.output)
        }
    }
}
