import Foundation
@testable import NavgenCore

/// A throwaway folder of token files, read through the pipeline's entry points.
final class TemporaryTokenFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-tokens-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Reads the named files (as the pipeline would, skipping what another document referenced) and resolves them.
    func resolve(_ names: [String]) -> (TokenCatalogue, [Diagnostic], [TokenDocument]) {
        var log = DiagnosticLog()
        var documents = names.compactMap { TokenTestSupport.document(atPath: path($0), log: &log) }
        let referenced = Set(documents.flatMap(\.referencedPaths))
        documents.removeAll { referenced.contains($0.path) }
        let catalogue = TokenResolver.resolve(documents, log: &log)
        return (catalogue, log.entries, documents)
    }
}
