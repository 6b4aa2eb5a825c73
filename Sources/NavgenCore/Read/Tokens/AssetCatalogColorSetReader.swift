import Foundation

/// Reads an Xcode colour set (`Name.colorset/Contents.json`) into one colour token,
/// `asset.<Name>` (`asset.<Folder>/<Name>` in a folder that provides a namespace). The universal entry without appearances applies in every mode; luminosity
/// `light`/`dark` and contrast `high` entries become the modes `light`, `dark` and `high-contrast`; a Display P3 entry
/// wins over an sRGB one for the same appearance.
/// Components may be numbers, 0–255 integers or `0x..` hex strings; system-colour references
/// take their documented light and dark values.
struct AssetCatalogColorSetReader {
    static let highContrast = "high-contrast"

    private let path: String
    private var log = DiagnosticLog()
    /// Why entries were left out: what is wrong with their colour.
    private var problems: [(kind: DiagnosticKind, message: String, location: SourceLocation)] = []

    private init(path: String) {
        self.path = path
    }

    static func read(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = AssetCatalogColorSetReader(path: path)
        var document = reader.document(root)
        log.add(contentsOf: reader.log.entries)
        // The group folders' files its name is read from: a build system declares them as inputs (the depfile says so).
        document.namingFiles = groupFolders(of: path).map { $0 + "/Contents.json" }.filter { FileManager.default.fileExists(atPath: $0) }
            .map(TokenInput.normalizedPath)
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
        let namespaces = groupFolders(of: path).filter(providesNamespace).map { name(String($0.split(separator: "/").last ?? "")) }
        return (namespaces + [name(stem)]).joined(separator: "/")
    }

