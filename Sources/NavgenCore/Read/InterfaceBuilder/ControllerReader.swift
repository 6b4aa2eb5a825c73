/// Builds a `SourceController` from a controller element: its attributes, navigation item, navigation bar and
/// runtime attributes.
enum ControllerReader {
    static func read(_ found: ControllerDiscovery.Found, context: inout IBContext) -> SourceController? {
        let element = found.element
        guard let id = element.attribute("id"), !id.isEmpty else {
            context.log.report(.invalidValue, at: element.location, "<\(element.name)> is a view controller but has no 'id'")
            return nil
        }
        var controller = SourceController(id: id, element: element.name, role: role(of: element.name), location: element.location(of: "id"),
                                          start: element.location)
        controller.sceneID = found.sceneID
        controller.customClass = element.attribute("customClass")
        controller.customModule = element.attribute("customModule")
        controller.storyboardIdentifier = element.attribute("storyboardIdentifier")
        controller.title = element.attribute("title")
        if controller.role == .split { controller.splitStyle = element.attribute("style") }
        controller.userLabel = element.attribute("userLabel")
        controller.tabTitle = element.child(named: "tabBarItem", keyed: "tabBarItem")?.attribute("title")
        controller.presentationStyle = PresentationStyleAttribute.read(from: element, log: &context.log)
        controller.transitionStyle = element.located("modalTransitionStyle")
        controller.disabledRules = DisabledRules.parse(element.leadingComments, log: &context.log)
        if controller.role == .reference {
            controller.referencedStoryboard = element.attribute("storyboardName")
            controller.referencedStoryboardLocation = element.location(of: "storyboardName")
            controller.referencedIdentifier = element.attribute("referencedIdentifier")
            controller.bundleIdentifier = element.attribute("bundleIdentifier")
        }

        // Lowest precedence first: the bar's defaults, then what the controller and its item say, then explicit
        // runtime attributes, which exist to override.
        var setByAttributes: Set<AppearanceProperty> = []
        if let bar = element.child(named: "navigationBar", keyed: "navigationBar") {
            let result = NavigationBarReader.read(bar, context: &context)
            controller.barAppearances = result.appearances
            controller.customisesScrollEdge = result.appearances.contains { $0.id == "scrollEdgeAppearance" }
            controller.navigationBarClass = result.customClass
            controller.properties = result.defaults
            let barAttributes = RuntimeAttributeReader.read(bar, context: &context)
            controller.properties.merge(barAttributes.properties) { _, new in new }
            setByAttributes.formUnion(barAttributes.properties.keys)
            controller.rootIdentifier = barAttributes.root
        }
        for (attribute, property) in [("hidesBottomBarWhenPushed", AppearanceProperty.hidesBottomBarWhenPushed), ("navigationBarHidden", .barHidden)] {
            if let flag = IBBool.sourceValue(attribute, of: element, log: &context.log) { controller.properties[property] = flag }
        }
        if let item = element.child(named: "navigationItem", keyed: "navigationItem") {
            NavigationItemReader.read(item, into: &controller, context: &context)
        }
        let attributes = RuntimeAttributeReader.read(element, context: &context)
        controller.properties.merge(attributes.properties) { _, new in new }
        setByAttributes.formUnion(attributes.properties.keys)
        for (attribute, value) in attributes.controllerAttributes {
            attribute.apply(value.text, at: value.location, to: &controller, log: &context.log)
        }
        controller.rootIdentifier = attributes.root ?? controller.rootIdentifier
        if let title = attributes.title { controller.title = title.text }
        if let title = attributes.navigationTitle { controller.navigationTitle = title.text }
        controller.runtimeAttributes = attributes.unmapped
        sayUnknownBarAttributes(of: controller, besides: setByAttributes, context: &context)
        return controller
    }

    /// navgen's properties by their names in lower case, which a class's own key may spell otherwise.
    private static let propertiesByLowercasedName = Dictionary(AppearanceProperty.allCases.map { ($0.rawValue.lowercased(), $0) },
                                                               uniquingKeysWith: { first, _ in first })

    /// A controller's own properties set by runtime attributes (an `IBInspectable` `barTintColor` of a navigation
    /// controller subclass) may style the bar in ways navgen cannot know: said once per controller, with the runtime
    /// attributes navgen reads for them, so that its bar is not checked as the default one without a word. A colour on a
    /// navigation controller, or a key named as one of navgen's properties on any controller (a single key: a class's
    /// own property, not a path into its view); not one whose property
    /// runtime attributes navgen reads set already (`besides`), as this warning advises.
    private static func sayUnknownBarAttributes(of controller: SourceController, besides set: Set<AppearanceProperty>,
                                                context: inout IBContext) {
        let properties = Self.propertiesByLowercasedName
        // A class's own property is one key, not a path into its view or layer (`view.tintColor`).
        let suspects = controller.runtimeAttributes.filter { attribute in
            guard !attribute.keyPath.contains("."), !RuntimeAttributeReader.uikitControllerKeys.contains(attribute.keyPath) else { return false }
            if let property = properties[attribute.keyPath.lowercased()], set.contains(property) { return false }
            return properties[attribute.keyPath.lowercased()] != nil || controller.role == .navigation && attribute.type == "color"
        }
        guard let first = suspects.first else { return }
        let owner = controller.customClass.map { "'\($0)'" } ?? "this \(controller.element)"
        let keys = suspects.map { "'\($0.keyPath)'" }.sentenceList
        let ours = suspects.compactMap { properties[$0.keyPath.lowercased()] }
        let advice = ours.isEmpty ? "" : " (\(ours.map { "'navgen.\($0.rawValue)'" }.sentenceList))"
        context.log.report(.unsupported, at: first.location, """
            \(owner) sets \(keys) by runtime attributes, properties of its own class that navgen cannot know the effect of, \
            so its bar is read without them; where they style the bar, add the runtime attributes navgen reads\(advice) with \
            the same values, or set the bar in its inspector
            """)
    }

    static func role(of element: String) -> ControllerRole {
        switch element {
        case "navigationController": .navigation
        case "tabBarController": .tabBar
        case "splitViewController": .split
        case "viewControllerPlaceholder", "controllerPlaceholder": .reference
        default: .screen
        }
    }
}
