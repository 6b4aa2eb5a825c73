import XCTest
@testable import NavgenCore

/// A multiplatform app's folders hold storyboards for macOS, watchOS and tvOS beside the iOS ones: navgen reads them (so
/// `inspect` shows them) but says it skips them, and they give the model no screen and no deployment target.
final class InterfaceBuilderPlatformTests: XCTestCase {
    private static func document(runtime: String, type: String, deployment: String, controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" initialViewController="c1">
            <dependencies>
                \(deployment)
            </dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        \(controller)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private static let macOS = document(
        runtime: "MacOSX.Cocoa", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB",
        deployment: #"<deployment identifier="macosx" version="101300"/>"#, controller: #"<viewController id="c1" sceneMemberID="viewController"/>"#)

    private static let watchOS = document(
        runtime: "watchKit", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard",
        deployment: #"<deployment identifier="watchOS"/>"#, controller: #"<controller id="c1"/>"#)

    private static let tvOS = document(
        runtime: "AppleTV", type: "com.apple.InterfaceBuilder.AppleTV.Storyboard",
        deployment: #"<deployment identifier="tvOS"/>"#,
        controller: #"<navigationController id="c1" sceneMemberID="viewController"><connections><segue destination="c2" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController><viewController id="c2" title="Home" sceneMemberID="viewController"/>"#)

    func testTheReaderSaysWhichPlatformItSkips() {
        let (mac, macDiagnostics) = IBTest.read(Self.macOS, path: "Mac.storyboard")
        XCTAssertEqual(mac.otherPlatform, "macOS")
        XCTAssertEqual(mac.controllers.map(\.id), ["c1"], "still read, for inspect")
        XCTAssertEqual(TestSupport.lines(macDiagnostics), [
            #"Mac.storyboard:2:102: warning: this storyboard is for macOS (targetRuntime "MacOSX.Cocoa"), whose controllers "#
                + "have no UIKit navigation bar, so navgen skips it; give navgen the folders of the iOS app's storyboards to "
                + "leave it out [unsupported]",
        ])
        let (watch, watchDiagnostics) = IBTest.read(Self.watchOS, path: "Interface.storyboard")
        XCTAssertEqual(watch.otherPlatform, "watchOS")
        XCTAssertEqual(watchDiagnostics.map(\.rule), ["unsupported"])
        let (tv, tvDiagnostics) = IBTest.read(Self.tvOS, path: "TV.storyboard")
        XCTAssertEqual(tv.otherPlatform, "tvOS", "navigation controllers, but none the runtime builds for")
        XCTAssertEqual(TestSupport.lines(tvDiagnostics), [
            #"TV.storyboard:2:99: warning: this storyboard is for tvOS (targetRuntime "AppleTV"), which NavgenRuntime and the "#
                + "generated tests do not build for: they set the status bar and swipe back, which tvOS has not, so navgen "
                + "skips it; give navgen the folders of the iOS app's storyboards to leave it out [unsupported]",
        ])
    }

    func testTheModelLeavesThemOut() throws {
        let result = try TestSupport.analyse(["Mac.storyboard": Self.macOS, "TV.storyboard": Self.tvOS, "Watch.storyboard": Self.watchOS], self)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.screens.map(\.id), [])
        XCTAssertEqual(model.files.map { ($0.path as NSString).lastPathComponent }, [])
        XCTAssertNil(model.deploymentTarget, "macOS 10.13 is not the app's deployment target")
        XCTAssertEqual(result.diagnostics.with(rule: "unsupported").count, 3)
    }
}
