import XCTest
@testable import NavgenCore

/// On every real storyboard, the plan navgen reports for an edge is the plan the app's runtime computes from the two
/// bars it is given: the runtime's public entry, fed each side's bar with the tab bar as the edge has it, agrees with
/// the engine's every plan.
final class EngineRuntimeAgreementTests: XCTestCase {
    func testTheRuntimePlannerAgreesWithTheEngineOnEveryCorpusStoryboard() throws {
        let folder = try TestSupport.requireShared().appendingPathComponent("corpus/storyboards")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 30)
        var planned = 0
        for file in files {
            let result = Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent(file).path]))
            for plan in result.plans {
                let runtime = NavigationPlanner.plan(from: plan.from.runtime, to: plan.to.runtime, operation: plan.edge.operation,
                                                     animated: plan.edge.animated, splitTransition: plan.edge.splitTransition,
                                                     presentation: plan.edge.presentation ?? .fullScreen,
                                                     capturesStatusBar: plan.edge.capturesStatusBar, design: plan.design,
                                                     tabBar: plan.tabBar)
                XCTAssertEqual(runtime, plan.plan, "\(file): \(plan.edge.from) → \(plan.edge.to), \(plan.edge.operation), \(plan.mode), \(plan.design)")
            }
            planned += result.plans.count
        }
        XCTAssertGreaterThan(planned, 100, "the corpus plans edges, so the comparison is not vacuous")
    }
}
