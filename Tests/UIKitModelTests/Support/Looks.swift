import NavgenRuntime
import UIKit

/// One side of a transition: a screen's controller and what it must show there.
struct Side {
    var controller: UIViewController
    var bar: NavigationBarAppearance
    var design: NavigationDesign
    /// Whether the tab bar is hidden with this screen on top; nil where there is no tab bar.
    var tabBarHidden: Bool?
    /// The status bar's style with this screen on top, when the screen's bar does not decide it: a presentation that
    /// leaves the status bar to the screen below.
    var statusBarOfScreenBelow: NavigationStatusBarStyle?

    /// The status bar's style with this screen on top.
    var statusBar: NavigationStatusBarStyle { statusBarOfScreenBelow ?? bar.statusBarStyle }
}

/// What is wrong with what a person sees, against what navgen's bars and plans say.
@MainActor
enum Looks {
    /// A screen at rest, on top: its bar, status bar, tab bar, edge effect and minimisation, and no split background
    /// left on any screen of the stack.
    static func atRest(_ shot: UIKitModel.Screenshot, _ side: Side) -> [String] {
        guard let bar = shot.bar else {
            // A screen in no navigation controller: no bar, and what the status bar and tab bar show.
            guard side.bar.visibility == .hidden else { return ["no navigation bar is on screen"] }
            return statusAndTabBars(shot, side)
        }
        var problems: [String] = []
        let hidden = side.bar.visibility == .hidden
        if bar.hidden != (hidden ? 1 : 0) { problems.append("the bar is \(bar.hidden) hidden, expected \(hidden ? 1 : 0)") }
        if !hidden {
            switch bar.appearance {
            case .one(let appearance): problems += Sight.problems(appearance, side.bar, design: side.design)
            case .crossfade: problems.append("the bar still cross-fades")
            }
            if bar.largeTitle.values != [side.bar.showsLargeTitle] {
                problems.append("large title \(bar.largeTitle.values), expected \(side.bar.showsLargeTitle)")
            }
            let items = bar.items.values.map(Sight.items)
            if items != [Sight.items(of: side.bar)] { problems.append("items \(items), expected \(Sight.items(of: side.bar))") }
        }
        problems += statusAndTabBars(shot, side)
        problems += leftBehind(bar.navigationController.viewControllers + [side.controller])
        problems += content(of: side)
        return problems
    }

    private static func statusAndTabBars(_ shot: UIKitModel.Screenshot, _ side: Side) -> [String] {
        var problems: [String] = []
        if shot.statusBar != side.statusBar.uiStatusBarStyle {
            problems.append("status bar \(shot.statusBar), expected \(side.statusBar)")
        }
        if "\(shot.verticalBar)" != side.bar.verticalBar.rawValue {
            problems.append("vertical bar \(shot.verticalBar), expected \(side.bar.verticalBar)")
        }
        if shot.tabBarHidden != side.tabBarHidden.map({ $0 ? 1 : 0 }) {
            problems.append("tab bar \(shot.tabBarHidden.map { "\($0) hidden" } ?? "absent"), expected \(side.tabBarHidden.map { $0 ? "hidden" : "shown" } ?? "absent")")
        }
        return problems
    }

    /// Split backgrounds still installed on any of `controllers`.
    static func leftBehind(_ controllers: [UIViewController]) -> [String] {
        controllers.filter { !$0.modelBarAreaViews.isEmpty }.map { "a bar background is left on \($0.title ?? "\($0)")" }
    }

