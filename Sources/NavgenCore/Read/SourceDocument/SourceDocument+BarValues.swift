extension SourceDocument {
    /// Whether any value a bar is drawn with satisfies `predicate`: named appearances, controllers' properties and bar
    /// appearances, items' tints.
    func containsBarValue(where predicate: (SourceValue) -> Bool) -> Bool {
        appearances.contains { $0.properties.values.contains(where: predicate) } || controllers.contains { controller in
            controller.properties.values.contains(where: predicate)
                || controller.barAppearances.contains { $0.properties.values.contains(where: predicate) }
                || controller.items.contains { $0.tintColor.map(predicate) ?? false }
        }
    }

    /// Replaces every value `containsBarValue(where:)` looks at with what `update` makes of it.
    mutating func updateBarValues(_ update: (SourceValue) -> SourceValue) {
        for index in appearances.indices {
            appearances[index].properties = appearances[index].properties.mapValues(update)
        }
        for index in controllers.indices {
            controllers[index].properties = controllers[index].properties.mapValues(update)
            for bar in controllers[index].barAppearances.indices {
                controllers[index].barAppearances[bar].properties = controllers[index].barAppearances[bar].properties.mapValues(update)
            }
            for item in controllers[index].items.indices {
                controllers[index].items[item].tintColor = controllers[index].items[item].tintColor.map(update)
            }
        }
    }
}
