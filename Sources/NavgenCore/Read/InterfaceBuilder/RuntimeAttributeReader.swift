/// Reads `<userDefinedRuntimeAttributes>`: key paths `navgen.<property>` (navgen's own vocabulary, where string
/// values may be token references), HBDNavigationBar's `hbd_<property>` and UIKit's own properties of a navigation bar
/// or item (`barTintColor`, `largeTitleDisplayMode`…), and a controller's by key path (`hidesBottomBarWhenPushed`,
/// `navigationItem.hidesBackButton`, a navigation controller's `navigationBar.tintColor`) map onto appearance
/// properties; `title` and `navigationItem.title` set the titles;
/// `navgen.root` names a navigation controller's root by its storyboard ID; the rest are kept as written and
/// otherwise ignored.
enum RuntimeAttributeReader {
    struct Result {
        var properties: [AppearanceProperty: SourceValue] = [:]
        /// What the controller says about itself alone (`navgen.subtitle`, `navgen.minimizeBehavior`).
        var controllerAttributes: [(attribute: ControllerAttribute, value: SourceValue)] = []
        var root: SourceValue?
        /// A controller's `title` (which UIKit gives its navigation item too) and its item's own `navigationItem.title`.
        var title: SourceValue?
        var navigationTitle: SourceValue?
        var unmapped: [SourceRuntimeAttribute] = []
    }

    /// The `navgen.<attribute>` runtime attributes of a bar button item: its Liquid Glass attributes, and `kind`
    /// (`separator`); others are kept nowhere, as on any object navgen does not map.
    static func read(item element: XMLElement, into item: inout SourceBarItem, context: inout IBContext) {
        for list in element.children(named: "userDefinedRuntimeAttributes") {
            for attribute in list.children(named: "userDefinedRuntimeAttribute") {
                guard let keyPath = attribute.located("keyPath"), keyPath.value.hasPrefix("navgen.") else { continue }
                let name = String(keyPath.value.dropFirst("navgen.".count))
                let raw = RawValue(element: attribute, type: attribute.attribute("type") ?? "", context: &context)
                guard let value = raw.value else { continue }
                if let itemAttribute = BarItemAttribute(rawValue: name) {
                    itemAttribute.apply(value.text, at: value.location, to: &item, log: &context.log)
                } else if name == "kind" {
                    guard value.text == SourceBarItem.Kind.separator.rawValue else {
                        context.log.report(.invalidValue, at: value.location,
                                           "'navgen.kind' on a bar button item can only be 'separator', found '\(value.text)'"
                                               + Suggestion.hint(for: value.text, in: ["separator"]))
                        continue
                    }
                    item.kind = .separator
                } else {
                    context.log.report(.unknownName, at: keyPath.location,
                                       "unknown navgen item attribute '\(name)'\(Suggestion.hint(for: name, in: BarItemAttribute.names + ["kind"]))")
                }
            }
        }
    }

    static func read(_ owner: XMLElement, context: inout IBContext) -> Result {
        var result = Result()
        for list in owner.children(named: "userDefinedRuntimeAttributes") {
            for element in list.children(named: "userDefinedRuntimeAttribute") {
                guard let keyPath = element.located("keyPath") else { continue }
                let type = element.attribute("type") ?? ""
                let raw = RawValue(element: element, type: type, context: &context)
                if keyPath.value == "navgen.root" {
                    result.root = raw.value ?? SourceValue("", at: raw.location)
                } else if keyPath.value.hasPrefix("navgen.") {
                    let name = String(keyPath.value.dropFirst("navgen.".count))
                    if let attribute = ControllerAttribute(rawValue: name) {
                        if let value = raw.value { result.controllerAttributes.append((attribute, value)) }
                        continue
                    }
                    guard let property = AppearanceProperty(rawValue: name) else {
                        let names = NavigationMapReader.propertyNames + ControllerAttribute.allCases.map(\.rawValue) + ["root"]
                        context.log.report(.unknownName, at: keyPath.location,
                                           "unknown navgen property '\(name)'\(Suggestion.hint(for: name, in: names))")
                        continue
                    }
                    if let value = normalised(raw, for: property, keyPath: keyPath.value, context: &context) {
                        result.properties[property] = value
                    }
                } else if keyPath.value == "title" || keyPath.value == "navigationItem.title", owner.name != "navigationBar",
                          let title = raw.value {
                    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title: "assigning a value to this
                    // property updates the title text of those objects" (its navigation and tab bar items).
                    if keyPath.value == "title" && owner.name != "navigationItem" { result.title = title }
                    result.navigationTitle = title
                } else if let mapping = hbdProperties[keyPath.value] ?? uikitProperties[owner.name]?[keyPath.value]
                            ?? controllerProperties(of: owner.name)[keyPath.value] {
                    if let value = normalised(mapping.transform(raw), for: mapping.property, keyPath: keyPath.value, context: &context) {
                        result.properties[mapping.property] = value
                    }
                } else {
                    result.unmapped.append(SourceRuntimeAttribute(
                        keyPath: keyPath.value, type: type, value: raw.value, location: element.location))
                }
            }
        }
        return result
    }

