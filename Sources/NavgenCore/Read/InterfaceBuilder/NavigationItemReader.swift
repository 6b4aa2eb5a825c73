/// Reads a controller's `<navigationItem key="navigationItem">`: title, prompt, large-title mode, the bar
/// button items (`leftBarButtonItem`, `rightBarButtonItem`, `backBarButtonItem`, and the
/// `<leftBarButtonItems>`/`<rightBarButtonItems>` lists, whose order is from the edge inward, as in navigation maps),
/// and the item's own appearances, which UIKit shows instead of the bar's while the item is on top.
enum NavigationItemReader {
    static func read(_ item: XMLElement, into controller: inout SourceController, context: inout IBContext) {
        controller.navigationTitle = item.attribute("title")
        controller.navigationItemLocation = item.location
        controller.prompt = item.attribute("prompt")
        controller.titleView = item.children.first { $0.attribute("key") == "titleView" }?.name
        if let mode = item.located("largeTitleDisplayMode") {
            // iOS 17's inline large title is a large title beside the bar's items (`always` where there is a back button).
            // ([UINavigationItem.LargeTitleDisplayMode](https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum))
            if mode.value == "inline" {
                context.log.report(.unsupported, at: mode.location, """
                    largeTitleDisplayMode 'inline' (iOS 17) shows the large title inline with the bar's items, moving leading \
                    and centre items into the overflow menu; navgen plans and draws it as 'always', which UIKit shows where there \
                    is a back button
                    """)
            }
            controller.properties[.largeTitleDisplayMode] = SourceValue(mode.value == "inline" ? "always" : mode.value, at: mode.location)
        }
        if let flag = IBBool.sourceValue("hidesBackButton", of: item, log: &context.log) { controller.properties[.hidesBackButton] = flag }
        let attributes = RuntimeAttributeReader.read(item, context: &context)
        controller.properties.merge(attributes.properties) { _, new in new }
        if let title = attributes.navigationTitle { controller.navigationTitle = title.text }
        if let flag = IBBool.attribute("leftItemsSupplementBackButton", of: item, log: &context.log) {
            controller.leftItemsSupplementBackButton = flag.value
        }
        var appearances: [SourceAppearance] = []
        for child in item.children {
            switch (child.name, child.attribute("key")) {
            case ("navigationBarAppearance", let key?) where NavigationBarReader.appearanceKeys.contains(key):
                appearances.append(NavigationBarReader.readAppearance(child, key: key, context: &context))
            case ("barButtonItem", "leftBarButtonItem"?):
                controller.items.append(barItem(child, side: .left, context: &context))
            case ("barButtonItem", "rightBarButtonItem"?):
                controller.items.append(barItem(child, side: .right, context: &context))
            case ("barButtonItem", "backBarButtonItem"?):
                controller.items.append(barItem(child, side: .back, context: &context))
            case ("leftBarButtonItems", _):
                for element in child.children(named: "barButtonItem") {
                    controller.items.append(barItem(element, side: .left, context: &context))
                }
            case ("rightBarButtonItems", _):
                for element in child.children(named: "barButtonItem") {
                    controller.items.append(barItem(element, side: .right, context: &context))
                }
            default:
                break
            }
        }
        BarStateAppearances.apply(itemAppearances: appearances, to: &controller, log: &context.log)
        // Xcode 12+ writes a back button title on the item itself rather than as a back bar button item.
        if let title = item.attribute("backButtonTitle"), !controller.items.contains(where: { $0.side == .back }) {
            controller.items.append(SourceBarItem(side: .back, kind: .title, title: title, location: item.location(of: "backButtonTitle")))
        }
    }

    static func barItem(_ element: XMLElement, side: SourceBarItem.Side, context: inout IBContext) -> SourceBarItem {
        let systemName = element.located("systemItem")
        // Xcode 13+ writes SF Symbols with a configuration as `<imageReference key="image" image="…">`; either form says
        // `catalog="system"` for an SF Symbol, nothing for the app's image.
        let reference = element.attribute("image") == nil ? element.child(named: "imageReference", keyed: "image") : nil
        let image = element.attribute("image") ?? reference?.attribute("image")
        let catalog = reference == nil ? element.attribute("catalog") : reference?.attribute("catalog")
        var systemItem: NavigationBarButtonItem.SystemItem?
        // A custom view is what UIKit draws, whatever else the item says.
        var kind: SourceBarItem.Kind = switch (systemName?.value, image) {
        case _ where element.children.contains(where: { $0.attribute("key") == "customView" }): .customView
        case ("fixedSpace"?, _): .fixedSpace
        case ("flexibleSpace"?, _): .flexibleSpace
        case (_?, _): .system
        case (nil, _?): .image
        case (nil, nil): .title
        }
        if kind == .system, let systemName {
            systemItem = NavigationBarButtonItem.SystemItem(rawValue: systemName.value)
            if systemItem == nil {
                context.log.report(.unsupported, at: systemName.location,
                                   "navgen does not know the system item '\(systemName.value)'; it reads the item as a button with "
                                       + "no symbol\(Suggestion.hint(for: systemName.value, in: NavigationBarButtonItem.SystemItem.allCases.map(\.rawValue)))")
            }
        }
        var width: Double?
        if let text = element.located("width") {
            if let number = Double(text.value), number.isFinite {
                width = number
            } else {
                context.log.report(.invalidValue, at: text.location, "a bar button item's width must be a number, found '\(text.value)'")
            }
        }
        // A fixed space of no width is UIKit's zero-width one, which splits glass groups.
        if kind == .fixedSpace, (width ?? 0) == 0 { kind = .separator }
        var item = SourceBarItem(
            side: side, kind: kind, title: element.attribute("title"), image: image, systemItem: systemItem, width: width,
            tintColor: element.child(named: "color", keyed: "tintColor").flatMap { ColorReader.value(of: $0, context: &context) },
            location: element.location)
        item.id = element.attribute("id")
        if image != nil { item.imageSource = catalog == "system" ? .symbol : .asset }
        // The iOS 26 SDK makes `done` the same value as `prominent` (UIBarButtonItemStyleDone = UIBarButtonItemStyleProminent);
        // a space has no style of its own.
        item.style = !kind.isSpace && ["done", "prominent"].contains(element.attribute("style") ?? "") ? .prominent : .plain
        RuntimeAttributeReader.read(item: element, into: &item, context: &context)
        return item
    }
}
