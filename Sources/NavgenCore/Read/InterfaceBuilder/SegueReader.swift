/// Collects every `<segue>` with a `kind`, in document order, with the controller it leaves from and the element
/// that fires it. Skipped: `<segue reference=…>` (layout tie-breakers) and the nested peek/pop
/// `<segue key="commit|preview">`, which are parts of their parent segue.
struct SegueReader {
    /// The positions of the elements that are controllers (the first element with each controller's id): they
    /// become the source of segues inside them. Positions, as every element of the document is checked.
    let controllers: Set<Int>
    /// Every id in the document, for checking destinations.
    let identifiers: [String: Int]
    var segues: [SourceSegue] = []

    init(controllerIDs: some Sequence<String>, identifiers: [String: Int]) {
        controllers = Set(controllerIDs.compactMap { identifiers[$0] })
        self.identifiers = identifiers
    }

    mutating func read(_ root: XMLElement, format: DocumentFormat, context: inout IBContext) {
        guard format == .storyboard else {
            visit(root, parent: nil, controller: nil, context: &context)
            return
        }
        for scene in ControllerDiscovery.scenes(of: root) {
            // Objects beside the controller in the scene (gesture recognizers, detached bar button items) belong to it.
            let sceneController = ControllerDiscovery.controllers(inScene: scene).first?.attribute("id")
            visit(scene, parent: nil, controller: sceneController, context: &context)
        }
    }

    private mutating func visit(_ element: XMLElement, parent: XMLElement?, controller: String?, context: inout IBContext) {
        for child in element.children {
            if child.name == "segue" {
                // A segue in `<connections>` is fired by the element that owns the connections.
                let trigger = element.name == "connections" ? (parent ?? element) : element
                read(child, source: controller, trigger: trigger, context: &context)
                continue
            }
            let isController = controllers.contains(child.index)
            visit(child, parent: element, controller: isController ? child.attribute("id") : controller, context: &context)
        }
    }

    private mutating func read(_ element: XMLElement, source: String?, trigger: XMLElement, context: inout IBContext) {
        guard let kind = element.attribute("kind"), element.attribute("reference") == nil,
              !["commit", "preview"].contains(element.attribute("key") ?? "") else { return }
        guard let source else { return }
        guard let destination = element.located("destination"), !destination.value.isEmpty else {
            context.log.report(.unresolvedReference, at: element.location, "this '\(kind)' segue has no destination")
            return
        }
        if identifiers[destination.value] == nil {
            context.log.report(.unresolvedReference, at: destination.location,
                               "the segue's destination '\(destination.value)' is not an object of this document")
            return
        }
        let relationship = element.attribute("relationship")
        let id = element.attribute("id") ?? "\(source).segue\(segues.count)"
        var segue = SourceSegue(id: id, kind: kind, effect: Self.effect(kind: kind, relationship: relationship),
                                source: source, destination: destination.value, location: element.location)
        segue.relationship = relationship
        segue.identifier = element.attribute("identifier")
        segue.customClass = element.attribute("customClass")
        segue.customModule = element.attribute("customModule")
        segue.unwindAction = element.attribute("unwindAction")
        if let animates = element.attribute("animates").flatMap(IBBool.parse) { segue.animated = animates }
        segue.presentationStyle = PresentationStyleAttribute.read(from: element, log: &context.log)
        segue.transitionStyle = element.located("modalTransitionStyle")
        segue.disabledRules = DisabledRules.parse(element.leadingComments, log: &context.log)
        segue.trigger = "\(trigger.name)#\(trigger.attribute("id") ?? "")"
        segues.append(segue)
    }

    static func effect(kind: String, relationship: String?) -> SourceSegue.Effect {
        switch kind {
        case "push", "show", "showDetail": .push
        case "modal", "presentation", "popover", "popoverPresentation", "sheet": .present
        case "unwind": .unwind
        case "embed": .embed
        case "custom": .custom
        case "relationship":
            switch relationship {
            case "rootViewController": .root
            case "viewControllers": .tab
            default: .other
            }
        default: .other
        }
    }
}
