/// A file navgen produces, relative to `--out`.
public struct GeneratedFile: Hashable, Sendable {
    public var path: String
    public var contents: String
}

/// Renders every output file from its template.
enum Emitter {
    /// Output path → template name. Templates whose names start with `_` are partials.
    static let outputs: [(path: String, template: String)] = [
        ("NavigationTokens.swift", "NavigationTokens.swift"),
        ("NavigationAppearance.swift", "NavigationAppearance.swift"),
        ("NavigationTransitions.swift", "NavigationTransitions.swift"),
        ("NavigationStoryboards.swift", "NavigationStoryboards.swift"),
        ("NavigationAppearance+UIKit.swift", "NavigationAppearance+UIKit.swift"),
        ("NavigationBarController+UIKit.swift", "NavigationBarController+UIKit.swift"),
        ("NavigationAppearance+SwiftUI.swift", "NavigationAppearance+SwiftUI.swift"),
        ("Tests/NavigationAppearanceTests.swift", "NavigationAppearanceTests.swift"),
        ("NavigationReport.md", "NavigationReport.md"),
        ("NavigationFlow.svg", "NavigationFlow.svg"),
    ]

    static func render(templates: TemplateSet, context: TemplateValue, sourcesOnly: Bool = false) throws(Template.Failure) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for output in outputs where !sourcesOnly || (output.path.hasSuffix(".swift") && !output.path.hasPrefix("Tests/")) {
            let text = try templates.renderer.render(output.template, context: context)
            files.append(GeneratedFile(path: output.path, contents: text))
        }
        return files
    }
}
