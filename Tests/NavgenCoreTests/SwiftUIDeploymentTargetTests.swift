import Foundation
import XCTest

/// The runtime's glue compiles without a deprecation warning (warnings as errors) at every deployment target an app may
/// have. On Linux no iOS availability is checked, so the SwiftUI surface (`Tests/UIKitSurface`) is compiled once per
/// target with the deprecations in force there made unconditional: `@available(iOS, introduced: 16.0, deprecated: 27.0)`
/// becomes `@available(*, deprecated)` from target 27 on.
final class SwiftUIDeploymentTargetTests: XCTestCase {
    static let targets = [16, 18, 26, 27]

    func testTheGlueCompilesWithoutDeprecationWarningsAtEachDeploymentTarget() throws {
        let shared = try TestSupport.runtimeAgainstSurface()
        let folder = try TestSupport.temporaryFolder(self)
        let surface = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/UIKitSurface/SwiftUI.swift"), encoding: .utf8)
        XCTAssertNotEqual(Self.surface(surface, at: 27), surface, "the surface declares no API deprecated in iOS 27")
        var compiled: Set<String> = []
        for target in Self.targets {
            let text = Self.surface(surface, at: target)
            // Targets that put the same deprecations in force compile the same surface: once is enough.
            guard compiled.insert(text).inserted else { continue }
            let build = folder.appendingPathComponent("ios\(target)")
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: shared.appendingPathComponent("UIKit.swiftmodule"),
                                             to: build.appendingPathComponent("UIKit.swiftmodule"))
            try Data(text.utf8).write(to: build.appendingPathComponent("SwiftUI.swift"))
            try TestSupport.build("SwiftUI at iOS \(target)", ["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "SwiftUI",
                                                               "-I", ".", "-emit-module-path", "SwiftUI.swiftmodule", "SwiftUI.swift"], in: build)
            try TestSupport.build("NavgenRuntime at iOS \(target)", ["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-D", "NAVGEN_IOS27_SDK",
                                                                     "-I", ".", "-parse-as-library", "-package-name", "navgen",
                                                                     "-module-name", "NavgenRuntime"] + TestSupport.runtimeSources, in: build)
        }
    }

    func testOnlyTheDeprecationsInForceAtTheTargetBecomeUnconditional() {
        let declaration = "@available(iOS, introduced: 16.0, deprecated: 27.0)\npublic func old() {}"
        XCTAssertEqual(Self.surface(declaration, at: 26), declaration)
        XCTAssertEqual(Self.surface(declaration, at: 27), "@available(*, deprecated, message: \"deprecated in iOS 27.0\")\npublic func old() {}")
    }

    /// `surface` with each iOS deprecation at or below `target` made unconditional.
    static func surface(_ surface: String, at target: Int) -> String {
        surface.replacing(/@available\(iOS, introduced: [0-9.]+, deprecated: ([0-9]+)(\.[0-9]+)?\)/) { match in
            guard let major = Int(match.1), major <= target else { return String(match.0) }
            return "@available(*, deprecated, message: \"deprecated in iOS \(match.1)\(match.2 ?? "")\")"
        }
    }
}
