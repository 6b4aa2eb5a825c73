/// A `modalPresentationStyle` as a storyboard's segue or controller, or a navigation map's `<present>`, writes it: one
/// of UIKit's styles, or `automatic`, which the SDK the app links decides.
enum PresentationStyleAttribute: Hashable, Sendable {
    case automatic
    case style(NavigationPresentationStyle)

    static let names = ["automatic"] + NavigationPresentationStyle.allCases.map(\.rawValue)

    /// The attribute of `element`, or nil when it has none or reports why its value is not a style.
    static func read(from element: XMLElement, log: inout DiagnosticLog) -> Located<Self>? {
        guard let text = element.located("modalPresentationStyle") else { return nil }
        if text.value == "automatic" { return Located(.automatic, at: text.location) }
        guard let style = NavigationPresentationStyle(rawValue: text.value) else {
            log.report(.invalidValue, at: text.location, Suggestion.unknown("modalPresentationStyle", text.value, expected: names))
            return nil
        }
        return Located(.style(style), at: text.location)
    }

    /// The style UIKit shows, `automatic` being `automaticStyle`.
    func resolved(automatic automaticStyle: NavigationPresentationStyle) -> NavigationPresentationStyle {
        switch self {
        case .automatic: automaticStyle
        case .style(let style): style
        }
    }
}