    /// The top scroll edge effect (Liquid Glass) and the bar of iOS 27 the screen asks for: minimisation, title
    /// alignment, glass style and its items' axes.
    private static func content(of side: Side) -> [String] {
        var problems: [String] = []
        let item = side.controller.navigationItem
        if "\(item.navigationBarMinimization.minimizationBehavior)" != side.bar.barMinimization.rawValue {
            problems.append("minimisation \(item.navigationBarMinimization.minimizationBehavior), expected \(side.bar.barMinimization)")
        }
        if "\(item.titleAlignment)" != side.bar.titleAlignment.rawValue {
            problems.append("title alignment \(item.titleAlignment), expected \(side.bar.titleAlignment)")
        }
        let glassStyle = item.standardAppearance.map { "\($0.overrideUserInterfaceStyle)" } ?? "none"
        if glassStyle != (side.bar.barInterfaceStyle == .automatic ? "unspecified" : side.bar.barInterfaceStyle.rawValue) {
            problems.append("glass style \(glassStyle), expected \(side.bar.barInterfaceStyle)")
        }
        let axes = ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])).map { "\($0.axisBehavior)" }
        let expectedAxes = (side.bar.leftItems + side.bar.rightItems).map(\.axis.rawValue)
        if axes != expectedAxes { problems.append("item axes \(axes), expected \(expectedAxes)") }
        guard side.design == .glass, let effect = side.controller.contentScrollView(for: .top)?.topEdgeEffect else { return problems }
        let style: UIScrollEdgeEffect.Style = switch side.bar.edgeEffect {
        case .soft: .soft
        case .hard: .hard
        case .automatic, .hidden: .automatic
        }
        if effect.isHidden != (side.bar.edgeEffect == .hidden) || effect.style != style {
            problems.append("edge effect \(effect.isHidden ? "hidden" : "\(effect.style)"), expected \(side.bar.edgeEffect)")
        }
        return problems
    }

    /// Mid-transition from `from` to `to` (a pop's `from` is the screen leaving): the bar's visibility, background
    /// (one shared, or split with each screen's own under its half), colours, title and items are each side's or a
    /// cross-fade of both; the status bar is either side's; the tab bar moves where it changes.
    static func during(_ shot: UIKitModel.Screenshot, from: Side, to: Side, plan: NavigationTransitionPlan) -> [String] {
        guard let bar = shot.bar else { return ["no navigation bar is on screen"] }
        var problems: [String] = []
        switch plan.visibility {
        case .appearing, .disappearing:
            if !(bar.hidden > 0 && bar.hidden < 1) { problems.append("the bar jumps to \(bar.hidden) hidden instead of sliding") }
        case .visible where bar.hidden != 0, .hidden where bar.hidden != 1:
            problems.append("the bar is \(bar.hidden) hidden, the plan says \(plan.visibility)")
        default:
            break
        }
        if bar.hidden < 1 {
            let split = plan.background == .split
            for shown in bar.appearance.values where !Sight.matches(shown, from.bar, design: from.design, background: !split)
                && !Sight.matches(shown, to.bar, design: to.design, background: !split) {
                problems.append("the bar shows \(shown), neither side's")
            }
            problems += background(bar.area, from: from, to: to, plan: plan)
            let titles = Set([from.bar.showsLargeTitle, to.bar.showsLargeTitle])
            if !bar.largeTitle.values.allSatisfy(titles.contains) { problems.append("large title \(bar.largeTitle.values)") }
            let items = [Sight.items(of: from.bar), Sight.items(of: to.bar)]
            for shown in bar.items.values.map(Sight.items) where !items.contains(shown) { problems.append("items \(shown), neither side's") }
        }
        let styles = [from.statusBar.uiStatusBarStyle, to.statusBar.uiStatusBarStyle]
        if !styles.contains(shot.statusBar) { problems.append("status bar \(shot.statusBar), neither side's") }
        switch (from.tabBarHidden, to.tabBarHidden, shot.tabBarHidden) {
        case (nil, nil, nil): break
        case (let start?, let end?, let hidden?) where start == end:
            if hidden != (start ? 1 : 0) { problems.append("the tab bar moves (\(hidden) hidden) though it stays") }
        case (_?, _?, let hidden?):
            if !(hidden > 0 && hidden < 1) { problems.append("the tab bar jumps to \(hidden) hidden instead of sliding") }
        default:
            problems.append("tab bar \(shot.tabBarHidden.map { "\($0)" } ?? "absent"), expected \(from.tabBarHidden.map { "\($0)" } ?? "absent")")
        }
        return problems
    }

    /// The bar's area: a shared background is the bar's own, one of the sides'; a split one is no background on the
    /// bar and each screen's own under it, the two halves on different screens.
    private static func background(_ area: [UIKitModel.AreaSample], from: Side, to: Side,
                                   plan: NavigationTransitionPlan) -> [String] {
        var problems: [String] = []
        let paints = [Sight.paint(from.bar, design: from.design), Sight.paint(to.bar, design: to.design)]
        for sample in area {
            let drawn = sample.bar?.values ?? []
            switch plan.background {
            case .shared, .jump:
                for paint in drawn where !paints.contains(where: paint.looksLike) {
                    problems.append("the bar draws \(paint), neither side's background")
                }
            case .split:
                if drawn.contains(where: { !$0.isEmpty }) { problems.append("the bar draws \(drawn) during a split") }
                let side = sample.screen === from.controller ? from : to
                let expected = Sight.paint(side.bar, design: side.design)
                if expected.isEmpty {
                    // A bar that draws nothing shows the screen's content: no background of its own.
                    if !side.controller.modelBarAreaViews.isEmpty { problems.append("a bar background on \(side.controller.title ?? "a screen") whose bar draws none") }
                } else if !sample.beneath.looksLike(expected) {
                    problems.append("under the bar on \(side.controller.title ?? "a screen"): \(sample.beneath), expected its own \(expected)")
                }
            }
        }
        if plan.background == .split, area.count == 2, area[0].screen === area[1].screen {
            problems.append("both halves of the bar's area are on one screen mid-transition")
        }
        return problems
    }
}
