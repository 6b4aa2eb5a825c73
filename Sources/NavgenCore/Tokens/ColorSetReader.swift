import Foundation

/// Reads an Xcode colour set (`Name.colorset/Contents.json`) into one colour token,
/// `asset.<Name>` (`asset.<Folder>/<Name>` in a folder that provides a namespace). The universal entry without appearances applies in every mode; luminosity
/// `light`/`dark` and contrast `high` entries become the modes `light`, `dark` and `high-contrast`.
/// Components may be numbers, 0–255 integers or `0x..` hex strings; system-colour references
/// take their documented light and dark values.
struct ColorSetReader {
    static let highContrast = "high-contrast"

    private let path: String
    private var log = DiagnosticLog()

    private init(path: String) {
        self.path = path
    }

    static func read(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = ColorSetReader(path: path)
        let document = reader.document(root)
        log.add(contentsOf: reader.log.entries)
        return document
    }

    /// `…/Brand Blue.colorset/Contents.json` → `Brand Blue` (a `.` would split the token path, so it becomes `_`).
    /// Inside an asset catalogue, folders whose `Contents.json` says `"provides-namespace": true` prefix the name as
    /// Xcode does (`Brand/Blue`, what `UIColor(named:)` and storyboards call it), so equal names in two namespaces
    /// are two colours.
    static func colorSetName(of path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = components.lastIndex(where: { $0.contains(".colorset") }) else { return name(components.last ?? "") }
        let stem = components[index].components(separatedBy: ".colorset").first ?? ""
        let catalogue = components[..<index].lastIndex { $0.hasSuffix(".xcassets") }
        let namespaces = catalogue.map { catalogue in
            ((catalogue + 1)..<index).filter { providesNamespace(components[...$0].joined(separator: "/")) }.map { name(components[$0]) }
        } ?? []
        return (namespaces + [name(stem)]).joined(separator: "/")
    }

    private static func name(_ component: String) -> String {
        component.isEmpty ? "color" : component.replacingOccurrences(of: ".", with: "_")
    }

