import Foundation
import XCTest
@testable import NavgenCore

/// Interface Builder ids are unique within a document only: storyboards from one Xcode template share them, and a
/// storyboard localised as a whole repeats them in every `.lproj` copy.
final class InterfaceBuilderDocumentScopeTests: XCTestCase {
    /// A storyboard as Xcode's "Storyboard" template makes it: one view controller with the template's ids.
    private func templateStoryboard(identifier: String) -> String {
        IBTest.storyboard(initial: "Y6W-OH-hqX", """
                <scene sceneID="s0j-ic-w8x">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="Y6W-OH-hqX" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="5EZ-qb-Rvc"/>
                        </viewController>
                    </objects>
                </scene>
        """)
    }

    private let tabs = IBTest.storyboard(initial: "tab-00-001", """
            <scene sceneID="scn-tb-001">
                <objects>
                    <tabBarController id="tab-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="ref-00-002" kind="relationship" relationship="viewControllers" id="seg-tb-002"/>
                            <segue destination="ref-00-003" kind="relationship" relationship="viewControllers" id="seg-tb-003"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="scn-tb-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Second" id="ref-00-002" sceneMemberID="viewController"/>
                    <viewControllerPlaceholder storyboardName="Third" id="ref-00-003" sceneMemberID="viewController"/>
                </objects>
            </scene>
    """)

