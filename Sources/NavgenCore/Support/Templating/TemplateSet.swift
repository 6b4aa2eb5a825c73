import Foundation
import NavgenTemplates

/// The templates of one run: the defaults, with any file of `--templates` replacing its namesake.
struct TemplateSet {
    static let fileExtension = ".mustache"

    var renderer: TemplateRenderer

    static func load(overrides: String?) throws(Template.Failure) -> TemplateSet {
        var sources = try files(in: DefaultTemplates.directory.path, required: true)
        if let overrides {
            for (name, path) in try files(in: overrides, required: true) { sources[name] = path }
        }
        var templates: [String: Template] = [:]
        for (name, path) in sources {
            guard let bytes = InputFile.contents(path, limit: InputReader.maximumFileSize),
                  let text = String(validating: bytes, as: UTF8.self) else {
                throw Template.Failure(diagnostic: Diagnostic(TemplateDiagnostic.self, at: .file(path), "cannot read the template as UTF-8"))
            }
            templates[name] = try Template(name: name, path: path, source: text)
        }
        return TemplateSet(renderer: TemplateRenderer(templates: templates))
    }

    /// Template name (file name without `.mustache`) → path.
    private static func files(in folder: String, required: Bool) throws(Template.Failure) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw Template.Failure(diagnostic: Diagnostic(TemplateDiagnostic.self, at: .file(folder), "cannot read the templates folder"))
        }
        var result: [String: String] = [:]
        for name in names where name.hasSuffix(fileExtension) {
            result[String(name.dropLast(fileExtension.count))] = folder + "/" + name
        }
        return result
    }
}
