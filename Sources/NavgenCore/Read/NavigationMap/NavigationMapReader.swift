/// Reads the concise navigation-map format (`*.nav.xml`) into a source document.
public enum NavigationMapReader {
    public static func read(_ document: XMLDocument, log: inout DiagnosticLog) -> SourceDocument {
        var source = SourceDocument(path: document.path, format: .navigationMap)
        let root = document.root
        var reader = ElementReader(log: log)
        reader.check(root, allowed: ["deploymentTarget"])
        source.deploymentTarget = root.located("deploymentTarget").map { SourceValue($0.value, at: $0.location) }
        for element in root.children {
            switch element.name {
            case "appearance":
                reader.check(element, allowed: ["id"] + propertyNames)
                if let id = reader.required("id", of: element) {
                    source.appearances.append(SourceAppearance(id: id, properties: reader.properties(of: element), location: element.location))
                }
            case "navigationController":
                reader.check(element, allowed: ["id", "root", "appearance", "initial", "title"] + presentationNames + propertyNames)
                guard let id = reader.required("id", of: element) else { continue }
                var controller = reader.controller(element, id: id, role: .navigation)
                controller.properties = reader.properties(of: element)
                source.controllers.append(controller)
                if reader.flag("initial", of: element) { source.initialController = source.initialController ?? id }
                // Without one, `missing-root` says so, with its rule's reference.
                if let root = element.attribute("root"), !root.isEmpty {
                    var segue = SourceSegue(id: "\(id).root", kind: "relationship", effect: .root, source: id,
                                            destination: root, location: element.location(of: "root"))
                    segue.relationship = "rootViewController"
                    source.segues.append(segue)
                }
            case "tabBarController":
                reader.check(element, allowed: ["id", "initial", "title"] + presentationNames + ControllerAttribute.names(for: .tabBar))
                guard let id = reader.required("id", of: element) else { continue }
                source.controllers.append(reader.controller(element, id: id, role: .tabBar))
                if reader.flag("initial", of: element) { source.initialController = source.initialController ?? id }
                for (index, tab) in element.children.enumerated() {
                    guard tab.name == "tab" else { reader.unknownElement(tab, in: element, allowed: ["tab"]); continue }
                    reader.check(tab, allowed: ["ref", "title", "image"])
                    guard let target = reader.required("ref", of: tab) else { continue }
                    var segue = SourceSegue(id: "\(id).tab\(index)", kind: "relationship", effect: .tab, source: id,
                                            destination: target, location: tab.location(of: "ref"))
                    segue.relationship = "viewControllers"
                    segue.identifier = tab.attribute("title")
                    source.segues.append(segue)
                }
            case "screen":
                reader.check(element, allowed: ["id", "title", "appearance", "initial", "customClass", "leftItemsSupplementBackButton"]
                                 + presentationNames + ControllerAttribute.names(for: .screen) + propertyNames)
                guard let id = reader.required("id", of: element) else { continue }
                var screen = reader.controller(element, id: id, role: .screen)
                screen.customClass = element.attribute("customClass")
                screen.properties = reader.properties(of: element)
                screen.leftItemsSupplementBackButton = reader.flag("leftItemsSupplementBackButton", of: element)
                if reader.flag("initial", of: element) { source.initialController = source.initialController ?? id }
                for child in element.children {
                    switch child.name {
                    case "push", "present", "unwind":
                        if let segue = reader.edge(child, from: id, index: source.segues.count) { source.segues.append(segue) }
                    case "item":
                        if let item = reader.item(child) { screen.items.append(item) }
                    default:
                        reader.unknownElement(child, in: element, allowed: ["push", "present", "unwind", "item"])
                    }
                }
                source.controllers.append(screen)
            default:
                reader.unknownElement(element, in: root, allowed: ["appearance", "navigationController", "tabBarController", "screen"])
            }
        }
        log = reader.log
        return source
    }

    static let propertyNames = AppearanceProperty.allCases.map(\.rawValue)
    /// How presentations show a controller, written on it as UIKit sets them on the presented controller; a `<present>`
    /// may say otherwise.
    static let presentationNames = ["modalPresentationStyle", "modalTransitionStyle", "modalPresentationCapturesStatusBarAppearance"]
}

/// Attribute checks shared by the navigation-map elements.
private struct ElementReader {
    var log: DiagnosticLog

