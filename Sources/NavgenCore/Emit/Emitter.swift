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

/// Renders the output files from their templates.
enum Emitter {
    /// The files a run renders. With `sourcesOnly`, the app's Swift files, every one whatever the inputs hold: the build
    /// plugin has declared them. Otherwise every file, or, when the inputs hold no screen, those whose subject they
    /// hold: the tokens when any token was typed, the storyboard identifiers when there is a storyboard.
    static func outputs(for model: NavigationModel, sourcesOnly: Bool) -> [OutputFile] {
        if sourcesOnly { return OutputFile.appSources }
        guard model.screens.isEmpty else { return OutputFile.allCases }
        var outputs: [OutputFile] = []
        if !model.tokens.tokens.isEmpty { outputs.append(.tokens) }
        if model.files.contains(where: { $0.format == .storyboard }) { outputs.append(.storyboards) }
        return outputs
    }

    /// One output, rendered from the context.
    static func render(_ output: OutputFile, context: EmitContext, templates: TemplateSet) throws(Template.Failure) -> GeneratedFile {
        GeneratedFile(path: output.path, bytes: try templates.renderer.renderBytes(output.template, context: TemplateEncoder.value(of: context)))
    }

    /// An output's context as its template reads it, and where the template divides into parts.
    struct Prepared: Sendable {
        let context: TemplateValue
        let division: TemplateDivision?
    }

    static func prepare(_ output: OutputFile, context: EmitContext, templates: TemplateSet) -> Prepared {
        let value = TemplateEncoder.value(of: context)
        return Prepared(context: value, division: templates.renderer.division(of: output.template, context: value))
    }

    /// Part `part` of `parts` of an output's bytes (see `TemplateRenderer.renderBytes(_:context:dividedAt:part:of:)`).
    static func render(_ output: OutputFile, prepared: Prepared, templates: TemplateSet, part: Int,
                       of parts: Int) throws(Template.Failure) -> [UInt8] {
        try templates.renderer.renderBytes(output.template, context: prepared.context, dividedAt: prepared.division, part: part, of: parts)
    }
}
