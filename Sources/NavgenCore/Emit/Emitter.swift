/// A file navgen produces, relative to `--out`.
public struct GeneratedFile: Hashable, Sendable {
    public var path: String
    /// The file's UTF-8, as rendered, compared and written.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    /// The file as text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// The outputs and how each renders from its template.
enum Emitter {
    /// An output file and the template it renders from. Templates whose names start with `_` are partials.
    struct Output: Sendable {
        var path: String
        var template: String
    }

    static let outputs: [Output] = [
        Output(path: "NavigationTokens.swift", template: "NavigationTokens.swift"),
        Output(path: "NavigationAppearance.swift", template: "NavigationAppearance.swift"),
        Output(path: "NavigationStoryboards.swift", template: "NavigationStoryboards.swift"),
        Output(path: "Tests/NavigationAppearanceTests.swift", template: "NavigationAppearanceTests.swift"),
        Output(path: "Tests/NavigationTransitionTests.swift", template: "NavigationTransitionTests.swift"),
        Output(path: "NavigationReport.md", template: "NavigationReport.md"),
        Output(path: "NavigationFlow.svg", template: "NavigationFlow.svg"),
    ]

    /// The files a run renders: with `sourcesOnly`, the Swift files an app target compiles.
    static func outputs(sourcesOnly: Bool) -> [Output] {
        outputs.filter { !sourcesOnly || ($0.path.hasSuffix(".swift") && !$0.path.hasPrefix("Tests/")) }
    }

    /// One output, rendered from the context.
    static func render(_ output: Output, context: EmitContext, templates: TemplateSet) throws(Template.Failure) -> GeneratedFile {
        GeneratedFile(path: output.path, bytes: try templates.renderer.renderBytes(output.template, context: TemplateEncoder.value(of: context)))
    }
}
