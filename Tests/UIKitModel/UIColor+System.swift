/// UIKit's dynamic system colours, each with its value in light and dark, at normal and increased contrast
/// (`accessibilityContrast` `.high`), as the model's environment resolves them. The hues are those of the Human
/// Interface Guidelines' "Color" page as updated for iOS 26 on 9 June 2025, the system the model is of
/// (https://developer.apple.com/design/human-interface-guidelines/color, "Specifications"; the grays did not change);
/// Apple publishes no values for the label, separator, fill and background colours, whose increased-contrast values
/// here are those Flutter's Cupertino colours took from iOS 13 (`CupertinoColors`, flutter/flutter colors.dart).
/// navgen checks the values its own table gives (`SystemColorTable`); what the glue must do is hand UIKit these.
extension UIColor {
    // https://developer.apple.com/documentation/uikit/uicolor/systemred
    public static var systemRed: UIColor { modelSystemColor(named: "systemRed")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemorange
    public static var systemOrange: UIColor { modelSystemColor(named: "systemOrange")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemyellow
    public static var systemYellow: UIColor { modelSystemColor(named: "systemYellow")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    public static var systemGreen: UIColor { modelSystemColor(named: "systemGreen")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemmint
    public static var systemMint: UIColor { modelSystemColor(named: "systemMint")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemteal
    public static var systemTeal: UIColor { modelSystemColor(named: "systemTeal")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemcyan
    public static var systemCyan: UIColor { modelSystemColor(named: "systemCyan")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemblue
    public static var systemBlue: UIColor { modelSystemColor(named: "systemBlue")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemindigo
    public static var systemIndigo: UIColor { modelSystemColor(named: "systemIndigo")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systempurple
    public static var systemPurple: UIColor { modelSystemColor(named: "systemPurple")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systempink
    public static var systemPink: UIColor { modelSystemColor(named: "systemPink")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systembrown
    public static var systemBrown: UIColor { modelSystemColor(named: "systemBrown")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray
    public static var systemGray: UIColor { modelSystemColor(named: "systemGray")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray2
    public static var systemGray2: UIColor { modelSystemColor(named: "systemGray2")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray3
    public static var systemGray3: UIColor { modelSystemColor(named: "systemGray3")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray4
    public static var systemGray4: UIColor { modelSystemColor(named: "systemGray4")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray5
    public static var systemGray5: UIColor { modelSystemColor(named: "systemGray5")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray6
    public static var systemGray6: UIColor { modelSystemColor(named: "systemGray6")! }
    // https://developer.apple.com/documentation/uikit/uicolor/label
    public static var label: UIColor { modelSystemColor(named: "label")! }
    // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    public static var secondaryLabel: UIColor { modelSystemColor(named: "secondaryLabel")! }
    // https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    public static var tertiaryLabel: UIColor { modelSystemColor(named: "tertiaryLabel")! }
    // https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
    public static var quaternaryLabel: UIColor { modelSystemColor(named: "quaternaryLabel")! }
    // https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
    public static var placeholderText: UIColor { modelSystemColor(named: "placeholderText")! }
    // https://developer.apple.com/documentation/uikit/uicolor/link
    public static var link: UIColor { modelSystemColor(named: "link")! }
    // https://developer.apple.com/documentation/uikit/uicolor/separator
    public static var separator: UIColor { modelSystemColor(named: "separator")! }
    // https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
    public static var opaqueSeparator: UIColor { modelSystemColor(named: "opaqueSeparator")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemfill
    public static var systemFill: UIColor { modelSystemColor(named: "systemFill")! }
    // https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
    public static var secondarySystemFill: UIColor { modelSystemColor(named: "secondarySystemFill")! }
    // https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
    public static var tertiarySystemFill: UIColor { modelSystemColor(named: "tertiarySystemFill")! }
    // https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
    public static var quaternarySystemFill: UIColor { modelSystemColor(named: "quaternarySystemFill")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    public static var systemBackground: UIColor { modelSystemColor(named: "systemBackground")! }
    // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    public static var secondarySystemBackground: UIColor { modelSystemColor(named: "secondarySystemBackground")! }
    // https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
    public static var tertiarySystemBackground: UIColor { modelSystemColor(named: "tertiarySystemBackground")! }
    // https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
    public static var systemGroupedBackground: UIColor { modelSystemColor(named: "systemGroupedBackground")! }
    // https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
    public static var secondarySystemGroupedBackground: UIColor { modelSystemColor(named: "secondarySystemGroupedBackground")! }
    // https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground
    public static var tertiarySystemGroupedBackground: UIColor { modelSystemColor(named: "tertiarySystemGroupedBackground")! }
    // https://developer.apple.com/documentation/uikit/uicolor/tintcolor: the tint a view inherits, system blue unless the
    // app sets its own, which the model's apps do not.
    public static var tintColor: UIColor { systemBlue }

    /// The system colour of that name (`systemBlue`), looked up by name: what a test expects a colour the inputs name
    /// to be drawn as, whatever the glue does with the name.
    public static func modelSystemColor(named name: String) -> UIColor? {
        if name == "tintColor" { return systemBlue }
        guard let values = systemValues[name] else { return nil }
        return UIColor { traits in
            let high = traits.accessibilityContrast == .high
            return hex(traits.userInterfaceStyle == .dark ? (high ? values.3 : values.1) : (high ? values.2 : values.0))
        }
    }

    /// Light, dark, light at increased contrast and dark at increased contrast, as `#RRGGBB(AA)`.
    private static let systemValues: [String: (String, String, String, String)] = [
        "systemRed": ("#FF383C", "#FF4245", "#E9152D", "#FF6165"),
        "systemOrange": ("#FF8D28", "#FF9230", "#C55300", "#FFA056"),
        "systemYellow": ("#FFCC00", "#FFD600", "#A16A00", "#FEDF43"),
        "systemGreen": ("#34C759", "#30D158", "#008932", "#4AD968"),
        "systemMint": ("#00C8B3", "#00DAC3", "#008575", "#54DFCB"),
        "systemTeal": ("#00C3D0", "#00D2E0", "#008198", "#3BDDEC"),
        "systemCyan": ("#00C0E8", "#3CD3FE", "#007EAE", "#6DD9FF"),
        "systemBlue": ("#0088FF", "#0091FF", "#1E6EF4", "#5CB8FF"),
        "systemIndigo": ("#6155F5", "#6D7CFF", "#564ADE", "#A7AAFF"),
        "systemPurple": ("#CB30E0", "#DB34F2", "#B02FC2", "#EA8DFF"),
        "systemPink": ("#FF2D55", "#FF375F", "#E7124D", "#FF8AC4"),
        "systemBrown": ("#AC7F5E", "#B78A66", "#956D51", "#DBA679"),
        "systemGray": ("#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"),
        "systemGray2": ("#AEAEB2", "#636366", "#8E8E93", "#7C7C80"),
        "systemGray3": ("#C7C7CC", "#48484A", "#AEAEB2", "#545456"),
        "systemGray4": ("#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"),
        "systemGray5": ("#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"),
        "systemGray6": ("#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"),
        "label": ("#000000", "#FFFFFF", "#000000", "#FFFFFF"),
        "secondaryLabel": ("#3C3C4399", "#EBEBF599", "#3C3C43AD", "#EBEBF5AD"),
        "tertiaryLabel": ("#3C3C434D", "#EBEBF54D", "#3C3C4361", "#EBEBF561"),
        "quaternaryLabel": ("#3C3C432E", "#EBEBF529", "#3C3C4342", "#EBEBF53D"),
        "placeholderText": ("#3C3C434D", "#EBEBF54D", "#3C3C4361", "#EBEBF561"),
        "link": ("#007AFF", "#0984FF", "#007AFF", "#0984FF"),
        "separator": ("#3C3C434A", "#54545899", "#3C3C435E", "#545458AD"),
        "opaqueSeparator": ("#C6C6C8", "#38383A", "#C6C6C8", "#38383A"),
        "systemFill": ("#78788033", "#7878805C", "#78788047", "#78788070"),
        "secondarySystemFill": ("#78788029", "#78788052", "#7878803D", "#78788066"),
        "tertiarySystemFill": ("#7676801F", "#7676803D", "#76768033", "#76768052"),
        "quaternarySystemFill": ("#74748014", "#7676802E", "#74748029", "#76768042"),
        "systemBackground": ("#FFFFFF", "#000000", "#FFFFFF", "#000000"),
        "secondarySystemBackground": ("#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"),
        "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E", "#FFFFFF", "#363638"),
        "systemGroupedBackground": ("#F2F2F7", "#000000", "#EBEBF0", "#000000"),
        "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"),
        "tertiarySystemGroupedBackground": ("#F2F2F7", "#2C2C2E", "#EBEBF0", "#363638"),
    ]

    private static func hex(_ text: String) -> UIColor {
        let digits = Array(text.dropFirst())
        func byte(_ index: Int) -> CGFloat {
            guard index + 1 < digits.count else { return 1 }
            return CGFloat(Int(String(digits[index...index + 1]), radix: 16)!) / 255
        }
        return UIColor(red: byte(0), green: byte(2), blue: byte(4), alpha: byte(6))
    }
}
