import Foundation
import XCTest
@testable import NavgenCore

/// A screen is unreached because what leads to it is: each warning names that, so the broken link is found first.
final class UnreachableScreenChainTests: XCTestCase {
    func testEachUnreachedScreenNamesWhatLeadsToIt() throws {
        let result = try TestSupport.analyse([
            "app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="home" initial="true"/>
                  <screen id="home"/>
                  <navigationController id="other" root="island"/>
                  <screen id="island"><push to="beyond"/></screen>
                  <screen id="beyond"/>
                  <screen id="orphan"/>
                </navigation>
                """,
        ], self)
        let warnings = result.diagnostics.with(rule: "unreachable-screen")
        XCTAssertEqual(warnings.map { $0.notes.map(\.message) }, [
            ["'other' leads to it, but nothing leads to 'other' either"],
            ["'island' leads to it, but nothing leads to 'island' either"],
            [],
        ])
        XCTAssertEqual(warnings.first?.notes.first?.location, SourceLocation(file: warnings[0].location.file, line: 4, column: 25),
                       "at the navigation controller's id")
    }
}
