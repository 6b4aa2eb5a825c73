import NavgenRuntime
import XCTest
@testable import NavgenCore

/// The templates read a plan field by field: every field of `NavigationTransitionPlan` is there, under its own name,
/// with its case.
final class TransitionPlanFieldsTests: XCTestCase {
    func testEveryFieldOfAPlanIsThereByItsNameWithItsCase() {
        let bars = (NavigationBarAppearance(), NavigationBarAppearance([.barTintColor(.black), .statusBarStyle(.lightContent)]))
        let plan = NavigationPlanner.plan(from: bars.0, to: bars.1, operation: .push, design: .glass,
                                          tabBar: NavigationTabBarVisibility(from: true, to: false))
        let planFields = Mirror(reflecting: plan).children.map { ($0.label ?? "?", "\($0.value)") }
        let read = Mirror(reflecting: TransitionPlanFields(plan)).children.map { ($0.label ?? "?", "\($0.value)") }
        XCTAssertEqual(read.map(\.0), planFields.map(\.0), "the same fields in the same order")
        XCTAssertEqual(read.map(\.1), planFields.map(\.1), "each field's case")
    }
}