    /// The value of one attribute in navgen's literal form, before it is checked against a property.
    struct RawValue: Sendable {
        var value: SourceValue?
        var type: String
        var location: SourceLocation

        init(value: SourceValue?, type: String, location: SourceLocation) {
            self.value = value
            self.type = type
            self.location = location
        }

        init(element: XMLElement, type: String, context: inout IBContext) {
            self.type = type
            self.location = element.location(of: "value")
            switch type {
            case "boolean":
                value = element.located("value").map { text in
                    SourceValue(IBBool.parse(text.value).map { $0 ? "true" : "false" } ?? text.value, at: text.location)
                }
            case "number":
                // `<real key="value" value="0.5"/>` or `<integer …/>`, sometimes wrapped in `<number key="value">`.
                var number: SourceValue? = element.sourceValue("value")
                element.forEachDescendant { child in
                    if number == nil, ["real", "integer", "double", "float"].contains(child.name) {
                        number = child.sourceValue("value")
                    }
                }
                value = number
            case "color":
                value = element.child(named: "color", keyed: "value").flatMap { ColorReader.value(of: $0, context: &context) }
            case "image":
                value = element.sourceValue("value")
                    ?? element.child(named: "imageReference", keyed: "value")?.sourceValue("image")
            default:
                let text = element.child(named: "string", keyed: "value")
                value = element.sourceValue("value") ?? text.map { SourceValue($0.text, at: $0.location) }
            }
        }
    }

    /// Checks a value against the property's kind and writes it the way navigation maps do.
    private static func normalised(_ raw: RawValue, for property: AppearanceProperty, keyPath: String,
                                   context: inout IBContext) -> SourceValue? {
        guard var value = raw.value else { return nil }
        func reject(_ expected: String, as kind: DiagnosticKind = .invalidValue, hint: String = "") -> SourceValue? {
            context.log.report(kind, at: value.location, "'\(keyPath)' must be \(expected), found '\(value.text)'\(hint)")
            return nil
        }
        if value.tokenReference != nil { return value }
        switch property.valueKind {
        case .bool:
            if raw.type == "number", let number = Double(value.text) { value.text = number != 0 ? "true" : "false" }
            guard let flag = IBBool.parse(value.text) else { return reject("a boolean") }
            value.text = flag ? "true" : "false"
        case .color:
            guard raw.type != "color" else { return value }
            guard let rgba = HexColor.parse(value.text) else { return reject("a colour (#RRGGBB, #RRGGBBAA or a {token})", as: .invalidColor) }
            value.text = rgba.hex
        case .fraction:
            guard let number = Double(value.text) else { return reject("a number from 0 to 1") }
            guard (0...1).contains(number) else { return reject("a number from 0 to 1", as: .valueOutOfRange) }
            value.text = formatNumber(number)
        case .keyword(let words):
            guard words.contains(value.text) else {
                return reject("one of \(words.joined(separator: ", "))", hint: Suggestion.hint(for: value.text, in: words))
            }
        case .image, .font:
            break
        }
        return value
    }

    private struct KeyPathMapping: Sendable {
        var property: AppearanceProperty
        var transform: @Sendable (RawValue) -> RawValue = { $0 }
    }

