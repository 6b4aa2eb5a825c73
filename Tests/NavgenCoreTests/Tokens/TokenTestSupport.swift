import Foundation
import XCTest
@testable import NavgenCore

/// Shared helpers for the token tests: reading inline documents.
enum TokenTestSupport {

    /// Reads one JSON token document from text, as the pipeline would from a file at `path`.
    static func document(_ text: String, path: String = "test.tokens.json", log: inout DiagnosticLog) -> TokenDocument? {
        do {
            let json = try JSONReader.parse(Array(text.utf8), path: path)
            return TokenInput.read(json: json, path: path, log: &log)
        } catch {
            log.add(error.diagnostic)
            return nil
        }
    }

    /// Reads and resolves inline JSON documents (path → text).
    static func resolve(_ files: KeyValuePairs<String, String>) -> (TokenCatalogue, [Diagnostic]) {
        var log = DiagnosticLog()
        let documents = files.compactMap { document($0.value, path: $0.key, log: &log) }
        let catalogue = TokenResolver.resolve(documents, log: &log)
        return (catalogue, log.entries)
    }

    static func resolve(_ text: String, path: String = "test.tokens.json") -> (TokenCatalogue, [Diagnostic]) {
        resolve([path: text])
    }

    /// Reads a file from disk through the same entry points as the pipeline.
    static func document(atPath path: String, log: inout DiagnosticLog) -> TokenDocument? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if path.hasSuffix(".xml") {
            do {
                return TokenInput.read(xml: try XMLReader.parse([UInt8](data), path: path), log: &log)
            } catch {
                log.add(error.diagnostic)
                return nil
            }
        }
        do {
            return TokenInput.read(json: try JSONReader.parse([UInt8](data), path: path), path: path, log: &log)
        } catch {
            log.add(error.diagnostic)
            return nil
        }
    }
}

extension Array where Element == Diagnostic {
    var errors: [Diagnostic] { filter { $0.severity == .error } }
    var summary: String { map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }.joined(separator: "\n") }
}
