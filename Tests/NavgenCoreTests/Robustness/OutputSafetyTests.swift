import Foundation
import XCTest

/// Names built to break out of string literals and comments, or to inject code, stay text: the generated
/// Swift type-checks, and since `injected()` is declared nowhere, type-checking would fail wherever the
/// marker became code. The UIKit and SwiftUI glue is checked against `Tests/UIKitModel` and `Tests/SwiftUIModel`, so code under
/// `#if canImport(UIKit)` is checked too. Paths never come from names, so no name can leave `--out`.
final class OutputSafetyTests: XCTestCase {
    /// Each payload tries a different way out: a string, a raw string, interpolation, a block comment, a line comment.
    static let payloads = [
        #"a"); injected(); _ = ("b"#,
        ##"c"#); injected(); _ = (#"d"##,
        #"\(injected())"#,
        "*/ injected() /*",
        "e\ninjected()\n// f",
        #"g\"); injected(); // h\"#,
        "../../escape",
    ]

    private func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
    }

    private func json(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private func inputs() -> [String: String] {
        let payloads = Self.payloads
        var screens = ""
        var pushes = ""
        for payload in payloads {
            pushes += "    <push to=\"\(xml(payload))\" identifier=\"\(xml(payload))\"/>\n"
            screens += """
                  <screen id="\(xml(payload))" title="\(xml(payload))" customClass="\(xml(payload))">
                    <item side="right" kind="title" title="\(xml(payload))"/>
                    <item side="left" kind="image" image="\(xml(payload))"/>
                  </screen>

                """
        }
        let map = """
            <navigation>
              <appearance id="\(xml(payloads[0]))" barTintColor="{color.\(xml(payloads[1]))}"/>
              <navigationController id="\(xml(payloads[3] + " stack"))" root="home" appearance="\(xml(payloads[0]))" initial="true"/>
              <screen id="home" title="\(xml(payloads[4]))">
            \(pushes)  </screen>
            \(screens)</navigation>

            """
        let tokens = payloads.filter { !$0.contains(".") }.enumerated().map { index, payload in
            "\(json(payload)): {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.1, 0.1, \(Double(index) / 10)]}, "
                + "\"$description\": \(json(payload))}"
        }
        let scenes = payloads.enumerated().map { index, payload in
            """
                    <scene sceneID="scene-\(index)">
                        <objects>
                            <viewController storyboardIdentifier="\(xml(payload))" title="\(xml(payload))" id="vc-\(index)" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="\(xml(payload))" id="item-\(index)"/>
                                <connections>
                                    <segue destination="vc-\((index + 1) % payloads.count)" kind="show" identifier="\(xml(payload))" id="segue-\(index)"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>

            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                <scenes>
                    <scene sceneID="scene-nav">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc-0" kind="relationship" relationship="rootViewController" id="root"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(scenes.joined())    </scenes>
            </document>

            """
        return ["in/app.nav.xml": map, "in/colors.tokens.json": "{\"color\": {\"$type\": \"color\", " + tokens.joined(separator: ", ") + "}}\n",
                "in/Main.storyboard": storyboard]
    }

    private func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swiftc", arguments, in: folder)
    }

    func testAdversarialNamesNeverBecomeCode() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(inputs(), in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out/deeper"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        let out = folder.appendingPathComponent("out/deeper")
        let written = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(written, [
            "NavigationAppearance.swift", "NavigationFlow.svg", "NavigationReport.html", "NavigationReport.md", "NavigationStoryboards.swift",
            "NavigationTokens.swift", "Tests", "Tests/NavigationAppearanceTests.swift", "Tests/NavigationTransitionTests.swift",
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["in", "out"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path), ["deeper"])

        let modules = try TestSupport.runtimeAgainstSurface()
        let sources = written.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Tests") }.map { out.appendingPathComponent($0).path }
        let check = try swiftc(["-swift-version", "6", "-wmo", "-typecheck", "-I", modules.path, "-module-name", "Hostile"] + sources, in: folder)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertFalse(check.output.contains("injected"), check.output)
        // The payloads did reach the output (as text), so the check above is not vacuous.
        let appearance = try String(contentsOf: out.appendingPathComponent("NavigationAppearance.swift"), encoding: .utf8)
        XCTAssertTrue(appearance.contains("injected()"))
        let storyboards = try String(contentsOf: out.appendingPathComponent("NavigationStoryboards.swift"), encoding: .utf8)
        XCTAssertTrue(storyboards.contains("injected()"))
    }

    func testAFIFOInTheOutputFolderNeverBlocks() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": "<navigation><screen id=\"a\" title=\"A\" initial=\"true\"/></navigation>\n"], in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("out/NavigationTokens.swift").path, 0o644), 0)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "out", "--check", "--quiet"], in: folder).status, 1)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "out", "--quiet"], in: folder).status, 0)
        let tokens = try String(contentsOf: folder.appendingPathComponent("out/NavigationTokens.swift"), encoding: .utf8)
        XCTAssertTrue(tokens.hasPrefix("// Generated by navgen"))
    }

    func testModuleNamesThatAreNotIdentifiersAreRefused() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(inputs(), in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out", "--module-name", "X\ninjected()"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.hasPrefix("error: --module-name needs a Swift module name (letters, digits and _), found 'X\ninjected()'"), run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
