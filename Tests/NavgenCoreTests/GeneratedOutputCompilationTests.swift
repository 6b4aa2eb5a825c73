import Foundation
import XCTest
@testable import NavgenCore

/// What navgen writes compiles in Swift 6 with warnings as errors for every input it accepts: the checked-in samples,
/// the smallest shapes (no container, no tab bar, no token, one screen, no edge; one of each) and each real storyboard
/// and xib of the shared corpus on its own, where apps that make their navigation controllers in code once got an enum
/// with no cases. Linux has no UIKit or SwiftUI: the runtime's glue compiles against the model of UIKit
/// (`Tests/UIKitModel`) and the model of SwiftUI in `Tests/SwiftUIModel`.
///
/// Each output costs two whole-module swiftc runs (about 1 s for the smallest inputs, 4 s for the bundled sample); as
/// many outputs compile at once as there are processors. The corpus (29 outputs) and the checked-in samples are the
/// full tier (`TestTier`): the fast tier compiles the runtime, the smallest inputs and the legacy hostile names.
final class GeneratedOutputCompilationTests: XCTestCase {
    private static let color = #"{"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}"#

    /// Inputs whose every list, table and switch in the templates is empty or has one element.
    static let smallestInputs: [(name: String, files: [String: String])] = [
        ("no container, tab bar, token or edge; one screen", ["App.nav.xml": #"<navigation><screen id="home"/></navigation>"#]),
        ("one container, edge, token, mode and app tint", [
            "App.nav.xml": #"<navigation><navigationController id="nav" root="home"/><screen id="home" barTintColor="{color.brand}"/></navigation>"#,
            "colors.tokens.json": #"{"color": {"$type": "color", "brand": {"$value": \#(color)}}}"#,
            "Assets.xcassets/AccentColor.colorset/Contents.json": AppTintTests.colorSet(light: AppTintTests.orange),
        ]),
        ("one tab and push; a deprecated token on a screen", [
            "App.nav.xml": """
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.old}"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """,
            "colors.tokens.json": #"{"color": {"$type": "color", "old": {"$deprecated": "use another", "$value": \#(color)}}}"#,
        ]),
    ]

    /// The runtime's UIKit and SwiftUI glue, the smallest inputs and the hostile names in a build with the legacy bar
    /// alone, compiled together.
    func testTheRuntimeTheSmallestInputsAndTheLegacyHostileNamesCompile() throws {
        let runtime = try TestSupport.runtimeSources
        XCTAssertTrue(runtime.contains { $0.hasSuffix("NavigationBarController.swift") })
        XCTAssertTrue(runtime.contains { $0.hasSuffix("NavigationScreenModifier.swift") })
        let folder = try TestSupport.temporaryFolder(self)
        var outputs: [Output] = []
        for (index, input) in Self.smallestInputs.enumerated() {
            let inputs = folder.appendingPathComponent("input\(index)")
            try TestSupport.write(input.files, in: inputs)
            let result = try XCTUnwrap(try generate([inputs.path], into: folder.appendingPathComponent("output\(index)")), input.name)
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [], input.name)
            outputs.append((input.name, folder.appendingPathComponent("output\(index)"), "NavigationSample"))
        }
        let legacy = folder.appendingPathComponent("hostile-legacy")
        let hostile = TestSupport.packageRoot.appendingPathComponent("Tests/HostileNames/Inputs").path
        let legacyResult = try XCTUnwrap(try generate([hostile], into: legacy, sdk: "18.0", moduleName: "HostileNamesSample"))
        XCTAssertEqual(legacyResult.model?.designs, [.legacy])
        outputs.append(("hostile names, legacy build", legacy, "HostileNamesSample"))
        try assertCompile(outputs, in: folder)
    }

    /// What navgen adds to the inputs compiles: a column-style split view's navigation controllers (ids with a `/`), and
    /// the modes a storyboard's system colours give, combined with a resolver's (`a-light`…).
    func testMadeContainersAndCombinedModesCompile() throws {
        try TestTier.requireFull("compiling outputs with made containers and combined modes")
        let folder = try TestSupport.temporaryFolder(self)
        let inputs = folder.appendingPathComponent("input")
        try TestSupport.write([
            "Main.storyboard": IBTest.storyboard(initial: "spl-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <splitViewController style="doubleColumn" id="spl-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="pri-00-001" kind="relationship" relationship="masterViewController" id="rlm-00-001"/>
                                <segue destination="det-00-001" kind="relationship" relationship="detailViewController" id="rld-00-001"/>
                            </connections>
                        </splitViewController>
                        <viewController id="pri-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="det-00-001" kind="showDetail" id="shw-00-001"/>
                            </connections>
                        </viewController>
                        <viewController id="det-00-001" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Detail" id="itm-00-001">
                                <navigationBarAppearance key="standardAppearance">
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </navigationBarAppearance>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                """),
            "brand.resolver.json": """
                {"version": "2025.10", "modifiers": {"brand": {"contexts": {"a": [], "b": []}, "default": "a"}},
                 "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}
                """,
        ], in: inputs)
        let output = folder.appendingPathComponent("output")
        let result = try XCTUnwrap(try generate([inputs.path], into: output))
        XCTAssertEqual(result.model?.modes, ["a-light", "a-dark", "b-light", "b-dark"])
        XCTAssertTrue(result.model?.containers.contains { $0.id == "spl-00-001/primary" } ?? false)
        try assertCompile([("made containers and combined modes", output, "NavigationSample")], in: folder)
    }

    /// The checked-in samples against the UIKit model, with warnings as errors: their generated tests' UIKit part
    /// pushes a real navigation controller per screen; they build with the current SDK, so for Liquid Glass and the
    /// legacy bar. The full tier only: SwiftPM compiles (and runs) both samples and their tests in either tier, UIKit
    /// part included, though without making warnings errors.
    func testTheCheckedInSamplesCompileAgainstTheModelOfUIKit() throws {
        try TestTier.requireFull("compiling the checked-in samples against the UIKit model")
        let folder = try TestSupport.temporaryFolder(self)
        let outputs: [Output] = [("Generated", "NavigationSample"), ("Tests/HostileNames/Generated", "HostileNamesSample")].map { sample, module in
            (sample, TestSupport.packageRoot.appendingPathComponent(sample), module)
        }
        try assertCompile(outputs, in: folder)
    }

    func testEveryCorpusStoryboardAndXibCompilesAlone() throws {
        try TestTier.requireFull("compiling the output of every corpus storyboard")
        let corpus = try TestSupport.requireShared().appendingPathComponent("corpus/storyboards")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 34)
        let folder = try TestSupport.temporaryFolder(self)
        var outputs: [Output] = []
        for file in files {
            let output = folder.appendingPathComponent(file)
            // No result: the file holds no screen, token or storyboard (a xib without one), and navgen writes nothing.
            guard try generate([corpus.appendingPathComponent(file).path], into: output) != nil else { continue }
            outputs.append((file, output, "NavigationSample"))
        }
        XCTAssertGreaterThanOrEqual(outputs.count, 25)
        try assertCompile(outputs, in: folder)
    }

    /// `--sources-only` (the build plugin) writes the app's three files whatever the inputs hold, and each compiles.
    func testTheAppFilesAreWrittenWhateverTheInputsHoldAndCompile() throws {
        let inputs: [(name: String, files: [String: String])] = [
            ("tokens without a screen", ["colors.tokens.json": #"{"color": {"$type": "color", "brand": {"$value": \#(Self.color)}}}"#]),
            ("a xib without a screen", ["Cell.xib": #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#]),
            ("nothing", [:]),
        ]
        let folder = try TestSupport.temporaryFolder(self)
        var outputs: [Output] = []
        for (index, input) in inputs.enumerated() {
            let files = folder.appendingPathComponent("input\(index)")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            try TestSupport.write(input.files, in: files)
            let output = folder.appendingPathComponent("output\(index)")
            let result = try XCTUnwrap(try generate([files.path], into: output, sourcesOnly: true), input.name)
            XCTAssertEqual(result.files.map(\.path), ["NavigationTokens.swift", "NavigationAppearance.swift", "NavigationStoryboards.swift"],
                           input.name)
            outputs.append((input.name, output, "NavigationSample"))
        }
        try assertCompile(outputs, in: folder)
    }

    /// Generates and writes the output; nil when the inputs hold nothing to generate (no screen, token or storyboard).
    private func generate(_ inputs: [String], into output: URL, sdk: String = BuildDesigns.defaultSDK, moduleName: String = "NavigationSample",
                          sourcesOnly: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> Navgen.Result? {
        var options = Navgen.Options(inputs: inputs, moduleName: moduleName, threads: 1)
        options.sdk = sdk
        options.sourcesOnly = sourcesOnly
        let result = Navgen.generate(options)
        XCTAssertFalse(result.hasErrors, "\(inputs): \(TestSupport.lines(result.diagnostics))", file: file, line: line)
        guard !result.files.isEmpty else {
            XCTAssertEqual(result.model?.screens.count, 0, "\(inputs)", file: file, line: line)
            return nil
        }
        _ = try OutputWriter.write(result.files, to: output.path)
        return result
    }

    private typealias Output = (name: String, folder: URL, module: String)

    /// Compiles the outputs, as many at once as there are processors, and reports each that fails.
    private func assertCompile(_ outputs: [Output], in folder: URL) throws {
        let compiler = try GeneratedCodeCompiler(in: folder)
        let lock = NSLock()
        nonisolated(unsafe) var problems: [String: String] = [:]
        DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
            let problem: String?
            do {
                problem = try compiler.problems(compiling: outputs[index].folder, module: outputs[index].module)
            } catch {
                problem = "\(error)"
            }
            guard let problem else { return }
            lock.withLock { problems[outputs[index].name] = problem }
        }
        for (name, problem) in problems.sorted(by: { $0.key < $1.key }) {
            XCTFail("the output for \(name) does not compile:\n\(problem)")
        }
    }
}
