/// The light and dark sRGB values of the UIKit system colours, keyed by the name Interface Builder writes in
/// `<color systemColor="…">` (`systemBlueColor`, `labelColor`…), as `#RRGGBBAA`.
///
/// Values are the documented defaults (standard contrast) from Apple's Human Interface Guidelines, "Color"
/// (https://developer.apple.com/design/human-interface-guidelines/color, "System colors" and "iOS, iPadOS system
/// gray colors") and the UIKit documentation of UI Element Colors
/// (https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors) and Standard Colors
/// (https://developer.apple.com/documentation/uikit/uicolor/standard_colors), as they stand since iOS 15 (when
/// systemTeal changed and systemCyan and systemMint were added). Alpha values such as 0.6 are rounded to the
/// nearest 8-bit step.
enum SystemColorTable {
    struct Entry: Hashable, Sendable {
        let light: String
        let dark: String
    }

    static func entry(named name: String) -> Entry? { key(for: name).flatMap { entries[$0] } }

    /// The name as Interface Builder writes it (`systemBlueColor`), from that or from the Swift name navigation maps and
    /// hand-written colour sets use (`systemBlue`).
    private static func key(for name: String) -> String? {
        entries[name] != nil ? name : entries[name + "Color"] != nil ? name + "Color" : nil
    }

    /// The light and dark colours of a system colour an asset catalogue references.
    static func colors(named name: String) -> (light: RGBA, dark: RGBA)? {
        guard let entry = entry(named: name), let light = HexColor.parse(entry.light), let dark = HexColor.parse(entry.dark) else { return nil }
        return (light, dark)
    }

    /// The colour at `location` with its light value, and its dark one too where that differs, and the dynamic system
    /// colour it is, which the glue gives UIKit.
    static func value(named name: String, at location: SourceLocation) -> SourceValue? {
        guard let entry = entry(named: name) else { return nil }
        var value = SourceValue(entry.light, at: location)
        if entry.light != entry.dark { value.modeValues = ["light": entry.light, "dark": entry.dark] }
        value.systemColor = system(named: name)
        return value
    }

    /// The dynamic system colour of an Interface Builder name: none for the fixed colours (`blackColor`, `lightTextColor`).
    static func system(named name: String) -> NavigationSystemColor? {
        guard let key = key(for: name) else { return nil }
        // Deprecated in iOS 13, where it became the same dynamic colour.
        if key == "groupTableViewBackgroundColor" { return .systemGroupedBackground }
        return NavigationSystemColor(rawValue: key == "tintColor" ? key : String(key.dropLast("Color".count)))
    }

    /// The names as Swift spells them (`systemBackground` for `systemBackgroundColor`), which navigation maps take.
    static let swiftNames = entries.keys.map { $0.hasSuffix("Color") ? String($0.dropLast(5)) : $0 }.sorted()

    private static func both(_ value: String) -> Entry { Entry(light: value, dark: value) }

