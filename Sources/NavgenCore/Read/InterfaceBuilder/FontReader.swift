/// Turns an Interface Builder font into navgen's font literal `<family> <size> [weight]`: `system 17 600`,
/// `Avenir-Heavy 20`. The family is `system` for the system font, else the PostScript name Xcode wrote; the weight
/// (100–900) is given only when the source sets one other than regular.
enum FontReader {
    /// `<fontDescription>` (iOS) or `<font>` (macOS); nil for a form navgen does not know. `defaultSize` stands in
    /// for a missing size and for `pointSize="0.0"`, which Xcode writes for "the default size" (17 for bar titles,
    /// 34 for large titles).
    static func literal(of element: XMLElement, defaultSize: Double = 17, context: inout IBContext) -> SourceValue? {
        // `pointSize` on iOS; macOS `<font>` writes `size`, which can also be the word `system`.
        var size: Double?
        if let text = element.located("pointSize") ?? element.located("size").flatMap({ Double($0.value) == nil ? nil : $0 }) {
            guard let number = Double(text.value), number.isFinite, number >= 0 else {
                context.log.report(.invalidValue, at: text.location, "a font's pointSize must be a positive number, found '\(text.value)'")
                return nil
            }
            size = number == 0 ? nil : number
        }
        let family: String
        let weight: Int?
        if let style = element.attribute("style") {
            // Dynamic Type styles at the default (Large) content size, from the HIG typography table.
            guard let metrics = textStyles[style] else { return nil }
            (family, size, weight) = ("system", size ?? metrics.size, metrics.weight)
        } else if let meta = element.attribute("metaFont") {
            guard let metrics = metaFonts[meta] else { return nil }
            (family, size, weight) = ("system", size ?? metrics.size, metrics.weight)
        } else if let name = element.attribute("name") {
            (family, weight) = (name, nil)
        } else {
            family = "system"
            weight = element.attribute("type") == "boldSystem" ? 700 : element.attribute("weight").flatMap { weights[$0] }
            if let type = element.located("type"), type.value == "italicSystem" {
                // https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
                context.log.report(.unsupported, at: type.location, """
                    the italic system font is read as the regular system font: navgen's fonts have a family, size and weight, \
                    and no style; name an italic face instead (such as 'Georgia-Italic'), or set the font in code
                    """)
            }
        }
        var text = "\(family) \(formatNumber(size ?? defaultSize))"
        if let weight, weight != 400 { text += " \(weight)" }
        return SourceValue(text, at: element.location)
    }

    /// UIFont.Weight as Interface Builder spells it.
    private static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    private static let textStyles: [String: (size: Double, weight: Int?)] = [
        "UICTFontTextStyleLargeTitle": (34, nil), "UICTFontTextStyleTitle0": (34, nil),
        "UICTFontTextStyleTitle1": (28, nil), "UICTFontTextStyleTitle2": (22, nil), "UICTFontTextStyleTitle3": (20, nil),
        "UICTFontTextStyleHeadline": (17, 600), "UICTFontTextStyleBody": (17, nil), "UICTFontTextStyleCallout": (16, nil),
        "UICTFontTextStyleSubhead": (15, nil), "UICTFontTextStyleFootnote": (13, nil),
        "UICTFontTextStyleCaption1": (12, nil), "UICTFontTextStyleCaption2": (11, nil),
    ]

    /// AppKit meta fonts (`<font metaFont="system"/>`).
    private static let metaFonts: [String: (size: Double, weight: Int?)] = [
        "system": (13, nil), "systemBold": (13, 700), "message": (13, nil), "smallSystem": (11, nil),
        "smallSystemBold": (11, 700), "miniSystem": (9, nil), "menu": (14, nil), "toolTip": (11, nil),
    ]
}
