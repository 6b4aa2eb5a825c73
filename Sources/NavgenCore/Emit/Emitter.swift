/// A file navgen produces, relative to `--out`.
public struct GeneratedFile: Hashable, Sendable {
    public var path: String
    /// The file's UTF-8 in blocks, as rendered, written and compared: the largest outputs are megabytes,
    /// and joining them into one array or a String would be a second copy.
    public var chunks: ChunkedBytes

    public init(path: String, chunks: ChunkedBytes) {
        self.path = path
        self.chunks = chunks
    }

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, chunks: ChunkedBytes(bytes))
    }

    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    /// The file's UTF-8 in one array.
    public var bytes: [UInt8] { chunks.joined }

    /// The file as text.
    public var contents: String { String(decoding: chunks.joined, as: UTF8.self) }
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
        if model.documents.contains(where: { $0.format == .storyboard }) { outputs.append(.storyboards) }
        return outputs
    }

    /// Files render one after another, each with its long lists split across the threads (a file at a
    /// time keeps every thread busy even when one file, the tokens, is nearly all the work).
    /// `whenRendered` is given each file as soon as it is rendered.
    static func render(_ outputs: [OutputFile], templates: TemplateSet, context: TemplateValue,
                       whenRendered: (GeneratedFile) -> Void = { _ in }) throws(Template.Failure) -> [GeneratedFile] {
        let renderer = templates.renderer
        var files: [GeneratedFile] = []
        for output in outputs {
            var chunks = ChunkedBytes()
            try renderer.render(output.template, context: context, into: &chunks)
            files.append(GeneratedFile(path: output.path, chunks: chunks))
            whenRendered(files[files.count - 1])
        }
        return files
    }
}
