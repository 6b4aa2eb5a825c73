import Foundation
import XCTest

/// The runtime's glue compiles without a deprecation warning (warnings as errors) at every deployment target an app may
/// have. On Linux no iOS availability is checked, so the models of UIKit (`Tests/UIKitModel`) and SwiftUI
/// (`Tests/SwiftUIModel`) are compiled once per target with the deprecations in force there made unconditional:
/// `@available(iOS, introduced: 16.0, deprecated: 27.0)` becomes `@available(*, deprecated)` from target 27 on.
final class DeploymentTargetDeprecationTests: XCTestCase {
    static let targets = [16, 18, 26, 27]

    func testTheGlueCompilesWithoutDeprecationWarningsAtEachDeploymentTarget() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let model = try TestSupport.uikitModelSources.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let swiftUI = try TestSupport.swiftUIModelSources.map { try String(contentsOfFile: $0, encoding: .utf8) }
        XCTAssertNotEqual(Self.declarations(swiftUI.joined(), at: 27), swiftUI.joined(), "the SwiftUI model declares no API deprecated in iOS 27")
        XCTAssertNotEqual(Self.declarations(model.joined(), at: 26), model.joined(), "the model declares no API deprecated in iOS 26")
        var compiled: Set<[String]> = []
        for target in Self.targets {
            let sources = (model + swiftUI).map { Self.declarations($0, at: target) }
            // Targets that put the same deprecations in force compile the same declarations: once is enough.
            guard compiled.insert(sources).inserted else { continue }
            let build = folder.appendingPathComponent("ios\(target)")
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            var modelFiles: [String] = []
            var swiftUIFiles: [String] = []
            for (index, text) in sources.enumerated() {
                let name = index < model.count ? "UIKit\(index).swift" : "SwiftUI\(index - model.count).swift"
                if index < model.count { modelFiles.append(name) } else { swiftUIFiles.append(name) }
                try Data(text.utf8).write(to: build.appendingPathComponent(name))
            }
            try TestSupport.build("UIKit at iOS \(target)", ["-swift-version", "6", "-wmo", "-parse-as-library", "-emit-module", "-module-name", "UIKit",
                                                             "-emit-module-path", "UIKit.swiftmodule"] + modelFiles, in: build)
            try TestSupport.build("SwiftUI at iOS \(target)", ["-swift-version", "6", "-wmo", "-parse-as-library", "-emit-module", "-module-name", "SwiftUI",
                                                               "-I", ".", "-emit-module-path", "SwiftUI.swiftmodule"] + swiftUIFiles, in: build)
            try TestSupport.build("NavgenRuntime at iOS \(target)", ["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-D", "NAVGEN_IOS27_SDK",
                                                                     "-I", ".", "-parse-as-library", "-package-name", "navgen",
                                                                     "-module-name", "NavgenRuntime"] + TestSupport.runtimeSources, in: build)
        }
    }

    func testOnlyTheDeprecationsInForceAtTheTargetBecomeUnconditional() {
        let declaration = "@available(iOS, introduced: 16.0, deprecated: 27.0)\npublic func old() {}"
        XCTAssertEqual(Self.declarations(declaration, at: 26), declaration)
        XCTAssertEqual(Self.declarations(declaration, at: 27), "@available(*, deprecated, message: \"deprecated in iOS 27.0\")\npublic func old() {}")
    }

    /// `text` with each iOS deprecation at or below `target` made unconditional.
    static func declarations(_ text: String, at target: Int) -> String {
        text.replacing(/@available\(iOS, introduced: [0-9.]+, deprecated: ([0-9]+)(\.[0-9]+)?\)/) { match in
            guard let major = Int(match.1), major <= target else { return String(match.0) }
            return "@available(*, deprecated, message: \"deprecated in iOS \(match.1)\(match.2 ?? "")\")"
        }
    }
}
