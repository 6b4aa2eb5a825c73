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

    /// The bar with `appearances`, its root Home with its item's `home` appearances pushing each of `pushed`: a screen
    /// whose item holds the appearances given, or none when nil.
    private func stack(_ appearances: String, home: String, pushed: [(id: String, title: String, item: String?)]) -> String {
        let segues = pushed.enumerated().map { #"<segue destination="\#($1.id)" kind="show" id="seg-00-10\#($0)"/>"# }.joined()
        let screens = pushed.enumerated().map { index, screen in
            guard let item = screen.item else { return #"<viewController title="\#(screen.title)" id="\#(screen.id)" sceneMemberID="viewController"/>"# }
            return """
                <viewController title="\(screen.title)" id="\(screen.id)" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="\(screen.title)" id="itm-00-10\(index)">\(item)</navigationItem>
                </viewController>
                """
        }.joined(separator: "\n")
        return bar(appearances).replacingOccurrences(of: #"<viewController title="Home" id="hom-00-001" sceneMemberID="viewController"/>"#, with: """
            <viewController title="Home" id="hom-00-001" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Home" id="itm-00-001">\(home)</navigationItem>
                <connections>\(segues)</connections>
            </viewController>
            \(screens)
            """)
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

    /// UIKit shows the item's standard appearance whole: a setting it leaves out is not the navigation bar's
    /// standard appearance's but the bar's own, or UIKit's default.
    func testANavigationItemsOwnAppearanceReplacesTheBarsWhole() throws {
        let black = #"<textAttributes key="titleTextAttributes"><color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></textAttributes>"#
        let storyboard = stack("<navigationBarAppearance key=\"standardAppearance\">\(blue)\(black)</navigationBarAppearance>",
                               home: #"<navigationBarAppearance key="standardAppearance">\#(red)</navigationBarAppearance>"#, pushed: [
                                   ("oth-00-001", "Other", #"<navigationBarAppearance key="standardAppearance">\#(black)</navigationBarAppearance>"#),
                                   ("pln-00-001", "Plain", nil),
                               ])
        let model = try XCTUnwrap(TestSupport.analyse(["Main.storyboard": storyboard], self).model)
        func colour(_ background: NavigationBarBackground) -> String? {
            if case .color(let colour) = background { return colour.hex }
            return nil
        }
        func screenBar(_ id: String) throws -> BarAppearance {
            try XCTUnwrap(model.screen(id)?.appearances[Variant(mode: TokenCatalogue.defaultMode, design: .legacy)], id)
        }
        let home = try screenBar("hom-00-001")
        XCTAssertEqual(colour(home.background), "#E61A1AFF", "the item's red")
        XCTAssertEqual(home.titleColor?.hex, "#FFFFFFFF", "the bar's own white title, not its standard appearance's black one")
        let other = try screenBar("oth-00-001")
        XCTAssertEqual(other.background, .system(.default), "UIKit's default background, not the bar's standard blue")
        XCTAssertEqual(other.titleColor?.hex, "#000000FF")
        let plain = try screenBar("pln-00-001")
        XCTAssertEqual(colour(plain.background), "#1A1AE6FF", "a screen without an appearance of its own keeps the bar's")
        XCTAssertEqual(plain.titleColor?.hex, "#000000FF")
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

    /// A screen whose item has only a standard appearance shows the bar's scroll-edge and compact appearances in those
    /// states (UIKit falls back to the bar's where the item's is nil): said once per bar state, at it, naming the screens,
    /// where it looks different from the item's. navgen drew the item's bar in every state and said nothing.
    func testABarsStateAppearanceOverAnItemWithOnlyAStandardOneIsSaid() throws {
        let standard = #"<navigationBarAppearance key="standardAppearance">\#(red)</navigationBarAppearance>"#
        let storyboard = stack("""
            <navigationBarAppearance key="standardAppearance">\(blue)</navigationBarAppearance>
            <navigationBarAppearance key="scrollEdgeAppearance">\(blue)</navigationBarAppearance>
            """, home: standard, pushed: [
                ("oth-00-001", "Other", standard),
                ("edg-00-001", "Edge", standard + #"<navigationBarAppearance key="scrollEdgeAppearance">\#(red)</navigationBarAppearance>"#),
            ])
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        let line = try XCTUnwrap(storyboard.components(separatedBy: "\n").firstIndex { $0.contains(#"key="scrollEdgeAppearance">"#) }) + 1
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "unsupported")), [
            "Main.storyboard:\(line):1: warning: this scrollEdgeAppearance differs in its background colour from the standardAppearance of "
                + "the navigation items of 'Home' and 'Other', which have no scrollEdgeAppearance of their own, so UIKit shows this one "
                + "over them at the scroll edge (where a large title rests); navgen gives each screen one bar, from its item's standard "
                + "appearance, and its glue shows that bar there too; give the items a scrollEdgeAppearance with these settings, or "
                + "give this one the item's [unsupported]",
        ])
    }
}
