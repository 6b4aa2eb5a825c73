import XCTest

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

    /// Builds the sample as a static library in `folder`, the sample's `replaced` file (by name) taken from `folder`
    /// instead of `Generated/`.
    private func buildSample(in folder: URL, replacing replaced: String? = nil) throws {
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
}