    mutating func check(_ element: XMLElement, allowed: [String]) {
        for attribute in element.attributes where !allowed.contains(attribute.name) {
            log.report(.unknownName, at: attribute.location,
                       "unknown attribute '\(attribute.name)' on <\(element.name)>\(Suggestion.hint(for: attribute.name, in: allowed))")
        }
    }

    mutating func unknownElement(_ element: XMLElement, in parent: XMLElement, allowed: [String]) {
        log.report(.unknownName, at: element.location,
                   "unknown element <\(element.name)> in <\(parent.name)>\(Suggestion.hint(for: element.name, in: allowed))")
    }

    mutating func required(_ name: String, of element: XMLElement) -> String? {
        guard let value = element.attribute(name), !value.isEmpty else {
            log.report(.invalidValue, at: element.location, "<\(element.name)> needs a non-empty '\(name)' attribute")
            return nil
        }
        return value
    }

    mutating func flag(_ name: String, of element: XMLElement) -> Bool {
        guard let attribute = element.located(name) else { return false }
        switch attribute.value {
        case "true", "YES": return true
        case "false", "NO": return false
        default:
            log.report(.invalidValue, at: attribute.location, "'\(name)' must be true or false, found '\(attribute.value)'")
            return false
        }
    }

    func properties(of element: XMLElement) -> [AppearanceProperty: SourceValue] {
        var properties: [AppearanceProperty: SourceValue] = [:]
        for attribute in element.attributes {
            guard let property = AppearanceProperty(rawValue: attribute.name) else { continue }
            if case .color = property.valueKind, let system = Self.systemColor(attribute.value, at: attribute.location) {
                properties[property] = system
            } else {
                properties[property] = SourceValue(attribute.value, at: attribute.location)
            }
        }
        return properties
    }

    /// A UIKit system colour by its name in Swift (`systemBackground`, `label`) or in a storyboard
    /// (`systemBackgroundColor`), with its light and dark values, as a storyboard's is read.
    /// ([Standard colors](https://developer.apple.com/documentation/uikit/uicolor/standard_colors))
    static func systemColor(_ name: String, at location: SourceLocation) -> SourceValue? {
        SystemColorTable.value(named: name, at: location)
    }

    mutating func controller(_ element: XMLElement, id: String, role: ControllerRole) -> SourceController {
        var controller = SourceController(id: id, element: element.name, role: role, location: element.location(of: "id"), start: element.location)
        controller.title = element.attribute("title")
        for name in ControllerAttribute.names(for: role) {
            guard let attribute = element.located(name) else { continue }
            ControllerAttribute(rawValue: name)!.apply(attribute.value, at: attribute.location, to: &controller, log: &log)
        }
        controller.appearance = element.located("appearance").map { SourceValue($0.value, at: $0.location) }
        controller.presentationStyle = PresentationStyleAttribute.read(from: element, log: &log)
        controller.transitionStyle = transitionStyle(of: element)
        controller.capturesStatusBar = element.located("modalPresentationCapturesStatusBarAppearance") != nil
            && flag("modalPresentationCapturesStatusBarAppearance", of: element)
        controller.disabledRules = DisabledRules.parse(element.leadingComments, log: &log)
        // navgen's glue assigns the scroll-edge appearance along with the standard one.
        controller.customisesScrollEdge = true
        return controller
    }

    /// UIKit's `modalTransitionStyle` (https://developer.apple.com/documentation/uikit/uimodaltransitionstyle).
    mutating func transitionStyle(of element: XMLElement) -> Located<String>? {
        guard let style = element.located("modalTransitionStyle") else { return nil }
        let names = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
        guard names.contains(style.value) else {
            log.report(.invalidValue, at: style.location, Suggestion.unknown("modalTransitionStyle", style.value, expected: names))
            return nil
        }
        return style
    }

