import XCTest

/// The generated tests hold navgen's plan for every edge and mode and check the runtime planner against it, so they
/// must fail when one row of that table no longer says what the planner decides.
final class GeneratedPlanTableTests: XCTestCase {
    private func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swiftc", ["-swift-version", "6", "-I", ".", "-L", "."] + arguments, in: folder)
    }

    func testTheGeneratedTestsFailWhenOneRowOfThePlanTableIsEdited() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let root = TestSupport.packageRoot
        let runtime = try TestSupport.runtimeSources
        let generated = root.appendingPathComponent("Generated")
        let sample = try FileManager.default.contentsOfDirectory(atPath: generated.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { generated.appendingPathComponent($0).path }
        for (module, sources, extra) in [("NavgenRuntime", runtime, ["-package-name", "navgen"]), ("NavigationSample", sample, [])] {
            let build = try swiftc(extra + ["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module,
                                            "-o", "lib\(module).a"] + sources, in: folder)
            XCTAssertEqual(build.status, 0, build.output)
        }

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
        let test = "testTheRuntimePlannerAgreesWithNavgenOnEveryEdgeModeAndDesign"
        try "import XCTest\n\nXCTMain([testCase([(\"\(test)\", NavigationTransitionTests.\(test))])])\n"
            .write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let link = try swiftc(["NavigationTransitionTests.swift", "main.swift", "-lNavigationSample", "-lNavgenRuntime", "-o", "tests"],
                              in: folder)
        XCTAssertEqual(link.status, 0, link.output)

        let run = try TestSupport.toolchain(folder.appendingPathComponent("tests").path, [], in: folder)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("XCTAssertEqual failed"), run.output)
        // The failure names the edited row's edge; no other row fails.
        let screen = edited[from].dropFirst("from: .screen(.".count).dropLast()
        XCTAssertTrue(run.output.contains("screen(NavigationSample.NavigationScreen.\(screen)) →"), run.output)
        XCTAssertTrue(run.output.contains("with 1 failure"), run.output)
    }
}
