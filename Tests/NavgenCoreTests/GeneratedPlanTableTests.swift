import XCTest
@testable import NavgenCore

/// The generated tests hold navgen's plan for every edge and mode and every bar spelled out, and check the runtime
/// planner and the app's bar tables against them, so they must fail when one row of the plan table, or one screen's
/// bar in the app's table, no longer says what navgen decided.
final class GeneratedPlanTableTests: XCTestCase {
    private func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swiftc", ["-swift-version", "6", "-I", ".", "-L", "."] + arguments, in: folder)
    }

    private let generated = TestSupport.packageRoot.appendingPathComponent("Generated")

    /// `NavgenRuntime` as a static library to link, built once for both tests (it is the same for both).
    private static let runtime = Result<URL, any Error> {
        let folder = TestSupport.processFolder.appendingPathComponent("linkable-runtime")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try TestSupport.build("NavgenRuntime", ["-swift-version", "6", "-wmo", "-package-name", "navgen", "-parse-as-library", "-emit-library",
                                                "-static", "-emit-module", "-module-name", "NavgenRuntime", "-o", "libNavgenRuntime.a"]
                              + TestSupport.runtimeSources, in: folder)
        return folder
    }

    /// Builds the sample (or the output in `output`) as a static library in `folder`, the sample's `replaced` file (by
    /// name) taken from `folder` instead of `Generated/`.
    private func buildSample(in folder: URL, from output: URL? = nil, replacing replaced: String? = nil) throws {
        let generated = output ?? generated
        let sample = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0 == replaced ? folder : generated).appendingPathComponent($0).path }
        let build = try swiftc(["-wmo", "-I", Self.runtime.get().path, "-parse-as-library", "-emit-library", "-static", "-emit-module",
                                "-module-name", "NavigationSample", "-o", "libNavigationSample.a"] + sample, in: folder)
        XCTAssertEqual(build.status, 0, build.output)
    }

    /// Links the generated test file `tests` (in `folder`) with the libraries and runs its test `test` of `testCase`.
    private func run(_ test: String, of testCase: String, in tests: String, folder: URL) throws -> (status: Int32, output: String) {
        try "import XCTest\n\nXCTMain([testCase([(\"\(test)\", \(testCase).\(test))])])\n"
            .write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let runtime = try Self.runtime.get().path
        let link = try swiftc(["-wmo", "-I", runtime, "-L", runtime, tests, "main.swift", "-lNavigationSample", "-lNavgenRuntime", "-o", "tests"],
                              in: folder)
        XCTAssertEqual(link.status, 0, link.output)
        return try TestSupport.toolchain(folder.appendingPathComponent("tests").path, [], in: folder)
    }

    func testTheGeneratedTestsFailWhenOneRowOfThePlanTableIsEdited() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try buildSample(in: folder)

        // One row of the table gets another of the distinct plans, which differs from it in some field.
        let table = try String(contentsOf: generated.appendingPathComponent("Tests/NavigationTransitionTests.swift"), encoding: .utf8)
        var lines = table.components(separatedBy: "\n")
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("rows.append(NavigationPlannedTransition(from: .screen") })
        let plan = try XCTUnwrap(lines[row].range(of: #"NavigationPlans\.plan\d+"#, options: .regularExpression))
        let other = lines[row][plan] == "NavigationPlans.plan0" ? "NavigationPlans.plan1" : "NavigationPlans.plan0"
        let edited = lines[row].replacingCharacters(in: plan, with: other)
        let from = try XCTUnwrap(edited.range(of: #"from: \.screen\(\.\w+\)"#, options: .regularExpression))
        lines[row] = edited
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("NavigationTransitionTests.swift"), atomically: true,
                                                encoding: .utf8)
        let run = try run("testTheRuntimePlannerAgreesWithNavgenOnEveryEdgeModeAndDesign", of: "NavigationTransitionTests",
                          in: "NavigationTransitionTests.swift", folder: folder)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("XCTAssertEqual failed"), run.output)
        // The edited row fails in each mode and design it holds in, and no other row fails.
        let variants = edited.contains("variants: [") ? edited.components(separatedBy: "), (").count
            : table.components(separatedBy: "static let everyVariant")[1].components(separatedBy: "\n    ]")[0]
                .components(separatedBy: "(.").count - 1
        let screen = edited[from].dropFirst("from: .screen(.".count).dropLast()
        let failures = run.output.components(separatedBy: "\n").filter { $0.contains("XCTAssertEqual failed") }
        XCTAssertEqual(failures.count, variants, run.output)
        XCTAssertTrue(failures.allSatisfy { $0.contains("screen(NavigationSample.NavigationScreen.\(screen)) →") }, run.output)
        XCTAssertTrue(run.output.contains("with \(variants) failure"), run.output)
    }

    func testTheGeneratedTestsFailWhenOneScreensBarIsEditedInTheAppsTable() throws {
        let folder = try TestSupport.temporaryFolder(self)
        // The first screen's bar in the first design and mode becomes the next distinct bar, which differs from it.
        let appearance = try String(contentsOf: generated.appendingPathComponent("NavigationAppearance.swift"), encoding: .utf8)
        var lines = appearance.components(separatedBy: "\n")
        let table = try XCTUnwrap(lines.firstIndex { $0.contains("static func bars(of screen: NavigationScreen)") })
        let row = lines[table + 2]
        let first = try XCTUnwrap(row.range(of: #"bar\d+"#, options: .regularExpression))
        let screen = try XCTUnwrap(row.components(separatedBy: "case .").last?.components(separatedBy: ":").first)
        lines[table + 2] = row.replacingCharacters(in: first, with: "bar" + String(Int(row[first].dropFirst(3))! + 1))
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("NavigationAppearance.swift"), atomically: true,
                                                encoding: .utf8)
        try buildSample(in: folder, replacing: "NavigationAppearance.swift")

        let tests = generated.appendingPathComponent("Tests/NavigationAppearanceTests.swift")
        let check = try XCTUnwrap(try String(contentsOf: tests, encoding: .utf8).components(separatedBy: "\n").firstIndex {
            $0.contains("check(NavigationScreen.\(screen).appearance(.light, design: .legacy)")
        })
        let run = try run("testEveryBarIsTheOneNavgenResolved", of: "NavigationAppearanceTests", in: tests.path, folder: folder)
        XCTAssertNotEqual(run.status, 0, run.output)
        // The failure is the edited screen's check, and no other.
        XCTAssertTrue(run.output.contains("NavigationAppearanceTests.swift:\(check + 1): error"), run.output)
        XCTAssertTrue(run.output.contains("with 1 failure"), run.output)
    }

    func testTheGeneratedTestsFailWhenATokensValueNoLongerMatchesTheBars() throws {
        let folder = try TestSupport.temporaryFolder(self)
        // The brand accent's light value changes in the app's token constants; the bars, which hold the value, do not.
        let tokens = try String(contentsOf: generated.appendingPathComponent("NavigationTokens.swift"), encoding: .utf8)
        var lines = tokens.components(separatedBy: "\n")
        let declaration = try XCTUnwrap(lines.firstIndex { $0.contains("static let colorBrandAccent =") })
        let light = try XCTUnwrap(lines[declaration...].firstIndex { $0.contains("light: NavigationColor(") })
        lines[light] = "        light: NavigationColor(red: 0.5, green: 0.5, blue: 0.5),"
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("NavigationTokens.swift"), atomically: true,
                                                 encoding: .utf8)
        try buildSample(in: folder, replacing: "NavigationTokens.swift")

        let tests = generated.appendingPathComponent("Tests/NavigationAppearanceTests.swift")
        let text = try String(contentsOf: tests, encoding: .utf8)
        let checks = text.components(separatedBy: "\n").filter { $0.contains("checkToken(") && $0.contains("NavigationTokens.colorBrandAccent") }
        let lightVariants = text.components(separatedBy: "static let everyVariant")[1].components(separatedBy: "\n    ]")[0]
            .components(separatedBy: "(.light, ").count - 1
        let run = try run("testAppearanceValuesMatchTokens", of: "NavigationAppearanceTests", in: tests.path, folder: folder)
        XCTAssertNotEqual(run.status, 0, run.output)
        // One failure per check of that token, in the light mode of each design; none elsewhere.
        let failures = run.output.components(separatedBy: "\n").filter { $0.contains("the token says") }
        XCTAssertFalse(checks.isEmpty)
        XCTAssertGreaterThan(lightVariants, 0)
        XCTAssertEqual(failures.count, checks.count * lightVariants, run.output)
        XCTAssertTrue(failures.allSatisfy { $0.contains(" in light, ") }, run.output)
    }

    /// Where an edge's end shows another bar than its own (a screen presented alone though a stack pushes it, a screen
    /// in no navigation controller, a container view's child under its holder's bar), the generated tests give the
    /// runtime planner that bar: they failed on such edges, planned with the bar shown, checked with the screen's own.
    func testTheGeneratedTestsPassWhereAnEdgesEndShowsAnotherBarThanItsOwn() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let inputs = folder.appendingPathComponent("inputs")
        let home = IBTest.scene("hom", embeds: ["chd"], extra: """
            <navigationItem key="navigationItem" title="Home" id="itm-hom"><barButtonItem key="rightBarButtonItem" systemItem="add" id="btn-hom"/></navigationItem>
            <connections>
                <segue destination="det" kind="show" id="sg1"/>
                <segue destination="det" kind="presentation" modalPresentationStyle="fullScreen" id="sg2"/>
                <segue destination="lon" kind="presentation" modalPresentationStyle="fullScreen" id="sg3"/>
            </connections>
            """)
        let child = IBTest.scene("chd", extra: #"<connections><segue destination="lon" kind="presentation" modalPresentationStyle="formSheet" id="sg4"/></connections>"#)
        let detail = IBTest.scene("det", extra: #"<navigationItem key="navigationItem" title="Detail" id="itm-det"/>"#)
        try TestSupport.write(["Main.storyboard": IBTest.storyboard(initial: "tab", """
            <scene sceneID="sc-tab"><objects><tabBarController id="tab" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tbr"/>
            <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="rl1"/></connections>
            </tabBarController></objects></scene>
            <scene sceneID="sc-nav"><objects><navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="bar"/>
            <connections><segue destination="hom" kind="relationship" relationship="rootViewController" id="rl2"/></connections>
            </navigationController></objects></scene>
            """ + home + child + detail + IBTest.scene("lon"))], in: inputs)
        let output = folder.appendingPathComponent("output")
        let result = Navgen.generate(Navgen.Options(inputs: [inputs.path], moduleName: "NavigationSample", threads: 1))
        XCTAssertFalse(result.hasErrors, TestSupport.lines(result.diagnostics).joined(separator: "\n"))
        _ = try OutputWriter.write(result.files, to: output.path)
        let tests = output.appendingPathComponent("Tests/NavigationTransitionTests.swift")
        let table = try String(contentsOf: tests, encoding: .utf8)
        for end in ["to: .alone(.det)", "from: .alone(.det)", "to: .alone(.lon)", "from: .child(.chd, in: .hom)"] {
            XCTAssertTrue(table.contains(end), end)
        }
        try buildSample(in: folder, from: output)
        let run = try run("testTheRuntimePlannerAgreesWithNavgenOnEveryEdgeModeAndDesign", of: "NavigationTransitionTests",
                          in: tests.path, folder: folder)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("Executed 1 test, with 0 failures"), run.output)
    }

    /// The generated plan table's test passes for every corpus storyboard and xib: each planned edge, with the bar each
    /// end shows there, is what the runtime planner decides. The full tier only (a build and a run per file).
    func testTheGeneratedPlanTestPassesForEveryCorpusStoryboard() throws {
        try TestTier.requireFull("running the generated plan test of every corpus storyboard")
        let corpus = try TestSupport.requireShared().appendingPathComponent("corpus/storyboards")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 34)
        var ran = 0
        for file in files {
            let folder = try TestSupport.temporaryFolder(self).appendingPathComponent(file)
            let output = folder.appendingPathComponent("output")
            let result = Navgen.generate(Navgen.Options(inputs: [corpus.appendingPathComponent(file).path], moduleName: "NavigationSample", threads: 1))
            let tests = output.appendingPathComponent("Tests/NavigationTransitionTests.swift")
            guard !result.hasErrors, result.files.contains(where: { $0.path == "Tests/NavigationTransitionTests.swift" }) else { continue }
            _ = try OutputWriter.write(result.files, to: output.path)
            try buildSample(in: folder, from: output)
            let run = try run("testTheRuntimePlannerAgreesWithNavgenOnEveryEdgeModeAndDesign", of: "NavigationTransitionTests",
                              in: tests.path, folder: folder)
            XCTAssertEqual(run.status, 0, "\(file): \(run.output)")
            ran += 1
        }
        // The corpus's two launch screens have no screen of the app, so no plans.
        XCTAssertGreaterThanOrEqual(ran, 23)
    }

    /// A bar coloured by a colour set's system colour, in modes for increased contrast and in both designs: the bars
    /// take the increased-contrast value and, under Liquid Glass, the iOS 26 hue, and the generated tests still pass
    /// (the token constants hold the increased-contrast value; they hold no iOS 26 hue, so only the legacy design is
    /// checked against them). The full tier only (a build and a run).
    func testTheGeneratedTestsPassForSystemColoursInEveryModeAndDesign() throws {
        try TestTier.requireFull("building and running the generated tests of a system-coloured bar")
        let folder = try TestSupport.temporaryFolder(self)
        let inputs = folder.appendingPathComponent("inputs")
        let bar = #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x3B", "blue": "0x5D"}}}, "#
            + #"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x2E", "blue": "0x4A"}}}"#
        try TestSupport.write([
            "A.xcassets/Bar.colorset/Contents.json": #"{"colors": ["# + bar + "]}",
            "A.xcassets/Info.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemBlueColor"}}]}"#,
            "app.nav.xml": ##"<navigation deploymentTarget="18.0"><navigationController id="n" root="home" barTintColor="{asset.Bar}"/><screen id="home" tintColor="{asset.Info}" titleColor="#FFFFFF"/></navigation>"##,
        ], in: inputs)
        let result = Navgen.generate(Navgen.Options(inputs: [inputs.path], moduleName: "NavigationSample", threads: 1))
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        let output = folder.appendingPathComponent("output")
        _ = try OutputWriter.write(result.files, to: output.path)
        try buildSample(in: folder, from: output)
        let tests = output.appendingPathComponent("Tests/NavigationAppearanceTests.swift")
        let text = try String(contentsOf: tests, encoding: .utf8)
        XCTAssertTrue(text.contains("checkToken(.home, \\.tintColor, NavigationTokens.assetInfo, in: ["), text)
        for test in ["testAppearanceValuesMatchTokens", "testEveryBarIsTheOneNavgenResolved"] {
            let run = try run(test, of: "NavigationAppearanceTests", in: tests.path, folder: folder)
            XCTAssertEqual(run.status, 0, "\(test): \(run.output)")
        }
    }
}