    private static let entries: [String: Entry] = [
        // Adaptable system colours.
        "systemRedColor": Entry(light: "#FF3B30FF", dark: "#FF453AFF"),
        "systemOrangeColor": Entry(light: "#FF9500FF", dark: "#FF9F0AFF"),
        "systemYellowColor": Entry(light: "#FFCC00FF", dark: "#FFD60AFF"),
        "systemGreenColor": Entry(light: "#34C759FF", dark: "#30D158FF"),
        "systemMintColor": Entry(light: "#00C7BEFF", dark: "#63E6E2FF"),
        "systemTealColor": Entry(light: "#30B0C7FF", dark: "#40C8E0FF"),
        "systemCyanColor": Entry(light: "#32ADE6FF", dark: "#64D2FFFF"),
        "systemBlueColor": Entry(light: "#007AFFFF", dark: "#0A84FFFF"),
        "systemIndigoColor": Entry(light: "#5856D6FF", dark: "#5E5CE6FF"),
        "systemPurpleColor": Entry(light: "#AF52DEFF", dark: "#BF5AF2FF"),
        "systemPinkColor": Entry(light: "#FF2D55FF", dark: "#FF375FFF"),
        "systemBrownColor": Entry(light: "#A2845EFF", dark: "#AC8E68FF"),
        // The app tint defaults to system blue; Xcode writes it for "Default (Tint Color)".
        "tintColor": Entry(light: "#007AFFFF", dark: "#0A84FFFF"),
        // Grays.
        "systemGrayColor": Entry(light: "#8E8E93FF", dark: "#8E8E93FF"),
        "systemGray2Color": Entry(light: "#AEAEB2FF", dark: "#636366FF"),
        "systemGray3Color": Entry(light: "#C7C7CCFF", dark: "#48484AFF"),
        "systemGray4Color": Entry(light: "#D1D1D6FF", dark: "#3A3A3CFF"),
        "systemGray5Color": Entry(light: "#E5E5EAFF", dark: "#2C2C2EFF"),
        "systemGray6Color": Entry(light: "#F2F2F7FF", dark: "#1C1C1EFF"),
        // Labels and text.
        "labelColor": Entry(light: "#000000FF", dark: "#FFFFFFFF"),
        "secondaryLabelColor": Entry(light: "#3C3C4399", dark: "#EBEBF599"),
        "tertiaryLabelColor": Entry(light: "#3C3C434D", dark: "#EBEBF54D"),
        "quaternaryLabelColor": Entry(light: "#3C3C432E", dark: "#EBEBF529"),
        "placeholderTextColor": Entry(light: "#3C3C434D", dark: "#EBEBF54D"),
        "linkColor": Entry(light: "#007AFFFF", dark: "#0984FFFF"),
        "lightTextColor": both("#FFFFFF99"),
        "darkTextColor": both("#000000FF"),
        // Separators and fills.
        "separatorColor": Entry(light: "#3C3C434A", dark: "#54545899"),
        "opaqueSeparatorColor": Entry(light: "#C6C6C8FF", dark: "#38383AFF"),
        "systemFillColor": Entry(light: "#78788033", dark: "#7878805C"),
        "secondarySystemFillColor": Entry(light: "#78788029", dark: "#78788052"),
        "tertiarySystemFillColor": Entry(light: "#7676801F", dark: "#7676803D"),
        "quaternarySystemFillColor": Entry(light: "#74748014", dark: "#7676802E"),
        // Backgrounds.
        "systemBackgroundColor": Entry(light: "#FFFFFFFF", dark: "#000000FF"),
        "secondarySystemBackgroundColor": Entry(light: "#F2F2F7FF", dark: "#1C1C1EFF"),
        "tertiarySystemBackgroundColor": Entry(light: "#FFFFFFFF", dark: "#2C2C2EFF"),
        "systemGroupedBackgroundColor": Entry(light: "#F2F2F7FF", dark: "#000000FF"),
        "secondarySystemGroupedBackgroundColor": Entry(light: "#FFFFFFFF", dark: "#1C1C1EFF"),
        "tertiarySystemGroupedBackgroundColor": Entry(light: "#F2F2F7FF", dark: "#2C2C2EFF"),
        // Deprecated in iOS 13, where it became the same dynamic colour as systemGroupedBackgroundColor.
        "groupTableViewBackgroundColor": Entry(light: "#F2F2F7FF", dark: "#000000FF"),
        // Fixed colours (UIColor class properties), the same in every mode.
        "blackColor": both("#000000FF"),
        "whiteColor": both("#FFFFFFFF"),
        "clearColor": both("#00000000"),
        "grayColor": both("#808080FF"),
        "darkGrayColor": both("#555555FF"),
        "lightGrayColor": both("#AAAAAAFF"),
        "redColor": both("#FF0000FF"),
        "greenColor": both("#00FF00FF"),
        "blueColor": both("#0000FFFF"),
        "cyanColor": both("#00FFFFFF"),
        "yellowColor": both("#FFFF00FF"),
        "magentaColor": both("#FF00FFFF"),
        "orangeColor": both("#FF8000FF"),
        "purpleColor": both("#800080FF"),
        "brownColor": both("#996633FF"),
    ]

