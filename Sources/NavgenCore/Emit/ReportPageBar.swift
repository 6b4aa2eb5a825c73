extension ReportPageContext {
    /// One bar as the page draws it: colours as CSS, fonts in points, the items with their tint and glass, and the
    /// contrast navgen measured. Everything a drawing needs is decided here; the page only draws.
    public struct BarDrawing: Codable, Hashable, Sendable {
        /// `visible`, `hidden` or `transparent`.
        public var visibility: String
        /// What it draws behind its content: `color`, `system` (UIKit's material), `image`, `transparent` or `glass`.
        public var background: String
        /// The colour people see there, over the mode's content (the content's own colour for an image, glass or
        /// nothing).
        public var fill: String
        /// The image's name, for its placeholder.
        public var image: String?
        /// The hairline's colour; null when there is none (hidden, or under Liquid Glass).
        public var shadow: String?
        public var titleColor: String
        /// A position in `fonts`.
        public var titleFont: Int
        /// The large title's colour and font, only when it shows.
        public var largeTitleColor: String?
        public var largeTitleFont: Int?
        /// The bar buttons' tint in the design.
        public var tint: String
        /// The app's tint in the mode and design (its accent colour, else the system blue): what the tab bar's selected
        /// item takes.
        public var accent: String
        /// What a prominent item's glass takes without a tint of its own: the bar's tint, else the app's.
        public var prominentTint: String
        /// `lightContent`, `darkContent` or `default`.
        public var statusBar: String
        public var tabBar: Bool
        /// The mode is dark: the content under the bar is black, else white.
        public var dark: Bool
        /// The top scroll edge effect under Liquid Glass (`automatic`, `soft`, `hard`, `hidden`); null in the legacy design.
        public var edgeEffect: String?
        /// `light` or `dark` where the screen pins its Liquid Glass to one (`barInterfaceStyle`); null where the glass
        /// follows the content, and in the legacy design.
        public var glassStyle: String?
        /// The title's `NavigationTitleAlignment` (`automatic`, `leading`, `center`): drawn leading only when `leading`.
        public var titleAlignment: String
        /// WCAG 2 contrast of the title (the lowest of its colours, none behind a title view) and of the tint, to two
        /// decimals, as the contrast rules measure them; null where they measure nothing (a hidden or image bar, glass that
        /// follows the content), and the tint's where it draws nothing (`BarTintUse`).
        public var titleContrast: Double?
        public var tintContrast: Double?
        /// The back button is hidden, or left items replace it.
        public var hidesBack: Bool
        /// The items from the edge inward, a position in `itemLists`; null when there are none.
        public var left: Int?
        public var right: Int?
    }

    /// A font: `family` null for the system font, `size` in points, `weight` 100…900.
    public struct FontEntry: Codable, Hashable, Sendable {
        public var family: String?
        public var size: Double
        public var weight: Double
    }

    /// A bar button item as the page draws it.
    public struct ItemDrawing: Codable, Hashable, Sendable {
        /// The item's kind: `title`, `image`, `system`, `fixedSpace`, `separator`, `flexibleSpace` or `customView`.
        public var kind: String
        /// The text, the image's name or the system item's name.
        public var label: String?
        /// A fixed space's width in points.
        public var width: Double?
        /// Its own tint; null for the bar's.
        public var tint: String?
        public var prominent: Bool
        /// Under Liquid Glass, the glass it sits on: items with the same number share one; null for none.
        public var glass: Int?
        /// A number, or `•` for a dot.
        public var badge: String?
    }
}

/// Collects the distinct bars of a page, and the fonts and item lists they name, each once, in the order first met.
struct ReportPageBars {
    var drawings: DistinctList<ReportPageContext.BarDrawing>
    var fonts = DistinctList<ReportPageContext.FontEntry>()
    var itemLists = DistinctList<[ReportPageContext.ItemDrawing]>()
    /// Where the bar's tint draws something, and so has a contrast to give.
    private let tintUse: BarTintUse

    /// For a page of `count` bars, most of them distinct: each screen's title and buttons make its drawing its own.
    init(count: Int, tintUse: BarTintUse) {
        drawings = DistinctList(reservingCapacity: count)
        self.tintUse = tintUse
    }

    /// The position of `bar`'s drawing on `screen` in `variant`.
    mutating func position(of bar: BarAppearance, on screen: Screen, variant: Variant) -> Int {
        drawings.position(of: drawing(bar, on: screen, variant: variant))
    }

