import Foundation
import XCTest

/// navgen never reads a file it was not given: external entities, external DTDs, XInclude and token
/// references outside their folder never bring the file's content into output or diagnostics.
final class XXETests: XCTestCase {
    private func assertSecretNeverAppears(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TestSupport.temporaryFolder(self)
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        // The secret sits beside the inputs' folder, where a path in an input can reach it.
        try TestSupport.write(["secret.txt": secret, "secret.dtd": "<!ENTITY xxe \"\(secret)\">\n",
                               "secret.json": "{\"leak\": {\"value\": \"\(secret)\", \"type\": \"color\"}}"], in: folder)
        let expanded = files.mapValues { $0.replacingOccurrences(of: "SECRET", with: folder.path) }
        try TestSupport.write(expanded.mapKeys { "in/" + $0 }, in: folder)
        for arguments in [["in", "--out", "out"], ["in", "--out", "out", "--format", "json"], ["inspect", "in", "--format", "json"]] {
            let run = try TestSupport.navgen(arguments, in: folder)
            // Failing or not (an undeclared entity in a document with an unloaded external DTD is legal XML),
            // the secret must not appear anywhere navgen writes.
            XCTAssertFalse(run.output.contains(secret), run.output, file: file, line: line)
            XCTAssertFalse(run.errors.contains(secret), run.errors, file: file, line: line)
            let out = folder.appendingPathComponent("out")
            for name in (try? FileManager.default.subpathsOfDirectory(atPath: out.path)) ?? [] {
                let contents = (try? String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)) ?? ""
                XCTAssertFalse(contents.contains(secret), name, file: file, line: line)
            }
        }
    }

    func testExternalGeneralEntity() throws {
        try assertSecretNeverAppears(["a.nav.xml": """
            <?xml version="1.0"?>
            <!DOCTYPE navigation [<!ENTITY xxe SYSTEM "file://SECRET/secret.txt">]>
            <navigation><screen id="a" title="&xxe;"/></navigation>
            """])
    }

    func testExternalParameterEntity() throws {
        try assertSecretNeverAppears(["a.nav.xml": """
            <!DOCTYPE navigation [<!ENTITY % p SYSTEM "file://SECRET/secret.dtd"> %p;]>
            <navigation><screen id="a" title="&xxe;"/></navigation>
            """])
    }

    func testExternalDTDIsNotLoaded() throws {
        try assertSecretNeverAppears(["a.nav.xml": """
            <!DOCTYPE navigation SYSTEM "file://SECRET/secret.dtd">
            <navigation><screen id="a" title="&xxe;"/></navigation>
            """])
    }

    func testXIncludeIsNotProcessed() throws {
        try assertSecretNeverAppears(["a.nav.xml": """
            <navigation xmlns:xi="http://www.w3.org/2001/XInclude">
              <screen id="a" title="A"><xi:include href="file://SECRET/secret.txt" parse="text"/></screen>
            </navigation>
            """])
    }

    func testResolverSourcesOutsideTheirFolder() throws {
        try assertSecretNeverAppears(["r.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "../secret.txt"}]}]}
            """])
        try assertSecretNeverAppears(["r.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "SECRET/secret.txt"}]}]}
            """])
    }

    func testTokensStudioSetsOutsideTheirFolder() throws {
        try assertSecretNeverAppears(["$themes.json": """
            [{"id": "t", "name": "light", "selectedTokenSets": {"../secret": "enabled"}}]
            """])
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