    mutating func edge(_ element: XMLElement, from source: String, index: Int) -> SourceSegue? {
        let presents = element.name == "present"
        check(element, allowed: ["to", "identifier", "animated", "splitTransition"] + (presents ? NavigationMapReader.presentationNames : []))
        guard let destination = required("to", of: element) else { return nil }
        let effect: SourceSegue.Effect = switch element.name {
        case "push": .push
        case "present": .present
        default: .unwind
        }
        let kind = presents ? "presentation" : element.name
        var segue = SourceSegue(id: "\(source).\(element.name)\(index)", kind: kind, effect: effect, source: source,
                                destination: destination, location: element.location)
        segue.identifier = element.attribute("identifier")
        segue.destinationLocation = element.location(of: "to")
        if element.located("animated") != nil { segue.animated = flag("animated", of: element) }
        if let split = element.located("splitTransition") {
            let names = NavigationSplitTransition.allCases.map(\.rawValue)
            if NavigationSplitTransition(rawValue: split.value) == nil {
                log.report(.invalidValue, at: split.location, Suggestion.unknown("splitTransition", split.value, expected: names))
            }
            segue.splitTransition = SourceValue(split.value, at: split.location)
        }
        if presents {
            segue.presentationStyle = PresentationStyleAttribute.read(from: element, log: &log)
            segue.transitionStyle = transitionStyle(of: element)
            if element.located("modalPresentationCapturesStatusBarAppearance") != nil {
                segue.capturesStatusBar = flag("modalPresentationCapturesStatusBarAppearance", of: element)
            }
        }
        segue.disabledRules = DisabledRules.parse(element.leadingComments, log: &log)
        return segue
    }

    /// The item attributes that say what an item shows or how, and the kinds that show it: a space shows nothing.
    private static let itemAttributeKinds: [(String, Set<SourceBarItem.Kind>)] = {
        let buttons = Set(SourceBarItem.Kind.allCases.filter { !$0.isSpace })
        return [("title", [.title]), ("image", [.image]), ("systemItem", [.system]), ("width", [.fixedSpace]), ("tintColor", buttons)]
            + BarItemAttribute.allCases.map { ($0.rawValue, buttons) }
    }()

    mutating func item(_ element: XMLElement) -> SourceBarItem? {
        check(element, allowed: ["side", "kind", "title", "image", "systemItem", "width", "tintColor"] + BarItemAttribute.names)
        guard let sideText = required("side", of: element), let kindText = required("kind", of: element) else { return nil }
        guard let side = SourceBarItem.Side(rawValue: sideText), side != .back else {
            log.report(.invalidValue, at: element.location(of: "side"), "an item's side must be 'left' or 'right', found '\(sideText)'")
            return nil
        }
        guard let kind = SourceBarItem.Kind(rawValue: kindText) else {
            log.report(.invalidValue, at: element.location(of: "kind"),
                       "unknown item kind '\(kindText)'\(Suggestion.hint(for: kindText, in: SourceBarItem.Kind.allCases.map(\.rawValue)))")
            return nil
        }
        var width: Double?
        if let text = element.located("width") {
            guard let value = Double(text.value) else {
                log.report(.invalidValue, at: text.location, "'width' must be a number, found '\(text.value)'")
                return nil
            }
            width = value
        }
        // What an item of another kind would use, which UIKit ignores here ("other item properties are ignored" for
        // a flexible space): said, and left out.
        var unused: Set<String> = []
        for (attribute, kinds) in Self.itemAttributeKinds where !kinds.contains(kind) {
            guard let written = element.located(attribute) else { continue }
            log.report(.noEffect, at: written.location, "'\(attribute)' has no effect on a kind=\"\(kind.rawValue)\" item; remove it")
            unused.insert(attribute)
        }
        func used(_ attribute: String) -> Located<String>? { unused.contains(attribute) ? nil : element.located(attribute) }
        var systemItem: NavigationBarButtonItem.SystemItem?
        if kind == .system {
            guard let name = required("systemItem", of: element) else { return nil }
            systemItem = NavigationBarButtonItem.SystemItem(rawValue: name)
            guard systemItem != nil else {
                let message = SourceBarItem.Kind(rawValue: name).map { "'\(name)' is no system item here: a space is an item of its own kind, kind=\"\($0.rawValue)\"" }
                    ?? Suggestion.unknown("system item", name, expected: NavigationBarButtonItem.SystemItem.allCases.map(\.rawValue))
                log.report(.invalidValue, at: element.location(of: "systemItem"), message)
                return nil
            }
        }
        var item = SourceBarItem(
            side: side, kind: kind, title: used("title")?.value, image: used("image")?.value,
            systemItem: systemItem, width: unused.contains("width") ? nil : width,
            tintColor: used("tintColor").map { Self.systemColor($0.value, at: $0.location) ?? SourceValue($0.value, at: $0.location) },
            location: element.location)
        for attribute in BarItemAttribute.allCases where !unused.contains(attribute.rawValue) {
            guard let text = element.located(attribute.rawValue) else { continue }
            attribute.apply(text.value, at: text.location, to: &item, log: &log)
        }
        return item
    }
}
