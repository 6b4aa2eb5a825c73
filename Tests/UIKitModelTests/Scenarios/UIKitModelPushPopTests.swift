import NavgenRuntime
import UIKit
import XCTest

/// Pushes and pops between every two kinds of bar, animated and not, in both designs and modes, under every answer to
/// the model's unknowns: what a person sees before, mid-way and after matches the plan.
final class UIKitModelPushPopTests: XCTestCase {
    func testPushThenPopBetweenEveryTwoBars() async {
        await Self.pushThenPopBetweenEveryTwoBars()
    }

    @MainActor
    private static func pushThenPopBetweenEveryTwoBars() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for mode in ScenarioMode.allCases {
                for first in ScenarioScale.screens {
                    for second in ScenarioScale.screens {
                        findings.everyAnswer {
                            let stage = Stage([first], design: design, mode: mode)
                            let root = stage.top
                            let pushed = ScenarioController(second)
                            let from = stage.side(root)
                            let to = stage.side(pushed)
                            findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .push)) {
                                stage.navigation.pushViewController(pushed, animated: true)
                            }, "push \(first) → \(second), \(design), \(mode)")
                            findings.note(stage.watch(from: to, to: from, plan: stage.plan(to, from, .pop)) {
                                stage.navigation.popViewController(animated: true)
                            }, "pop \(second) → \(first), \(design), \(mode)")
                        }
                    }
                }
            }
        }
        findings.report()
    }
}
