import NavgenCore
import NavgenRuntime
import UIKit

/// One of navgen's planned edges driven through the model with the real `NavigationBarController`: the stack the edge
/// starts from, the operation as a person or the app does it, and what is seen before, mid-way and after, against
/// navgen's plan.
@MainActor
struct EdgeRun {
    let model: NavigationModel
    let planned: PlannedEdge

    /// What the run saw.
    struct Seen {
        var before: UIKitModel.Screenshot?
        var during: UIKitModel.Screenshot?
        var after: UIKitModel.Screenshot?
        /// Whether a swipe back on the screen on top during the transition began (where the plan says whether it may).
        var swipeBegan: Bool?
        /// The screens on top before and after, for the edge effect.
        var topBefore: UIViewController?
        var topAfter: UIViewController?
        /// Whether a screen carried a bar background of its own mid-way.
        var splitDuring = false
    }

    /// Why the edge cannot be driven, if it cannot: the model shows what UIKit can do.
    enum Unsupported: Error { case unwindAcrossStacks }

    var edge: Edge { planned.edge }
    var design: NavigationDesign { planned.design }

    /// Sets the model up for the edge's mode and design: every screen's bar as navgen resolved it there.
    func prepareWorld() {
        var bars: [String: NavigationBarAppearance] = [:]
        for screen in model.screens where bars[screen.id] == nil {
            if let bar = screen.appearances[planned.variant] { bars[screen.id] = bar.runtime }
        }
        OracleScreen.bars = bars
        OracleScreen.glassBuild = design == .glass
        UIKitModel.design = design == .glass ? .glass : .legacy
        UIKitModel.traits = UITraitCollection(userInterfaceStyle: planned.to.runtime.usesDarkAppearance ? .dark : .light)
    }

    /// The screen's stack from its root: its stack parents, as navgen's tab bar rule walks them. A child controller is
    /// on screen inside the screen that holds it, which is on top of the stack (the model has no child controllers).
    func path(to id: String) -> [String] {
        var path = [model.barHolders[id] ?? id]
        while let parent = model.screen(path[0])?.stackParent, !path.contains(parent), path.count < 1_000 { path.insert(parent, at: 0) }
        return path
    }

    /// A window showing `path` in a `NavigationBarController`, in a tab bar controller where the root is in one.
    func show(_ path: [String]) -> (window: UIWindow, navigation: NavigationBarController, tabs: UITabBarController?) {
        let navigation = NavigationBarController(rootViewController: OracleController(path[0]))
        for id in path.dropFirst() { navigation.pushViewController(OracleController(id), animated: false) }
        var tabs: UITabBarController?
        if model.screen(path[0])?.tabBarController != nil {
            tabs = UITabBarController()
            tabs?.viewControllers = [navigation]
        }
        return (UIKitModel.window(showing: tabs ?? navigation), navigation, tabs)
    }

    func side(_ controller: UIViewController, _ bar: BarAppearance, tabBarVisible: Bool, inTabs: Bool) -> Side {
        Side(controller: controller, bar: bar.runtime, design: design, tabBarHidden: inTabs ? !tabBarVisible : nil)
    }

    /// Drives the edge and returns what disagrees with the plan.
    func problems() async throws -> [String] {
        prepareWorld()
        switch edge.operation {
        case .push: return push()
        case .pop: return await pop()
        case .interactivePop, .interactivePopCancelled, .interactiveContentPop, .interactiveContentPopCancelled: return swipe()
        case .popToRoot, .unwind: return try popTo()
        case .root: return root()
        case .present: return present()
        case .dismiss: return dismiss()
        }
    }

