/// The part of the context the generated XCTests use: what navgen decided, to be checked at run time.
struct TestContext {
    let model: NavigationModel
    let diagnostics: [Diagnostic]
    let screens: NameTable
    let modes: NameTable
    let tokens: NameTable

    /// Appearance fields that hold a token's value unchanged, so a test can compare them.
    static let tokenFields: [AppearanceProperty] = [.barTintColor, .tintColor, .titleColor, .largeTitleColor, .titleFont, .largeTitleFont]

    func build() -> TemplateObject {
        var screenChecks: [TemplateValue] = []
        var tokenChecks: [TemplateValue] = []
        var contrastChecks: [TemplateValue] = []
        for screen in model.screens {
            for mode in model.modes {
                guard let bar = screen.appearances[mode] else { continue }
                let base: TemplateObject = ["screen": .string(screens[screen.id]), "mode": .string(modes[mode])]
                var check = base
                check["visibility"] = .string(bar.visibility.rawValue)
                check["statusBarStyle"] = .string(SwiftName.escape(bar.statusBarStyle.rawValue))
                check["tabBarVisible"] = .string(String(bar.tabBarVisible))
                screenChecks.append(.object(check))
                for property in Self.tokenFields {
                    guard let path = screen.tokenProperties[property], let token = model.tokens.tokens[path],
                          token.type == (property.valueKind.isFont ? .typography : .color),
                          model.modes.allSatisfy({ token.values[$0] != nil }) else { continue }
                    var tokenCheck = base
                    tokenCheck["property"] = .string(property.rawValue)
                    tokenCheck["token"] = .string(tokens[path])
                    tokenChecks.append(.object(tokenCheck))
                }
                if bar.visibility == .visible {
                    let backdrop = bar.visibleBackground
                    let titleMinimum = bar.showsLargeTitle ? 3.0 : 4.5
                    var contrast = base
                    contrast["titleMinimum"] = .string(formatNumber(titleMinimum))
                    contrast["checksTitle"] = .bool(Contrast.ratio(bar.effectiveTitleColor, backdrop) >= titleMinimum)
                    contrast["checksTint"] = .bool(Contrast.ratio(bar.effectiveTintColor, backdrop) >= 3)
                    if contrast["checksTitle"]!.isTruthy || contrast["checksTint"]!.isTruthy { contrastChecks.append(.object(contrast)) }
                }
            }
        }
        return [
            "screenIDLiterals": .list(model.screens.map { .string(SwiftName.stringLiteral($0.id)) }),
            "screenChecks": .list(screenChecks),
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
