/// The properties of the bar of iOS 27 (`AppearanceProperty.glassOnly`) and its items' `axis`, written for a build whose
/// SDK lacks that bar: each changes nothing, and says so where it is written.
enum IOS27BarProperties {
    /// A `no-effect` warning at each place the inputs write one, once per place, when `build` has no bar of iOS 27.
    static func unused(in documents: [SourceDocument], global: [AppearanceProperty: SourceValue], build: BuildDesigns) -> [Diagnostic] {
        guard !build.hasIOS27Bar else { return [] }
        let written = [global] + documents.flatMap { document in
            document.appearances.map(\.properties) + document.controllers.map(\.properties)
        }
        var places: Set<SourceLocation> = []
        let properties = written.flatMap { properties in
            AppearanceProperty.glassOnly.compactMap { property -> Diagnostic? in
                guard let value = properties[property], places.insert(value.location).inserted else { return nil }
                return unused("'\(property.rawValue)'", at: value.location, build: build)
            }
        }
        let axes = documents.flatMap(\.controllers).flatMap(\.items).compactMap { item in
            item.axis.map { unused("an item's 'axis'", at: $0.location, build: build) }
        }
        return properties + axes
    }

    private static func unused(_ subject: String, at location: SourceLocation, build: BuildDesigns) -> Diagnostic {
        Diagnostic(.noEffect, at: location,
                   "\(subject) has no effect: it belongs to the Liquid Glass bar of iOS 27, and this app builds with the iOS "
                       + "\(build.sdk) SDK, which lacks it")
    }
}
