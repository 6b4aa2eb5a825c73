import XCTest
@testable import NavgenCore

/// Storyboard items that are no plain button: a custom view, which UIKit draws instead of a title, and a flexible space,
/// which is no button at all; and the advice the glass rules give for them, in what a storyboard can hold.
final class BarItemKindTests: XCTestCase {
    private static let storyboard = IBTest.storyboard(initial: "nav", """
        <scene sceneID="s0"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r0"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
            <viewController id="inbox" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Inbox" id="i1">
                    <rightBarButtonItems>
                        <barButtonItem image="gear" catalog="system" style="plain" id="gear"/>
                        <barButtonItem systemItem="flexibleSpace" id="flex"/>
                        <barButtonItem width="20" systemItem="fixedSpace" id="fixed"/>
                        <barButtonItem systemItem="add" id="add"/>
                        <barButtonItem style="plain" id="custom"><view key="customView" contentMode="scaleToFill" id="v1"/></barButtonItem>
                    </rightBarButtonItems>
                </navigationItem>
                <connections><segue destination="detail" kind="show" id="p1"/></connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="detail" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Detail" hidesBackButton="YES" id="i2">
                    <barButtonItem key="leftBarButtonItem" style="plain" id="close">
                        <button key="customView" opaque="NO" contentMode="scaleToFill" id="b1"/>
                    </barButtonItem>
                </navigationItem>
            </viewController>
        </objects></scene>
        """)

    func testSpacesSplitGlassAndCustomViewsShareIt() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["Main.storyboard": Self.storyboard], in: folder)
        let context = try XCTUnwrap(Navgen.context(Navgen.Options(inputs: [folder.path])).context)
        let page = try XCTUnwrap(context.page)
        let lists = page.itemLists.filter { $0.contains { $0.kind == "flexibleSpace" } }
        XCTAssertEqual(lists.map { $0.map { "\($0.kind) \($0.glass.map(String.init) ?? "-")" } }, [
            ["image -", "flexibleSpace -", "fixedSpace -", "system -", "customView -"],
            ["image 1", "flexibleSpace -", "fixedSpace -", "system 2", "customView 2"],
        ], "legacy draws no glass; under Liquid Glass spaces split the groups and a custom view shares its neighbour's")
    }

    func testTheAdviceIsWhatAStoryboardCanHold() throws {
        let result = try TestSupport.analyse(["Main.storyboard": Self.storyboard], self)
        let lines = TestSupport.lines(result.diagnostics.filter { ["glass-fixed-space", "vertical-bar-hidden-item"].contains($0.rule) })
        XCTAssertEqual(lines.count, 2, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("a fixed space of 20 pt splits") && $0.hasSuffix("use a fixed space of width 0 to split groups, or remove it [glass-fixed-space]") },
                      lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains {
            $0.contains("custom view item of 'Detail' has axis \"automatic\", which keeps custom views to horizontal bars")
                && $0.hasSuffix("give it the runtime attribute navgen.axis = verticalPreferred, or set the runtime attribute "
                                + "navgen.verticalBar = disabled on the screen [vertical-bar-hidden-item]")
        }, lines.joined(separator: "\n"))
    }
}
