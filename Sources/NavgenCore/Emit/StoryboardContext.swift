/// Scene and segue identifiers as constants, grouped by storyboard (or navigation map), sorted and deduplicated.
struct StoryboardContext {
    let documents: [SourceDocument]

    func build() -> TemplateObject {
        var groups: [String: (scenes: Set<String>, segues: Set<String>, paths: [String], isStoryboard: Bool)] = [:]
        for document in documents {
            let name = Self.baseName(document.path)
            var group = groups[name] ?? ([], [], [], false)
            group.paths.append(document.path)
            if document.format == .storyboard { group.isStoryboard = true }
            if document.format == .storyboard || document.format == .xib {
                for controller in document.controllers { if let id = controller.storyboardIdentifier, !id.isEmpty { group.scenes.insert(id) } }
            }
            for segue in document.segues { if let id = segue.identifier, !id.isEmpty, segue.effect != .tab { group.segues.insert(id) } }
            groups[name] = group
        }
        let names = groups.keys.sorted()
        let types = NameTable(names, upperFirst: true, reserved: ["Scene", "Segue"])
        let storyboards: [TemplateValue] = names.map { name in
            let group = groups[name]!
            func constants(_ values: Set<String>) -> TemplateValue {
                // Sorted once: in that order the table takes them as they are and gives their identifiers by position.
                let sorted = values.sorted()
                let identifiers = NameTable(sorted, reserved: ["name", "allScenes", "allSegues"]).identifiers(of: sorted)
                return .list(zip(sorted, identifiers).enumerated().map { index, constant in
                    let last = index == sorted.count - 1
                    return .row(Self.constantKeys, [
                        .string(constant.1), .string(SwiftName.stringLiteral(constant.0)), .bool(last), .string(last ? "" : ", "),
                        .string(last ? "" : ","),
                    ])
                })
            }
            return [
                "typeName": .string(types[name]), "nameLiteral": .string(SwiftName.stringLiteral(name)),
                "isStoryboard": .bool(group.isStoryboard),
                "paths": .string(SwiftName.docComment(group.paths.sorted().joined(separator: ", "))),
                "scenes": constants(group.scenes), "segues": constants(group.segues),
            ]
        }
        return ["storyboards": .list(storyboards), "hasStoryboards": .bool(!storyboards.isEmpty)]
    }

    /// Every constant's keys, shared; the values are given in the same order.
    private static let constantKeys = TemplateKeys(["identifier", "literal", "isLast", "comma", "lineComma"])

    /// `Base.lproj/Main.storyboard` → `Main`; `Reader.nav.xml` → `Reader`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".nav.xml", ".storyboard", ".xib"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }
}
