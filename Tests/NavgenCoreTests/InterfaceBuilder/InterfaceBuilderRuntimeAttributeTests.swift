import XCTest
@testable import NavgenCore

final class InterfaceBuilderRuntimeAttributeTests: XCTestCase {
    private func read(_ attributes: String, file: StaticString = #filePath, line: UInt = #line)
        -> (controller: SourceController?, diagnostics: [Diagnostic]) {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vc1-00-001" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
        \(attributes)
                            </userDefinedRuntimeAttributes>
                        </viewController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text, file: file, line: line)
        return (document.controller("vc1-00-001"), diagnostics)
    }

    func testNavgenPropertiesOfEveryType() {
        let (controller, diagnostics) = read("""
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.barTintColor" value="{color.brand.primary}"/>
                                <userDefinedRuntimeAttribute type="color" keyPath="navgen.tintColor">
                                    <color key="value" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.titleColor" value="#1a1a1a"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="navgen.shadowHidden" value="YES"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.barHidden" value="false"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="navgen.barAlpha">
                                    <real key="value" value="0.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.statusBarStyle" value="lightContent"/>
                                <userDefinedRuntimeAttribute type="image" keyPath="navgen.barImage" value="navBackground"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.titleFont" value="{typography.navTitle}"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="inbox"/>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(controller?.properties.mapValues(\.text), [
            .barTintColor: "{color.brand.primary}", .tintColor: "#FFFFFFFF", .titleColor: "#1A1A1AFF",
            .shadowHidden: "true", .barHidden: "false", .barAlpha: "0.5", .statusBarStyle: "lightContent",
            .barImage: "navBackground", .titleFont: "{typography.navTitle}",
        ])
        XCTAssertEqual(controller?.runtimeAttributes.map { "\($0.keyPath)=\($0.value?.text ?? "")" }, ["accessibilityIdentifier=inbox"])
    }

    func testHBDNavigationBarProperties() {
        let (controller, diagnostics) = read("""
                                <userDefinedRuntimeAttribute type="color" keyPath="hbd_barTintColor">
                                    <color key="value" red="0.0" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="hbd_tintColor">
                                    <color key="value" systemColor="systemGreenColor"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="image" keyPath="hbd_barImage" value="bg"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="hbd_barAlpha">
                                    <real key="value" value="0.0"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_barHidden" value="NO"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_barShadowHidden" value="YES"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_backInteractive" value="NO"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_swipeBackEnabled" value="NO"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="hbd_barStyle">
                                    <integer key="value" value="1"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_splitNavigationBarTransition" value="YES"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_clickBackEnabled" value="NO"/>
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(controller?.properties.mapValues(\.text), [
            .barTintColor: "#00000080", .tintColor: "#34C759FF", .barImage: "bg", .barAlpha: "0", .barHidden: "false",
            .shadowHidden: "true", .backInteractive: "false", .swipeBackEnabled: "false", .barStyle: "black",
            .splitTransition: "always",
        ])
        XCTAssertEqual(controller?.properties[.tintColor]?.modeValues["dark"], "#30D158FF")
        XCTAssertEqual(controller?.runtimeAttributes.map(\.keyPath), ["hbd_clickBackEnabled"])
    }

    func testHBDBlackBarStyleFlag() {
        let (controller, _) = read("""
                                <userDefinedRuntimeAttribute type="boolean" keyPath="hbd_blackBarStyle" value="YES"/>
        """)
        XCTAssertEqual(controller?.properties[.barStyle]?.text, "black")
    }

    func testUnknownNavgenPropertiesAndBadValuesAreErrors() {
        let (controller, diagnostics) = read("""
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.barTintColour" value="#FFFFFF"/>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.barHidden" value="sometimes"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="hbd_barAlpha">
                                    <real key="value" value="1.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.tintColor" value="blue"/>
        """)
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            "14:68 [unknown-name] unknown navgen property 'barTintColour'; did you mean 'barTintColor'?",
            "15:95 [invalid-value] 'navgen.barHidden' must be a boolean, found 'sometimes'",
            "17:47 [value-out-of-range] 'hbd_barAlpha' must be a number from 0 to 1, found '1.5'",
            "19:95 [invalid-color] 'navgen.tintColor' must be a colour (#RRGGBB, #RRGGBBAA or a {token}), found 'blue'",
        ])
        XCTAssertEqual(controller?.properties, [:])
    }

    func testNavgenAttributesOnTheNavigationBarBecomeTheControllersDefaults() {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="navgen.barTintColor" value="{color.brand}"/>
                                </userDefinedRuntimeAttributes>
                            </navigationBar>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="navgen.statusBarStyle" value="darkContent"/>
                            </userDefinedRuntimeAttributes>
                        </navigationController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.controller("nav-00-001")?.properties.mapValues(\.text),
                       [.barTintColor: "{color.brand}", .statusBarStyle: "darkContent"])
    }

    /// UIKit's own properties set by key-value coding after the storyboard loads, on the bar and on a screen's item,
    /// win over what the inspector set; a controller's own key paths stay unmapped, and one named as a bar property is
    /// said, since navgen cannot know what it does.
    func testUIKitKeyPathsOnTheBarAndTheItem() {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="color" keyPath="barTintColor">
                                        <color key="value" red="1" green="0.8" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="barStyle">
                                        <integer key="value" value="1"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </navigationBar>
                        </navigationController>
                        <viewController id="vc1-00-001" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Home" id="itm-00-001">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="largeTitleDisplayMode">
                                        <integer key="value" value="2"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </navigationItem>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="barTintColor" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </viewController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(diagnostics.map(\.rule), ["unsupported"], diagnostics.summary)
        XCTAssertEqual(document.controller("nav-00-001")?.properties.mapValues(\.text), [.barTintColor: "#FFCC00FF", .barStyle: "black"])
        XCTAssertEqual(document.controller("vc1-00-001")?.properties.mapValues(\.text), [.largeTitleDisplayMode: "never"])
        XCTAssertEqual(document.controller("vc1-00-001")?.runtimeAttributes.map(\.keyPath), ["barTintColor"])
    }

    /// Key paths from a controller, as key-value coding follows them (SubjectReviewer's and the kvc repro's forms): a
    /// navigation controller's `navigationBar.barTintColor` and `navigationBarHidden`, a screen's
    /// `hidesBottomBarWhenPushed`, `navigationItem.hidesBackButton`, `title` (which UIKit gives the item too) and
    /// `navigationItem.title` (and a navigation item's own `title`); a navigation controller's own item and
    /// `hidesBottomBarWhenPushed` are about no screen of its stack. A navigation controller subclass's own colours are
    /// said once, at the first, with the
    /// runtime attributes navgen reads for them; an app's other attributes (a number) are not, nor is a colour whose
    /// `navgen.` attribute is there too, as the warning advises.
    func testKeyPathsFromAControllerAndItsOwnBarColours() {
        func attribute(_ type: String, _ keyPath: String, _ value: String) -> String {
            type == "color"
                ? #"<userDefinedRuntimeAttribute type="color" keyPath="\#(keyPath)"><color key="value" red="\#(value)" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>"#
                : #"<userDefinedRuntimeAttribute type="\#(type)" keyPath="\#(keyPath)" value="\#(value)"/>"#
        }
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                            <userDefinedRuntimeAttributes>
                                \(attribute("color", "navigationBar.barTintColor", "1"))
                                \(attribute("boolean", "navigationBar.prefersLargeTitles", "YES"))
                                \(attribute("boolean", "navigationBarHidden", "NO"))
                                \(attribute("boolean", "hidesBottomBarWhenPushed", "YES"))
                                \(attribute("boolean", "navigationItem.hidesBackButton", "YES"))
                            </userDefinedRuntimeAttributes>
                        </navigationController>
                        <navigationController id="nav-00-002" customClass="ColorNavigationController" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-002"/>
                            <userDefinedRuntimeAttributes>
                                \(attribute("number", "bottomBarHeight", "49"))
                                \(attribute("color", "barTintColor", "0.5"))
                                \(attribute("color", "titleColor", "1"))
                                \(attribute("color", "view.tintColor", "1"))
                            </userDefinedRuntimeAttributes>
                        </navigationController>
                        <navigationController id="nav-00-003" customClass="ColorNavigationController" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-003"/>
                            <userDefinedRuntimeAttributes>
                                \(attribute("color", "barTintColor", "0.5"))
                                \(attribute("color", "navgen.barTintColor", "0.5"))
                            </userDefinedRuntimeAttributes>
                        </navigationController>
                        <viewController id="vc1-00-001" title="Inspector" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Item" id="itm-00-001"/>
                            <userDefinedRuntimeAttributes>
                                \(attribute("boolean", "hidesBottomBarWhenPushed", "YES"))
                                \(attribute("boolean", "navigationItem.hidesBackButton", "YES"))
                                \(attribute("string", "title", "Runtime"))
                            </userDefinedRuntimeAttributes>
                        </viewController>
                        <viewController id="vc3-00-001" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Inspector" id="itm-00-003">
                                <userDefinedRuntimeAttributes>
                                    \(attribute("string", "title", "FromItem"))
                                </userDefinedRuntimeAttributes>
                            </navigationItem>
                        </viewController>
                        <viewController id="vc2-00-001" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
                                \(attribute("string", "title", "Screen"))
                                \(attribute("string", "navigationItem.title", "Item"))
                            </userDefinedRuntimeAttributes>
                        </viewController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(document.controller("nav-00-001")?.properties.mapValues(\.text),
                       [.barTintColor: "#FF0000FF", .prefersLargeTitles: "true", .barHidden: "false"])
        XCTAssertEqual(document.controller("vc1-00-001")?.properties.mapValues(\.text),
                       [.hidesBottomBarWhenPushed: "true", .hidesBackButton: "true"])
        XCTAssertEqual(document.controller("vc1-00-001").map { [$0.title, $0.navigationTitle] }, ["Runtime", "Runtime"])
        XCTAssertEqual(document.controller("vc2-00-001").map { [$0.title, $0.navigationTitle] }, ["Screen", "Item"])
        XCTAssertEqual(document.controller("vc3-00-001").map { [$0.title, $0.navigationTitle] }, [nil, "FromItem"])
        XCTAssertEqual(diagnostics.map(\.rule), ["unsupported"], diagnostics.summary)
        XCTAssertEqual(diagnostics.first?.location.line, 26, diagnostics.summary)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("'ColorNavigationController' sets 'barTintColor' and 'titleColor' by runtime attributes") == true,
                      diagnostics.summary)
        XCTAssertTrue(diagnostics.first?.message.contains("('navgen.barTintColor' and 'navgen.titleColor')") == true, diagnostics.summary)
    }
}
