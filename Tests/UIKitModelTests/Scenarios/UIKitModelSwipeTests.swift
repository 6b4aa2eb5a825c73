import NavgenRuntime
import UIKit
import XCTest

/// Swipes back from the edge and from the content, carried through and abandoned, from every kind of bar to a system,
/// a coloured and a hidden one, in both designs, under every answer to the model's unknowns. (Every pair of bars is
/// pushed and popped in `UIKitModelPushPopTests`; a swipe differs from a pop in whether it may begin and in its drag.)
final class UIKitModelSwipeTests: XCTestCase {
    func testEverySwipeBackBeginsWhereThePlanAllowsItAndShowsThePlan() async {
        await Self.everySwipeBack()
    }

    func testNoSwipeBeginsDuringATransitionOrOnTheRoot() async {
        await Self.noSwipeDuringATransitionOrOnTheRoot()
    }

    @MainActor
    private static func everySwipeBack() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for below in [ScenarioScreen.plain, .brand, .hidden] {
                for top in ScenarioScale.screens {
                    for start in [UINavigationController.SwipeStart.edge, .content] {
                        for completing in [true, false] {
                            findings.everyAnswer {
                                let stage = Stage([below, top], design: design)
                                findings.note(swipe(on: stage, from: start, completing: completing),
                                              "\(start) swipe \(top) → \(below) \(completing ? "completed" : "cancelled"), \(design)")
                            }
                        }
                    }
                }
            }
        }
        findings.report()
    }

    /// A swipe back on the stage's top screen: where the top screen allows it (and, in the legacy design, where the
    /// content swipe exists at all) it pops as the plan says, mid-drag and after; elsewhere it does not begin and nothing
    /// changes.
    @MainActor
    static func swipe(on stage: Stage, from start: UINavigationController.SwipeStart, completing: Bool) -> [String] {
        let stack = stage.navigation.viewControllers
        let leaving = stage.side(stack[stack.count - 1])
        let staying = stage.side(stack[stack.count - 2], on: Array(stack.dropLast()))
        var exists = true
        if start == .content, stage.design == .legacy {
            exists = UIKitModel.answer(UIKitModel.ContentSwipeUnderCompatibility.self) == .present
        }
        let allowed = exists && NavigationPlanner.interactivePop(on: leaving.bar) == .allowed
        let operation: NavigationOperation = switch (start, completing) {
        case (.edge, true): .interactivePop
        case (.edge, false): .interactivePopCancelled
        case (.content, true): .interactiveContentPop
        case (.content, false): .interactiveContentPopCancelled
        }
        var swipe: UIKitModel.Swipe?
        let problems = stage.watch(from: leaving, to: staying, plan: stage.plan(leaving, staying, operation),
                                   animated: allowed, cancelled: !completing || !allowed,
                                   middle: {
                                       swipe?.move(to: 0.5)
                                       UIKitModel.advance(by: 0.1)
                                   },
                                   finish: {
                                       swipe?.lift(completing: completing)
                                       UIKitModel.settle()
                                   }) {
            swipe = stage.navigation.modelSwipeBack(from: start)
        }
        guard swipe?.isPopping != allowed else { return problems }
        return problems + ["the swipe \(allowed ? "does not begin" : "begins") where the plan says \(leaving.bar.swipeBackEnabled && leaving.bar.backInteractive ? "allowed" : "blocked")"]
    }

    @MainActor
    private static func noSwipeDuringATransitionOrOnTheRoot() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for start in [UINavigationController.SwipeStart.edge, .content] {
                findings.everyAnswer {
                    let stage = Stage([.plain], design: design)
                    if stage.navigation.modelSwipeBack(from: start).isPopping { findings.note(["a swipe pops the root"], "\(start), \(design)") }
                    stage.navigation.pushViewController(ScenarioController(.brand), animated: true)
                    UIKitModel.advance(by: 0.1)
                    if stage.navigation.modelSwipeBack(from: start).isPopping {
                        findings.note(["a swipe begins during a push"], "\(start), \(design)")
                    }
                    UIKitModel.settle()
                    findings.note(Looks.atRest(stage.look(), stage.side(stage.top)) + stage.faults(), "\(start) during a push, \(design)")
                }
            }
        }
        findings.report()
    }
}
