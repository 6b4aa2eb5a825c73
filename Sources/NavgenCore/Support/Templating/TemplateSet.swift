import Foundation
import NavgenTemplates

/// The templates of one run: the defaults, with any file of `--templates` replacing its namesake.
struct TemplateSet {
    static let fileExtension = ".mustache"

    var renderer: TemplateRenderer
    /// The files of the `overrides` folder that were read, in name order.
    var overrideFiles: [String] = []

    /// What a run without outputs reads.
    static let empty = TemplateSet(renderer: TemplateRenderer(templates: [:]))

    /// The defaults navgen carries, then each template of the `overrides` folder in place of its namesake.
    static func load(overrides: String?) throws(Template.Failure) -> TemplateSet {
        var templates: [String: Template] = [:]
        var read: [String] = []
        for (name, text) in DefaultTemplates.sources {
            templates[name] = try Template(name: name, path: DefaultTemplates.folder + "/" + name + fileExtension, source: text)
        }
        if let overrides {
            for (name, path) in try files(in: overrides).sorted(by: { $0.key < $1.key }) {
                guard let bytes = InputFile.contents(path, limit: InputReader.maximumFileSize),
                      let text = String(validating: bytes, as: UTF8.self) else {
                    throw Template.Failure(diagnostic: Diagnostic(.template, at: .file(path), "cannot read the template as UTF-8"))
                }
                templates[name] = try Template(name: name, path: path, source: text)
                read.append(path)
            }
        }
        return TemplateSet(renderer: TemplateRenderer(templates: templates), overrideFiles: read)
    }

    /// Every name the templates `templates` and the partials they include look up (each key, and the first part of
    /// each dotted name): a member of the context under no other name is never read when only they render.
    func names(readBy templates: [String]) -> Set<String> {
        var names: Set<String> = []
        var pending = templates
        var visited: Set<String> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let program = renderer.templates[name]?.program else { continue }
            names.formUnion(program.keys)
            names.formUnion(program.paths.compactMap(\.first))
            pending += program.partials.map(\.name)
        }
        return names
    }

    /// Template name (file name without `.mustache`) → path.
    private static func files(in folder: String) throws(Template.Failure) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw Template.Failure(diagnostic: Diagnostic(.template, at: .file(folder), "cannot read the templates folder"))
        }
        var result: [String: String] = [:]
        for name in names where name.hasSuffix(fileExtension) {
            result[String(name.dropLast(fileExtension.count))] = folder + "/" + name
        }
        return result
    }
}