    /// A system colour in a mode, named for the glue: in a mode for increased contrast (`accessibilityContrast` `.high`)
    /// its value for it, else (and where it is the same, as `label`'s is) the documented value its source gave.
    static func color(_ system: NavigationSystemColor, documented: RGBA, dark: Bool, highContrast isHigh: Bool) -> RGBA {
        var color = isHigh ? highContrast[system].flatMap { HexColor.parse(dark ? $0.dark : $0.light) } ?? documented : documented
        color.system = system
        return color
    }

    /// The hues' and grays' increased-contrast values beside those `entries` has, from the Human Interface Guidelines'
    /// "Color" tables as they stood before iOS 26 (the "Accessible" columns of "System colors" and "iOS, iPadOS system
    /// gray colors"), as Flutter's Cupertino colours and other copies of them agree.
    private static let highContrast: [NavigationSystemColor: Entry] = [
        .systemRed: Entry(light: "#D70015FF", dark: "#FF6961FF"),
        .systemOrange: Entry(light: "#C93400FF", dark: "#FFB340FF"),
        .systemYellow: Entry(light: "#B25000FF", dark: "#FFD426FF"),
        .systemGreen: Entry(light: "#248A3DFF", dark: "#30DB5BFF"),
        .systemMint: Entry(light: "#0C817BFF", dark: "#66D4CFFF"),
        .systemTeal: Entry(light: "#008299FF", dark: "#5DE6FFFF"),
        .systemCyan: Entry(light: "#0071A4FF", dark: "#70D7FFFF"),
        .systemBlue: Entry(light: "#0040DDFF", dark: "#409CFFFF"),
        .systemIndigo: Entry(light: "#3634A3FF", dark: "#7D7AFFFF"),
        .systemPurple: Entry(light: "#8944ABFF", dark: "#DA8FFFFF"),
        .systemPink: Entry(light: "#D30F45FF", dark: "#FF6482FF"),
        .systemBrown: Entry(light: "#7F6545FF", dark: "#B59469FF"),
        .tintColor: Entry(light: "#0040DDFF", dark: "#409CFFFF"),
        .systemGray: Entry(light: "#6C6C70FF", dark: "#AEAEB2FF"),
        .systemGray2: Entry(light: "#8E8E93FF", dark: "#7C7C80FF"),
        .systemGray3: Entry(light: "#AEAEB2FF", dark: "#545456FF"),
        .systemGray4: Entry(light: "#BCBCC0FF", dark: "#444446FF"),
        .systemGray5: Entry(light: "#D8D8DCFF", dark: "#363638FF"),
        .systemGray6: Entry(light: "#EBEBF0FF", dark: "#242426FF"),
        // Apple publishes none for these; Flutter's Cupertino colours took them from iOS 13 (flutter/flutter,
        // packages/flutter/lib/src/cupertino/colors.dart), whose alphas are rounded here as the table above rounds them.
        .secondaryLabel: Entry(light: "#3C3C43AD", dark: "#EBEBF5AD"),
        .tertiaryLabel: Entry(light: "#3C3C4361", dark: "#EBEBF561"),
        .quaternaryLabel: Entry(light: "#3C3C4342", dark: "#EBEBF53D"),
        .placeholderText: Entry(light: "#3C3C4361", dark: "#EBEBF561"),
        .separator: Entry(light: "#3C3C435E", dark: "#545458AD"),
        .systemFill: Entry(light: "#78788047", dark: "#78788070"),
        .secondarySystemFill: Entry(light: "#7878803D", dark: "#78788066"),
        .tertiarySystemFill: Entry(light: "#76768033", dark: "#76768052"),
        .quaternarySystemFill: Entry(light: "#74748029", dark: "#76768042"),
        .secondarySystemBackground: Entry(light: "#EBEBF0FF", dark: "#242426FF"),
        .tertiarySystemBackground: Entry(light: "#FFFFFFFF", dark: "#363638FF"),
        .systemGroupedBackground: Entry(light: "#EBEBF0FF", dark: "#000000FF"),
        .secondarySystemGroupedBackground: Entry(light: "#FFFFFFFF", dark: "#242426FF"),
        .tertiarySystemGroupedBackground: Entry(light: "#EBEBF0FF", dark: "#363638FF"),
    ]

