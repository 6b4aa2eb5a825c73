import NavgenRuntime
import UIKit
import XCTest

/// A window in the model showing scenario screens in a `NavigationBarController`, in a tab bar controller or alone.
@MainActor
final class Stage {
    let window: UIWindow
    let tabs: UITabBarController?
    let navigation: NavigationBarController
    let design: NavigationDesign

    /// `screens` on the stack (the last on top), in `design` and `mode`; the model's design and traits follow.
    /// With `tabs`, the tab bar controller is given iOS 18's `UITab`s rather than view controllers.
    init(_ screens: [ScenarioScreen], inTabs: Bool = true, tabs usesTabs: Bool = false, design: NavigationDesign = .legacy,
         mode: ScenarioMode = .light) {
        self.design = design
        UIKitModel.design = design == .glass ? .glass : .legacy
        UIKitModel.traits = UITraitCollection(userInterfaceStyle: mode == .dark ? .dark : .light)
        ScenarioScreen.glassBuild = design == .glass
        navigation = NavigationBarController(rootViewController: ScenarioController(screens[0]))
        for screen in screens.dropFirst() { navigation.pushViewController(ScenarioController(screen), animated: false) }
        if inTabs {
            let tabs = UITabBarController()
            let stacks = [navigation, NavigationBarController(rootViewController: ScenarioController(.plain))]
            if usesTabs {
                tabs.tabs = stacks.enumerated().map { index, stack in
                    UITab(title: "Tab \(index)", image: nil, identifier: "tab\(index)") { _ in stack }
                }
            } else {
                tabs.viewControllers = stacks
            }
            self.tabs = tabs
        } else {
            tabs = nil
        }
        window = UIKitModel.window(showing: tabs ?? navigation)
    }

    func look() -> UIKitModel.Screenshot { UIKitModel.screenshot(of: window) }

    var top: UIViewController { navigation.topViewController! }

    /// What `controller` must show on top of `stack`: by default its stack up to it (the stage's when it has none yet),
    /// or with it pushed on top.
    func side(_ controller: UIViewController, on stack: [UIViewController]? = nil) -> Side {
        var stack = stack ?? (controller.navigationController ?? navigation).viewControllers
        if let index = stack.firstIndex(where: { $0 === controller }) { stack = Array(stack[...index]) } else { stack.append(controller) }
        // UIKit hides the tab bar while a controller of the stack, the root included, has hidesBottomBarWhenPushed.
        let hides = stack.contains {
            ($0 as? any NavigationScreenAdopting)?.navigationAppearance.hidesBottomBarWhenPushed ?? $0.hidesBottomBarWhenPushed
        }
        let bar = (controller as? any NavigationScreenAdopting)?.navigationAppearance ?? NavigationBarAppearance()
        return Side(controller: controller, bar: bar, design: design, tabBarHidden: tabs == nil ? nil : hides)
    }

    /// The plan the runtime planner makes for `from` → `to`.
    func plan(_ from: Side, _ to: Side, _ operation: NavigationOperation, animated: Bool = true) -> NavigationTransitionPlan {
        NavigationPlanner.plan(from: from.bar, to: to.bar, operation: operation, animated: animated, design: design)
    }

    /// Runs a change started by `start` and returns what is wrong before it, mid-way (`middle` takes it there; an
    /// animated change only) and after it (`finish` takes it there), where `to` shows afterwards, or `from` when it is
    /// cancelled.
    func watch(from: Side, to: Side, plan: NavigationTransitionPlan, animated: Bool = true, cancelled: Bool = false,
               middle: () -> Void = { UIKitModel.advance(by: 0.175) }, finish: () -> Void = { UIKitModel.settle() },
               _ start: () -> Void) -> [String] {
        var problems = Looks.atRest(look(), from).map { "before: " + $0 }
        start()
        if animated {
            middle()
            problems += Looks.during(look(), from: from, to: to, plan: plan).map { "during: " + $0 }
        }
        finish()
        problems += Looks.atRest(look(), cancelled ? from : to).map { "after: " + $0 }
        return problems + faults()
    }

    /// What the model saw break, as problems.
    func faults() -> [String] { UIKitModel.faults.map { "fault: " + $0 } }
}

/// The problems a test found, each with the run's unknowns; reported together, the first few in full.
@MainActor
final class Findings {
    private(set) var problems: [String] = []
    /// How many times each kind of problem (its text without the run's context) was found.
    private var kinds: [String: Int] = [:]
    private(set) var runs = 0

    func note(_ found: [String], _ context: @autoclosure () -> String) {
        guard !found.isEmpty else { return }
        let context = context()
        for problem in found {
            kinds[problem, default: 0] += 1
            if kinds[problem] == 1 { problems.append("\(context) \(UIKitModel.answers): \(problem)") }
        }
    }

    /// Runs `body` under every answer to the model's unknowns, counting the runs.
    /// Counts a run made otherwise (`UIKitModel.oneAnswer`).
    func countRun() {
        runs += 1
    }

    func everyAnswer(_ body: () -> Void) {
        runs += UIKitModel.everyAnswer(body)
    }

    func everyAnswer(_ body: () async -> Void) async {
        runs += await UIKitModel.everyAnswer(body)
    }

    func report(_ test: String = #function, file: StaticString = #filePath, line: UInt = #line) {
        if runs > 0 { print("\(test) \(runs) runs under the model's unknowns") }
        guard !problems.isEmpty else { return }
        let total = kinds.values.reduce(0, +)
        XCTFail("\(total) problems of \(kinds.count) kinds in \(runs) runs; the first of each:\n" + problems.prefix(40).joined(separator: "\n"),
                file: file, line: line)
    }
}

extension UIKitModel {
    /// Lets the tasks the main actor has queued run (a back button's question to the screen, say).
    static func runTasks() async {
        for _ in 0..<20 { await Task.yield() }
    }
}
