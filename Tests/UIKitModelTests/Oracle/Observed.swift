import NavgenCore
import NavgenRuntime
import UIKit

/// The plan a person's eyes give for a run, field by field, against navgen's: what changed between before and after,
/// and how the change looked mid-way.
@MainActor
enum Observed {
    static func disagreements(with planned: PlannedEdge, _ seen: EdgeRun.Seen, cancelled: Bool) -> [String] {
        // A screen in no navigation controller, presented or presenting, shows no bar.
        let presentation = planned.edge.operation == .present || planned.edge.operation == .dismiss
        guard let afterShot = seen.after, afterShot.bar != nil || presentation else { return ["no bar after the change"] }
        let after = afterShot.bar
        let plan = planned.plan
        let design = planned.design
        var problems: [String] = []
        func check<Value: Equatable>(_ field: String, _ planned: Value, _ observed: Value) {
            if planned != observed { problems.append("plan.\(field) is \(planned), a person sees \(observed)") }
        }
        // A root has nothing before it on screen (the container's own bar is the app's to set).
        guard let beforeShot = seen.before, beforeShot.bar != nil || presentation else { return problems }
        let before = beforeShot.bar
        // Where the change ends: after it, or for a cancelled swipe where it was heading mid-drag.
        let end = cancelled ? seen.during?.bar ?? after : after
        let startHidden = (before?.hidden ?? 1) == 1
        let endHidden = cancelled ? ((end?.hidden ?? 1) != (before?.hidden ?? 1) ? !startHidden : startHidden) : (end?.hidden ?? 1) == 1
        check("visibility", plan.visibility, visibility(startHidden, endHidden))

        if !presentation, let before, let end {
            check("background", normalized(plan.background, planned, design: design), background(seen, animated: planned.edge.animated))
            if plan.background == .shared, !startHidden, !endHidden, let first = before.appearance.values.last,
               let last = end.appearance.values.last {
                check("shadow", plan.shadow, first.shadow == last.shadow ? .shared : .crossfade)
            }
        }
        let start = before?.appearance.values.last
        let finish = after?.appearance.values.last
        let tintOf = { (shown: UIKitModel.ShownAppearance?, bar: BarAppearance) in
            shown?.buttonColor ?? Sight.rgba(bar.effectiveTintColor(in: design))
        }
        let finalBar = cancelled ? planned.from : planned.to
        let tintChanged = !tintOf(start, planned.from).isClose(to: tintOf(finish, finalBar))
        check("tint", plan.tint == .unchanged, !tintChanged)
        // Where one side shows no bar there is no title to compare.
        if let start, let finish {
            check("title", plan.title == .unchanged, start.titleColor == finish.titleColor && start.titleFont == finish.titleFont)
        }
        let statusBar: NavigationTransitionPlan.StatusBar = switch afterShot.statusBar {
        case _ where afterShot.statusBar == beforeShot.statusBar: .unchanged
        case .default: .default
        case .lightContent: .lightContent
        case .darkContent: .darkContent
        }
        check("statusBar", plan.statusBar, statusBar)
        let large = (before?.largeTitle.values.last ?? false, after?.largeTitle.values.last ?? false)
        check("largeTitle", plan.largeTitle, large.0 == large.1 ? .unchanged : (large.1 ? .expands : .collapses))
        let tabBar = ((beforeShot.tabBarHidden ?? 1) == 1, (afterShot.tabBarHidden ?? 1) == 1)
        check("bottomBar", plan.bottomBar, tabBar.0 == tabBar.1 ? .unchanged : (tabBar.1 ? .hides : .shows))
        if plan.interactivePop != .notApplicable, let began = seen.swipeBegan {
            check("interactivePop", plan.interactivePop == .allowed, began)
        }
        let items = (before?.items.values.last.map(Sight.items) ?? [], after?.items.values.last.map(Sight.items) ?? [])
        check("items", plan.items == .unchanged, items.0 == items.1)
        if design == .glass, let first = seen.topBefore, let last = seen.topAfter {
            check("edgeEffect", plan.edgeEffect == .unchanged, edgeEffect(of: first) == edgeEffect(of: last))
        }
        return problems
    }

    private static func visibility(_ startHidden: Bool, _ endHidden: Bool) -> NavigationTransitionPlan.Visibility {
        switch (startHidden, endHidden) {
        case (true, true): .hidden
        case (true, false): .appearing
        case (false, true): .disappearing
        case (false, false): .visible
        }
    }

    /// Split or shared, as seen mid-way: a split puts a background of each screen's own under the bar.
    private static func background(_ seen: EdgeRun.Seen, animated: Bool) -> NavigationTransitionPlan.Background {
        guard animated, seen.during != nil else { return .jump }
        return seen.splitDuring ? .split : .shared
    }

    /// A split between two bars that both draw nothing looks like one shared bar.
    private static func normalized(_ background: NavigationTransitionPlan.Background, _ planned: PlannedEdge,
                                   design: NavigationDesign) -> NavigationTransitionPlan.Background {
        guard background == .split, Sight.paint(planned.from.runtime, design: design).isEmpty,
              Sight.paint(planned.to.runtime, design: design).isEmpty else { return background }
        return .shared
    }

    private static func edgeEffect(of controller: UIViewController) -> String {
        guard let effect = controller.contentScrollView(for: .top)?.topEdgeEffect else { return "none" }
        return effect.isHidden ? "hidden" : "\(effect.style)"
    }
}
