/// A property of a resolved bar as the diff compares it: what people see, not how it was written.
struct BarProperty: Sendable {
    /// Stable, for JSON (`background`, `titleContrast`).
    let key: String
    /// As a reviewer reads it.
    let label: String
    /// The inputs' properties that set it, most telling first: the new side's location of the first one set.
    let sources: [AppearanceProperty]
    /// Nil where it does not apply (contrast on a hidden bar).
    let value: @Sendable (BarAppearance) -> DiffValue?

    static let all: [BarProperty] = [
        BarProperty(key: "visibility", label: "bar", sources: [.barHidden, .barAlpha, .barTintColor]) { DiffValue($0.visibility.rawValue) },
        BarProperty(key: "background", label: "background", sources: [.barImage, .barTintColor, .barStyle, .barAlpha]) { bar in
            DiffValue(bar.background.identity, color: bar.visibility == .visible ? bar.visibleBackground : nil)
        },
        BarProperty(key: "barStyle", label: "bar style", sources: [.barStyle]) { DiffValue($0.barStyle.rawValue) },
        BarProperty(key: "titleColor", label: "title colour", sources: [.titleColor]) { color($0.effectiveTitleColor) },
        BarProperty(key: "titleFont", label: "title font", sources: [.titleFont]) { font($0.titleFont) },
        BarProperty(key: "tint", label: "tint", sources: [.tintColor]) { color($0.effectiveTintColor) },
        BarProperty(key: "largeTitle", label: "large title", sources: [.largeTitleDisplayMode, .prefersLargeTitles]) {
            DiffValue($0.showsLargeTitle ? "shown" : "not shown")
        },
        BarProperty(key: "largeTitleColor", label: "large title colour", sources: [.largeTitleColor]) { bar in
            bar.largeTitleColor.map(color) ?? DiffValue("system")
        },
        BarProperty(key: "largeTitleFont", label: "large title font", sources: [.largeTitleFont]) { font($0.largeTitleFont) },
        BarProperty(key: "shadow", label: "shadow", sources: [.shadowHidden, .shadowColor, .shadowImage]) { bar in
            if case .color(let shadow) = bar.shadow { return DiffValue(bar.shadow.identity, color: shadow) }
            return DiffValue(bar.shadow.identity)
        },
        BarProperty(key: "translucent", label: "translucent", sources: [.translucent]) { DiffValue($0.translucent ? "yes" : "no") },
        BarProperty(key: "statusBarStyle", label: "status bar", sources: [.statusBarStyle]) { DiffValue($0.statusBarStyle.rawValue) },
        BarProperty(key: "tabBarVisible", label: "tab bar", sources: [.hidesBottomBarWhenPushed]) {
            DiffValue($0.tabBarVisible ? "visible" : "hidden")
        },
        BarProperty(key: "interactivePop", label: "swipe-back", sources: [.swipeBackEnabled, .backInteractive]) {
            DiffValue(NavigationPlanner.interactivePop(on: $0.runtime).rawValue)
        },
        BarProperty(key: "hidesBackButton", label: "back button", sources: [.hidesBackButton]) {
            DiffValue($0.hidesBackButton ? "hidden" : "shown")
        },
        BarProperty(key: "extendedLayoutIncludesTopBar", label: "content under the bar", sources: [.extendedLayoutIncludesTopBar]) {
            DiffValue($0.extendedLayoutIncludesTopBar ? "yes" : "no")
        },
        BarProperty(key: "splitTransition", label: "split transition", sources: [.splitTransition]) { DiffValue($0.splitTransition.rawValue) },
        BarProperty(key: "edgeEffect", label: "edge effect", sources: [.edgeEffect]) { DiffValue($0.runtime.edgeEffect.rawValue) },
        BarProperty(key: "barMinimization", label: "bar minimisation", sources: [.barMinimization]) {
            DiffValue($0.runtime.barMinimization.rawValue)
        },
        BarProperty(key: "items", label: "bar items", sources: []) { DiffValue(items($0.items)) },
        BarProperty(key: "titleContrast", label: "title contrast", sources: [.titleColor, .barTintColor]) { bar in
            bar.visibility == .visible ? DiffValue(ReportContext.ratio(bar.effectiveTitleColor.contrastRatio(with: bar.visibleBackground))) : nil
        },
        BarProperty(key: "tintContrast", label: "tint contrast", sources: [.tintColor, .barTintColor]) { bar in
            bar.visibility == .visible ? DiffValue(ReportContext.ratio(bar.effectiveTintColor.contrastRatio(with: bar.visibleBackground))) : nil
        },
    ]

    private static func color(_ color: RGBA) -> DiffValue { DiffValue(color.hex, color: color) }

    private static func font(_ font: NavigationFont?) -> DiffValue {
        guard let font else { return DiffValue("system") }
        return DiffValue("\(font.family ?? "System") \(formatNumber(font.size)) \(formatNumber(font.weight))")
    }

    private static func items(_ items: [BarItem]) -> String {
        guard !items.isEmpty else { return "none" }
        return items.map { item in
            let content = item.title ?? item.image ?? item.systemItem ?? item.width.map { "space \(formatNumber($0))" } ?? item.kind.rawValue
            return "\(item.side.rawValue): \(content)"
        }.joined(separator: ", ")
    }
}
