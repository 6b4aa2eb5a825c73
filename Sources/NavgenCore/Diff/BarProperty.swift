/// A property of a resolved bar as the diff compares it: what people see, not how it was written.
struct BarProperty: Sendable {
    /// Stable, for JSON (`background`, `titleContrast`).
    let key: String
    /// As a reviewer reads it.
    let label: String
    /// The inputs' properties that set it, most telling first: the new side's location of the first one set.
    let sources: [AppearanceProperty]
    /// The value a screen shows in a variant; nil where it does not apply (contrast on a hidden bar).
    let value: @Sendable (ScreenBar) -> DiffValue?

    static let all: [BarProperty] = [
        BarProperty(key: "visibility", label: "bar", sources: [.barHidden, .barAlpha, .barTintColor]) { bar in DiffValue(bar.visibility.rawValue) },
        BarProperty(key: "background", label: "background", sources: [.barImage, .barTintColor, .barStyle, .barAlpha]) { bar in
            DiffValue(bar.background.identity, color: bar.visibility == .visible ? bar.visibleBackground : nil)
        },
        BarProperty(key: "barStyle", label: "bar style", sources: [.barStyle]) { bar in DiffValue(bar.barStyle.rawValue) },
        BarProperty(key: "titleColor", label: "title colour", sources: [.titleColor]) { bar in color(bar.effectiveTitleColor) },
        BarProperty(key: "titleFont", label: "title font", sources: [.titleFont]) { bar in font(bar.titleFont) },
        BarProperty(key: "tint", label: "tint", sources: [.tintColor]) { bar in color(bar.bar.effectiveTintColor(in: bar.design)) },
        BarProperty(key: "largeTitle", label: "large title", sources: [.largeTitleDisplayMode, .prefersLargeTitles]) { bar in
            DiffValue(bar.showsLargeTitle ? "shown" : "not shown")
        },
        BarProperty(key: "largeTitleColor", label: "large title colour", sources: [.largeTitleColor]) { bar in
            bar.largeTitleColor.map(color) ?? DiffValue("system")
        },
        BarProperty(key: "largeTitleFont", label: "large title font", sources: [.largeTitleFont]) { bar in font(bar.largeTitleFont) },
        BarProperty(key: "shadow", label: "shadow", sources: [.shadowHidden, .shadowColor, .shadowImage]) { bar in
            if case .color(let shadow) = bar.shadow { return DiffValue(bar.shadow.identity, color: shadow) }
            return DiffValue(bar.shadow.identity)
        },
        BarProperty(key: "translucent", label: "translucent", sources: [.translucent]) { bar in DiffValue(bar.translucent ? "yes" : "no") },
        BarProperty(key: "statusBarStyle", label: "status bar", sources: [.statusBarStyle]) { bar in DiffValue(bar.statusBarStyle.rawValue) },
        BarProperty(key: "tabBarVisible", label: "tab bar", sources: [.hidesBottomBarWhenPushed]) { bar in
            DiffValue(bar.tabBarVisible ? "visible" : "hidden")
        },
        BarProperty(key: "interactivePop", label: "swipe-back", sources: [.swipeBackEnabled, .backInteractive]) { bar in
            DiffValue(NavigationPlanner.interactivePop(on: bar.runtime).rawValue)
        },
        BarProperty(key: "hidesBackButton", label: "back button", sources: [.hidesBackButton]) { bar in
            DiffValue(bar.hidesBackButton ? "hidden" : "shown")
        },
        BarProperty(key: "extendedLayoutIncludesTopBar", label: "content under the bar", sources: [.extendedLayoutIncludesTopBar]) { bar in
            DiffValue(bar.extendedLayoutIncludesTopBar ? "yes" : "no")
        },
        BarProperty(key: "splitTransition", label: "split transition", sources: [.splitTransition]) { bar in DiffValue(bar.splitTransition.rawValue) },
        BarProperty(key: "edgeEffect", label: "edge effect", sources: [.edgeEffect]) { bar in DiffValue(bar.runtime.edgeEffect.rawValue) },
        BarProperty(key: "barMinimization", label: "bar minimisation", sources: [.barMinimization]) { bar in
            DiffValue(bar.runtime.barMinimization.rawValue)
        },
        BarProperty(key: "barInterfaceStyle", label: "glass style", sources: [.barInterfaceStyle]) { bar in
            DiffValue(bar.runtime.barInterfaceStyle.rawValue)
        },
        BarProperty(key: "titleAlignment", label: "title alignment", sources: [.titleAlignment]) { bar in
            DiffValue(bar.runtime.titleAlignment.rawValue)
        },
        BarProperty(key: "verticalBar", label: "vertical bar", sources: [.verticalBar]) { bar in DiffValue(bar.runtime.verticalBar.rawValue) },
        BarProperty(key: "items", label: "bar items", sources: []) { bar in DiffValue(items(bar.items)) },
        // Measured as the contrast rules measure: nothing on glass that follows the content, nor on an image.
        BarProperty(key: "titleContrast", label: "title contrast", sources: [.titleColor, .barTintColor]) { bar in
            bar.runtime.measuredBackdrop(in: bar.design).map { DiffValue(ReportContext.ratio(bar.effectiveTitleColor.contrast(on: $0))) }
        },
        BarProperty(key: "tintContrast", label: "tint contrast", sources: [.tintColor, .barTintColor]) { bar in
            let tint = bar.bar.effectiveTintColor(in: bar.design)
            return bar.runtime.measuredBackdrop(in: bar.design).map { DiffValue(ReportContext.ratio(tint.contrast(on: $0))) }
        },
    ]

    /// A screen's bar in one mode and design, with what the screen's stack adds to it.
    @dynamicMemberLookup
    struct ScreenBar {
        let bar: BarAppearance
        let design: NavigationDesign
        let tabBarVisible: Bool

        subscript<Value>(dynamicMember field: KeyPath<BarAppearance, Value>) -> Value { bar[keyPath: field] }
    }

    /// A system colour with its name: one that becomes a system colour changes on device (with the contrast setting and
    /// the release's palette) though its documented value is the same.
    private static func color(_ color: RGBA) -> DiffValue {
        DiffValue(color.system.map { "\(color.hex) (\($0.rawValue))" } ?? color.hex, color: color)
    }

    private static func font(_ font: NavigationFont?) -> DiffValue {
        guard let font else { return DiffValue("system") }
        return DiffValue("\(font.family ?? "System") \(formatNumber(font.size)) \(formatNumber(font.weight))")
    }

    private static func items(_ items: [BarItem]) -> String {
        guard !items.isEmpty else { return "none" }
        return items.map { item in
            let content = item.title ?? item.image ?? item.systemItem?.rawValue ?? item.width.map { "space \(formatNumber($0))" } ?? item.kind.rawValue
            // Which bars it lives on (iOS 27.1), when it says.
            let axis = item.axis == .automatic ? "" : " (\(item.axis.rawValue))"
            return "\(item.side.rawValue): \(content)\(axis)"
        }.joined(separator: ", ")
    }
}
