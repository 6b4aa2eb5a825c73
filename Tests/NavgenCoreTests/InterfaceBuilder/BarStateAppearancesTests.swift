import XCTest
@testable import NavgenCore

/// navgen gives each screen one bar, from the standard appearance; a scroll-edge or compact appearance that looks
/// different is a look the glue replaces, and is said at the appearance.
final class BarStateAppearancesTests: XCTestCase {
    private func bar(_ appearances: String) -> String {
        IBTest.storyboard(initial: "nav-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <textAttributes key="titleTextAttributes">
                                    <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </textAttributes>
        \(appearances)
                            </navigationBar>
                            <connections>
                                <segue destination="hom-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                            </connections>
                        </navigationController>
                        <viewController title="Home" id="hom-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
    }

    private let red = #"<color key="backgroundColor" red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    private let blue = #"<color key="backgroundColor" red="0.1" green="0.1" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    private let white = #"<textAttributes key="titleTextAttributes"><color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></textAttributes>"#

    private func findings(_ appearances: String) -> [String] {
        IBTest.read(bar(appearances)).diagnostics.filter { $0.rule == DiagnosticKind.unsupported.id }.map(\.message)
    }

    /// Where each finding is: the appearance element it is about.
    private func places(_ text: String) -> [String] {
        IBTest.read(text).diagnostics.filter { $0.rule == DiagnosticKind.unsupported.id }.map { "\($0.location.line):\($0.location.column)" }
    }

    func testAScrollEdgeAppearanceThatLooksDifferentIsSaid() {
        let appearances = """
            <navigationBarAppearance key="standardAppearance">\(red)</navigationBarAppearance>
            <navigationBarAppearance key="scrollEdgeAppearance" backgroundEffect="regular">\(blue)</navigationBarAppearance>
            """
        XCTAssertEqual(places(bar(appearances)), ["18:1"], "at the scroll-edge appearance")
        let messages = findings(appearances)
        XCTAssertEqual(messages, [
            "this scrollEdgeAppearance differs from the standard appearance beside it in its background colour and background effect; "
                + "navgen gives each screen one bar, from the standard appearance, and its glue shows that bar at the scroll edge "
                + "(where a large title rests) too; give both appearances the same settings",
        ], "the bar's own white title lies under both")
    }

    func testAppearancesThatLookTheSameAreNotSaid() {
        XCTAssertEqual(findings("""
            <navigationBarAppearance key="standardAppearance">\(red)</navigationBarAppearance>
            <navigationBarAppearance key="scrollEdgeAppearance">\(red)\(white)</navigationBarAppearance>
            <navigationBarAppearance key="compactAppearance">\(red)</navigationBarAppearance>
            """), [])
    }

    /// A screen's navigation item with appearances of its own: UIKit shows them instead of the bar's while it is on top.
    private func screen(_ appearances: String) -> String {
        IBTest.storyboard(initial: "nav-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <navigationBarAppearance key="standardAppearance">\(blue)</navigationBarAppearance>
                                <navigationBarAppearance key="scrollEdgeAppearance">\(blue)</navigationBarAppearance>
                            </navigationBar>
                            <connections>
                                <segue destination="hom-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                            </connections>
                        </navigationController>
                        <viewController title="Home" id="hom-00-001" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Home" id="itm-00-001">
        \(appearances)
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
        """)
    }

    func testANavigationItemsOwnAppearanceIsTheScreensBar() throws {
        let result = try TestSupport.analyse(["Main.storyboard": screen("""
            <navigationBarAppearance key="standardAppearance">\(red)\(white)</navigationBarAppearance>
            <navigationBarAppearance key="scrollEdgeAppearance">\(red)\(white)</navigationBarAppearance>
            """)], self)
        let bar = try XCTUnwrap(result.model?.screen("hom-00-001")?.appearances[Variant(mode: TokenCatalogue.defaultMode, design: .legacy)])
        guard case .color(let background) = bar.background else { return XCTFail("no bar colour") }
        XCTAssertEqual(background.hex, "#E61A1AFF", "the item's red, not the navigation bar's blue")
        XCTAssertEqual(bar.titleColor?.hex, "#FFFFFFFF")
        XCTAssertEqual(result.diagnostics.filter { ["unsupported", "scroll-edge-transparent"].contains($0.rule) }, [],
                       "the item's scroll edge looks like its standard appearance")
    }

    func testAnItemsStateAppearanceWithoutAStandardOneIsSaidNotToBeRead() throws {
        let item = screen(#"<navigationBarAppearance key="scrollEdgeAppearance">\#(red)</navigationBarAppearance>"#)
        XCTAssertEqual(places(item), ["23:1"], "at the item's appearance")
        let messages = IBTest.read(item).diagnostics.filter { $0.rule == DiagnosticKind.unsupported.id }.map(\.message)
        XCTAssertEqual(messages, [
            "this navigation item's scrollEdgeAppearance is not read without a standardAppearance of the item: navgen gives each "
                + "screen one bar, from a standard appearance, and its glue shows that bar at the scroll edge (where a large title "
                + "rests) too; give the item a standardAppearance with these settings",
        ])
    }

    func testEachStateIsNamed() {
        let messages = findings("""
            <navigationBarAppearance key="compactAppearance">\(blue)</navigationBarAppearance>
            <navigationBarAppearance key="compactScrollEdgeAppearance">\(white)</navigationBarAppearance>
            """)
        XCTAssertEqual(messages.count, 1, "without a standard appearance the bar's own settings are the standard look")
        XCTAssertTrue(messages.first?.contains("in a compact-height bar (an iPhone in landscape)") == true, messages.first ?? "")
    }
}