    /// The folders between the asset catalogue and the colour set (`App/Assets.xcassets/Brand` for
    /// `App/Assets.xcassets/Brand/Blue.colorset/Contents.json`), outermost first.
    private static func groupFolders(of path: String) -> [String] {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = components.lastIndex(where: { $0.contains(".colorset") }),
              let catalogue = components[..<index].lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return [] }
        return ((catalogue + 1)..<index).map { components[...$0].joined(separator: "/") }
    }

    /// The asset catalogue folder (`App/Assets.xcassets`) a colour set is in.
    static func catalogue(of path: String) -> Substring {
        path.range(of: ".xcassets/", options: .backwards).map { path[..<$0.upperBound] } ?? Substring(path)
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
        let entries = root["colors"]?.array ?? []
        // A colour set never given a colour (a new project's AccentColor) leaves the colour to the system: no token.
        if entries.allSatisfy({ $0["color"] == nil }) { return TokenDocument(path: path, format: .colorset, layers: []) }
        let loaded = Self.iPhonesEntries(entries)
        if loaded.isEmpty {
            let idioms = Array<String>(uniqueOf: entries.compactMap { $0["idiom"]?.string }).sorted().joined(separator: ", ")
            problems.append((.unsupported, "this colour set has no entry an iPhone or iPad loads (its idioms: \(idioms)), so it has no colour there",
                             entries[0].location))
        }
        for entry in loaded {
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
                    log.report(.unsupported, at: appearance.location, "appearance \(appearance["appearance"]?.string ?? "?")=\(appearance["value"]?.string ?? "?") is not a navgen mode; this entry is skipped")
                    contexts.insert("unsupported")
                }
            }
            if contexts.contains("unsupported") { continue }
            for (variant, token) in colorTokens(entry["color"], contexts: contexts, location: entry.location) ?? [] {
                var layerContexts = contexts
                if let variant { layerContexts.insert(variant) }
                // Named where the file's first entry is in every layer: the colour set is one token, whose duplicate
                // (`duplicate-id`) is said once, not once per entry.
                let named = JSONValue(kind: .object([.init(key: name, keyLocation: entries[0].location, value: token)]), location: entry.location)
                let tree = JSONValue.object([("asset", named)], at: root.location)
                layers.append(TokenLayer(tree: tree, contexts: layerContexts))
            }
        }
        // An entry navgen cannot read is left out, so that the token takes its other entries' values; its problem is
        // one in the token, under the policy on problems in tokens. With no entry left, the token stays, skipped for
        // its first problem (`LegacyNotes.skip`), so that what uses it is told why.
        if layers.isEmpty, let first = problems.first {
            let token = LegacyNotes.skipped(first.kind, first.message, value: .string("", at: first.location), at: first.location)
            layers = [TokenLayer(tree: .object([("asset", .object([(name, token)], at: first.location))], at: root.location))]
            problems.removeFirst()
        }
        for problem in problems { log.report(problem.kind, inToken: "asset.\(name)", at: problem.location, problem.message) }
        var axes: [ModeAxis] = []
        if usesLuminosity || layers.contains(where: { $0.contexts.contains("dark") }) { axes.append(ModeAxis(name: "appearance", contexts: ["light", "dark"])) }
        if usesContrast { axes.append(ModeAxis(name: "contrast", contexts: [Self.highContrast], isOptional: true)) }
        return TokenDocument(path: path, format: .colorset, layers: layers, axes: axes)
    }

    /// The entry an iPhone loads for each appearance, in the file's order: an `iphone` entry over a `universal` one, as
    /// an iPhone takes its idiom's slot first, and `ipad` entries only in a set that has neither (an iPad app's);
    /// Display P3 (`"display-gamut": "display-P3"`) over sRGB, as every iPhone since the iPhone 7 has a P3 display; else
    /// the last. Other idioms (mac, watch, tv…) are no iPhone's. Chosen here, not left to the layers' order, where a
    /// system colour's light and dark layers would outrank an entry of one colour.
    private static func iPhonesEntries(_ entries: [JSONValue]) -> [JSONValue] {
        let forIPhone = entries.contains { ["universal", "iphone"].contains($0["idiom"]?.string ?? "universal") }
        func rank(_ entry: JSONValue) -> Int? {
            switch entry["idiom"]?.string ?? "universal" {
            case "universal": 0
            case "iphone": 1
            case "ipad": forIPhone ? nil : 0
            default: nil
            }
        }
        func isP3(_ entry: JSONValue) -> Int { entry["display-gamut"]?.string?.lowercased() == "display-p3" ? 1 : 0 }
        func appearances(_ entry: JSONValue) -> [String] {
            (entry["appearances"]?.array ?? []).map { "\($0["appearance"]?.string ?? "")=\($0["value"]?.string ?? "")" }.sorted()
        }
        var best: [[String]: (rank: Int, p3: Int, position: Int)] = [:]
        for (position, entry) in entries.enumerated() {
            guard let rank = rank(entry) else { continue }
            let candidate = (rank, isP3(entry), position)
            if let current = best[appearances(entry)], (current.rank, current.p3) > (candidate.0, candidate.1) { continue }
            best[appearances(entry)] = candidate
        }
        let chosen = Set(best.values.map(\.position))
        return entries.indices.filter { chosen.contains($0) }.map { entries[$0] }
    }

    /// The entry's colour as DTCG tokens: one for every mode, or a light and a dark one for a system colour; nil, with
    /// the problem noted, when navgen cannot read it.
    private mutating func colorTokens(_ color: JSONValue?, contexts: Set<String>, location: SourceLocation) -> [(String?, JSONValue)]? {
        func skipped(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation) -> [(String?, JSONValue)]? {
            problems.append((kind, message, location))
            return nil
        }
        guard let color else { return skipped(.invalidColor, "a colour set entry needs \"color\"", at: location) }
        if let reference = color["reference"] {
            guard let name = reference.string, let pair = SystemColorTable.colors(named: name) else {
                return skipped(.unsupported, "system colour '\(reference.string ?? reference.kindName)' has no documented value navgen knows",
                               at: reference.location)
            }
            let system = SystemColorTable.system(named: name)
            func value(_ color: RGBA) -> JSONValue { token(color, space: "srgb", at: reference.location, entry: location, system: system) }
            if contexts.contains("dark") { return [(nil, value(pair.dark))] }
            if contexts.contains("light") { return [(nil, value(pair.light))] }
            return [("light", value(pair.light)), ("dark", value(pair.dark))]
        }
        let space = color["color-space"]?.string ?? "srgb"
        guard let parts = color["components"] else { return skipped(.invalidColor, "a colour needs \"components\"", at: color.location) }
        let keys = ["gray-gamma-22", "gray", "extended-gray"].contains(space) ? ["white"] : ["red", "green", "blue"]
        var values: [String: Double] = [:]
        for key in keys + ["alpha"] {
            guard let value = parts[key] else { continue }
            guard let parsed = Self.component(value) else {
                return skipped(.invalidColor, "'\(value.string ?? value.kindName)' is not a colour component (a number 0–1, an integer 0–255 or 0xHH)",
                               at: value.location)
            }
            values[key] = parsed
        }
        if let missing = keys.first(where: { values[$0] == nil }) {
            return skipped(.invalidColor, "a \(space) colour needs a \"\(missing)\" component", at: parts.location)
        }
        let dtcgSpace: String
        switch space {
        case "display-p3": dtcgSpace = "display-p3"
        case "srgb", "extended-srgb", "gray", "gray-gamma-22", "extended-gray": dtcgSpace = "srgb"
        case "extended-linear-srgb": dtcgSpace = "srgb-linear"
        default:
            return skipped(.unsupported, "colour space '\(space)' of an asset colour is not supported",
                           at: color["color-space"]?.location ?? color.location)
        }
        return [(nil, colorToken(keys.map { values[$0]! }, alpha: values["alpha"] ?? 1, space: space, dtcgSpace: dtcgSpace, parts: parts,
                                  entry: location))]
    }

    /// The token for components read from `parts` (one white, or red, green and blue) in the asset colour space `space`.
    /// An extended-range sRGB colour beyond 0…1 (what Xcode writes for a Display P3 colour in Extended Range sRGB) is
    /// that Display P3 colour, which navgen keeps whole as UIKit reads it, where it is inside Display P3.
    private mutating func colorToken(_ components: [Double], alpha: Double, space: String, dtcgSpace: String, parts: JSONValue,
                                     entry: SourceLocation) -> JSONValue {
        var rgb = components.count == 1 ? [components[0], components[0], components[0]] : components
        let outside = { (values: [Double]) in values.contains { $0 < -Self.tolerance || $0 > 1 + Self.tolerance } }
        if ["extended-srgb", "extended-linear-srgb"].contains(space), outside(rgb) {
            let encoded = space == "extended-linear-srgb" ? rgb.map(ColorSpaceConversion.encodeSRGB) : rgb
            let p3 = ColorSpaceConversion.fromSRGB(encoded, to: "display-p3")
            if !outside(p3) {
                let clipped = p3.map { min(max($0, 0), 1) }
                return token(RGBA(red: clipped[0], green: clipped[1], blue: clipped[2], alpha: alpha), space: "display-p3",
                             at: parts.location, entry: entry)
            }
        }
        if rgb.contains(where: { $0 < 0 || $0 > 1 }) {
            log.report(.outOfGamut, at: parts.location, "this \(space) colour is outside the sRGB gamut; navgen clips it")
            rgb = rgb.map { min(max($0, 0), 1) }
        }
        return token(RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha), space: dtcgSpace, at: parts.location, entry: entry)
    }

    /// How far a component may lie outside 0…1 and still be in its space: Xcode writes three decimals.
    private static let tolerance = 0.002

    /// `0.5`, `"0.500"` → 0.5; `"128"`, `128` → 128/255; `"0x80"` → 128/255.
    static func component(_ value: JSONValue) -> Double? {
        if let number = value.number { return number > 1 && number == number.rounded() ? number / 255 : number }
        guard let text = value.string?.trimming(" ") else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// A colour token defined at the colour set's `entry`, its value at `location`; a system colour's name is noted for
    /// the glue, which gives UIKit the system colour itself (`LegacyNotes.systemColorKey`).
    private func token(_ color: RGBA, space: String, at location: SourceLocation, entry: SourceLocation,
                       system: NavigationSystemColor? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(space, at: location)),
            ("components", .array([color.red, color.green, color.blue].map { .number($0, at: location) }, at: location)),
        ]
        if color.alpha < 1 { members.append(("alpha", .number(color.alpha, at: location))) }
        var token: [(String, JSONValue)] = [("$type", .string("color", at: entry)), ("$value", .object(members, at: location))]
        if let system { token.append((LegacyNotes.systemColorKey, .string(system.rawValue, at: location))) }
        return .object(token, at: entry)
    }
}