    private func push() -> [String] {
        let stage = show(path(to: edge.from))
        let from = side(stage.navigation.topViewController!, planned.from, tabBarVisible: planned.tabBar.from, inTabs: stage.tabs != nil)
        let pushed = OracleController(edge.to)
        let to = side(pushed, planned.to, tabBarVisible: planned.tabBar.to, inTabs: stage.tabs != nil)
        var seen = Seen(topBefore: from.controller, topAfter: pushed)
        var problems = watch(stage.window, from: from, to: to, seen: &seen) {
            stage.navigation.pushViewController(pushed, animated: edge.animated)
        }
        seen.swipeBegan = probeSwipe(stage.navigation)
        problems += Observed.disagreements(with: planned, seen, cancelled: false)
        return problems
    }

    /// The back button, which asks the screen where the plan says so; where the bar shows none, the app's pop.
    private func pop() async -> [String] {
        let stage = show(path(to: edge.to) + [edge.from])
        let leaving = stage.navigation.topViewController as! OracleController
        let from = side(leaving, planned.from, tabBarVisible: planned.tabBar.from, inTabs: stage.tabs != nil)
        let to = side(stage.navigation.viewControllers.dropLast().last!, planned.to, tabBarVisible: planned.tabBar.to, inTabs: stage.tabs != nil)
        var seen = Seen(topBefore: leaving, topAfter: to.controller)
        seen.swipeBegan = probeSwipe(stage.navigation)
        var problems: [String] = []
        seen.before = UIKitModel.screenshot(of: stage.window)
        problems += Looks.atRest(seen.before!, from).map { "before: " + $0 }
        if stage.navigation.modelShowsBackButton {
            stage.navigation.modelTapBackButton()
            await UIKitModel.runTasks()
            let asks = NavigationPlanner.backButton(on: from.bar) == .asksScreen
            if leaving.askedToGoBack != (asks ? 1 : 0) { problems.append("the back button asked the screen \(leaving.askedToGoBack) times") }
        } else {
            stage.navigation.popViewController(animated: edge.animated)
        }
        problems += middleAndEnd(stage.window, from: from, to: to, seen: &seen, animated: edge.animated)
        problems += Observed.disagreements(with: planned, seen, cancelled: false)
        return problems
    }

    private func swipe() -> [String] {
        let stage = show(path(to: edge.to) + [edge.from])
        let from = side(stage.navigation.topViewController!, planned.from, tabBarVisible: planned.tabBar.from, inTabs: stage.tabs != nil)
        let to = side(stage.navigation.viewControllers.dropLast().last!, planned.to, tabBarVisible: planned.tabBar.to, inTabs: stage.tabs != nil)
        let cancelled = edge.operation.isCancelledSwipe
        let allowed = planned.plan.interactivePop == .allowed
        var seen = Seen(topBefore: from.controller, topAfter: cancelled || !allowed ? from.controller : to.controller)
        seen.before = UIKitModel.screenshot(of: stage.window)
        var problems = Looks.atRest(seen.before!, from).map { "before: " + $0 }
        let swipe = stage.navigation.modelSwipeBack(from: edge.operation.isContentSwipe ? .content : .edge)
        seen.swipeBegan = swipe.isPopping
        if swipe.isPopping != allowed { problems.append("the swipe \(swipe.isPopping ? "begins" : "does not begin"); the plan says \(planned.plan.interactivePop)") }
        guard swipe.isPopping else {
            UIKitModel.settle()
            seen.after = UIKitModel.screenshot(of: stage.window)
            return problems + Looks.atRest(seen.after!, from).map { "after: " + $0 } + faults()
        }
        swipe.move(to: 0.5)
        UIKitModel.advance(by: 0.1)
        seen.during = UIKitModel.screenshot(of: stage.window)
        seen.splitDuring = !from.controller.modelBarAreaViews.isEmpty || !to.controller.modelBarAreaViews.isEmpty
        problems += Looks.during(seen.during!, from: from, to: to, plan: planned.plan).map { "during: " + $0 }
        swipe.lift(completing: !cancelled)
        UIKitModel.settle()
        seen.after = UIKitModel.screenshot(of: stage.window)
        problems += Looks.atRest(seen.after!, cancelled ? from : to).map { "after: " + $0 }
        return problems + faults() + Observed.disagreements(with: planned, seen, cancelled: cancelled)
    }

