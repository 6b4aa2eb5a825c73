import XCTest
@testable import NavgenCore

/// A reference to a token that only a set no theme selects defines finds no token, as in Tokens Studio, and says which
/// set to select: "unknown token", and a file's many of them "is the file that defines them among the inputs?", sent
/// people looking for a missing file (a Penpot project whose palette set is in no theme).
final class UnselectedSetReferenceTests: XCTestCase {
    private func project(references: Int) -> String {
        let refs = (0..<references).map { #""fg\#($0)": {"$value": "{colors.black}", "$type": "color"}"# }.joined(separator: ", ")
        return ##"""
        {
          "core": {"colors": {"black": {"$value": "#000000", "$type": "color"}}},
          "light": {\##(refs)},
          "$themes": [{"name": "theme-1", "selectedTokenSets": {"light": "enabled"}}],
          "$metadata": {"tokenSetOrder": ["core", "light"]}
        }
        """##
    }

    func testAReferenceToAnUnselectedSetsTokenSaysWhichSetToSelect() {
        let (_, diagnostics) = TokenTestSupport.resolve(project(references: 1), path: "tokens.json")
        XCTAssertEqual(diagnostics.filter { $0.rule == "unresolved-reference" }.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "3:31 'colors.black' is a token of token set 'core', which no theme of \"$themes\" selects, so it is in no mode; "
                + "select 'core' in the theme (\"source\" where a set only gives others their values)",
        ], diagnostics.summary)
    }

    func testAFilesReferencesToOneUnselectedSetAreSaidOnce() {
        let (_, diagnostics) = TokenTestSupport.resolve(project(references: 3), path: "tokens.json")
        XCTAssertEqual(diagnostics.filter { $0.rule == "unresolved-reference" }.map(\.message), [
            "3 references in this file, the first here, name tokens of token set 'core', which no theme of \"$themes\" selects, so "
                + "they are in no mode; select 'core' in the theme (\"source\" where a set only gives others their values)",
        ], diagnostics.summary)
    }
}