    /// The value a system colour has on iOS 26 and later, where its hue changed: light or dark, at normal or increased
    /// contrast; nil where it did not change (the grays) or Apple published no new value (labels, fills, backgrounds).
    static func iOS26Value(of system: NavigationSystemColor, dark: Bool, highContrast: Bool) -> RGBA? {
        iOS26Hues[system].flatMap { HexColor.parse(dark ? (highContrast ? $0.3 : $0.1) : (highContrast ? $0.2 : $0.0)) }
    }

    /// The hues of the Human Interface Guidelines' "Color" tables as updated for iOS 26 on 9 June 2025 (light, dark, and
    /// both at increased contrast), which an iOS 26.1 simulator's system red matches.
    private static let iOS26Hues: [NavigationSystemColor: (String, String, String, String)] = [
        .systemRed: ("#FF383CFF", "#FF4245FF", "#E9152DFF", "#FF6165FF"),
        .systemOrange: ("#FF8D28FF", "#FF9230FF", "#C55300FF", "#FFA056FF"),
        .systemYellow: ("#FFCC00FF", "#FFD600FF", "#A16A00FF", "#FEDF43FF"),
        .systemGreen: ("#34C759FF", "#30D158FF", "#008932FF", "#4AD968FF"),
        .systemMint: ("#00C8B3FF", "#00DAC3FF", "#008575FF", "#54DFCBFF"),
        .systemTeal: ("#00C3D0FF", "#00D2E0FF", "#008198FF", "#3BDDECFF"),
        .systemCyan: ("#00C0E8FF", "#3CD3FEFF", "#007EAEFF", "#6DD9FFFF"),
        .systemBlue: ("#0088FFFF", "#0091FFFF", "#1E6EF4FF", "#5CB8FFFF"),
        .systemIndigo: ("#6155F5FF", "#6D7CFFFF", "#564ADEFF", "#A7AAFFFF"),
        .systemPurple: ("#CB30E0FF", "#DB34F2FF", "#B02FC2FF", "#EA8DFFFF"),
        .systemPink: ("#FF2D55FF", "#FF375FFF", "#E7124DFF", "#FF8AC4FF"),
        .systemBrown: ("#AC7F5EFF", "#B78A66FF", "#956D51FF", "#DBA679FF"),
        .tintColor: ("#0088FFFF", "#0091FFFF", "#1E6EF4FF", "#5CB8FFFF"),
    ]

    /// `cocoaTouchSystemColor="…"`, written by Xcode 5 to 10 for the pre-iOS 13 UIKit colours, which had one value.
    static func legacy(named name: String) -> String? {
        switch name {
        case "darkTextColor": "#000000FF"
        case "lightTextColor": "#FFFFFF99"
        case "groupTableViewBackgroundColor": "#EFEFF4FF"
        case "tableCellGroupedBackgroundColor": "#FFFFFFFF"
        case "viewFlipsideBackgroundColor": "#1F2124FF"
        case "scrollViewTexturedBackgroundColor": "#6F7179FF"
        case "clearColor": "#00000000"
        default: entries[name]?.light
        }
    }
}
