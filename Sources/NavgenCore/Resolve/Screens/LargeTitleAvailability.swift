/// `largeTitleDisplayMode` `always` on a screen whose navigation bar never prefers large titles: UIKit then shows the
/// title inline ([prefersLargeTitles](https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles)),
/// so the setting changes nothing, which Interface Builder does not say.
enum LargeTitleAvailability {
    /// A `no-effect` warning at each place such a setting is written, once, naming the screens it reaches.
    static func unused(in screens: [Screen], variants: [Variant]) -> [Diagnostic] {
        var places: [SourceLocation] = []
        var names: [SourceLocation: [String]] = [:]
        for screen in screens {
            guard let location = screen.propertyLocations[.largeTitleDisplayMode] else { continue }
            let bars = variants.compactMap { screen.appearances[$0] }
            guard !bars.isEmpty, bars.allSatisfy({ $0.largeTitleDisplayMode == .always && !$0.prefersLargeTitles }) else { continue }
            if names[location] == nil { places.append(location) }
            names[location, default: []].append(screen.name)
        }
        return places.map { location in
            Diagnostic(.noEffect, at: location,
                       "largeTitleDisplayMode 'always' has no effect on \(ScreenNames.phrase(names[location]!)): its navigation bar does "
                           + "not prefer large titles, so UIKit shows the title inline; set prefersLargeTitles on the navigation controller "
                           + "(Prefers Large Titles on its navigation bar in Interface Builder)")
        }
    }
}
