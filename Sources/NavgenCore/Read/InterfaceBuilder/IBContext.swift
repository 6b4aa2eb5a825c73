/// What every part of the Interface Builder reader shares while reading one document: the diagnostics so far
/// and the document's `<resources>`, which give named and system colours their embedded values.
struct IBContext {
    var log: DiagnosticLog
    let path: String
    /// `<resources><namedColor name="X"><color …/></namedColor>`: the value Xcode copied from the asset catalog.
    let namedColors: [String: XMLElement]
    /// `<resources><systemColor name="X"><color …/></systemColor>`: the light value of the SDK that saved the file.
    let systemColors: [String: XMLElement]
    /// Whether the document is colour-matched (`colorMatched="YES"`, Xcode 8 and later): its calibrated colours are
    /// converted to sRGB when it is built, where an older document's components go through as written.
    let colorMatched: Bool

    init(document: XMLDocument, log: DiagnosticLog) {
        self.log = log
        self.path = document.path
        colorMatched = document.root.attribute("colorMatched") == "YES"
        var named: [String: XMLElement] = [:]
        var system: [String: XMLElement] = [:]
        for resources in document.root.children(named: "resources") {
            for resource in resources.children {
                guard let name = resource.attribute("name"), let color = resource.firstChild(named: "color") else { continue }
                switch resource.name {
                case "namedColor": named[name] = named[name] ?? color
                case "systemColor": system[name] = system[name] ?? color
                default: break
                }
            }
        }
        self.namedColors = named
        self.systemColors = system
    }
}

extension XMLElement {
    /// The `<name key="key">` child: Interface Builder names an object's properties with `key`, each written once.
    func child(named name: String, keyed key: String) -> XMLElement? {
        children.first { $0.name == name && $0.attribute("key") == key }
    }

    /// A `SourceValue` for an attribute written as-is.
    func sourceValue(_ attribute: String) -> SourceValue? {
        located(attribute).map { SourceValue($0.value, at: $0.location) }
    }
}

/// Interface Builder booleans are `YES`/`NO`; navgen writes `true`/`false`.
enum IBBool {
    static func parse(_ text: String) -> Bool? {
        switch text {
        case "YES", "true", "1": true
        case "NO", "false", "0": false
        default: nil
        }
    }

    /// A boolean attribute, or nil when it is absent or (reported) not a boolean.
    static func attribute(_ name: String, of element: XMLElement, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let text = element.located(name) else { return nil }
        guard let flag = parse(text.value) else {
            log.report(.invalidValue, at: text.location, "'\(name)' must be YES or NO, found '\(text.value)'")
            return nil
        }
        return Located(flag, at: text.location)
    }

    /// A boolean attribute as navgen writes it (`true`, `false`), or nil as `attribute` says.
    static func sourceValue(_ name: String, of element: XMLElement, log: inout DiagnosticLog) -> SourceValue? {
        attribute(name, of: element, log: &log).map { SourceValue($0.value ? "true" : "false", at: $0.location) }
    }
}
