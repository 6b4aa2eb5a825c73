import Foundation
import XCTest

/// `docs/dtcg-requirements.md` names, for every requirement and every MUST, the tests that check it: each name must
/// be a test that exists, so that renaming or removing one cannot leave the document pointing at nothing.
final class RequirementsDocumentTests: XCTestCase {
    func testEveryTestTheDocumentNamesExists() throws {
        let document = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/dtcg-requirements.md"), encoding: .utf8)
        let named = Set(document.matches(of: /`(?:\w+\.)?(test\w+)`/).map { String($0.output.1) })
        XCTAssertGreaterThan(named.count, 50)
        let tests = TestSupport.packageRoot.appendingPathComponent("Tests")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var declared: Set<String> = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            declared.formUnion(source.matches(of: /func (test\w+)\(/).map { String($0.output.1) })
        }
        XCTAssertEqual(named.subtracting(declared), [], "docs/dtcg-requirements.md names tests that do not exist")
    }
}
