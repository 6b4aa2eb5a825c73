/// A file navgen produces, relative to `--out`.
public struct GeneratedFile: Hashable, Sendable {
    public var path: String
    /// The file's UTF-8, as rendered: the largest outputs are megabytes, and a String of them would be a second copy.
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

    /// Files render one after another, each with its long lists split across `threads` (a file at a
    /// time keeps every thread busy even when one file, the tokens, is nearly all the work).
    static func render(templates: TemplateSet, context: TemplateValue, sourcesOnly: Bool = false,
                       threads: Int = 1) throws(Template.Failure) -> [GeneratedFile] {
        var renderer = templates.renderer
        renderer.threads = threads
        var files: [GeneratedFile] = []
        for output in outputs where !sourcesOnly || (output.path.hasSuffix(".swift") && !output.path.hasPrefix("Tests/")) {
            var bytes: [UInt8] = []
            try renderer.render(output.template, context: context, into: &bytes)
            files.append(GeneratedFile(path: output.path, bytes: bytes))
        }
        return files
    }
}
