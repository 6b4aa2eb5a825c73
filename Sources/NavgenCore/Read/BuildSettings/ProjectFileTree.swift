/// Where the files an Xcode project names lie: a file's or group's `path` is relative to its group's (`<group>`), to
/// the project's folder (`SOURCE_ROOT`) or absolute (`<absolute>`); one relative to the SDK or the build folder is no
/// input's.
struct ProjectFileTree {
    private var objects: [String: OpenStepPropertyList] = [:]
    private var parents: [String: String] = [:]
    /// The project's folder (`$(SRCROOT)`), written as the inputs' paths are.
    let sourceRoot: String

    init(objects: OpenStepPropertyList?, root: OpenStepPropertyList?, projectFile path: String) {
        for (id, object) in objects?.entries ?? [] {
            self.objects[id] = object
            for child in object["children"]?.array ?? [] {
                if let child = child.string?.value { parents[child] = id }
            }
        }
        // The `.xcodeproj` bundle's folder, then the project's own folder in it, where one is set.
        let folder = SourceFiles.path("..", relativeTo: path)
        sourceRoot = Self.join(folder, root?["projectDirPath"]?.string?.value ?? "")
    }

    subscript(id: String) -> OpenStepPropertyList? { objects[id] }

    /// The path of the file or group `id`, as the inputs' paths are written; nil where it lies outside the source tree.
    func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        guard depth < 256, let object = objects[id] else { return nil }
        let own = object["path"]?.string?.value ?? ""
        switch object["sourceTree"]?.string?.value ?? "<group>" {
        case "<group>":
            guard let parent = parents[id] else { return Self.join(sourceRoot, own) }
            return path(of: parent, depth: depth + 1).map { Self.join($0, own) }
        case "SOURCE_ROOT": return Self.join(sourceRoot, own)
        case "<absolute>": return SourceFiles.path(own, relativeTo: "")
        default: return nil
        }
    }

    /// `path` inside `folder`, normalised; an absolute `path` stays.
    static func join(_ folder: String, _ path: String) -> String {
        SourceFiles.path(path, relativeTo: folder.isEmpty ? "" : folder + "/")
    }
}
