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

/// Renders every output file from its template.
enum Emitter {
    /// Output path → template name. Templates whose names start with `_` are partials.
    static let outputs: [(path: String, template: String)] = [
        ("NavigationTokens.swift", "NavigationTokens.swift"),
        ("NavigationAppearance.swift", "NavigationAppearance.swift"),
        ("NavigationStoryboards.swift", "NavigationStoryboards.swift"),
        ("Tests/NavigationAppearanceTests.swift", "NavigationAppearanceTests.swift"),
        ("Tests/NavigationTransitionTests.swift", "NavigationTransitionTests.swift"),
        ("NavigationReport.md", "NavigationReport.md"),
        ("NavigationFlow.svg", "NavigationFlow.svg"),
    ]

    /// The files a run renders: with `sourcesOnly`, the Swift files an app target compiles.
    static func outputs(sourcesOnly: Bool) -> [(path: String, template: String)] {
        outputs.filter { !sourcesOnly || ($0.path.hasSuffix(".swift") && !$0.path.hasPrefix("Tests/")) }
    }

    /// Files render one after another, each with its long lists split across the threads (a file at a
    /// time keeps every thread busy even when one file, the tokens, is nearly all the work).
    /// `whenRendered` is given each file as soon as it is rendered.
    static func render(templates: TemplateSet, context: TemplateValue, sourcesOnly: Bool = false,
                       whenRendered: (GeneratedFile) -> Void = { _ in }) throws(Template.Failure) -> [GeneratedFile] {
        let renderer = templates.renderer
        var files: [GeneratedFile] = []
        for output in outputs(sourcesOnly: sourcesOnly) {
            var chunks = ChunkedBytes()
            try renderer.render(output.template, context: context, into: &chunks)
            files.append(GeneratedFile(path: output.path, chunks: chunks))
            whenRendered(files[files.count - 1])
        }
        return files
    }
}
