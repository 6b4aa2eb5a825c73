/// What the generated XCTests check: what navgen decided, to be checked at run time.
public struct TestContext: Codable, Equatable, Sendable {
    /// Every screen's id, in order.
    public var screenIDs: [String]
    /// Every distinct bar, in the order of `appearance.bars`, spelled out.
    public var bars: [ExpectedBar]
    /// Each screen's and container's bar in each design and mode.
    public var screenBars: [BarCheck]
    public var containerBars: [BarCheck]
    public var tokenChecks: [TokenCheck]
    public var contrastChecks: [ContrastCheck]
    /// The app's tint in each mode that has one (its accent colour), which the contrast checks give the bar buttons
    /// without a tint of their own in the legacy design, else UIKit's in a mode for increased contrast; none where it is
    /// the runtime's default blue.
    public var appTints: [ModeColor]

    public struct ModeColor: Codable, Equatable, Sendable {
        /// The `NavigationMode` case.
        public var mode: String
        public var color: SwiftValue

        /// The app's tint in each of the model's modes that has one, else UIKit's where it is not the runtime's default
        /// blue (in a mode for increased contrast).
        static func appTints(of model: NavigationModel, names: EmitNames) -> [ModeColor] {
            model.modes.compactMap { mode in
                let uikit = AppTint.systemDefault(dark: model.appWide.isDark(mode), highContrast: TokenCatalogue.isHighContrast(mode))
                return (model.appTintColors[mode] ?? uikit).map { ModeColor(mode: names.modes[mode], color: .color(SwiftColor($0))) }
            }
        }
    }

    public struct ExpectedBar: Codable, Equatable, Sendable {
        public var hasFields: Bool
        /// The `NavigationBarAppearance` fields that differ from its defaults, in declaration order, as the
        /// `NavigationBarField` cases its initialiser takes (Swift values).
        public var fields: [SwiftValue]
    }

    /// A screen's or container's bar in one design and mode: a position in `bars`.
    public struct BarCheck: Codable, Equatable, Sendable {
        /// The `NavigationScreen` or `NavigationContainer` case.
        public var identifier: String
        /// The `NavigationMode` and `NavigationDesign` cases.
        public var mode: String
        public var design: String
        public var bar: Int
    }

    /// An appearance property of a screen that must equal a token's constant wherever the screen has a bar.
    public struct TokenCheck: Codable, Equatable, Sendable {
        /// The `NavigationScreen` case.
        public var screen: String
        /// The `NavigationBarAppearance` property.
        public var property: String
        /// The `NavigationTokens` member.
        public var token: String
        /// Whether the screen has a bar in every mode and design; if not, `variants` lists where it has one.
        public var inEveryVariant: Bool
        public var variants: [EmitContext.VariantName]
    }

    /// Where a screen's title and bar buttons were found readable, to stay so.
    public struct ContrastCheck: Codable, Equatable, Sendable {
        public var screen: String
        /// The `NavigationMode` and `NavigationDesign` cases.
        public var mode: String
        public var design: String
        /// The least contrast a title needs: 3 for a large title, 4.5 otherwise.
        public var titleMinimum: Double
        public var checksTitle: Bool
        /// Bar buttons need a contrast of 3.
        public var checksTint: Bool
    }

    /// Appearance fields that hold a token's value unchanged, so a test can compare them.
    static let tokenFields: [AppearanceProperty] = [.barTintColor, .tintColor, .titleColor, .largeTitleColor, .titleFont, .largeTitleFont]

    init(model: NavigationModel, names: EmitNames, bars: BarCatalog) {
        screenIDs = model.screens.map(\.id)
        let arguments = bars.fields.map { SwiftValue.call("." + $0.name, [$0.value]) }
        self.bars = bars.rows.map { row in ExpectedBar(hasFields: !row.isEmpty, fields: row.map { arguments[$0] }) }
        // In the order of the positions: per design, then per mode.
        let variants = NavigationDesign.allCases.flatMap { design in model.modes.map { (mode: names.modes[$0], design: design.rawValue) } }
        func checks(_ identifier: String, _ positions: [Int]) -> [BarCheck] {
            zip(variants, positions).map { BarCheck(identifier: identifier, mode: $0.mode, design: $0.design, bar: $1) }
        }
        screenBars = zip(model.screens, bars.screenPositions).flatMap { checks(names.screens[$0.id], $1) }
        containerBars = zip(model.containers, bars.containerPositions).flatMap { checks(names.containers[$0.id], $1) }
        tokenChecks = []
        contrastChecks = []
        appTints = ModeColor.appTints(of: model, names: names)
        for screen in model.screens {
            let screenName = names.screens[screen.id]
            // A property's token is the screen's in every mode and design: one check covers each the screen has a bar in.
            let variants = model.variants.filter { screen.appearances[$0] != nil }
            guard !variants.isEmpty else { continue }
            for property in Self.tokenFields {
                // A deprecated constant would make the test itself warn.
                guard let path = screen.tokenProperties[property], let token = model.tokens.tokens[path], token.deprecated == nil,
                      token.type == (property.valueKind.isFont ? .typography : .color),
                      model.modes.allSatisfy({ token.values[$0] != nil }) else { continue }
                // A system colour takes its iOS 26 hue under Liquid Glass, which the constant, one value per mode, has not.
                let isSystem = model.modes.contains { token.systemColors[$0] != nil }
                let checked = isSystem ? variants.filter { $0.design == .legacy } : variants
                guard !checked.isEmpty else { continue }
                let inEveryVariant = checked.count == model.variants.count
                tokenChecks.append(TokenCheck(screen: screenName, property: property.rawValue, token: names.tokens[path], inEveryVariant: inEveryVariant,
                                              variants: inEveryVariant ? [] : checked.map { EmitContext.VariantName($0, modes: names.modes) }))
            }
            for variant in variants {
                let bar = screen.appearances[variant]!
                // Under Liquid Glass there is no bar colour to measure against.
                guard bar.visibility == .visible, variant.design == .legacy else { continue }
                let backdrop = bar.visibleBackground
                let titleMinimum = bar.showsLargeTitle ? 3.0 : 4.5
                // A title view stands where the inline title would, as low-title-contrast measures it.
                let showsTitle = screen.titleView == nil || bar.showsLargeTitle
                let checksTitle = showsTitle && bar.effectiveTitleColor.contrastRatio(with: backdrop) >= titleMinimum
                let checksTint = bar.effectiveTintColor(in: variant.design).contrastRatio(with: backdrop) >= 3
                guard checksTitle || checksTint else { continue }
                contrastChecks.append(ContrastCheck(screen: screenName, mode: names.modes[variant.mode], design: variant.design.rawValue,
                                                    titleMinimum: titleMinimum, checksTitle: checksTitle, checksTint: checksTint))
            }
        }
    }
}

extension AppearanceProperty.ValueKind {
    var isFont: Bool {
        if case .font = self { return true }
        return false
    }
}
