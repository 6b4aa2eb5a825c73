import Foundation

/// The one name people read for each screen and container: in the report, the flow diagram, diagnostics and
/// `navgen diff`. Interface Builder's object ids (`HII-kF-avN`) mean nothing to a reviewer.
enum ReadableNames {
    /// Controller id → its name, for the screens and containers among `controllers`. A name that two of them share
    /// gets each one's id beside it: `Article (article)`, `Article (Hlp-Vc-A01)`.
    static func names(of controllers: ControllerTable) -> [String: String] {
        // Read in place: a controller is large to copy, and thousands are named on one thread.
        let named = controllers.order.compactMap { id in
            controllers.read(id) { [.screen, .navigation, .tabBar].contains($0.role) ? (id: id, name: plain($0)) : nil } ?? nil
        }
        var uses: [String: Int] = [:]
        for (_, name) in named { uses[name, default: 0] += 1 }
        var names: [String: String] = [:]
        names.reserveCapacity(named.count)
        for (id, name) in named {
            names[id] = uses[name, default: 0] > 1 && name != id ? "\(name) (\(id))" : name
        }
        return names
    }

    /// The name before any id is put beside it: the navigation item's title, else the scene's title, else its label in
    /// Xcode's outline, else its tab's title (not Xcode's placeholders `Item`, `Item 2`), else the storyboard identifier, else the
    /// custom class, else the id. Line breaks become spaces.
    static func plain(_ controller: SourceController) -> String {
        let candidates = [controller.navigationTitle, controller.title, controller.userLabel, controller.tabTitle.flatMap { isPlaceholder($0) ? nil : $0 },
                          controller.storyboardIdentifier, controller.customClass]
        for candidate in candidates {
            if let candidate, let name = oneLine(candidate) { return name }
        }
        return controller.id
    }

    /// Xcode's placeholder tab titles, `Item` and `Item 2`, which name nothing.
    private static func isPlaceholder(_ tabTitle: String) -> Bool {
        tabTitle == "Item" || tabTitle.hasPrefix("Item ") && Int(tabTitle.dropFirst("Item ".count)) != nil
    }

    /// The words of `text` on one line, separated by a space; nil when it has none.
    static func oneLine(_ text: String) -> String? {
        // Nearly every title is printable ASCII without spaces at either end: it is its own name, and splitting
        // it into lines and trimming them through Foundation cost more than all the rest of naming.
        if isPlainASCII(text) { return text }
        let words = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Printable ASCII (no line break, tab or other control character), neither starting nor ending with a space.
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return false }
            return bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        } ?? false
    }
}
