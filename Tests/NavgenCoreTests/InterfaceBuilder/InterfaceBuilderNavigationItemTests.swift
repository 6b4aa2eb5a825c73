import XCTest
@testable import NavgenCore

final class InterfaceBuilderNavigationItemTests: XCTestCase {
    private let storyboard = IBTest.storyboard("""
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController title="Inbox" hidesBottomBarWhenPushed="YES" id="vc1-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vew-00-001"/>
                        <navigationItem key="navigationItem" title="Messages" prompt="Offline" largeTitleDisplayMode="never" leftItemsSupplementBackButton="YES" id="itm-00-001">
                            <barButtonItem key="backBarButtonItem" title="Back" id="bck-00-001"/>
                            <leftBarButtonItems>
                                <barButtonItem title="Edit" style="done" id="lft-00-001">
                                    <color key="tintColor" systemColor="systemRedColor"/>
                                </barButtonItem>
                                <barButtonItem width="16" systemItem="fixedSpace" id="fix-00-001"/>
                            </leftBarButtonItems>
                            <rightBarButtonItems>
                                <barButtonItem systemItem="add" id="add-00-001"/>
                                <barButtonItem image="gear" catalog="system" style="plain" id="gea-00-001"/>
                                <barButtonItem style="plain" id="sym-00-001">
                                    <imageReference key="image" image="magnifyingglass" catalog="system" symbolScale="large"/>
                                </barButtonItem>
                                <barButtonItem image="star" style="plain" id="ast-00-001"/>
                                <barButtonItem style="plain" id="cus-00-001">
                                    <view key="customView" contentMode="scaleToFill" id="cvw-00-001"/>
                                </barButtonItem>
                                <barButtonItem systemItem="flexibleSpace" id="flx-00-001"/>
                            </rightBarButtonItems>
                        </navigationItem>
                    </viewController>
                    <viewController id="vc2-00-001" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" backButtonTitle="Inbox" id="itm-00-002">
                            <barButtonItem key="rightBarButtonItem" title="Done" style="done" id="don-00-001"/>
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="can-00-001"/>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
    """)

    func testTitlePromptAndLargeTitleMode() throws {
        let (document, diagnostics) = IBTest.read(storyboard)
        XCTAssertEqual(diagnostics, [])
        let controller = try XCTUnwrap(document.controller("vc1-00-001"))
        XCTAssertEqual(controller.title, "Inbox")
        XCTAssertEqual(controller.navigationTitle, "Messages")
        XCTAssertEqual(controller.prompt, "Offline")
        XCTAssertTrue(controller.leftItemsSupplementBackButton)
        XCTAssertEqual(controller.properties.mapValues(\.text), [.largeTitleDisplayMode: "never", .hidesBottomBarWhenPushed: "true"])
    }

