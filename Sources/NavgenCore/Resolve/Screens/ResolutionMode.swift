/// A token mode as the resolver sees it, worked out once rather than per screen and property.
struct ResolutionMode: Sendable {
    let name: String
    /// The position among the catalogue's modes; keys the resolver's caches.
    let index: Int
    /// A dark mode: UIKit's default bar, title and tint follow the dark interface style.
    let isDark: Bool
    /// A mode for increased contrast: system colours take their values for it.
    let isHighContrast: Bool
    /// The app's tint in the mode (`AppTint`); nil for the system blue.
    var appTint: RGBA?

    static func all(_ names: [String], appWide: AppWideAppearance) -> [ResolutionMode] {
        names.enumerated().map {
            ResolutionMode(name: $1, index: $0, isDark: appWide.isDark($1), isHighContrast: TokenCatalogue.isHighContrast($1))
        }
    }
}
