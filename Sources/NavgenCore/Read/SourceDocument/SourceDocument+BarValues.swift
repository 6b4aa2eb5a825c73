extension SourceDocument {
    /// Every value a bar is drawn with: named appearances, controllers' properties and bar appearances, items' tints.
    var barValues: [SourceValue] {
        var values = appearances.flatMap(\.properties.values)
        for controller in controllers {
            values += controller.properties.values
            values += controller.barAppearances.flatMap(\.properties.values)
            values += controller.items.compactMap(\.tintColor)
        }
        return values
    }

    /// Replaces every value `barValues` lists with what `update` makes of it.
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
