/// Scene and segue identifiers as `NavigationStoryboards.swift` declares them: grouped by storyboard (or navigation
/// map), sorted and deduplicated. A xib with neither has no member: it is no storyboard `UIStoryboard(name:bundle:)`
/// could load, and has nothing to name.
public struct StoryboardContext: Codable, Equatable, Sendable {
    public var documents: [Document]

    /// The storyboards, xibs and navigation maps of one base name (`Main` for `Base.lproj/Main.storyboard`).
    public struct Document: Codable, Equatable, Sendable {
        /// Its `NavigationStoryboards` member type.
        public var typeName: String
        /// The base name, as `UIStoryboard(name:bundle:)` takes it.
        public var name: String
        public var isStoryboard: Bool
        /// The files, sorted.
        public var paths: [String]
        public var scenes: [Constant]
        public var segues: [Constant]
    }

    /// A scene's or segue's identifier: its constant's name and its value.
    public struct Constant: Codable, Equatable, Sendable {
        public var identifier: String
        public var name: String
    }

    init(files: [NavigationFile]) {
        var groups: [String: (scenes: Set<String>, segues: Set<String>, paths: [String], isStoryboard: Bool)] = [:]
        for file in files where file.format != .xib || !file.sceneIdentifiers.isEmpty || !file.segueIdentifiers.isEmpty {
            let name = Self.baseName(file.path)
            var group = groups[name] ?? ([], [], [], false)
            group.paths.append(file.path)
            if file.format == .storyboard { group.isStoryboard = true }
            group.scenes.formUnion(file.sceneIdentifiers)
            group.segues.formUnion(file.segueIdentifiers)
            groups[name] = group
        }
        let names = groups.keys.sorted()
        let types = NameTable(names, upperFirst: true, reserved: ["Scene", "Segue"])
        func constants(_ values: Set<String>) -> [Constant] {
            let sorted = values.sorted()
            let identifiers = NameTable(sorted, reserved: ["name", "allScenes", "allSegues"])
            return sorted.map { Constant(identifier: identifiers[$0], name: $0) }
        }
        self.documents = names.map { name in
            let group = groups[name]!
            return Document(typeName: types[name], name: name, isStoryboard: group.isStoryboard, paths: group.paths.sorted(),
                            scenes: constants(group.scenes), segues: constants(group.segues))
        }
    }

    /// `Base.lproj/Main.storyboard` → `Main`; `Reader.nav.xml` → `Reader`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".nav.xml", ".storyboard", ".xib"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }
}