    /// HBDNavigationBar's `IBInspectable` properties (UIViewController+HBD.h).
    private static let hbdProperties: [String: KeyPathMapping] = [
        "hbd_barTintColor": KeyPathMapping(property: .barTintColor),
        "hbd_tintColor": KeyPathMapping(property: .tintColor),
        "hbd_barImage": KeyPathMapping(property: .barImage),
        "hbd_barAlpha": KeyPathMapping(property: .barAlpha),
        "hbd_barHidden": KeyPathMapping(property: .barHidden),
        "hbd_barShadowHidden": KeyPathMapping(property: .shadowHidden),
        "hbd_backInteractive": KeyPathMapping(property: .backInteractive),
        "hbd_swipeBackEnabled": KeyPathMapping(property: .swipeBackEnabled),
        // UIBarStyle: 0 default, 1 black, 2 the deprecated black translucent.
        "hbd_barStyle": KeyPathMapping(property: .barStyle) { raw in
            mapped(raw) { text in
                switch text {
                case "0", "default", "UIBarStyleDefault": "default"
                case "1", "2", "black", "UIBarStyleBlack": "black"
                default: text
                }
            }
        },
        "hbd_blackBarStyle": KeyPathMapping(property: .barStyle) { raw in
            mapped(raw) { text in IBBool.parse(text).map { $0 ? "black" : "default" } ?? text }
        },
        // A forced split transition; off means HBD decides.
        "hbd_splitNavigationBarTransition": KeyPathMapping(property: .splitTransition) { raw in
            mapped(raw) { text in IBBool.parse(text).map { $0 ? "always" : "automatic" } ?? text }
        },
    ]

    /// UIKit's own properties, which a runtime attribute sets by key-value coding after the storyboard is loaded, so
    /// over what the inspector set: by the element that owns the attribute.
    private static let uikitProperties: [String: [String: KeyPathMapping]] = [
        "navigationBar": [
            "barTintColor": KeyPathMapping(property: .barTintColor),
            "tintColor": KeyPathMapping(property: .tintColor),
            "barStyle": hbdProperties["hbd_barStyle"]!,
            "translucent": KeyPathMapping(property: .translucent),
            "prefersLargeTitles": KeyPathMapping(property: .prefersLargeTitles),
        ],
        "navigationItem": [
            // UINavigationItem.LargeTitleDisplayMode: 0 automatic, 1 always, 2 never, 3 inline (iOS 17), read as always.
            "largeTitleDisplayMode": KeyPathMapping(property: .largeTitleDisplayMode) { raw in
                mapped(raw) { text in ["0": "automatic", "1": "always", "2": "never", "3": "always"][text] ?? text }
            },
            "hidesBackButton": KeyPathMapping(property: .hidesBackButton),
        ],
    ]

    /// UIKit's own properties of a controller that runtime attributes set, read or not where they are written: what is
    /// not one of these is the app's class's own.
    static let uikitControllerKeys: Set<String> = Set(screenKeyPaths.map(\.key))
        .union(navigationControllerKeyPaths.map(\.key))
        .union(["title", "navigationItem.title", "modalPresentationCapturesStatusBarAppearance"])

    /// The properties a runtime attribute on a controller sets by key path, as UIKit's key-value coding follows the path:
    /// a screen's own and its navigation item's; a navigation controller's bar's (`navigationBar.barTintColor`) and
    /// `navigationBarHidden`, not its own item's or `hidesBottomBarWhenPushed`, which are about no screen of its stack.
    private static func controllerProperties(of element: String) -> [String: KeyPathMapping] {
        switch element {
        case "navigationBar", "navigationItem": [:]
        case "navigationController": navigationControllerKeyPaths
        default: screenKeyPaths
        }
    }

    private static let navigationControllerKeyPaths: [String: KeyPathMapping] = {
        var mappings = ["navigationBarHidden": KeyPathMapping(property: .barHidden)]
        for (keyPath, mapping) in uikitProperties["navigationBar"]! { mappings["navigationBar." + keyPath] = mapping }
        return mappings
    }()

    private static let screenKeyPaths: [String: KeyPathMapping] = {
        var mappings = ["hidesBottomBarWhenPushed": KeyPathMapping(property: .hidesBottomBarWhenPushed)]
        for (keyPath, mapping) in uikitProperties["navigationItem"]! { mappings["navigationItem." + keyPath] = mapping }
        return mappings
    }()

    private static func mapped(_ raw: RawValue, _ transform: (String) -> String) -> RawValue {
        var copy = raw
        copy.value?.text = transform(raw.value?.text ?? "")
        copy.type = "string"
        return copy
    }
}
