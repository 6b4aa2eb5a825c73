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

    /// The order files render in: those that grow with screens, edges or tokens first, so that the small
    /// ones come last, when every other file is held (a large file's buffer briefly doubles as it grows).
    static let renderOrder = [
        "NavigationTokens.swift", "NavigationTransitions.swift", "NavigationAppearance.swift", "NavigationReport.md",
        "Tests/NavigationAppearanceTests.swift", "NavigationFlow.svg", "NavigationStoryboards.swift",
    ]

    /// Files render one after another, each with its long lists split across `threads` (a file at a
    /// time keeps every thread busy even when one file, the tokens, is nearly all the work). They are
    /// returned in the order of `outputs`.
    static func render(templates: TemplateSet, context: TemplateValue, sourcesOnly: Bool = false,
                       threads: Int = 1) throws(Template.Failure) -> [GeneratedFile] {
        var renderer = templates.renderer
        renderer.threads = threads
        let chosen = outputs.filter { !sourcesOnly || ($0.path.hasSuffix(".swift") && !$0.path.hasPrefix("Tests/")) }
        let rank = { (path: String) in renderOrder.firstIndex(of: path) ?? renderOrder.count }
        var files = [GeneratedFile?](repeating: nil, count: chosen.count)
        for index in chosen.indices.sorted(by: { (rank(chosen[$0].path), $0) < (rank(chosen[$1].path), $1) }) {
            var bytes: [UInt8] = []
            try renderer.render(chosen[index].template, context: context, into: &bytes)
            files[index] = GeneratedFile(path: chosen[index].path, bytes: bytes)
        }
        return files.map { $0! }
    }
}
