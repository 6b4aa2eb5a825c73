import Foundation

/// The one name people read for each screen and container: in the report, the flow diagram, diagnostics and
/// `navgen diff`. Interface Builder's object ids (`HII-kF-avN`) mean nothing to a reviewer.
enum ReadableNames {
    /// Controller id → its name, for the screens and containers of `documents` (the first controller of each id, as
    /// the model keeps). A name that two of them share gets each one's id beside it: `Article (article)`,
    /// `Article (Hlp-Vc-A01)`.
    static func names(of documents: [SourceDocument]) -> [String: String] {
        // Read in place, document by document: a controller is large to copy, and thousands are named before any
        // stage can run beside this one.
        var named: [(id: String, name: String)] = []
        var seen: Set<String> = []
        for document in documents.indices {
            for position in documents[document].controllers.indices where seen.insert(documents[document].controllers[position].id).inserted {
                guard [.screen, .navigation, .tabBar].contains(documents[document].controllers[position].role) else { continue }
                named.append((documents[document].controllers[position].id, plain(documents[document].controllers[position])))
            }
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

    /// The name before any id is put beside it: the navigation item's title, else the scene's title, else the
    /// storyboard identifier, else the custom class, else the id. Line breaks become spaces.
    static func plain(_ controller: SourceController) -> String {
        let candidates = [controller.navigationTitle, controller.title, controller.storyboardIdentifier, controller.customClass]
        for candidate in candidates {
            if let candidate, let name = oneLine(candidate) { return name }
        }
        return controller.id
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