    /// Whether the asset-catalogue folder's `Contents.json` has `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: String) -> Bool {
        guard case .bytes(let bytes) = InputFile.load(folder + "/Contents.json", limit: InputReader.maximumFileSize),
              let json = try? JSONReader.parse(bytes, path: folder + "/Contents.json") else { return false }
        return json["properties"]?["provides-namespace"]?.bool == true
    }

    private mutating func document(_ root: JSONValue) -> TokenDocument {
        let name = Self.colorSetName(of: path)
        var layers: [TokenLayer] = []
        var usesLuminosity = false
        var usesContrast = false
        for entry in root["colors"]?.array ?? [] {
            var contexts: Set<String> = []
            for appearance in entry["appearances"]?.array ?? [] {
                switch (appearance["appearance"]?.string, appearance["value"]?.string) {
                case ("luminosity", "light"?), ("luminosity", "dark"?):
                    contexts.insert(appearance["value"]!.string!)
                    usesLuminosity = true
                case ("contrast", "high"):
                    contexts.insert(Self.highContrast)
                    usesContrast = true
                default:
                    log.report(UnsupportedDiagnostic.self, at: appearance.location, "appearance \(appearance["appearance"]?.string ?? "?")=\(appearance["value"]?.string ?? "?") is not a navgen mode; this entry is skipped")
                    contexts.insert("unsupported")
                }
            }
            if contexts.contains("unsupported") { continue }
            if let idiom = entry["idiom"]?.string, idiom != "universal", idiom != "iphone", idiom != "ipad" { continue }
            for (variant, value) in colorValues(entry["color"], contexts: contexts, location: entry.location) {
                var layerContexts = contexts
                if let variant { layerContexts.insert(variant) }
                let token = JSONValue.object([("$type", .string("color", at: entry.location)), ("$value", value)], at: entry.location)
                let tree = JSONValue.object([("asset", .object([(name, token)], at: entry.location))], at: root.location)
                layers.append(TokenLayer(tree: tree, contexts: layerContexts))
            }
        }
        var axes: [ModeAxis] = []
        if usesLuminosity || layers.contains(where: { $0.contexts.contains("dark") }) { axes.append(ModeAxis(name: "appearance", contexts: ["light", "dark"])) }
        if usesContrast { axes.append(ModeAxis(name: "contrast", contexts: [Self.highContrast], isOptional: true)) }
        return TokenDocument(path: path, format: .colorset, layers: layers, axes: axes)
    }

    /// The entry's colour as DTCG values: one for every mode, or a light and a dark one for a system colour.
    private mutating func colorValues(_ color: JSONValue?, contexts: Set<String>, location: SourceLocation) -> [(String?, JSONValue)] {
        guard let color else {
            log.report(InvalidColorRule.self, at: location, "a colour set entry needs \"color\"")
            return []
        }
        if let reference = color["reference"] {
            guard let name = reference.string, let pair = SystemColors.color(named: name) else {
                log.report(UnsupportedDiagnostic.self, at: reference.location, "system colour '\(reference.string ?? reference.kindName)' has no documented value navgen knows")
                return []
            }
            if contexts.contains("dark") { return [(nil, dtcg(pair.dark, space: "srgb", at: reference.location))] }
            if contexts.contains("light") { return [(nil, dtcg(pair.light, space: "srgb", at: reference.location))] }
            return [("light", dtcg(pair.light, space: "srgb", at: reference.location)), ("dark", dtcg(pair.dark, space: "srgb", at: reference.location))]
        }
        let space = color["color-space"]?.string ?? "srgb"
        guard let parts = color["components"] else {
            log.report(InvalidColorRule.self, at: color.location, "a colour needs \"components\"")
            return []
        }
        func component(_ key: String) -> Double? {
            guard let value = parts[key] else { return nil }
            guard let parsed = Self.component(value) else {
                log.report(InvalidColorRule.self, at: value.location, "'\(value.string ?? value.kindName)' is not a colour component (a number 0–1, an integer 0–255 or 0xHH)")
                return nil
            }
            return parsed
        }
        let alpha = component("alpha") ?? 1
        var rgb: [Double]
        switch space {
        case "gray-gamma-22", "gray", "extended-gray":
            guard let white = component("white") else { return [] }
            rgb = [white, white, white]
        default:
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return [] }
            rgb = [red, green, blue]
        }
        let dtcgSpace: String
        switch space {
        case "display-p3": dtcgSpace = "display-p3"
        case "srgb", "extended-srgb", "gray", "gray-gamma-22", "extended-gray": dtcgSpace = "srgb"
        case "extended-linear-srgb": dtcgSpace = "srgb-linear"
        default:
            log.report(UnsupportedDiagnostic.self, at: color["color-space"]?.location ?? color.location, "colour space '\(space)' of an asset colour is not supported")
            return []
        }
        if rgb.contains(where: { $0 < 0 || $0 > 1 }) {
            log.report(OutOfGamutDiagnostic.self, at: parts.location, "this \(space) colour is outside the sRGB gamut; navgen clips it")
            rgb = rgb.map { min(max($0, 0), 1) }
        }
        return [(nil, dtcg(RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha), space: dtcgSpace, at: parts.location))]
    }

    /// `0.5`, `"0.500"` → 0.5; `"128"`, `128` → 128/255; `"0x80"` → 128/255.
    static func component(_ value: JSONValue) -> Double? {
        if let number = value.number { return number > 1 && number == number.rounded() ? number / 255 : number }
        guard let text = value.string?.trimming(" ") else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    private func dtcg(_ color: RGBA, space: String, at location: SourceLocation) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(space, at: location)),
            ("components", .array([color.red, color.green, color.blue].map { .number($0, at: location) }, at: location)),
        ]
        if color.alpha < 1 { members.append(("alpha", .number(color.alpha, at: location))) }
        return .object(members, at: location)
    }
}
