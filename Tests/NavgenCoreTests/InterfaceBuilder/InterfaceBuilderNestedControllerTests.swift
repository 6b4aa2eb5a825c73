import XCTest
@testable import NavgenCore

/// A xib holds a container's controllers inside it, as a `MainWindow.xib` of the Xcode 5 years does (Couchbase's
/// ToDoLite, Kraftstoff): they are the relationships a storyboard would draw.
final class InterfaceBuilderNestedControllerTests: XCTestCase {
    private static let mainWindow = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4457.6" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIApplication"/>
                <tabBarController id="tabs">
                    <viewControllers>
                        <navigationController id="cars">
                            <navigationBar key="navigationBar" id="bar1">
                                <color key="tintColor" red="0.67" green="0.06" blue="0.06" alpha="1" colorSpace="calibratedRGB"/>
                            </navigationBar>
                            <viewControllers>
                                <tableViewController id="list" customClass="CarsController">
                                    <navigationItem key="navigationItem" title="Cars" id="i1"/>
                                </tableViewController>
                                <viewController id="detail">
                                    <navigationItem key="navigationItem" title="Car" id="i2"/>
                                </viewController>
                            </viewControllers>
                        </navigationController>
                        <navigationController id="fillUp">
                            <viewControllers>
                                <viewController id="form">
                                    <navigationItem key="navigationItem" title="Fill-Up" id="i3"/>
                                </viewController>
                            </viewControllers>
                        </navigationController>
                    </viewControllers>
                </tabBarController>
            </objects>
        </document>
        """

    func testNestedControllersAreTheRelationshipsAStoryboardDraws() throws {
        let (document, diagnostics) = IBTest.read(Self.mainWindow, path: "MainWindow.xib")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.controllers.map(\.id), ["tabs", "cars", "list", "detail", "fillUp", "form"])
        XCTAssertEqual(document.segues.map { "\($0.source) \($0.effect) \($0.destination)" },
                       ["tabs tab cars", "tabs tab fillUp", "cars root list", "list push detail", "fillUp root form"])
    }

    func testTheirScreensHaveTheirStacksBarsAndTabs() throws {
        let result = try TestSupport.analyse(["MainWindow.xib": Self.mainWindow], self)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "missing-root" }, [])
        XCTAssertEqual(model.screens.map(\.id).sorted(), ["detail", "form", "list"])
        XCTAssertEqual(model.screen("detail")?.navigationController, "cars")
        XCTAssertEqual(model.stack(of: "detail"), ["list", "detail"])
        XCTAssertEqual(model.screen("form")?.tabBarController, "tabs")
        let tint = try XCTUnwrap(model.screen("list")?.appearances.values.first?.tintColor)
        XCTAssertEqual(tint.hex, "#AB0F0FFF", "the navigation controller's bar gives its screens their defaults (an older document: as written)")
    }
}
