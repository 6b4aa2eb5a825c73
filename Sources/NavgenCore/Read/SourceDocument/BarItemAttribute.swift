/// The attributes a bar button item gains for Liquid Glass and iOS 27.1's vertical bar, as navigation maps
/// (`<item style="prominent">`) and `navgen.<attribute>` runtime attributes on a storyboard's bar button item both
/// write them.
enum BarItemAttribute: String, CaseIterable {
    case style, sharesBackground, hidesSharedBackground, badge, identifier, axis

    static let names = allCases.map(\.rawValue)

    /// Sets the attribute on `item` from its text, or reports at `location` why it cannot.
    func apply(_ text: String, at location: SourceLocation, to item: inout SourceBarItem, log: inout DiagnosticLog) {
        switch self {
        case .style:
            let styles = NavigationBarButtonItem.Style.allCases.map(\.rawValue)
            guard let style = NavigationBarButtonItem.Style(rawValue: text) else {
                log.report(.invalidValue, at: location, Suggestion.unknown("item style", text, expected: styles))
                return
            }
            item.style = style
        case .sharesBackground:
            guard let flag = IBBool.parse(text) else {
                log.report(.invalidValue, at: location, "'sharesBackground' must be true or false, found '\(text)'")
                return
            }
            item.sharesBackground = flag
        case .hidesSharedBackground:
            guard let flag = IBBool.parse(text) else {
                log.report(.invalidValue, at: location, "'hidesSharedBackground' must be true or false, found '\(text)'")
                return
            }
            item.hidesSharedBackground = flag
        case .badge:
            if text == "indicator" {
                item.badge = .indicator
            } else if let count = Int(text), count >= 0 {
                item.badge = .count(count)
            } else {
                let hint = Int(text) == nil ? Suggestion.hint(for: text, in: ["indicator"]) : ""
                log.report(.invalidValue, at: location, "an item's badge must be a count (0 or more) or 'indicator', found '\(text)'\(hint)")
            }
        case .identifier:
            guard !text.isEmpty else {
                log.report(.invalidValue, at: location, "an item's identifier must not be empty")
                return
            }
            item.identifier = text
        case .axis:
            let axes = NavigationBarButtonItem.Axis.allCases.map(\.rawValue)
            guard let axis = NavigationBarButtonItem.Axis(rawValue: text) else {
                log.report(.invalidValue, at: location, Suggestion.unknown("item axis", text, expected: axes))
                return
            }
            item.axis = Located(axis, at: location)
        }
    }
}