    /// popToRoot, or an unwind to a screen below on the same stack.
    private func popTo() throws -> [String] {
        let fromPath = path(to: edge.from)
        guard let target = fromPath.firstIndex(of: edge.to) else { throw Unsupported.unwindAcrossStacks }
        let stage = show(fromPath)
        let from = side(stage.navigation.topViewController!, planned.from, tabBarVisible: planned.tabBar.from, inTabs: stage.tabs != nil)
        let below = stage.navigation.viewControllers[target]
        let to = side(below, planned.to, tabBarVisible: planned.tabBar.to, inTabs: stage.tabs != nil)
        var seen = Seen(topBefore: from.controller, topAfter: below)
        let problems = watch(stage.window, from: from, to: to, seen: &seen) {
            stage.navigation.popToViewController(below, animated: edge.animated)
        }
        return problems + Observed.disagreements(with: planned, seen, cancelled: false)
    }

    /// A container showing its root: what the root shows once on screen (the container's own bar is the app's).
    private func root() -> [String] {
        let stage = show([edge.to])
        let to = side(stage.navigation.topViewController!, planned.to, tabBarVisible: planned.tabBar.to, inTabs: stage.tabs != nil)
        UIKitModel.settle()
        var seen = Seen(topAfter: to.controller)
        seen.after = UIKitModel.screenshot(of: stage.window)
        return Looks.atRest(seen.after!, to).map { "shown: " + $0 } + faults() + Observed.disagreements(with: planned, seen, cancelled: false)
    }

    /// A presentation in the edge's style (a sheet leaves the status bar to the screen below unless it asks for it):
    /// the presented stack's own bar, or none for a screen in no navigation controller.
    private func present() -> [String] {
        let stage = presenting(edge.from)
        let from = side(stage.top, planned.from, tabBarVisible: planned.tabBar.from, inTabs: stage.tabs != nil)
        let (modal, top) = presented(edge.to)
        var seen = Seen(topBefore: from.controller, topAfter: top)
        seen.before = UIKitModel.screenshot(of: stage.window)
        var problems = Looks.atRest(seen.before!, from).map { "before: " + $0 }
        stage.top.present(modal, animated: edge.animated)
        UIKitModel.settle()
        seen.after = UIKitModel.screenshot(of: stage.window)
        problems += Looks.atRest(seen.after!, presentedSide(top, planned.to, below: from, tabBarVisible: planned.tabBar.to)).map { "after: " + $0 }
        return problems + faults() + Observed.disagreements(with: planned, seen, cancelled: false)
    }

    private func dismiss() -> [String] {
        let stage = presenting(edge.to)
        let (modal, top) = presented(edge.from)
        stage.top.present(modal, animated: false)
        UIKitModel.settle()
        let to = side(stage.top, planned.to, tabBarVisible: planned.tabBar.to, inTabs: stage.tabs != nil)
        var seen = Seen(topBefore: top, topAfter: to.controller)
        seen.before = UIKitModel.screenshot(of: stage.window)
        var problems = Looks.atRest(seen.before!, presentedSide(top, planned.from, below: to, tabBarVisible: planned.tabBar.from)).map { "before: " + $0 }
        modal.dismiss(animated: edge.animated)
        UIKitModel.settle()
        seen.after = UIKitModel.screenshot(of: stage.window)
        problems += Looks.atRest(seen.after!, to).map { "after: " + $0 }
        return problems + faults() + Observed.disagreements(with: planned, seen, cancelled: false)
    }

