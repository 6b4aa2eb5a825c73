import Foundation

/// The one name people read for each screen and container: in the report, the flow diagram, diagnostics and
/// `navgen diff`. Interface Builder's object ids (`HII-kF-avN`) mean nothing to a reviewer.
enum ReadableNames {
    /// Controller id → its name, for the screens and containers among `controllers`. A name that two of them
    /// share gets each one's id beside it: `Article (article)`, `Article (Hlp-Vc-A01)`.
    static func names(of controllers: [SourceController]) -> [String: String] {
        let named = controllers.filter { [.screen, .navigation, .tabBar].contains($0.role) }
        var uses: [String: Int] = [:]
        for controller in named { uses[plain(controller), default: 0] += 1 }
        var names: [String: String] = [:]
        for controller in named where names[controller.id] == nil {
            let name = plain(controller)
            names[controller.id] = uses[name, default: 0] > 1 && name != controller.id ? "\(name) (\(controller.id))" : name
        }
        return names
    }

    /// The name before any id is put beside it: the navigation item's title, else the scene's title, else the
    /// storyboard identifier, else the custom class, else the id. Line breaks become spaces.
    static func plain(_ controller: SourceController) -> String {
        let candidates = [controller.navigationTitle, controller.title, controller.storyboardIdentifier, controller.customClass]
        for candidate in candidates {
            guard let candidate else { continue }
            let words = candidate.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if !words.isEmpty { return words.joined(separator: " ") }
        }
        return controller.id
    }
}
