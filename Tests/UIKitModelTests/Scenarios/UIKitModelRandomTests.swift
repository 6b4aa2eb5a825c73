import NavgenRuntime
import SeededRandom
import UIKit
import XCTest

/// Long random sequences of everything a person or an app does to a navigation stack: pushes (of screens that adopt
/// navgen and of one that does not), pops, back taps, swipes from the edge and the content carried through or abandoned
/// at any point, popToRoot, setViewControllers, tab switches, modal stacks, with and without animation. After each step
/// the screen shows the top screen's bar and nothing is left behind; mid-way through each push and pop it shows the
/// plan. Each sequence runs under one random answer to every unknown (every combination would be too many runs; the
/// other scenarios run every answer). Seeded; the seed is printed.
final class UIKitModelRandomTests: XCTestCase {
    func testRandomSequences() async {
        await Self.randomSequences()
    }

    /// Sequences in a run: fewer in the fast tier (`NAVGEN_SKIP_EXAMPLE`).
    private static let sequences = ProcessInfo.processInfo.environment["NAVGEN_SKIP_EXAMPLE"] == nil ? 200 : 50
    private static let steps = 40

    @MainActor
    private static func randomSequences() async {
        var random = SeededGenerator()
        let findings = Findings()
        for sequence in 0..<sequences {
            var generator = SeededGenerator(seed: random.next())
            var answers = SeededGenerator(seed: random.next())
            let design: NavigationDesign = Bool.random(using: &generator) ? .glass : .legacy
            let mode: ScenarioMode = Bool.random(using: &generator) ? .dark : .light
            await UIKitModel.oneAnswer(choosing: { Int.random(in: 0..<$0, using: &answers) }) {
                let stage = Stage([ScenarioScale.screens.randomElement(using: &generator)!], design: design, mode: mode)
                var modal: NavigationBarController?
                for step in 0..<steps {
                    let context = "sequence \(sequence) (\(design), \(mode)) step \(step)"
                    let move = await Sequence.step(stage, modal: &modal, using: &generator)
                    findings.note(move.problems, "\(context), \(move.name)")
                    findings.note(Sequence.atRest(stage, modal: modal), "\(context), after \(move.name)")
                }
            }
            findings.countRun()
        }
        findings.report()
    }
}

/// One random step of a sequence, and what the screen shows at rest.
@MainActor
enum Sequence {
    struct Move {
        var name: String
        var problems: [String] = []
    }

    /// The navigation controller on top: the modal one when presented, else the selected tab's.
    static func current(_ stage: Stage, modal: NavigationBarController?) -> UINavigationController {
        if let modal { return modal }
        return stage.tabs?.selectedViewController as? UINavigationController ?? stage.navigation
    }

    static func step(_ stage: Stage, modal: inout NavigationBarController?, using generator: inout SeededGenerator) async -> Move {
        let navigation = current(stage, modal: modal)
        let animated = Int.random(in: 0..<5, using: &generator) > 0
        let count = navigation.viewControllers.count
        switch Int.random(in: 0..<12, using: &generator) {
        case 0...2:
            let foreign = Int.random(in: 0..<8, using: &generator) == 0
            let screen = ScenarioScale.screens.randomElement(using: &generator)!
            let pushed: UIViewController = foreign ? ForeignController() : ScenarioController(screen)
            return watched("push \(foreign ? "foreign" : screen.rawValue) animated \(animated)", stage, modal: modal, from: navigation.topViewController,
                           to: pushed, operation: .push, animated: animated) { navigation.pushViewController(pushed, animated: animated) }
        case 3 where count > 1:
            let below = navigation.viewControllers[count - 2]
            return watched("pop animated \(animated)", stage, modal: modal, from: navigation.topViewController, to: below, operation: .pop,
                           animated: animated) { navigation.popViewController(animated: animated) }
        case 4 where count > 1:
            (navigation.topViewController as? ScenarioController)?.agreesToGoBack = Bool.random(using: &generator)
            navigation.modelTapBackButton()
            await UIKitModel.runTasks()
            UIKitModel.settle()
            return Move(name: "back button")
        case 5 where count > 1, 6 where count > 1:
            let start: UINavigationController.SwipeStart = Bool.random(using: &generator) ? .edge : .content
            let completing = Bool.random(using: &generator)
            let swipe = navigation.modelSwipeBack(from: start)
            swipe.move(to: Double.random(in: 0.05...0.95, using: &generator))
            UIKitModel.advance(by: Double.random(in: 0...0.3, using: &generator))
            swipe.lift(completing: completing)
            UIKitModel.settle()
            return Move(name: "\(start) swipe \(completing ? "completed" : "cancelled")")
        case 7 where count > 1:
            navigation.popToRootViewController(animated: animated)
            UIKitModel.settle()
            return Move(name: "popToRoot animated \(animated)")
        case 8:
            var stack = navigation.viewControllers
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: stack.append(ScenarioController(ScenarioScale.screens.randomElement(using: &generator)!))
            case 1 where stack.count > 1: stack.removeLast()
            default: stack.insert(ScenarioController(ScenarioScale.screens.randomElement(using: &generator)!), at: stack.count - 1)
            }
            navigation.setViewControllers(stack, animated: animated)
            UIKitModel.settle()
            return Move(name: "setViewControllers to \(stack.count) animated \(animated)")
        case 9 where modal == nil:
            guard let tabs = stage.tabs else { return Move(name: "no tabs") }
            tabs.selectedIndex = 1 - tabs.selectedIndex
            return Move(name: "tab switch")
        case 10 where modal == nil:
            let presented = NavigationBarController(rootViewController: ScenarioController(ScenarioScale.screens.randomElement(using: &generator)!))
            presented.modalPresentationStyle = .fullScreen
            navigation.topViewController?.present(presented, animated: animated)
            UIKitModel.settle()
            modal = presented
            return Move(name: "present a modal stack animated \(animated)")
        case 11 where modal != nil:
            modal?.dismiss(animated: animated)
            UIKitModel.settle()
            modal = nil
            return Move(name: "dismiss the modal stack animated \(animated)")
        default:
            UIKitModel.advance(by: 1)
            return Move(name: "wait")
        }
    }

    /// A push or pop watched mid-way when both screens adopt navgen.
    private static func watched(_ name: String, _ stage: Stage, modal: NavigationBarController?, from: UIViewController?,
                                to: UIViewController, operation: NavigationOperation, animated: Bool, _ start: () -> Void) -> Move {
        let before = from.map { side(stage, $0, modal: modal) }
        start()
        var move = Move(name: name)
        if animated, let before, before.controller is ScenarioController, to is ScenarioController {
            UIKitModel.advance(by: 0.175)
            let after = side(stage, to, modal: modal)
            move.problems = Looks.during(stage.look(), from: before, to: after, plan: stage.plan(before, after, operation))
        }
        UIKitModel.settle()
        return move
    }

    /// At rest: the top screen's bar when it adopts navgen, nothing left behind on any screen, no faults.
    static func atRest(_ stage: Stage, modal: NavigationBarController?) -> [String] {
        let navigation = current(stage, modal: modal)
        var problems = stage.faults() + Looks.leftBehind(navigation.viewControllers)
        guard let top = navigation.topViewController as? ScenarioController else { return problems }
        problems += Looks.atRest(stage.look(), side(stage, top, modal: modal))
        return problems
    }

    /// What `controller` must show: a modal stack has no tab bar.
    private static func side(_ stage: Stage, _ controller: UIViewController, modal: NavigationBarController?) -> Side {
        var side = stage.side(controller)
        if modal != nil { side.tabBarHidden = nil }
        return side
    }
}