    /// The presented screen's side: its status bar is the one of the screen `below` unless the style hands it over.
    private func presentedSide(_ controller: UIViewController, _ bar: BarAppearance, below: Side, tabBarVisible: Bool) -> Side {
        var side = side(controller, bar, tabBarVisible: tabBarVisible, inTabs: false)
        if !(edge.presentation ?? .fullScreen).takesStatusBar && !edge.capturesStatusBar { side.statusBarOfScreenBelow = below.statusBar }
        return side
    }

    /// A window showing `id` on top, to present from: its stack, or the screen alone when it is in no navigation
    /// controller.
    private func presenting(_ id: String) -> (window: UIWindow, top: UIViewController, tabs: UITabBarController?) {
        guard model.showsNoBarWhenPresented(id) else {
            let stage = show(path(to: id))
            return (stage.window, stage.navigation.topViewController!, stage.tabs)
        }
        let screen = OracleController(id)
        guard model.screen(id)?.tabBarController != nil else { return (UIKitModel.window(showing: screen), screen, nil) }
        let tabs = UITabBarController()
        tabs.viewControllers = [screen]
        return (UIKitModel.window(showing: tabs), screen, tabs)
    }

    /// The controller presented for `id` in the edge's style: its stack in a `NavigationBarController`, or the screen
    /// alone when the segue names it or it is in no navigation controller, as a segue presents the controller it names.
    private func presented(_ id: String) -> (UIViewController, UIViewController) {
        if edge.presentsAlone || model.showsNoBarWhenPresented(id) {
            let screen = OracleController(id)
            screen.modalPresentationStyle = Self.style(edge.presentation ?? .fullScreen)
            screen.modalPresentationCapturesStatusBarAppearance = edge.capturesStatusBar
            return (screen, screen)
        }
        let path = path(to: id)
        let navigation = NavigationBarController(rootViewController: OracleController(path[0]))
        for id in path.dropFirst() { navigation.pushViewController(OracleController(id), animated: false) }
        navigation.modalPresentationStyle = Self.style(edge.presentation ?? .fullScreen)
        navigation.modalPresentationCapturesStatusBarAppearance = edge.capturesStatusBar
        return (navigation, navigation.topViewController!)
    }

    /// UIKit's style for navgen's.
    private static func style(_ style: NavigationPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .popover: .popover
        case .currentContext: .currentContext
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .blurOverFullScreen: .blurOverFullScreen
        case .custom: .custom
        }
    }

    /// Before, mid-way (animated changes) and after a change `start` begins.
    private func watch(_ window: UIWindow, from: Side, to: Side, seen: inout Seen, _ start: () -> Void) -> [String] {
        seen.before = UIKitModel.screenshot(of: window)
        let problems = Looks.atRest(seen.before!, from).map { "before: " + $0 }
        start()
        return problems + middleAndEnd(window, from: from, to: to, seen: &seen, animated: edge.animated)
    }

    private func middleAndEnd(_ window: UIWindow, from: Side, to: Side, seen: inout Seen, animated: Bool) -> [String] {
        var problems: [String] = []
        if animated {
            UIKitModel.advance(by: 0.175)
            seen.during = UIKitModel.screenshot(of: window)
            seen.splitDuring = !from.controller.modelBarAreaViews.isEmpty || !to.controller.modelBarAreaViews.isEmpty
            problems += Looks.during(seen.during!, from: from, to: to, plan: planned.plan).map { "during: " + $0 }
        }
        UIKitModel.settle()
        seen.after = UIKitModel.screenshot(of: window)
        problems += Looks.atRest(seen.after!, to).map { "after: " + $0 }
        return problems + faults()
    }

    /// Whether a swipe back from the edge begins on the top screen now; it is abandoned at once.
    private func probeSwipe(_ navigation: NavigationBarController) -> Bool {
        let swipe = navigation.modelSwipeBack()
        swipe.lift(completing: false)
        UIKitModel.settle()
        return swipe.isPopping
    }

    private func faults() -> [String] { UIKitModel.faults.map { "fault: " + $0 } }
}
