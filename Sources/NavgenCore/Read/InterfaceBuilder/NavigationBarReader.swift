/// Reads a navigation controller's `<navigationBar key="navigationBar">`: the bar's own attributes (the pre-iOS 13
/// customisation) and its `<navigationBarAppearance>` objects (iOS 13+), into appearance property sets.
enum NavigationBarReader {
    struct Result {
        /// `navigationBar` first, then each appearance in document order.
        var appearances: [SourceAppearance] = []
        /// What the bar gives its screens: the bar's attributes, overridden by the standard appearance, which is
        /// what UIKit shows on iOS 13 and later when both are set.
        var defaults: [AppearanceProperty: SourceValue] = [:]
        var customClass: String?
    }

    static let appearanceKeys = ["standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance"]

    static func read(_ bar: XMLElement, context: inout IBContext) -> Result {
        var result = Result(customClass: bar.attribute("customClass"))
        var own = SourceAppearance(id: "navigationBar", location: bar.location)
        if let style = bar.located("barStyle") {
            // `blackOpaque` and `blackTranslucent` are the pre-iOS 7 spellings of `black`.
            switch style.value {
            case "black", "blackOpaque", "blackTranslucent": own.properties[.barStyle] = SourceValue("black", at: style.location)
            case "default": own.properties[.barStyle] = SourceValue("default", at: style.location)
            default: break
            }
        }
        for (attribute, property) in [("translucent", AppearanceProperty.translucent), ("largeTitles", .prefersLargeTitles)] {
            if let flag = IBBool.sourceValue(attribute, of: bar, log: &context.log) { own.properties[property] = flag }
        }
        if let image = bar.sourceValue("backgroundImage") { own.properties[.barImage] = image }
        if let image = bar.sourceValue("shadowImage") { own.properties[.shadowImage] = image }
        // Once for the bar, where the bar or its first appearance names it.
        if let named = ([bar] + bar.children(named: "navigationBarAppearance")).first(where: { Self.backIndicator(of: $0) != nil }) {
            reportBackIndicator(of: named, log: &context.log)
        }
        for child in bar.children {
            switch (child.name, child.attribute("key")) {
            case ("color", "barTintColor"?):
                own.properties[.barTintColor] = ColorReader.value(of: child, context: &context)
            case ("color", "tintColor"?):
                own.properties[.tintColor] = ColorReader.value(of: child, context: &context)
            case ("textAttributes", let key?):
                readTextAttributes(child, key: key, into: &own, context: &context)
            default:
                break
            }
        }
        result.appearances.append(own)
        result.defaults = own.properties
        var standardEffect: SourceValue?
        for child in bar.children where child.name == "navigationBarAppearance" {
            guard let key = child.attribute("key"), appearanceKeys.contains(key) else { continue }
            let appearance = readAppearance(child, key: key, context: &context)
            result.appearances.append(appearance)
            if key == "standardAppearance" {
                result.defaults.merge(appearance.properties) { _, new in new }
                standardEffect = appearance.backgroundEffect
            }
        }
        BarStateAppearances.report(result.appearances, own: own.properties, standard: result.defaults, effect: standardEffect,
                                   log: &context.log)
        return result
    }

    /// A `<navigationBarAppearance>`, a bar's or a navigation item's.
    static func readAppearance(_ element: XMLElement, key: String, context: inout IBContext) -> SourceAppearance {
        var appearance = SourceAppearance(id: key, location: element.location)
        appearance.backgroundEffect = element.sourceValue("backgroundEffect")
        if let image = element.sourceValue("backgroundImage") { appearance.properties[.barImage] = image }
        if let image = element.sourceValue("shadowImage") { appearance.properties[.shadowImage] = image }
        for child in element.children {
            switch (child.name, child.attribute("key")) {
            case ("color", "backgroundColor"?):
                appearance.properties[.barTintColor] = ColorReader.value(of: child, context: &context)
            case ("color", "shadowColor"?):
                appearance.properties[.shadowColor] = ColorReader.value(of: child, context: &context)
            case ("textAttributes", let key?):
                readTextAttributes(child, key: key, into: &appearance, context: &context)
            case ("blurEffect", "backgroundEffect"?):
                appearance.backgroundEffect = child.sourceValue("style")
            case ("imageReference", "backgroundImage"?), ("image", "backgroundImage"?):
                if let image = child.sourceValue("image") ?? child.sourceValue("name") { appearance.properties[.barImage] = image }
            case ("imageReference", "shadowImage"?), ("image", "shadowImage"?):
                if let image = child.sourceValue("image") ?? child.sourceValue("name") { appearance.properties[.shadowImage] = image }
            default:
                break
            }
        }
        return appearance
    }

    /// The back indicator image (Interface Builder's Back Image and Back Mask), which navgen does not carry: the
    /// appearances the glue gives the bar replace it with the system's chevron.
    /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/setbackindicatorimage(_:transitionmaskimage:)
    private static func reportBackIndicator(of element: XMLElement, log: inout DiagnosticLog) {
        guard let image = backIndicator(of: element) else { return }
        log.report(.unsupported, at: image.location, """
            navgen does not carry the back indicator image '\(image.value)': the appearances navgen's glue gives this bar \
            show the system's back chevron; set the image in code with UINavigationBarAppearance's \
            setBackIndicatorImage(_:transitionMaskImage:) on each appearance, or remove it here
            """)
    }

    private static func backIndicator(of element: XMLElement) -> Located<String>? {
        element.located("backIndicatorImage") ?? element.located("backIndicatorTransitionMaskImage")
    }

    /// `<textAttributes key="titleTextAttributes|largeTitleTextAttributes">` with a font and a text colour.
    private static func readTextAttributes(_ element: XMLElement, key: String, into appearance: inout SourceAppearance,
                                           context: inout IBContext) {
        let (colorProperty, fontProperty): (AppearanceProperty, AppearanceProperty)
        switch key {
        case "titleTextAttributes": (colorProperty, fontProperty) = (.titleColor, .titleFont)
        case "largeTitleTextAttributes": (colorProperty, fontProperty) = (.largeTitleColor, .largeTitleFont)
        default: return
        }
        for child in element.children {
            switch child.name {
            case "color" where textColorKeys.contains(child.attribute("key") ?? ""):
                appearance.properties[colorProperty] = ColorReader.value(of: child, context: &context)
            case "fontDescription", "font":
                appearance.properties[fontProperty] = FontReader.literal(
                    of: child, defaultSize: fontProperty == .largeTitleFont ? 34 : 17, context: &context)
            default:
                break
            }
        }
    }

    /// Xcode writes `textColor`; the attributed-string spellings are accepted too.
    private static let textColorKeys: Set<String> = ["textColor", "NSColor", "foregroundColor", "NSForegroundColorAttributeName"]
}
