import NavgenRuntime
import UIKit
import XCTest

/// An app that sets its own navigation delegate, animator, interaction controller and edge-swipe delegate keeps both
/// its own behaviour and navgen's, under every answer to the model's unknowns.
final class UIKitModelAppDelegateTests: XCTestCase {
    func testTheAppsDelegateGetsEveryCallAndNavgensBarsStay() async {
        await Self.appDelegateGetsEveryCall()
    }

    func testTheAppsAnimatorAndInteractionControllerDriveTheTransition() async {
        await Self.appAnimatorDrivesTheTransition()
    }

    func testTheAppsSwipeDelegateIsAskedAfterNavgen() async {
        await Self.appSwipeDelegateIsAskedAfterNavgen()
    }

    @MainActor
    private static func appDelegateGetsEveryCall() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            findings.everyAnswer {
                var problems: [String] = []
                let recorder = RecordingDelegate()
                let root = ScenarioController(.plain)
                let navigation = NavigationBarController(rootViewController: root)
                // Set before the controller shows, as apps do right after making it.
                navigation.delegate = recorder
                ScenarioScreen.glassBuild = design == .glass
                UIKitModel.design = design == .glass ? .glass : .legacy
                let window = UIKitModel.window(showing: navigation)
                let first = UIKitModel.answer(UIKitModel.FirstAppearance.self) == .callsTheDelegate
                    ? ["willShow plain animated false", "didShow plain animated false"] : []
                if recorder.calls != first { problems.append("first appearance: \(recorder.calls), expected \(first)") }
                if navigation.appDelegate !== recorder || navigation.delegate !== navigation {
                    problems.append("the app's delegate is not kept beside navgen's")
                }
                recorder.clear()
                let pushed = ScenarioController(.brand)
                navigation.pushViewController(pushed, animated: true)
                UIKitModel.settle()
                let push = ["animationControllerFor push plain → brand", "willShow brand animated true", "didShow brand animated true"]
                if recorder.calls != push { problems.append("push: \(recorder.calls), expected \(push)") }
                problems += Looks.atRest(UIKitModel.screenshot(of: window), Side(controller: pushed, bar: pushed.navigationAppearance,
                                                                                design: design, tabBarHidden: nil))
                recorder.clear()
                if navigation.supportedInterfaceOrientations != .landscape
                    || navigation.preferredInterfaceOrientationForPresentation != .landscapeLeft {
                    problems.append("the app's orientations are not UIKit's")
                }
                let orientations = ["supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation"]
                if recorder.calls != orientations { problems.append("orientations: \(recorder.calls), expected \(orientations)") }
                recorder.clear()
                navigation.delegate = nil
                navigation.popViewController(animated: true)
                UIKitModel.settle()
                if !recorder.calls.isEmpty { problems.append("a removed delegate was called: \(recorder.calls)") }
                window.windowScene?.modelInterfaceOrientation = .landscapeRight
                if navigation.preferredInterfaceOrientationForPresentation != .landscapeRight {
                    problems.append("without the app's delegate, the orientation for presentation is not the interface's")
                }
                problems += Looks.atRest(UIKitModel.screenshot(of: window), Side(controller: root, bar: root.navigationAppearance,
                                                                                design: design, tabBarHidden: nil))
                findings.note(problems + UIKitModel.faults, "app delegate, \(design)")
            }
        }
        findings.report()
    }

    @MainActor
    private static func appAnimatorDrivesTheTransition() {
        let findings = Findings()
        for interactive in [false, true] {
            for completes in [true, false] where interactive || completes {
                findings.everyAnswer {
                    var problems: [String] = []
                    let stage = Stage([.plain], inTabs: false)
                    let root = stage.top
                    let recorder = RecordingDelegate()
                    let animator = RecordingAnimator()
                    recorder.animator = animator
                    recorder.interaction = interactive ? animator : nil
                    stage.navigation.delegate = recorder
                    recorder.clear()
                    let pushed = ScenarioController(.brand)
                    stage.navigation.pushViewController(pushed, animated: true)
                    UIKitModel.advance(by: 5)
                    let asked = ["animationControllerFor push plain → brand", "interactionControllerFor true", "willShow brand animated true"]
                    if recorder.calls != asked { problems.append("\(recorder.calls), expected \(asked)") }
                    if animator.calls != [interactive ? "startInteractiveTransition" : "animateTransition"] {
                        problems.append("the app's animator got \(animator.calls)")
                    }
                    if UIKitModel.isIdle { problems.append("the transition ended before the app's animator said so") }
                    if interactive {
                        animator.context?.updateInteractiveTransition(0.5)
                        if completes { animator.context?.finishInteractiveTransition() } else { animator.context?.cancelInteractiveTransition() }
                    }
                    animator.context?.completeTransition(completes)
                    UIKitModel.settle()
                    let ended = completes ? asked + ["didShow brand animated true"] : asked
                    if recorder.calls != ended { problems.append("\(recorder.calls), expected \(ended)") }
                    problems += Looks.atRest(stage.look(), stage.side(completes ? pushed : root))
                    findings.note(problems + stage.faults(), "the app's \(interactive ? "interactive " : "")animator, \(completes ? "completed" : "cancelled")")
                }
            }
        }
        findings.report()
    }

    @MainActor
    private static func appSwipeDelegateIsAskedAfterNavgen() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for top in [ScenarioScreen.brand, .unswipeable, .guarded] {
                for lets in [true, false] {
                    findings.everyAnswer {
                        var problems: [String] = []
                        let stage = Stage([.plain], design: design)
                        let recorder = RecordingDelegate()
                        recorder.letsSwipeBegin = lets
                        // Set on the recognizer itself, as apps do; navgen takes it over at the next screen.
                        stage.navigation.interactivePopGestureRecognizer?.delegate = recorder
                        stage.navigation.pushViewController(ScenarioController(top), animated: true)
                        UIKitModel.settle()
                        if stage.navigation.interactivePopGestureDelegate !== recorder
                            || stage.navigation.interactivePopGestureRecognizer?.delegate !== stage.navigation {
                            problems.append("navgen did not take the recognizer back with the app's delegate beside it")
                        }
                        recorder.clear()
                        let allowed = NavigationPlanner.interactivePop(on: stage.side(stage.top).bar) == .allowed
                        let swipe = stage.navigation.modelSwipeBack()
                        if swipe.isPopping != (allowed && lets) {
                            problems.append("the swipe \(swipe.isPopping ? "began" : "did not begin"): navgen \(allowed ? "allows" : "blocks") it, the app \(lets ? "too" : "does not")")
                        }
                        let asked = ["shouldReceive touch", "shouldReceive event"] + (allowed ? ["gestureRecognizerShouldBegin"] : [])
                        if Array(recorder.calls.prefix(asked.count)) != asked { problems.append("the app's delegate got \(recorder.calls), expected \(asked) first") }
                        swipe.lift(completing: false)
                        UIKitModel.settle()
                        if let recognizer = stage.navigation.interactivePopGestureRecognizer {
                            recorder.clear()
                            _ = stage.navigation.gestureRecognizer(recognizer, shouldReceive: UIPress())
                            _ = stage.navigation.gestureRecognizer(recognizer, shouldRequireFailureOf: UIPanGestureRecognizer())
                            if recorder.calls != ["shouldReceive press", "shouldRequireFailureOf"] {
                                problems.append("presses and failure requirements reach the app's delegate as \(recorder.calls)")
                            }
                        }
                        problems += Looks.atRest(stage.look(), stage.side(stage.top))
                        findings.note(problems + stage.faults(), "the app's swipe delegate \(lets ? "allows" : "refuses"), \(top), \(design)")
                    }
                }
            }
        }
        findings.report()
    }

    /// Sets the app's swipe delegate on the recognizer as it appears, after UIKit asked navgen's `willShow`.
    private final class DelegateSettingController: UIViewController {
        let recorder = RecordingDelegate()

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.interactivePopGestureRecognizer?.delegate = recorder
        }
    }

    func testASwipeDelegateSetAsAScreenAppearsMovesBesideNavgens() async {
        await Self.delegateSetAsAScreenAppears()
    }

    @MainActor
    private static func delegateSetAsAScreenAppears() {
        let findings = Findings()
        findings.everyAnswer {
            let stage = Stage([.plain], inTabs: false)
            let screen = DelegateSettingController()
            stage.navigation.pushViewController(screen, animated: true)
            UIKitModel.settle()
            var problems: [String] = []
            if stage.navigation.interactivePopGestureRecognizer?.delegate !== stage.navigation { problems.append("the app's delegate alone decides the swipe") }
            if stage.navigation.interactivePopGestureDelegate !== screen.recorder { problems.append("the app's delegate is not kept beside navgen's") }
            findings.note(problems + stage.faults(), "a delegate set in viewDidAppear")
        }
        findings.report()
    }
}
