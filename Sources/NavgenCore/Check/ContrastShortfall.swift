/// The worst contrast a colour on a screen's bar reaches below its minimum, across modes and designs, naming the modes
/// and designs that fail.
struct ContrastShortfall {
    private(set) var worst: (color: RGBA, backdrop: RGBA, ratio: Double, minimum: Double, variant: Variant)?
    private(set) var variants: [Variant] = []
    /// Whether every failing mode and design has the same colours, so that the worst's describe them all.
    private(set) var isUniform = true

    /// WCAG 2 contrast of `color` (composited over the bar) against the bar; whether it falls short.
    @discardableResult
    mutating func check(_ color: RGBA, on backdrop: RGBA, minimum: Double, variant: Variant) -> Bool {
        let ratio = color.contrast(on: backdrop)
        guard ratio < minimum else { return false }
        variants.append(variant)
        if let worst, !(worst.color.isClose(to: color) && worst.backdrop.isClose(to: backdrop)) { isUniform = false }
        if worst.map({ ratio < $0.ratio }) ?? true { worst = (color, backdrop, ratio, minimum, variant) }
        return true
    }

    /// Where the shortfall holds, as a suffix: the modes and designs that fail, or, where their colours differ, the one
    /// whose colours the message quotes (the worst) and the others that fall short too.
    func placeSuffix(of all: [Variant]) -> String {
        guard !isUniform, let worst else { return variants.variantSuffix(of: all) }
        let others = variants.filter { $0 != worst.variant }
        return [worst.variant].variantSuffix(of: all) + " (and below \(minimum)" + others.variantSuffix(of: all) + " too)"
    }

    /// The colour and minimum of the worst mode.
    var worstColor: RGBA? { worst?.color }
    var minimum: String { worst.map { Self.format($0.minimum) } ?? "" }

    /// `2.3:1`, rounded down so that a ratio just below the minimum never prints as the minimum.
    static func format(_ ratio: Double) -> String {
        formatNumber((ratio * 10).rounded(.down) / 10) + ":1"
    }
}

/// Contrast shortfalls gathered by what they say: a colour written once, on a navigation controller or an appearance,
/// reaches every screen of a stack with the same bar, and deserves one diagnostic where it is written, naming those
/// screens, not one per screen. Screens whose bars differ, or that fail in other modes, keep diagnostics of their own.
struct ContrastFindings {
    private struct Key: Hashable {
        var location: SourceLocation
        /// What falls short (`the tint colour #AAAAAAFF`), the bar's colour, the ratio and where, and what it needs.
        var subject: String
        var backdrop: String
        var ratio: String
        var variants: String
        var advice: String
    }

    private var keys: [Key] = []
    private var screens: [Key: [String]] = [:]

    /// `advice` is what the colour needs (`bar buttons need 3:1`); nothing when every mode passes.
    mutating func add(_ shortfall: ContrastShortfall, _ subject: String, advice: String, at location: SourceLocation,
                      screen: String, of all: [Variant]) {
        guard let worst = shortfall.worst else { return }
        let key = Key(location: location, subject: subject, backdrop: worst.backdrop.hex, ratio: ContrastShortfall.format(worst.ratio),
                      variants: shortfall.placeSuffix(of: all), advice: advice)
        if screens[key] == nil { keys.append(key) }
        screens[key, default: []].append(screen)
    }

    /// `the tint colour #AAAAAAFF on the bars of 'One' and 2 other screens (#F9F9F9FF) has a contrast of 2.1:1 in design
    /// 'legacy'; bar buttons need 3:1`, in order of first screen.
    func violations<Checked: Rule>(of rule: Checked.Type) -> [Violation] {
        keys.map { key in
            let names = screens[key]!
            let bars = names.count == 1 ? "the bar of" : "the bars of"
            return rule.violation(at: key.location, "\(key.subject) on \(bars) \(ScreenNames.phrase(names)) (\(key.backdrop)) has a contrast of "
                                  + "\(key.ratio)\(key.variants); \(key.advice)", disabledRules: [])
        }
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

extension Screen {
    /// Where a contrast shortfall of `property` is said: at its declaration; for UIKit's default colour, which no input
    /// writes, at what makes it fall short, the bar's colour or style (one place for a stack's screens), else the screen.
    func contrastLocation(of property: AppearanceProperty) -> (location: SourceLocation, isDefault: Bool) {
        if let declared = propertyLocations[property] { return (declared, false) }
        let bar = [AppearanceProperty.barTintColor, .barStyle].lazy.compactMap { propertyLocations[$0] }.first
        return (bar ?? location, true)
    }
}

extension NavigationModel {
    /// A screen's bars that have a known colour behind them, each with it: in the legacy design the bar's; under Liquid
    /// Glass, whose glass copies and flips with the content, only a bar that pins it light or dark (barInterfaceStyle,
    /// iOS 27) has one, the tone it pins (white or black: what the system's own labels on that glass are made for). None
    /// where the screen's own bar does not show (`showsOwnBar`).
    func measurableBars(of screen: Screen) -> [(variant: Variant, bar: BarAppearance, backdrop: RGBA)] {
        guard showsOwnBar(screen.id) else { return [] }
        return variants.compactMap { variant in
            guard let bar = screen.appearances[variant], let backdrop = bar.runtime.measuredBackdrop(in: variant.design) else { return nil }
            return (variant, bar, backdrop)
        }
    }

    /// The tints a screen's bar buttons draw in on `bar`: the bar's where it draws something (`item` nil), and each
    /// item's own, at the item.
    func buttonTints(of screen: Screen, on bar: BarAppearance, design: NavigationDesign) -> [(color: RGBA, item: SourceLocation?)] {
        let own = tintUse.drawsTint(on: screen, bar) ? [(bar.effectiveTintColor(in: design), nil as SourceLocation?)] : []
        return own + bar.items.compactMap { item in item.tintColor.map { ($0, item.location) } }
    }
}

extension Screen {
    /// The title colours on `bar` with the contrast each needs: the title's (3:1 when large, else 4.5:1) and a large
    /// title's own colour; none where a title view (a search bar, a segmented control) stands in the inline title's place.
    func titleColors(on bar: BarAppearance) -> [(color: RGBA, minimum: Double, property: AppearanceProperty)] {
        guard titleView == nil || bar.showsLargeTitle else { return [] }
        let title = (bar.effectiveTitleColor, bar.showsLargeTitle ? 3.0 : 4.5, AppearanceProperty.titleColor)
        guard bar.showsLargeTitle, let large = bar.largeTitleColor else { return [title] }
        return [title, (large, 3, .largeTitleColor)]
    }
}

extension RGBA {
    /// WCAG 2 contrast of the colour, composited over `backdrop`, with it.
    func contrast(on backdrop: RGBA) -> Double {
        over(backdrop).contrastRatio(with: backdrop)
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
