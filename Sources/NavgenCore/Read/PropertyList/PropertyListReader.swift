/// An Info.plist among the inputs, as far as navgen reads it: whether the app asks for the compatibility design.
public struct PropertyListDocument: Sendable {
    public var path: String
    /// [`UIDesignRequiresCompatibility`](https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility),
    /// where its value is written; nil when the file does not set it.
    public var requiresCompatibility: Located<Bool>?
}

/// Reads XML property lists (`*.plist`) through libxml2, like every XML input. Binary and old-style text lists are
/// reported with the command that converts them, since navgen then cannot see the key.
enum PropertyListReader {
    static let compatibilityKey = "UIDesignRequiresCompatibility"

    /// The top-level dictionary's `UIDesignRequiresCompatibility`, the one key navgen reads.
    static func read(_ document: XMLDocument, log: inout DiagnosticLog) -> PropertyListDocument {
        var result = PropertyListDocument(path: document.path)
        guard let dictionary = document.root.firstChild(named: "dict") else { return result }
        let entries = Array(dictionary.children)
        guard let index = entries.firstIndex(where: { $0.name == "key" && $0.text == compatibilityKey }) else { return result }
        let key = entries[index]
        guard index + 1 < entries.count else {
            log.report(.invalidValue, at: key.location, "\(compatibilityKey) has no value; write <true/> or <false/> after the key")
            return result
        }
        let value = entries[index + 1]
        switch value.name {
        case "true": result.requiresCompatibility = Located(true, at: value.location)
        case "false": result.requiresCompatibility = Located(false, at: value.location)
        case "string" where value.text.contains("$("):
            log.report(.unsupported, at: value.location,
                       "\(compatibilityKey) is the build setting '\(value.text)', which navgen cannot expand; it assumes the key is not set")
        default:
            log.report(.invalidValue, at: value.location,
                       "\(compatibilityKey) must be <true/> or <false/>, found <\(value.name)>; write <true/> to ask for the compatibility design")
        }
        return result
    }

    /// A property list navgen cannot read: binary (`bplist00…`) or old-style text.
    static func reportUnreadable(_ path: String, binary: Bool, log: inout DiagnosticLog) {
        let kind = binary ? "a binary property list" : "not an XML property list"
        log.report(.unsupported, at: .file(path),
                   "\(kind), so navgen cannot read \(compatibilityKey) from it; convert it with 'plutil -convert xml1 \(displayPath(path))'")
    }

    /// `bplist` opens every binary property list.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }
}
