/// The part of the context the generated XCTests use: what navgen decided, to be checked at run time.
struct TestContext {
    /// The members `build()` makes: `EmitContext` leaves the part out when no template to render names one.
    static let keys = ["screenIDLiterals", "tokenChecks", "contrastChecks"]

    let model: NavigationModel
    let diagnostics: [Diagnostic]
    let screens: NameTable
    let modes: NameTable
    let tokens: NameTable

    // Each list's rows share their keys; the values are given in the same order.
    private static let tokenCheckKeys = TemplateKeys(["screen", "property", "token", "inEveryVariant", "variants"])
    private static let contrastCheckKeys = TemplateKeys(["screen", "mode", "design", "titleMinimum", "checksTitle", "checksTint"])

    /// Appearance fields that hold a token's value unchanged, so a test can compare them.
    static let tokenFields: [AppearanceProperty] = [.barTintColor, .tintColor, .titleColor, .largeTitleColor, .titleFont, .largeTitleFont]

    /// Which token and contrast checks exist is decided here; each bar is checked whole from `screens`, `containers`
    /// and `bars`.
    func build() -> TemplateObject {
        var tokenChecks: [TemplateValue] = []
        var contrastChecks: [TemplateValue] = []
        // Spelled once: a check's objects are written whole rather than copied from a base and extended.
        let minimumTexts = (large: formatNumber(3.0), standard: formatNumber(4.5))
        for screen in model.screens {
            let screenName = screens[screen.id]
            // A property's token is the screen's in every mode and design: one check covers each the screen has a bar in.
            let variants = model.variants.filter { screen.appearances[$0] != nil }
            guard !variants.isEmpty else { continue }
            let variantList: TemplateValue = variants.count == model.variants.count ? .list([]) : .separated(variants.map { $0.context(modes) })
            for property in Self.tokenFields {
                // A deprecated constant would make the test itself warn.
                guard let path = screen.tokenProperties[property], let token = model.tokens.tokens[path], token.deprecated == nil,
                      token.type == (property.valueKind.isFont ? .typography : .color),
                      model.modes.allSatisfy({ token.values[$0] != nil }) else { continue }
                tokenChecks.append(.row(Self.tokenCheckKeys, [
                    .string(screenName), .string(property.rawValue), .string(tokens[path]),
                    .bool(variants.count == model.variants.count), variantList,
                ]))
            }
            for variant in variants {
                let bar = screen.appearances[variant]!
                // Under Liquid Glass there is no bar colour to measure against.
                if bar.visibility == .visible, variant.design == .legacy {
                    let backdrop = bar.visibleBackground
                    let titleMinimum = bar.showsLargeTitle ? 3.0 : 4.5
                    let checksTitle = bar.effectiveTitleColor.contrastRatio(with: backdrop) >= titleMinimum
                    let checksTint = bar.runtime.effectiveTintColor(in: variant.design).contrastRatio(with: backdrop) >= 3
                    guard checksTitle || checksTint else { continue }
                    contrastChecks.append(.row(Self.contrastCheckKeys, [
                        .string(screenName), .string(modes[variant.mode]), .string(variant.design.rawValue),
                        .string(bar.showsLargeTitle ? minimumTexts.large : minimumTexts.standard),
                        .bool(checksTitle), .bool(checksTint),
                    ]))
                }
            }
        }
        return [
            "screenIDLiterals": .generated(GeneratedList(model.screens) { .string(SwiftName.stringLiteral($0.id)) }),
            "tokenChecks": .list(tokenChecks),
            "contrastChecks": .list(contrastChecks),
        ]
    }
}

extension AppearanceProperty.ValueKind {
    var isFont: Bool {
        if case .font = self { return true }
        return false
    }
}
