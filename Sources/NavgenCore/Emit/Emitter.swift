import Foundation

/// A file navgen produces, relative to `--out`.
public struct GeneratedFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    /// Whether `bytes` are exactly this file's UTF-8, compared in one pass over contiguous memory.
    func hasContents(_ bytes: [UInt8]) -> Bool {
        let utf8 = contents.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { mine in
            bytes.withUnsafeBufferPointer { theirs in
                mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        } ?? utf8.elementsEqual(bytes)
    }
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
            files.append(GeneratedFile(path: output.path, contents: try renderer.render(output.template, context: context)))
        }
        return files
    }
}
