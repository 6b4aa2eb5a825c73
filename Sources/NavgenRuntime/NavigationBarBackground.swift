/// The bar's background after the cascade and the precedence chain.
public enum NavigationBarBackground: Hashable, Sendable {
    /// UIKit's default material for the bar style.
    case system(NavigationBarStyle)
    /// A colour, already multiplied by the bar alpha.
    case color(NavigationColor)
    /// A named image, drawn at `alpha`.
    case image(name: String, alpha: Double)
    /// Nothing drawn: the content shows through.
    case transparent
    /// Liquid Glass: the bar draws no background of its own, its items sit on glass that copies the content beneath.
    case glass

    /// Whether two backgrounds look the same: colours within one 8-bit step, images by name with alphas within
    /// 0.01. The planner shares the bar between two screens whose backgrounds match, and splits it otherwise.
    public func matches(_ other: NavigationBarBackground) -> Bool {
        switch (self, other) {
        case (.system(let first), .system(let second)): first == second
        case (.color(let first), .color(let second)): first.isClose(to: second)
        case (.image(let first, let firstAlpha), .image(let second, let secondAlpha)):
            first == second && abs(firstAlpha - secondAlpha) <= 0.01
        case (.transparent, .transparent), (.glass, .glass): true
        default: false
        }
    }

    /// The colour people see, composited over `content` where the bar lets it through. An image counts as the
    /// content: navgen cannot know its colours; so does glass, which copies the content beneath it.
    public func visibleColor(over content: NavigationColor) -> NavigationColor {
        switch self {
        case .system(.default): Self.defaultMaterial.over(content)
        case .system(.black): Self.blackMaterial.over(content)
        case .color(let color): color.over(content)
        case .image, .transparent, .glass: content
        }
    }

    /// UIKit's translucent default bar material, as one colour.
    public static let defaultMaterial = NavigationColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 0.8)
    /// UIKit's translucent black bar material (and the default one in dark mode), as one colour.
    public static let blackMaterial = NavigationColor(red: 28 / 255, green: 28 / 255, blue: 28 / 255, alpha: 0.729)
}

/// The bar's bottom hairline.
public enum NavigationBarShadow: Hashable, Sendable {
    /// UIKit's own hairline.
    case system
    /// No hairline.
    case hidden
    /// A hairline of this colour.
    case color(NavigationColor)
    /// A named image.
    case image(String)

    /// Whether two hairlines look the same: colours within one 8-bit step, as backgrounds are compared.
    public func matches(_ other: NavigationBarShadow) -> Bool {
        if case .color(let first) = self, case .color(let second) = other { return first.isClose(to: second) }
        return self == other
    }
}
