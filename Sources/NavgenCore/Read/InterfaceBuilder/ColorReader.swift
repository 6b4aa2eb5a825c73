/// Turns an Interface Builder `<color>` element into a colour literal (`#RRGGBBAA`, sRGB), in every form Xcode
/// writes, or into the token reference `{asset.<Name>}` for an asset-catalog colour the document does not embed.
///
/// Conversions, chosen to match what UIKit shows for the stored value:
/// - `custom`+`sRGB`, `deviceRGB`, `custom`+`extendedSRGB`: the components are taken as sRGB (UIKit's
///   `UIColor(red:green:blue:alpha:)` is sRGB, and ibtool keeps the stored components).
/// - `calibratedRGB` and `calibratedWhite` (Generic RGB and Generic Gray): in a colour-matched document (Xcode 8 and
///   later), converted to sRGB, as UIKit shows them (`GenericColorSpaces`); in an older one, taken as written, as it
///   is built.
/// - `custom`+`displayP3`: converted to sRGB with the published matrix and transfer function, then clamped
///   (`out-of-gamut` says so where that changes it).
/// - `deviceWhite`, `custom`+`genericGamma22GrayColorSpace`: a grey with red = green = blue = white, as
///   `UIColor(white:alpha:)` gives.
/// - `systemColor`: the documented light and dark values (`SystemColorTable`), else the document's resource.
/// - `cocoaTouchSystemColor`: the pre-iOS 13 fixed values.
/// - `name` (asset catalog): the value embedded in `<resources><namedColor>`, remembering the asset name (the model
///   takes the colour set instead where the run reads it: `AssetColorLinks`); without one, `{asset.<Name>}`. `catalog="System"` names (macOS) resolve only when they are UIKit system colours.
enum ColorReader {
    static func value(of element: XMLElement, context: inout IBContext) -> SourceValue? {
        var visited: Set<String> = []
        return value(of: element, at: element.location, context: &context, visited: &visited)
    }

    private static func value(
        of element: XMLElement, at location: SourceLocation, context: inout IBContext, visited: inout Set<String>
    ) -> SourceValue? {
        if let name = element.attribute("systemColor") {
            return systemColor(name, at: location, context: &context, visited: &visited)
        }
        if let name = element.attribute("cocoaTouchSystemColor") {
            return SystemColorTable.legacy(named: name).map { SourceValue($0, at: location) }
        }
        if let name = element.attribute("name") {
            let catalog = element.attribute("catalog")
            if catalog == "System" || (catalog == nil && element.attribute("colorSpace") == "catalog") {
                // The platform's own colour list (AppKit's `controlColor`…); only UIKit's colours are known.
                return systemColor(name, at: location, context: &context, visited: &visited)
            }
            if hasComponents(element), var literal = components(of: element, at: location, colorMatched: context.colorMatched, log: &context.log) {
                literal.assetName = name
                return literal
            }
            if let embedded = context.namedColors[name], visited.insert("named:" + name).inserted {
                var literal = value(of: embedded, at: location, context: &context, visited: &visited)
                literal?.assetName = name
                return literal
            }
            return SourceValue("{asset.\(name)}", at: location)
        }
        return components(of: element, at: location, colorMatched: context.colorMatched, log: &context.log)
    }

    private static func systemColor(
        _ name: String, at location: SourceLocation, context: inout IBContext, visited: inout Set<String>
    ) -> SourceValue? {
        if let value = SystemColorTable.value(named: name, at: location) { return value }
        // A system colour newer than the table: the document's resource has its light value.
        guard let resource = context.systemColors[name], visited.insert("system:" + name).inserted else { return nil }
        return value(of: resource, at: location, context: &context, visited: &visited)
    }

    private static func hasComponents(_ element: XMLElement) -> Bool {
        element.attribute("red") != nil || element.attribute("white") != nil
    }

    /// Component colours; nil without an error for colour spaces navgen does not convert (CMYK, Adobe RGB…).
    private static func components(of element: XMLElement, at location: SourceLocation, colorMatched: Bool,
                                   log: inout DiagnosticLog) -> SourceValue? {
        let space = element.attribute("colorSpace")
        let custom = element.attribute("customColorSpace")
        let model: Model
        switch (space, custom) {
        case ("custom", "sRGB"?), ("custom", "extendedSRGB"?), ("custom", "deviceRGB"?), ("deviceRGB", _):
            model = .rgb(displayP3: false)
        case ("custom", "calibratedRGB"?), ("calibratedRGB", _):
            model = colorMatched ? .genericRGB : .rgb(displayP3: false)
        case ("custom", "displayP3"?):
            model = .rgb(displayP3: true)
        case ("custom", "genericGamma22GrayColorSpace"?), ("custom", "deviceWhite"?), ("deviceWhite", _):
            model = .gray
        case ("custom", "calibratedWhite"?), ("calibratedWhite", _):
            model = colorMatched ? .genericGray : .gray
        case (nil, _) where element.attribute("red") != nil:
            model = .rgb(displayP3: false)
        case (nil, _) where element.attribute("white") != nil:
            model = .gray
        default:
            return nil
        }
        let names = model == .gray || model == .genericGray ? ["white"] : ["red", "green", "blue"]
        var numbers: [Double] = []
        for name in names + ["alpha"] {
            guard let attribute = element.located(name) else {
                if name == "alpha" { numbers.append(1); continue }
                log.report(.invalidColor, at: element.location,
                           "this <color> has no '\(name)' component; expected \(names.joined(separator: ", ")) and alpha")
                return nil
            }
            guard let number = Double(attribute.value), number.isFinite else {
                log.report(.invalidColor, at: attribute.location,
                           "colour component '\(name)' must be a number, found '\(attribute.value)'")
                return nil
            }
            numbers.append(number)
        }
        let rgba: RGBA
        switch model {
        case .gray:
            rgba = RGBA(red: numbers[0], green: numbers[0], blue: numbers[0], alpha: numbers[1])
        case .genericGray:
            let level = GenericColorSpaces.sRGB(fromGenericGray: numbers[0])
            rgba = RGBA(red: level, green: level, blue: level, alpha: numbers[1])
        case .genericRGB:
            rgba = RGBA(GenericColorSpaces.sRGB(fromGenericRGB: Array(numbers[0..<3])), alpha: numbers[3])
        case .rgb(displayP3: true):
            let exact = ColorSpaceConversion.toSRGB(space: "display-p3", components: Array(numbers[0..<3]))
            rgba = RGBA(exact, alpha: numbers[3])
            if ColorSpaceConversion.isOutsideSRGB(exact) {
                log.report(.outOfGamut, at: location, """
                    this Display P3 colour is outside the sRGB gamut, and a storyboard colour is sRGB to navgen, so it clips each \
                    channel (\(rgba.hex)); give the bar a display-p3 colour token to keep the whole colour
                    """)
            }
        case .rgb(displayP3: false):
            rgba = RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3])
        }
        return SourceValue(rgba.hex, at: location)
    }

    private enum Model: Equatable {
        case rgb(displayP3: Bool)
        case genericRGB
        case gray
        case genericGray
    }
}
