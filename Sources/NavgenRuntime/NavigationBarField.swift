/// One field of a `NavigationBarAppearance` with its value: each case sets the property of its name.
///
/// Generated code names each distinct field value of an app's bars once, and each bar as the fields in which it differs
/// from UIKit's defaults: thousands of screens share a few hundred colours, fonts and item lists.
public enum NavigationBarField: Hashable, Sendable {
    case barStyle(NavigationBarStyle)
    case background(NavigationBarBackground)
    case visibility(NavigationBarVisibility)
    case barTintColor(NavigationColor?)
    case barImage(String?)
    case barAlpha(Double)
    case tintColor(NavigationColor?)
    case titleColor(NavigationColor?)
    case titleFont(NavigationFont?)
    case largeTitleColor(NavigationColor?)
    case largeTitleFont(NavigationFont?)
    case largeTitleDisplayMode(NavigationLargeTitleDisplayMode)
    case prefersLargeTitles(Bool)
    case shadow(NavigationBarShadow)
    case translucent(Bool)
    case backInteractive(Bool)
    case swipeBackEnabled(Bool)
    case statusBarStyle(NavigationStatusBarStyle)
    case hidesBottomBarWhenPushed(Bool)
    case hidesBackButton(Bool)
    case extendedLayoutIncludesTopBar(Bool)
    case splitTransition(NavigationSplitTransition)
    case leftItems([NavigationBarButtonItem])
    case rightItems([NavigationBarButtonItem])
    case usesDarkAppearance(Bool)
    case edgeEffect(NavigationEdgeEffect)
    case barMinimization(NavigationBarMinimization)
    case barInterfaceStyle(NavigationBarInterfaceStyle)
    case titleAlignment(NavigationTitleAlignment)
    case verticalBar(NavigationVerticalBarBehavior)
}

extension NavigationBarAppearance {
    /// UIKit's default bar with `fields` set in order; where a field is given twice, the later value wins.
    public init(_ fields: [NavigationBarField]) {
        self.init()
        for field in fields { set(field) }
    }

    /// This bar with `fields` set in order: how the generated tables write a bar that differs from another of the same
    /// screen (its dark variant from its light one, say) in a few fields.
    public func setting(_ fields: [NavigationBarField]) -> NavigationBarAppearance {
        var bar = self
        for field in fields { bar.set(field) }
        return bar
    }

    /// Every field with its value, in declaration order: `NavigationBarAppearance(bar.fields) == bar`.
    public var fields: [NavigationBarField] {
        [
            .barStyle(barStyle),
            .background(background),
            .visibility(visibility),
            .barTintColor(barTintColor),
            .barImage(barImage),
            .barAlpha(barAlpha),
            .tintColor(tintColor),
            .titleColor(titleColor),
            .titleFont(titleFont),
            .largeTitleColor(largeTitleColor),
            .largeTitleFont(largeTitleFont),
            .largeTitleDisplayMode(largeTitleDisplayMode),
            .prefersLargeTitles(prefersLargeTitles),
            .shadow(shadow),
            .translucent(translucent),
            .backInteractive(backInteractive),
            .swipeBackEnabled(swipeBackEnabled),
            .statusBarStyle(statusBarStyle),
            .hidesBottomBarWhenPushed(hidesBottomBarWhenPushed),
            .hidesBackButton(hidesBackButton),
            .extendedLayoutIncludesTopBar(extendedLayoutIncludesTopBar),
            .splitTransition(splitTransition),
            .leftItems(leftItems),
            .rightItems(rightItems),
            .usesDarkAppearance(usesDarkAppearance),
            .edgeEffect(edgeEffect),
            .barMinimization(barMinimization),
            .barInterfaceStyle(barInterfaceStyle),
            .titleAlignment(titleAlignment),
            .verticalBar(verticalBar),
        ]
    }

    /// Sets the field to the value `field` holds.
    public mutating func set(_ field: NavigationBarField) {
        switch field {
        case .barStyle(let value): barStyle = value
        case .background(let value): background = value
        case .visibility(let value): visibility = value
        case .barTintColor(let value): barTintColor = value
        case .barImage(let value): barImage = value
        case .barAlpha(let value): barAlpha = value
        case .tintColor(let value): tintColor = value
        case .titleColor(let value): titleColor = value
        case .titleFont(let value): titleFont = value
        case .largeTitleColor(let value): largeTitleColor = value
        case .largeTitleFont(let value): largeTitleFont = value
        case .largeTitleDisplayMode(let value): largeTitleDisplayMode = value
        case .prefersLargeTitles(let value): prefersLargeTitles = value
        case .shadow(let value): shadow = value
        case .translucent(let value): translucent = value
        case .backInteractive(let value): backInteractive = value
        case .swipeBackEnabled(let value): swipeBackEnabled = value
        case .statusBarStyle(let value): statusBarStyle = value
        case .hidesBottomBarWhenPushed(let value): hidesBottomBarWhenPushed = value
        case .hidesBackButton(let value): hidesBackButton = value
        case .extendedLayoutIncludesTopBar(let value): extendedLayoutIncludesTopBar = value
        case .splitTransition(let value): splitTransition = value
        case .leftItems(let value): leftItems = value
        case .rightItems(let value): rightItems = value
        case .usesDarkAppearance(let value): usesDarkAppearance = value
        case .edgeEffect(let value): edgeEffect = value
        case .barMinimization(let value): barMinimization = value
        case .barInterfaceStyle(let value): barInterfaceStyle = value
        case .titleAlignment(let value): titleAlignment = value
        case .verticalBar(let value): verticalBar = value
        }
    }
}

extension NavigationBarField {
    /// The field's name: its case's, which is the name of the `NavigationBarAppearance` property it sets.
    public var name: String { Mirror(reflecting: self).children.first?.label ?? "" }
}
