/// A UIKit system colour that follows the interface style, the contrast setting and the system's palette, which a
/// storyboard, a navigation map or an asset catalogue names rather than giving its components
/// ([Standard colors](https://developer.apple.com/documentation/uikit/standard-colors),
/// [UI element colors](https://developer.apple.com/documentation/uikit/ui-element-colors)).
///
/// A `NavigationColor` that is one keeps the name beside the components of its documented value in the mode: navgen
/// checks those, and the glue gives UIKit the system colour itself, so the app shows what the system shows in every
/// contrast and on every release (iOS 26 changed the hues).
public enum NavigationSystemColor: String, Hashable, Sendable, CaseIterable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
    case systemIndigo, systemPurple, systemPink, systemBrown
    /// The tint a view inherits (Interface Builder's "Default (Tint Color)"), system blue unless the app sets its own.
    case tintColor
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
}
