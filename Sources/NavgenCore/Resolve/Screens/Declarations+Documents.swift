extension Declarations {
    /// What the documents declare, in document order.
    init(documents: [SourceDocument]) {
        self.init()
        for document in documents {
            if let initial = document.initialController { entryPoints.append(initial) }
            for appearance in document.appearances {
                bars.append(BarDeclaration(owner: .appearance(appearance.id), locations: appearance.properties.mapValues(\.location),
                                           disabledRules: []))
                appearance.properties.values.forEach { addTokenPath(in: $0) }
            }
            for controller in document.controllers {
                if document.format == .xib || controller.storyboardIdentifier != nil { entryPoints.append(controller.id) }
                if controller.role == .screen || controller.role == .navigation {
                    bars.append(BarDeclaration(owner: .controller(controller.id), locations: controller.properties.mapValues(\.location),
                                               disabledRules: controller.disabledRules))
                }
                addTokenPath(in: controller.appearance)
                controller.properties.values.forEach { addTokenPath(in: $0) }
                controller.items.forEach { addTokenPath(in: $0.tintColor) }
                for appearance in controller.barAppearances { appearance.properties.values.forEach { addTokenPath(in: $0) } }
            }
            textViews += document.textViews.map { TextViewText(text: $0, deploymentTarget: document.deploymentTarget?.text) }
        }
    }

    /// Adds the token `value` names, in any mode.
    private mutating func addTokenPath(in value: SourceValue?) {
        guard let value else { return }
        addTokenPath(in: value.text)
        value.modeValues.values.forEach { addTokenPath(in: $0) }
    }

    private mutating func addTokenPath(in text: String) {
        if let path = CurlyReference.path(in: text) { tokenPaths.insert(path) }
    }
}
