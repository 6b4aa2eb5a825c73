/// The navigation bar an app shows: the bar of iOS 7 to 18, with a background of its own, or Liquid Glass.
///
/// Which designs an app has follows from the SDK it builds with and its Info.plist: navgen resolves, plans and checks
/// every screen in each of them, and the generated tables give each screen's bar per mode and per design.
public enum NavigationDesign: String, Hashable, Sendable, CaseIterable {
    /// The bar before iOS 26, and on iOS 26 when the app builds with the iOS 26 SDK and sets
    /// `UIDesignRequiresCompatibility`: an opaque or translucent bar whose colour, image and alpha each screen sets.
    case legacy
    /// [Liquid Glass](https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass), on iOS 26
    /// and later for apps built with the iOS 26 SDK without the compatibility key, or with the iOS 27 SDK: the bar has
    /// no background of its own, its items sit on shared glass and the content's scroll edge effect keeps them legible.
    case glass

    /// The design the running app shows. `#available` alone cannot tell a build that asks for the compatibility mode
    /// from one that does not, so the build says whether it shows glass on iOS 26 and later (`glassBuild`: built with
    /// the iOS 27 SDK or later, or with the iOS 26 SDK without `UIDesignRequiresCompatibility`).
    public static func current(glassBuild: Bool) -> NavigationDesign {
        guard glassBuild else { return .legacy }
        if #available(iOS 26, *) { return .glass }
        return .legacy
    }
}
