import XCTest
@testable import NavgenCore

final class InterfaceBuilderDocumentTests: XCTestCase {
    func testDocumentAttributes() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="01J-lp-oVM">
            <dependencies>
                <deployment version="4352" identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
            </dependencies>
            <scenes>
                <scene sceneID="EHf-IW-A2E">
                    <objects>
                        <viewController id="01J-lp-oVM" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (document, diagnostics) = IBTest.read(text, path: "LaunchScreen.storyboard")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.format, .storyboard)
        XCTAssertEqual(document.documentType, "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        XCTAssertEqual(document.version, "3.0")
        XCTAssertEqual(document.toolsVersion, "14490.70", "a string: 14490.70 is not the number 14490.7")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertTrue(document.launchScreen)
        XCTAssertEqual(document.initialController, "01J-lp-oVM")
        XCTAssertEqual(document.deploymentPlatform, "iOS")
        XCTAssertEqual(document.deploymentTarget?.text, "11.0")
        XCTAssertEqual(document.deploymentTarget?.location, SourceLocation(file: "LaunchScreen.storyboard", line: 4, column: 21))
    }

    /// A launch screen is drawn into the launch image before any code runs: its scene is no screen of the app, where
    /// TidBITS's became one with a bar, tables and tests.
    func testALaunchScreensSceneIsNoScreen() throws {
        let launch = IBTest.storyboard(#"""
                <scene sceneID="EHf-IW-A2E">
                    <objects>
                        <viewController id="01J-lp-oVM" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            """#).replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" launchScreen="YES""#)
        XCTAssertTrue(launch.contains(#"launchScreen="YES""#))
        let main = SystemColorAppearancesTests.storyboard(background: "")
        let result = try TestSupport.analyse(["LaunchScreen.storyboard": launch, "Main.storyboard": main], self)
        XCTAssertEqual(result.model?.screens.map(\.id), ["list"])
        XCTAssertEqual(result.documents.first { $0.launchScreen }?.controllers.map(\.id), ["01J-lp-oVM"], "inspect still shows it")
        let inspected = try JSONReader.parse(Array(InspectReport.render(result).utf8), path: "inspect")
        let documents = try XCTUnwrap(inspected["documents"]?.array)
        XCTAssertEqual(documents.map { $0["launchScreen"]?.bool }, [true, nil], "and says why it is no screen")
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["LaunchScreen.storyboard": launch], in: folder)
        XCTAssertEqual(Navgen.generate(Navgen.Options(inputs: [folder.path])).inputsWithoutScreen, "1 launch screen")
    }

    func testDeploymentVersions() {
        XCTAssertEqual(DeploymentVersion.dotted("4352", platform: "iOS"), "11.0")
        XCTAssertEqual(DeploymentVersion.dotted("5120", platform: "iOS"), "14.0")
        XCTAssertEqual(DeploymentVersion.dotted("1552", platform: "iOS"), "6.1")
        XCTAssertEqual(DeploymentVersion.dotted("2306", platform: "iOS"), "9.0.2")
        XCTAssertEqual(DeploymentVersion.dotted("1792", platform: "watchOS"), "7.0")
        XCTAssertEqual(DeploymentVersion.dotted("1090", platform: "macosx"), "10.9")
        XCTAssertEqual(DeploymentVersion.dotted("101300", platform: "macosx"), "10.13")
        XCTAssertEqual(DeploymentVersion.dotted("15.0", platform: "iOS"), "15.0")
        XCTAssertNil(DeploymentVersion.dotted("latest", platform: "iOS"))
    }

    func testWithoutAVersionTheDeploymentTargetIsTheProjects() {
        let (document, _) = IBTest.read(IBTest.storyboard(""))
        XCTAssertEqual(document.deploymentPlatform, "iOS")
        XCTAssertNil(document.deploymentTarget)
        XCTAssertFalse(document.launchScreen)
    }

    func testAnUnreadableDeploymentVersionIsAnError() {
        let (_, diagnostics) = IBTest.read(IBTest.storyboard(deployment: #"<deployment version="soon" identifier="iOS"/>"#, ""))
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                       ["5:21 'soon' is not a deployment version"])
    }

    func testFormatFromTheDocumentType() {
        let xib = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3"><objects/></document>"#
        XCTAssertEqual(IBTest.read(xib, path: "Cell.xib").document.format, .xib)
        let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"><scenes/></document>"#
        XCTAssertEqual(IBTest.read(mac, path: "Main.storyboard").document.format, .storyboard)
        let untyped = #"<document version="3.0"><scenes/></document>"#
        XCTAssertEqual(IBTest.read(untyped, path: "x").document.format, .storyboard)
        // Xcode 3 and 4 wrote keyed archives; they are recognised as xibs, not read further, and said to be skipped.
        let archive = #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>"#
        let (old, diagnostics) = IBTest.read(archive, path: "Old.xib")
        XCTAssertEqual(old.format, .xib)
        XCTAssertEqual(old.controllers.count, 0)
        XCTAssertEqual(diagnostics.map { "\($0.location) \($0.severity) \($0.rule)" }, ["Old.xib:1:1 warning unsupported"])
    }

    func testTextViewDefaultText() {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vc1-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vew-00-001">
                                <subviews>
                                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="默认文字" textAlignment="natural" id="tv1-00-001"/>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" textAlignment="natural" id="tv2-00-001">
                                        <string key="text">Lorem ipsum
        dolor sit er elit lamet</string>
                                    </textView>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" id="tv3-00-001">
                                        <attributedString key="attributedText">
                                            <fragment content="こんにちは">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="14"/>
                                                </attributes>
                                            </fragment>
                                            <fragment content=" world"/>
                                        </attributedString>
                                    </textView>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" id="tv4-00-001"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.textViews.map(\.value), ["默认文字", "Lorem ipsum\ndolor sit er elit lamet", "こんにちは world"])
        XCTAssertEqual(document.textViews.map(\.location.line), [15, 17, 21])
        XCTAssertEqual(document.textViews.first?.location.column, 112)
    }
}