    /// What the bar shows is the navigation item's title (most storyboards set it there, not on the controller): the
    /// screen's title, and the back button's of the screen pushed next; a controller's own title where its item has none.
    /// iOS 17's `inline` large title is planned as `always`, which UIKit shows where there is a back button, and said.
    func testAnInlineLargeTitleIsReadAsAlwaysAndSaid() throws {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-009">
                    <objects>
                        <viewController id="vc9-00-001" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Root" largeTitleDisplayMode="inline" id="itm-00-009"/>
                        </viewController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(try XCTUnwrap(document.controller("vc9-00-001")).properties[.largeTitleDisplayMode]?.text, "always")
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("itm-00-009") })
        let column = try XCTUnwrap(lines[line].range(of: "largeTitleDisplayMode")).lowerBound.utf16Offset(in: lines[line]) + 1
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)]" }, ["\(line + 1):\(column) [unsupported]"])
    }

    /// A navigation controller's stack of screens, each pushing the next: each screen's controller attributes and
    /// navigation item. The model and the report page of the run.
    private func stack(_ screens: [(attributes: String, item: String)]) throws -> (NavigationModel, ReportPageContext) {
        let scenes = screens.enumerated().map { index, screen in
            let push = index + 1 < screens.count ? """
                <connections>
                            <segue destination="vc\(index + 2)-00-001" kind="show" id="sh\(index + 1)-00-001"/>
                        </connections>
                """ : ""
            return """
                    <viewController \(screen.attributes) id="vc\(index + 1)-00-001" sceneMemberID="viewController">
                        \(screen.item)
                        \(push)
                    </viewController>
                """
        }.joined(separator: "\n")
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["Main.storyboard": IBTest.storyboard(initial: "nav-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                        <connections>
                            <segue destination="vc1-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
            \(scenes)
                </objects>
            </scene>
            """)], in: folder)
        let (result, context) = Navgen.context(Navgen.Options(inputs: [folder.appendingPathComponent("Main.storyboard").path]))
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        return (try XCTUnwrap(result.model), try XCTUnwrap(context?.page))
    }

    func testAScreensTitleIsItsNavigationItemsElseItsControllers() throws {
        let (model, page) = try stack([
            ("", #"<navigationItem key="navigationItem" title="Home" id="itm-00-001"/>"#),
            (#"title="Inbox""#, #"<navigationItem key="navigationItem" title="Messages" id="itm-00-002"/>"#),
            (#"title="Detail""#, ""),
        ])
        XCTAssertEqual(model.screens.map { "\($0.id) \($0.title ?? "nil")" }, ["vc1-00-001 Home", "vc2-00-001 Messages", "vc3-00-001 Detail"])
        XCTAssertEqual(page.screens.map { "\($0.title ?? "nil") \($0.backTitle ?? "nil")" }, ["Home nil", "Messages Home", "Detail Messages"])
    }

    /// A navigation item's prompt is the screen's, which the report page draws above the title; an empty one is none.
    func testThePromptIsTheScreensAndOnTheReportPage() throws {
        let (model, page) = try stack([
            ("", #"<navigationItem key="navigationItem" title="Inbox" prompt="Offline" id="itm-00-001"/>"#),
            ("", #"<navigationItem key="navigationItem" title="Message" prompt="" id="itm-00-002"/>"#),
        ])
        XCTAssertEqual(model.screens.map(\.prompt), ["Offline", nil])
        XCTAssertEqual(page.screens.map(\.prompt), ["Offline", nil])
    }

    /// The back button to a screen says what its back item says, where it sets one: UIKit builds the next screen's back
    /// button from `backBarButtonItem` (a space shows the arrow alone), else from `backButtonTitle`.
    func testTheBackButtonSaysWhatTheScreensBackItemSays() throws {
        let (_, page) = try stack([
            ("", #"<navigationItem key="navigationItem" title="Recipes" id="itm-00-001"><barButtonItem key="backBarButtonItem" title="All" id="bck-00-001"/></navigationItem>"#),
            ("", #"<navigationItem key="navigationItem" title="Soup" backButtonTitle=" " id="itm-00-002"/>"#),
            (#"title="Method""#, ""),
        ])
        XCTAssertEqual(page.screens.map { $0.backTitle ?? "nil" }, ["nil", "All", " "])
    }

    func testBarButtonItemsInOrder() throws {
        let controller = try XCTUnwrap(IBTest.read(storyboard).document.controller("vc1-00-001"))
        let summary = controller.items.map { item -> String in
            let fields: [String] = [item.side.rawValue, item.kind.rawValue, item.id ?? "", item.title ?? "", item.image ?? "",
                                    item.image == nil ? "" : item.imageSource.rawValue, item.systemItem?.rawValue ?? "",
                                    item.width.map { "\($0)" } ?? "", item.style.rawValue, item.tintColor?.text ?? ""]
            return fields.joined(separator: "|")
        }
        XCTAssertEqual(summary, [
            "back|title|bck-00-001|Back|||||plain|",
            "left|title|lft-00-001|Edit|||||prominent|#FF3B30FF",
            "left|fixedSpace|fix-00-001|||||16.0|plain|",
            "right|system|add-00-001||||add||plain|",
            "right|image|gea-00-001||gear|symbol|||plain|",
            "right|image|sym-00-001||magnifyingglass|symbol|||plain|",
            "right|image|ast-00-001||star|asset|||plain|",
            "right|customView|cus-00-001||||||plain|",
            "right|flexibleSpace|flx-00-001||||||plain|",
        ], "an image without catalog=\"system\" is the app's, even named as an SF Symbol is")
    }

    func testAnUnknownSystemItemIsSaidWhereItIsWritten() throws {
        let text = IBTest.storyboard(IBTest.scene("vc", extra: """
            <navigationItem key="navigationItem" id="ni"><rightBarButtonItems>
            <barButtonItem systemItem="pageCurl" id="crl"/><barButtonItem systemItem="ad" id="typo"/>
            </rightBarButtonItems></navigationItem>
            """))
        let (document, diagnostics) = IBTest.read(text)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("pageCurl") }! + 1
        XCTAssertEqual(diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column) \($0.message)" }, [
            "unsupported \(line):16 navgen does not know the system item 'pageCurl'; it reads the item as a button with no symbol",
            "unsupported \(line):63 navgen does not know the system item 'ad'; it reads the item as a button with no symbol; did you mean 'add'?",
        ])
        XCTAssertEqual(document.controller("vc")?.items.map { "\($0.kind) \($0.systemItem?.rawValue ?? "none")" }, ["system none", "system none"])
    }

    func testSingleItemsAndTheBackButtonTitle() throws {
        let controller = try XCTUnwrap(IBTest.read(storyboard).document.controller("vc2-00-001"))
        XCTAssertEqual(controller.items.map { "\($0.side.rawValue) \($0.kind.rawValue) \($0.title ?? $0.systemItem?.rawValue ?? "")" },
                       ["right title Done", "left system cancel", "back title Inbox"])
    }
}
