import XCTest
@testable import NavgenCore

/// `largeTitleDisplayMode` `always` shows a large title only on a bar that prefers large titles; elsewhere UIKit shows
/// the title inline, and navgen says where the setting is written that it changes nothing (a real app set it on an
/// item of a stack whose bar did not prefer large titles, and the push was planned as the title expanding).
final class LargeTitleAvailabilityTests: XCTestCase {
    private func map(prefers: Bool) -> String {
        """
        <navigation>
          <navigationController id="nav" root="home"\(prefers ? #" prefersLargeTitles="true""# : "")/>
          <screen id="home" largeTitleDisplayMode="never"><push to="detail"/><push to="other"/></screen>
          <screen id="detail" largeTitleDisplayMode="always"/>
          <screen id="other" largeTitleDisplayMode="always"/>
        </navigation>
        """
    }

    func testAlwaysOnABarThatDoesNotPreferLargeTitlesIsInlineAndSaidOncePerPlace() throws {
        let built = try ModelFixture.build(map(prefers: false))
        XCTAssertEqual(built.plan("home", "detail", .push)?.largeTitle, .unchanged)
        XCTAssertEqual(built.model.screen("detail")?.appearances.values.map(\.showsLargeTitle), [false, false])
        XCTAssertEqual(built.diagnostics.with(rule: "no-effect").map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "4:23 largeTitleDisplayMode 'always' has no effect on 'detail': its navigation bar does not prefer large titles, so UIKit "
                + "shows the title inline; set prefersLargeTitles on the navigation controller (Prefers Large Titles on its navigation "
                + "bar in Interface Builder)",
            "5:22 largeTitleDisplayMode 'always' has no effect on 'other': its navigation bar does not prefer large titles, so UIKit "
                + "shows the title inline; set prefersLargeTitles on the navigation controller (Prefers Large Titles on its navigation "
                + "bar in Interface Builder)",
        ], built.diagnostics.summary)
    }

    func testAlwaysOnABarThatPrefersLargeTitlesShowsOne() throws {
        let built = try ModelFixture.build(map(prefers: true))
        XCTAssertEqual(built.plan("home", "detail", .push)?.largeTitle, .expands)
        XCTAssertEqual(built.diagnostics.with(rule: "no-effect"), [])
    }
}