    private mutating func drawing(_ bar: BarAppearance, on screen: Screen, variant: Variant) -> ReportPageContext.BarDrawing {
        let design = variant.design
        let fill = bar.visibleBackground
        let (tint, title) = (bar.effectiveTintColor(in: design), bar.effectiveTitleColor)
        // What the contrast rules measure against: none on glass that follows the content, nor on an image.
        let backdrop = bar.runtime.measuredBackdrop(in: design)
        let titleFont = bar.titleFont ?? NavigationFont(family: nil, size: 17, weight: 600)
        let largeFont = bar.largeTitleFont ?? NavigationFont(family: nil, size: 34, weight: 700)
        let large = bar.showsLargeTitle
        let leftReplacesBack = !bar.leftItems.isEmpty && !screen.leftItemsSupplementBackButton
        let left = Self.items(bar.leftItems, design: design, firstGlass: 1)
        let right = Self.items(bar.rightItems, design: design, firstGlass: 1 + bar.leftItems.count)
        return ReportPageContext.BarDrawing(
            visibility: bar.visibility.rawValue, background: Self.backgroundKind(bar.background), fill: fill.cssHex, image: bar.barImage,
            shadow: Self.shadow(bar.shadow, design: design), titleColor: title.css, titleFont: font(titleFont),
            largeTitleColor: large ? (bar.largeTitleColor ?? title).css : nil, largeTitleFont: large ? font(largeFont) : nil,
            tint: tint.css, accent: Self.appTint(bar, design: design).css, prominentTint: (bar.tintColor ?? Self.appTint(bar, design: design)).css,
            statusBar: bar.statusBarStyle.rawValue,
            tabBar: screen.tabBarVisible[variant] ?? false, dark: bar.usesDarkAppearance, edgeEffect: design == .glass ? bar.edgeEffect.rawValue : nil,
            glassStyle: design == .glass && bar.runtime.barInterfaceStyle != .automatic ? bar.runtime.barInterfaceStyle.rawValue : nil,
            titleAlignment: bar.runtime.titleAlignment.rawValue,
            titleContrast: backdrop.flatMap { backdrop in screen.titleColors(on: bar).map { $0.color.contrast(on: backdrop) }.min() }
                .map(Self.hundredths),
            tintContrast: backdrop.flatMap { tintUse.drawsTint(on: screen, bar) ? Self.hundredths(tint.contrast(on: $0)) : nil },
            hidesBack: bar.hidesBackButton || leftReplacesBack,
            left: left.map { itemLists.position(of: $0) }, right: right.map { itemLists.position(of: $0) })
    }

    /// The app's tint: its accent colour, else the system blue of the design's release and the mode's contrast.
    static func appTint(_ bar: BarAppearance, design: NavigationDesign) -> RGBA {
        if design == .glass, bar.appTint == nil,
           let systemBlue = SystemColorTable.iOS26Value(of: .tintColor, dark: bar.usesDarkAppearance, highContrast: bar.highContrast) {
            return systemBlue
        }
        return bar.defaultTint ?? NavigationBarAppearance.systemBlue(dark: bar.usesDarkAppearance)
    }

    private mutating func font(_ font: NavigationFont) -> Int {
        fonts.position(of: ReportPageContext.FontEntry(family: font.family, size: font.size, weight: font.weight))
    }

    private static func backgroundKind(_ background: NavigationBarBackground) -> String {
        switch background {
        case .system: "system"
        case .color: "color"
        case .image: "image"
        case .transparent: "transparent"
        case .glass: "glass"
        }
    }

    /// UIKit's hairline is black at 30 %; Liquid Glass draws none (its edge effect does the dividing).
    private static func shadow(_ shadow: NavigationBarShadow, design: NavigationDesign) -> String? {
        switch shadow {
        case .hidden: nil
        case .color(let color): color.css
        case .system, .image: design == .glass ? nil : NavigationColor(red: 0, green: 0, blue: 0, alpha: 0.3).css
        }
    }

    /// The items with their own tint and, under Liquid Glass, their glass: neighbours share one unless an item is prominent,
    /// has glass of its own or none, or a space separates them. Glass numbers start at `firstGlass`, so the two sides'
    /// never meet.
    private static func items(_ items: [NavigationBarButtonItem], design: NavigationDesign,
                              firstGlass: Int) -> [ReportPageContext.ItemDrawing]? {
        guard !items.isEmpty else { return nil }
        var glass = firstGlass - 1
        var sharing = false
        return items.map { item in
            var number: Int?
            switch item.kind {
            case .fixedSpace, .separator, .flexibleSpace:
                sharing = false
            case .title, .image, .system, .customView:
                if design == .legacy || item.hidesSharedBackground {
                    sharing = false
                } else if item.style == .prominent || !item.sharesBackground {
                    glass += 1
                    number = glass
                    sharing = false
                } else {
                    if !sharing { glass += 1 }
                    number = glass
                    sharing = true
                }
            }
            let badge: String? = switch item.badge {
            case .count(let count): String(count)
            case .indicator: "•"
            case nil: nil
            }
            return ReportPageContext.ItemDrawing(kind: item.kind.rawValue, label: item.title ?? item.image ?? item.systemItem?.rawValue, width: item.width,
                                                 tint: item.tintColor.map(\.css), prominent: item.style == .prominent, glass: number,
                                                 badge: badge)
        }
    }

    private static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

extension RGBA {
    /// `#rrggbb`, or `#rrggbbaa` when translucent: a colour as CSS takes it.
    var css: String { alpha >= 1 - 0.5 / 255 ? cssHex : hex.lowercased() }
}
