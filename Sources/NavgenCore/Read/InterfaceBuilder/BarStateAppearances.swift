/// A navigation bar's scroll-edge and compact appearances, where they differ from its standard one. navgen gives each
/// screen one bar, read from the standard appearance, and the glue sets that bar in every state, so such a difference
/// is a look the app stops showing: said at the appearance, since nothing else would say it.
enum BarStateAppearances {
    /// What each state's appearance is shown for.
    static let states = [
        "scrollEdgeAppearance": "at the scroll edge (where a large title rests)",
        "compactAppearance": "in a compact-height bar (an iPhone in landscape)",
        "compactScrollEdgeAppearance": "at the scroll edge of a compact-height bar",
    ]

    /// The settings an appearance holds, as the Attributes inspector names them.
    private static let settings: [(AppearanceProperty, String)] = [
        (.barTintColor, "background colour"), (.barImage, "background image"), (.shadowColor, "shadow colour"),
        (.shadowImage, "shadow image"), (.titleColor, "title colour"), (.titleFont, "title font"),
        (.largeTitleColor, "large title colour"), (.largeTitleFont, "large title font"),
    ]

    /// Reports each state's appearance that differs from `standard` (the bar's own settings under its standard
    /// appearance), which has the background effect `effect`. The bar's own settings are taken to lie under every
    /// appearance alike, as navgen takes them to lie under the standard one.
    static func report(_ appearances: [SourceAppearance], own: [AppearanceProperty: SourceValue],
                       standard: [AppearanceProperty: SourceValue], effect: SourceValue?, log: inout DiagnosticLog) {
        for appearance in appearances {
            guard let state = states[appearance.id] else { continue }
            let differences = differences(of: appearance, over: own, from: standard, effect: effect)
            guard !differences.isEmpty else { continue }
            log.report(.unsupported, at: appearance.location,
                       "this \(appearance.id) differs from the standard appearance beside it in its "
                           + "\(differences.sentenceList); navgen gives each screen one bar, from the standard appearance, and "
                           + "its glue shows that bar \(state) too; give both appearances the same settings")
        }
    }

    /// The settings, as the Attributes inspector names them, in which `appearance` over the bar's own settings `own`
    /// differs from `standard`, whose background effect is `effect`.
    static func differences(of appearance: SourceAppearance, over own: [AppearanceProperty: SourceValue],
                            from standard: [AppearanceProperty: SourceValue], effect: SourceValue?) -> [String] {
        let shown = own.merging(appearance.properties) { _, written in written }
        var differences = settings.filter { property, _ in !same(shown[property], standard[property]) }.map(\.1)
        if !same(appearance.backgroundEffect, effect) { differences.append("background effect") }
        return differences
    }

    /// A navigation item's appearances: its standard one gives the screen its bar in place of the navigation bar's
    /// standard appearance (`ControllerResolver` sets the bar's aside); its other states are said as a bar's are,
    /// against it. Without a standard one beside them they are said not to be read, since the glue shows the screen's
    /// one bar in them.
    static func apply(itemAppearances appearances: [SourceAppearance], to controller: inout SourceController,
                      log: inout DiagnosticLog) {
        // The item's own scroll-edge appearance is what UIKit shows at the scroll edge instead of a transparent bar.
        if appearances.contains(where: { $0.id == "scrollEdgeAppearance" }) { controller.customisesScrollEdge = true }
        guard let standard = appearances.first(where: { $0.id == "standardAppearance" }) else {
            for appearance in appearances {
                log.report(.unsupported, at: appearance.location,
                           "this navigation item's \(appearance.id) is not read without a standardAppearance of the item: navgen gives "
                               + "each screen one bar, from a standard appearance, and its glue shows that bar \(states[appearance.id] ?? "") "
                               + "too; give the item a standardAppearance with these settings")
            }
            return
        }
        controller.properties.merge(standard.properties) { _, item in item }
        controller.replacesBarAppearance = true
        controller.itemAppearances = appearances
        report(appearances, own: [:], standard: standard.properties, effect: standard.backgroundEffect, log: &log)
    }

    /// The same value, or none on both sides.
    private static func same(_ lhs: SourceValue?, _ rhs: SourceValue?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.hasSameValue(as: rhs)
    }
}
