/// A xib holds a container's controllers inside it, in the container's `<viewControllers>`, where a storyboard draws
/// relationship segues (a `MainWindow.xib`'s navigation controller and its root, a tab bar controller and its
/// stacks). They are read as those relationships: a navigation controller's first controller is its root and each
/// next one is pushed from the one before (its stack, as the array is); a tab bar controller's are its tabs; any
/// other container's (a split view controller's columns) are its children.
enum NestedControllers {
    /// The controllers nested in `container`, at any depth, in document order.
    static func descendants(of container: XMLElement) -> [XMLElement] {
        nested(in: container).flatMap { [$0] + descendants(of: $0) }
    }

    /// The relationships of a xib's controllers (as `ControllerDiscovery` finds them, nested ones included) to the
    /// controllers nested in them.
    static func segues(of controllers: [XMLElement], format: DocumentFormat) -> [SourceSegue] {
        guard format == .xib else { return [] }
        return controllers.flatMap(relationships(of:))
    }

    private static func nested(in container: XMLElement) -> [XMLElement] {
        container.children(named: "viewControllers").flatMap(\.children).filter { $0.name.hasSuffix("Controller") && $0.attribute("id") != nil }
    }

    private static func relationships(of container: XMLElement) -> [SourceSegue] {
        guard let id = container.attribute("id") else { return [] }
        let children = nested(in: container)
        return children.enumerated().map { index, child in
            let destination = child.attribute("id")!
            var segue: SourceSegue
            switch container.name {
            case "navigationController" where index == 0:
                segue = SourceSegue(id: "\(id).viewControllers.\(index)", kind: "relationship", effect: .root, source: id,
                                    destination: destination, location: child.location)
                segue.relationship = "rootViewController"
            case "navigationController":
                segue = SourceSegue(id: "\(id).viewControllers.\(index)", kind: "push", effect: .push,
                                    source: children[index - 1].attribute("id")!, destination: destination, location: child.location)
                segue.animated = false
            default:
                let effect: SourceSegue.Effect = container.name == "tabBarController" ? .tab : .other
                segue = SourceSegue(id: "\(id).viewControllers.\(index)", kind: "relationship", effect: effect, source: id,
                                    destination: destination, location: child.location)
                segue.relationship = "viewControllers"
            }
            segue.trigger = "\(container.name)#\(id)"
            return segue
        }
    }
}
