/// The documented values of the UIKit system colours an asset catalogue may reference
/// (`"reference": "labelColor"`), light and dark, as 8-bit sRGB plus alpha (Apple's Human
/// Interface Guidelines colour tables, iOS).
enum SystemColors {
    struct Pair {
        var light: RGBA
        var dark: RGBA
    }

    static func color(named name: String) -> Pair? {
        let key = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        return table[key]
    }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> RGBA {
        RGBA(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    private static func same(_ color: RGBA) -> Pair { Pair(light: color, dark: color) }

    private static let table: [String: Pair] = [
        "label": Pair(light: rgb(0, 0, 0), dark: rgb(255, 255, 255)),
        "secondaryLabel": Pair(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)),
        "tertiaryLabel": Pair(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)),
        "quaternaryLabel": Pair(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)),
        "placeholderText": Pair(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)),
        "link": Pair(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)),
        "separator": Pair(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": Pair(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)),
        "systemBackground": Pair(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)),
        "secondarySystemBackground": Pair(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        "tertiarySystemBackground": Pair(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)),
        "systemGroupedBackground": Pair(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)),
        "secondarySystemGroupedBackground": Pair(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": Pair(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)),
        "systemFill": Pair(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": Pair(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": Pair(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": Pair(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18)),
        "systemBlue": Pair(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)),
        "systemGreen": Pair(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)),
        "systemIndigo": Pair(light: rgb(88, 86, 214), dark: rgb(94, 92, 230)),
        "systemOrange": Pair(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)),
        "systemPink": Pair(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)),
        "systemPurple": Pair(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)),
        "systemRed": Pair(light: rgb(255, 59, 48), dark: rgb(255, 69, 58)),
        "systemTeal": Pair(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)),
        "systemYellow": Pair(light: rgb(255, 204, 0), dark: rgb(255, 214, 10)),
        "systemGray": Pair(light: rgb(142, 142, 147), dark: rgb(142, 142, 147)),
        "systemGray2": Pair(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)),
        "systemGray3": Pair(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)),
        "systemGray4": Pair(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)),
        "systemGray5": Pair(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)),
        "systemGray6": Pair(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        "black": same(rgb(0, 0, 0)),
        "white": same(rgb(255, 255, 255)),
        "clear": same(rgb(0, 0, 0, 0)),
        "darkText": same(rgb(0, 0, 0)),
        "lightText": same(rgb(255, 255, 255, 0.6)),
    ]
}
