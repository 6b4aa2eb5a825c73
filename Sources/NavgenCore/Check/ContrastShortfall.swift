/// The worst contrast a colour on a screen's bar reaches below its minimum, across modes and designs: one
/// diagnostic per screen and colour, naming the modes and designs that fail.
struct ContrastShortfall {
    private(set) var worst: (color: RGBA, backdrop: RGBA, ratio: Double, minimum: Double)?
    private(set) var variants: [Variant] = []

    /// WCAG 2 contrast of `color` (composited over the bar) against the bar.
    mutating func check(_ color: RGBA, on backdrop: RGBA, minimum: Double, variant: Variant) {
        let ratio = color.over(backdrop).contrastRatio(with: backdrop)
        guard ratio < minimum else { return }
        variants.append(variant)
        if worst.map({ ratio < $0.ratio }) ?? true { worst = (color, backdrop, ratio, minimum) }
    }

    /// `on the bar of 'home' (#F9F9F9FF) has a contrast of 1:1 in mode 'dark'`, or nil when every mode passes.
    func summary(screen: String, of all: [Variant]) -> String? {
        guard let worst else { return nil }
        return "on the bar of '\(screen)' (\(worst.backdrop.hex)) has a contrast of \(Self.format(worst.ratio))\(variants.variantSuffix(of: all))"
    }

    /// The colour and minimum of the worst mode.
    var worstColor: RGBA? { worst?.color }
    var minimum: String { worst.map { Self.format($0.minimum) } ?? "" }

    /// `2.3:1`, rounded down so that a ratio just below the minimum never prints as the minimum.
    static func format(_ ratio: Double) -> String {
        formatNumber((ratio * 10).rounded(.down) / 10) + ":1"
    }
}

extension NavigationBarAppearance {
    /// The colour behind the bar's title, buttons and status bar, for contrast checks; nil when the bar
    /// is hidden or transparent (the screen's content shows through) or an image (navgen cannot see it).
    var backdrop: RGBA? {
        guard visibility == .visible else { return nil }
        switch background {
        case .system, .color: return visibleBackground
        case .image, .transparent, .glass: return nil
        }
    }
}

extension NavigationModel {
    /// A screen's bars that have a known colour behind them, each with it: in the legacy design the bar's; under Liquid
    /// Glass, whose glass copies and flips with the content, only a bar that pins it light or dark (barInterfaceStyle,
    /// iOS 27) has one, the tone it pins (white or black: what the system's own labels on that glass are made for).
    func measurableBars(of screen: Screen) -> [(variant: Variant, bar: BarAppearance, backdrop: RGBA)] {
        variants.compactMap { variant in
            guard let bar = screen.appearances[variant], let backdrop = bar.runtime.measuredBackdrop(in: variant.design) else { return nil }
            return (variant, bar, backdrop)
        }
    }
}

extension NavigationBarAppearance {
    /// The backdrop contrast is measured against in `design`: a glass bar's only when it pins its style; the legacy design's as it is.
    func measuredBackdrop(in design: NavigationDesign) -> RGBA? {
        switch design {
        case .legacy: backdrop
        case .glass: background == .glass && barInterfaceStyle != .automatic && visibility == .visible ? visibleBackground : nil
        }
    }
}
