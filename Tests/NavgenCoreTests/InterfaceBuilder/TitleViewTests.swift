import XCTest
@testable import NavgenCore

/// A navigation item's title view (a search bar, a segmented control, a logo) stands where the inline title would, so
/// the title's contrast is not measured there.
final class TitleViewTests: XCTestCase {
    private func storyboard(titleView: String) -> String {
        IBTest.storyboard(initial: "nav-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                            <color key="barTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <textAttributes key="titleTextAttributes">
                                <color key="textColor" white="0.95" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </textAttributes>
                        </navigationBar>
                        <connections>
                            <segue destination="hom-00-001" kind="relationship" relationship="rootViewController" id="rot-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="hom-00-001" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Search" id="itm-00-001">
                            \(titleView)
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    /// The generated tests pin no title contrast where a title view stands, as the rule measures none.
    func testTheGeneratedTestsCheckNoTitleWhereATitleViewStands() throws {
        func checks(_ titleView: String) throws -> [Bool] {
            let folder = try TestSupport.temporaryFolder(self)
            let text = storyboard(titleView: titleView).replacingOccurrences(of: #"<color key="textColor" white="0.95""#, with: #"<color key="textColor" white="0""#)
            try TestSupport.write(["Main.storyboard": text], in: folder)
            let (result, context) = Navgen.context(Navgen.Options(inputs: [folder.path]))
            XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
            return try XCTUnwrap(context?.tests).contrastChecks.map(\.checksTitle)
        }
        XCTAssertEqual(try checks(""), [true])
        XCTAssertEqual(try checks(#"<searchBar key="titleView" contentMode="redraw" id="sbr-00-001"/>"#), [false])
    }

    func testATitleViewReplacesTheTitlesContrastCheck() throws {
        let search = try TestSupport.analyse(["Main.storyboard": storyboard(titleView: #"<searchBar key="titleView" contentMode="redraw" id="sbr-00-001"/>"#)], self)
        XCTAssertEqual(search.model?.screen("hom-00-001")?.titleView, "searchBar")
        XCTAssertFalse(search.diagnostics.contains { $0.rule == "low-title-contrast" }, search.diagnostics.summary)
        let plain = try TestSupport.analyse(["Main.storyboard": storyboard(titleView: "")], self)
        XCTAssertTrue(plain.diagnostics.contains { $0.rule == "low-title-contrast" }, plain.diagnostics.summary)
    }
}
