/// Finds the elements that are view controllers, by Interface Builder's own rules.
///
/// - Storyboards: every child of `scene/objects` whose `sceneMemberID` is `viewController`, whatever its element
///   name (`navigationController`, `hostingController`, `viewControllerPlaceholder`, custom elements…). A scene with
///   no such member (WatchKit) contributes its first object whose element name ends in `controller`, in any case.
/// - Xibs: the top-level children of `<objects>` whose element name ends in `Controller` or `ControllerPlaceholder`,
///   and the controllers a container holds in its `<viewControllers>` (`NestedControllers`), in document order.
enum ControllerDiscovery {
    struct Found {
        var element: XMLElement
        var sceneID: String?
    }

    static func controllers(in root: XMLElement, format: DocumentFormat) -> [Found] {
        switch format {
        case .storyboard:
            return scenes(of: root).flatMap { scene in controllers(inScene: scene).map { Found(element: $0, sceneID: scene.attribute("sceneID")) } }
        default:
            let topLevel = root.children(named: "objects").flatMap { objects in
                objects.children.filter { $0.name.hasSuffix("Controller") || $0.name.hasSuffix("ControllerPlaceholder") }
            }
            return topLevel.flatMap { [$0] + NestedControllers.descendants(of: $0) }.map { Found(element: $0, sceneID: nil) }
        }
    }

    static func scenes(of root: XMLElement) -> [XMLElement] {
        root.children(named: "scenes").flatMap { $0.children(named: "scene") }
    }

    static func controllers(inScene scene: XMLElement) -> [XMLElement] {
        let objects = scene.children(named: "objects").flatMap(\.children)
        let members = objects.filter { $0.attribute("sceneMemberID") == "viewController" }
        if !members.isEmpty { return members }
        return objects.first { $0.name.lowercased().hasSuffix("controller") }.map { [$0] } ?? []
    }
}
