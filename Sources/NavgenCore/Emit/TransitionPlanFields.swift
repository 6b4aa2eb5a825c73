import NavgenRuntime

/// A transition plan as the templates read it: each field's `NavigationTransitionPlan` case. The generated tests' plan
/// table and the report page both list plans so.
public struct TransitionPlanFields: Codable, Hashable, Sendable {
    public var visibility: String
    public var background: String
    public var shadow: String
    public var tint: String
    public var title: String
    public var statusBar: String
    public var largeTitle: String
    public var bottomBar: String
    public var interactivePop: String
    public var items: String
    public var edgeEffect: String

    init(_ plan: NavigationTransitionPlan) {
        visibility = plan.visibility.rawValue
        background = plan.background.rawValue
        shadow = plan.shadow.rawValue
        tint = plan.tint.rawValue
        title = plan.title.rawValue
        statusBar = plan.statusBar.rawValue
        largeTitle = plan.largeTitle.rawValue
        bottomBar = plan.bottomBar.rawValue
        interactivePop = plan.interactivePop.rawValue
        items = plan.items.rawValue
        edgeEffect = plan.edgeEffect.rawValue
    }
}