    func testStoryboardsFromOneTemplateKeepTheirOwnScreens() throws {
        let result = try TestSupport.analyse([
            "App/Base.lproj/Main.storyboard": tabs,
            "App/Second.storyboard": templateStoryboard(identifier: "SecondViewController"),
            "App/Third.storyboard": templateStoryboard(identifier: "ThirdViewController"),
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
        let model = try XCTUnwrap(result.model)
        // The first file in path order keeps the id as written; the later one is qualified with its file name.
        XCTAssertEqual(model.screens.map(\.id).sorted(), ["Third.storyboard:Y6W-OH-hqX", "Y6W-OH-hqX"])
        XCTAssertEqual(model.containers.first { $0.id == "tab-00-001" }?.tabs, ["Y6W-OH-hqX", "Third.storyboard:Y6W-OH-hqX"])
        let third = try XCTUnwrap(result.documents.first { $0.path.hasSuffix("Third.storyboard") })
        XCTAssertEqual(third.initialController, "Third.storyboard:Y6W-OH-hqX")
        XCTAssertEqual(third.controllers.first?.location.line, 12, "the controller is still placed where the file writes it")
    }

    func testAStoryboardIDThatANavigationMapUsesIsQualified() throws {
        let result = try TestSupport.analyse([
            "App/app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="Y6W-OH-hqX" initial="true"/>
                  <screen id="Y6W-OH-hqX" title="Coded"/>
                </navigation>
                """,
            "App/Second.storyboard": templateStoryboard(identifier: "SecondViewController"),
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.severity == .error }), [])
        XCTAssertEqual(result.model?.screens.map(\.id).sorted(), ["Second.storyboard:Y6W-OH-hqX", "Y6W-OH-hqX"])
    }

    func testTheQualifierIsTheShortestEndOfThePathNoOtherShares() {
        XCTAssertEqual(DocumentScopedIDs.distinctEnds(of: ["A/Base.lproj/Main.storyboard", "B/Base.lproj/Main.storyboard", "B/Other.xib"]),
                       ["A/Base.lproj/Main.storyboard", "B/Base.lproj/Main.storyboard", "Other.xib"])
        XCTAssertEqual(DocumentScopedIDs.distinctEnds(of: ["x/Main.storyboard", "y/Main.xib"]), ["Main.storyboard", "Main.xib"])
        XCTAssertEqual(DocumentScopedIDs.distinctEnds(of: ["Main.storyboard"]), ["Main.storyboard"])
    }

    func testALocalisedCopyOfAStoryboardIsNotReadTwice() throws {
        let base = templateStoryboard(identifier: "Home")
        let result = try TestSupport.analyse([
            "App/Base.lproj/Main.storyboard": base,
            "App/de.lproj/Main.storyboard": base.replacingOccurrences(of: "contentMode", with: "userLabel=\"Start\" contentMode"),
            "App/ja.lproj/Main.storyboard": base,
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
        XCTAssertEqual(result.model?.screens.map(\.id), ["Y6W-OH-hqX"])
        XCTAssertEqual(result.documents.map { $0.localisationOf.map { URL(fileURLWithPath: $0).pathComponents.suffix(2).joined(separator: "/") } },
                       [nil, "Base.lproj/Main.storyboard", "Base.lproj/Main.storyboard"])
        // inspect marks the copies it did not read.
        let json = try JSONReader.parse(Array(InspectReport.render(result).utf8), path: "inspect")
        let marks = try XCTUnwrap(json["documents"]?.array).map { $0["localisationOf"]?.string.map { URL(fileURLWithPath: $0).lastPathComponent } }
        XCTAssertEqual(marks, [nil, "Main.storyboard", "Main.storyboard"])
    }

    /// Without a Base copy UIKit falls back to the development region's, as the Info.plist names it, else Xcode's `en`.
    func testWithoutABaseTheDevelopmentRegionsCopyIsRead() throws {
        let copies = [
            "App/ar.lproj/Main.storyboard": templateStoryboard(identifier: "Stub"),
            "App/de.lproj/Main.storyboard": templateStoryboard(identifier: "Start"),
            "App/en.lproj/Main.storyboard": templateStoryboard(identifier: "Home"),
        ]
        let plist = { (region: String) in
            DiagnosticKind.propertyList("<key>CFBundleDevelopmentRegion</key>\n  <string>\(region)</string>").replacingOccurrences(of: "↓", with: "")
        }
        for (files, expected) in [(copies, "Home"), (copies.merging(["App/Info.plist": plist("de")]) { $1 }, "Start"),
                                  (copies.merging(["App/Info.plist": plist("$(DEVELOPMENT_LANGUAGE)")]) { $1 }, "Home"),
                                  (copies.merging(["App/Info.plist": plist("de-DE")]) { $1 }, "Start"),
                                  (copies.merging(["App/Info.plist": plist("English")]) { $1 }, "Home"),
                                  // A framework's Info.plist beside the app's names no region for the app's storyboards.
                                  (copies.merging(["AKit/Info.plist": plist("de"), "App/Info.plist": plist("en")]) { $1 }, "Home"),
                                  (copies.merging(["App/Info.plist": plist("en_GB"), "App/en_GB.lproj/Main.storyboard": templateStoryboard(identifier: "British")]) { $1 }, "British"),
                                  (copies.filter { !$0.key.contains("en.lproj") }, "Stub")] {
            let result = try TestSupport.analyse(files, self)
            XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
            XCTAssertEqual(result.model?.files.flatMap(\.sceneIdentifiers), [expected], "\(files.keys.sorted())")
        }
    }

    func testALocalisationWhoseBarDiffersIsSaid() throws {
        let base = templateStoryboard(identifier: "Home")
        let tinted = base.replacingOccurrences(of: "<view key=\"view\"", with: """
            <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.barTintColor" value="#1A3399"/>
                                    </userDefinedRuntimeAttributes>
                                    <view key="view"
            """)
        let result = try TestSupport.analyse(["App/Base.lproj/Main.storyboard": base, "App/ja.lproj/Main.storyboard": tinted], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "App/ja.lproj/Main.storyboard:14:102: warning: this localisation of App/Base.lproj/Main.storyboard has a bar that one does not, and navgen reads only that one; localise the storyboard with strings files (Base internationalization) so that every language navigates and looks alike, or give navgen this copy alone to check it [unsupported]",
        ])
    }

    func testALocalisationThatNavigatesDifferentlyIsSaid() throws {
        let base = templateStoryboard(identifier: "Home")
        let extra = base.replacingOccurrences(of: "</viewController>", with: """
            </viewController>
                        <viewController id="new-00-001" sceneMemberID="viewController"/>
            """)
        let result = try TestSupport.analyse([
            "App/Base.lproj/Main.storyboard": base,
            "App/fr.lproj/Main.storyboard": extra,
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "App/fr.lproj/Main.storyboard:15:29: warning: this localisation of App/Base.lproj/Main.storyboard has controllers or segues that one does not, and navgen reads only that one; localise the storyboard with strings files (Base internationalization) so that every language navigates and looks alike, or give navgen this copy alone to check it [unsupported]",
        ])
        XCTAssertEqual(result.model?.screens.map(\.id), ["Y6W-OH-hqX"])
        // A stub copy that lacks the read one's screens is said too, at its file.
        let stub = try TestSupport.analyse(["App/Base.lproj/Main.storyboard": extra, "App/fr.lproj/Main.storyboard": base], self)
        XCTAssertEqual(TestSupport.lines(stub.diagnostics.with(rule: "unsupported")).map { $0.prefix(while: { $0 != ";" }) }, [
            "App/fr.lproj/Main.storyboard:1:1: warning: this localisation of App/Base.lproj/Main.storyboard lacks controllers or segues that one has, and navgen reads only that one",
        ])
    }

    func testACopyOutsideLocalisationFoldersIsAnotherStoryboard() {
        XCTAssertEqual(StoryboardLocalisations.pathOutsideLocalisation("App/de.lproj/Main.storyboard"), "App/Main.storyboard")
        XCTAssertEqual(StoryboardLocalisations.pathOutsideLocalisation("Base.lproj/Main.storyboard"), "Main.storyboard")
        XCTAssertNil(StoryboardLocalisations.pathOutsideLocalisation("App/Main.storyboard"))
        XCTAssertNil(StoryboardLocalisations.pathOutsideLocalisation("Main.storyboard"))
    }
}
