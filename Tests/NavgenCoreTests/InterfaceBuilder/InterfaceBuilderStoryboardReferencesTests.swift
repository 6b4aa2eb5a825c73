import Foundation
import XCTest
@testable import NavgenCore

final class InterfaceBuilderStoryboardReferencesTests: XCTestCase {
    private let main = IBTest.storyboard(initial: "hom-00-001", """
            <scene sceneID="scn-mn-001">
                <objects>
                    <viewController id="hom-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="ref-00-001" kind="show" identifier="privacy" id="seg-00-001"/>
                            <segue destination="ref-00-002" kind="presentation" id="seg-00-002"/>
                            <segue destination="ref-00-003" kind="show" id="seg-00-003"/>
                            <segue destination="ref-00-004" kind="show" id="seg-00-004"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-mn-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="scn-mn-003">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="ref-00-002" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="scn-mn-004">
                <objects>
                    <viewControllerPlaceholder storyboardName="Onboarding" referencedIdentifier="Welcome" id="ref-00-003" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="scn-mn-005">
                <objects>
                    <viewControllerPlaceholder referencedIdentifier="Home" id="ref-00-004" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="Home" id="hm2-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
    """)

    private func settings(navigation: String = "set-nav-001") -> String {
        IBTest.storyboard(initial: navigation, """
                <scene sceneID="scn-st-001">
                    <objects>
                        <navigationController id="\(navigation)" sceneMemberID="viewController">
                            <connections>
                                <segue destination="prv-00-001" kind="relationship" relationship="rootViewController" id="seg-st-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scn-st-002">
                    <objects>
                        <viewController storyboardIdentifier="Privacy" id="prv-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
    }

    private func resolved(_ files: [(path: String, text: String)]) -> (documents: [SourceDocument], diagnostics: [Diagnostic]) {
        var documents = files.map { IBTest.read($0.text, path: $0.path).document }
        var log = DiagnosticLog()
        StoryboardReferences.resolve(&documents, log: &log)
        return (documents, log.entries)
    }

    func testSeguesToAReferenceReachTheReferencedController() throws {
        let (documents, diagnostics) = resolved([("App/Main.storyboard", main), ("App/Settings.storyboard", settings())])
        XCTAssertEqual(diagnostics.map { "\($0.location) \($0.severity.rawValue) [\($0.rule)] \($0.message)" }, [
            "App/Main.storyboard:34:44 note [storyboard-not-in-inputs] storyboard 'Onboarding' is not among the inputs, so navgen checks none of its "
                + "screens and plans no segue into it by this reference; add Onboarding.storyboard, or the folder that holds it, to the inputs",
        ])
        let main = documents[0]
        XCTAssertEqual(main.segue("seg-00-001")?.destination, "prv-00-001")
        XCTAssertEqual(main.segue("seg-00-001")?.destinationReference, "ref-00-001")
        XCTAssertEqual(main.controller("ref-00-001")?.resolvedReference, "prv-00-001")
        // No identifier: the storyboard's initial controller.
        XCTAssertEqual(main.segue("seg-00-002")?.destination, "set-nav-001")
        // Not among the inputs: kept as written, without an error.
        XCTAssertEqual(main.segue("seg-00-003")?.destination, "ref-00-003")
        XCTAssertNil(main.segue("seg-00-003")?.destinationReference)
        XCTAssertNil(main.controller("ref-00-003")?.resolvedReference)
        // No storyboard name: the storyboard the reference is in.
        XCTAssertEqual(main.segue("seg-00-004")?.destination, "hm2-00-001")
        // Ids are kept as written.
        XCTAssertEqual(documents[1].controllers.map(\.id), ["set-nav-001", "prv-00-001"])
    }

    func testAReferenceToAMissingIdentifierInAnInputStoryboardIsAnError() {
        let broken = settings().replacingOccurrences(of: #"storyboardIdentifier="Privacy""#, with: #"storyboardIdentifier="Privacy2""#)
        let (documents, diagnostics) = resolved([("App/Main.storyboard", main), ("App/Settings.storyboard", broken)])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map { "\($0.location) [\($0.rule)] \($0.message)" }, [
            "App/Main.storyboard:24:101 [unresolved-reference] the storyboard reference points at 'Privacy', which no controller of App/Settings.storyboard has as its storyboard ID; did you mean 'Privacy2'?",
        ])
        XCTAssertEqual(documents[0].segue("seg-00-001")?.destination, "ref-00-001")
    }

    func testTheChoiceAmongLocalisedCopiesDoesNotDependOnInputOrder() {
        let base = ("App/Base.lproj/Settings.storyboard", settings(navigation: "bas-nav-001"))
        let english = ("App/en.lproj/Settings.storyboard", settings(navigation: "eng-nav-001"))
        for files in [[("App/Main.storyboard", main), base, english], [english, base, ("App/Main.storyboard", main)]] {
            let (documents, _) = resolved(files)
            let main = documents.first { $0.path == "App/Main.storyboard" }
            XCTAssertEqual(main?.segue("seg-00-002")?.destination, "bas-nav-001")
        }
    }

    /// A folder may hold several apps, each with its Main.storyboard: a reference takes the one nearest its own file,
    /// whatever the order of the inputs.
    func testAReferenceTakesTheNearestStoryboardOfItsName() {
        let start = IBTest.storyboard(initial: "str-ref-001", """
                <scene sceneID="scn-st-009">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="str-ref-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let other = ("AppA/Base.lproj/Settings.storyboard", settings(navigation: "oth-nav-001"))
        let own = ("AppB/Base.lproj/Settings.storyboard", settings(navigation: "own-nav-001"))
        for files in [[other, own, ("AppB/Start.storyboard", start)], [("AppB/Start.storyboard", start), own, other]] {
            let (documents, diagnostics) = resolved(files)
            XCTAssertEqual(diagnostics, [])
            XCTAssertEqual(documents.first { $0.path == "AppB/Start.storyboard" }?.controller("str-ref-001")?.resolvedReference, "own-nav-001")
        }
    }

    /// `Settings~iphone.storyboard` and `Settings~ipad.storyboard` are what a reference to `Settings` loads on each
    /// device: navgen takes the iPhone's, and a storyboard of the plain name over both.
    func testAReferenceReachesADeviceSpecificStoryboard() {
        let start = IBTest.storyboard(initial: "str-ref-001", """
                <scene sceneID="scn-st-009">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="str-ref-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let iPhone = ("Settings~iphone.storyboard", settings(navigation: "iph-nav-001"))
        let iPad = ("Settings~ipad.storyboard", settings(navigation: "ipd-nav-001"))
        let plain = ("Settings.storyboard", settings(navigation: "pln-nav-001"))
        for (files, reached) in [([iPad, iPhone], "iph-nav-001"), ([iPad], "ipd-nav-001"), ([iPad, plain, iPhone], "pln-nav-001")] {
            let (documents, diagnostics) = resolved(files + [("Start.storyboard", start)])
            XCTAssertEqual(diagnostics, [])
            XCTAssertEqual(documents.first { $0.path == "Start.storyboard" }?.controller("str-ref-001")?.resolvedReference, reached)
        }
        // Another app's storyboard of the plain name, in another folder, does not hide this app's iPhone one.
        let other = ("AppA/Settings.storyboard", settings(navigation: "oth-nav-001"))
        let own = ("AppB/Settings~iphone.storyboard", settings(navigation: "own-nav-001"))
        let (documents, diagnostics) = resolved([other, own, ("AppB/Start.storyboard", start)])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(documents.first { $0.path == "AppB/Start.storyboard" }?.controller("str-ref-001")?.resolvedReference, "own-nav-001")
    }

    /// Refactor to Storyboard leaves a reference that carries the storyboard ID of what it stands for: a reference that
    /// names that ID reaches the controller through it.
    func testAnIdentifierCarriedByAReferenceIsFollowed() {
        let main = IBTest.storyboard(initial: "nav-cr-001", """
                <scene sceneID="scn-cr-001">
                    <objects>
                        <navigationController id="nav-cr-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref-cr-001" kind="relationship" relationship="rootViewController" id="seg-cr-001"/>
                            </connections>
                        </navigationController>
                        <viewControllerPlaceholder storyboardIdentifier="B" storyboardName="Other" referencedIdentifier="B" id="ref-cr-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let other = IBTest.storyboard("""
                <scene sceneID="scn-cr-002">
                    <objects>
                        <viewController storyboardIdentifier="B" id="vcb-cr-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref-cr-002" kind="show" id="seg-cr-002"/>
                            </connections>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="B" id="ref-cr-002" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let (documents, diagnostics) = resolved([("Main.storyboard", main), ("Other.storyboard", other)])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(documents[1].segue("seg-cr-002")?.destination, "vcb-cr-001")
        XCTAssertEqual(documents[0].segue("seg-cr-001")?.destination, "vcb-cr-001")
    }

    func testReferencesToReferencesAreFollowed() {
        let hub = IBTest.storyboard(initial: "hub-ref-001", """
                <scene sceneID="scn-hb-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="hub-ref-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let start = IBTest.storyboard("""
                <scene sceneID="scn-sr-001">
                    <objects>
                        <viewController id="str-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="str-ref-001" kind="show" id="seg-sr-001"/>
                            </connections>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Hub" id="str-ref-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let (documents, diagnostics) = resolved([("Start.storyboard", start), ("Hub.storyboard", hub), ("Settings.storyboard", settings())])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(documents[0].segue("seg-sr-001")?.destination, "prv-00-001")
        XCTAssertEqual(documents[0].segue("seg-sr-001")?.destinationReference, "str-ref-001")
    }

    /// A reference nothing leads to (left after a refactoring) changes nothing the app does: no note.
    func testAReferenceNothingLeadsToIsNotNoted() throws {
        let menu = IBTest.storyboard(initial: "menu-001", """
                <scene sceneID="scn-mn-001">
                    <objects>
                        <viewController id="menu-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref-mn-002" kind="show" id="seg-mn-001"/>
                            </connections>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Main" id="ref-mn-001" sceneMemberID="viewController"/>
                        <viewControllerPlaceholder storyboardName="Login" id="ref-mn-002" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let (_, diagnostics) = resolved([("Menu.storyboard", menu)])
        XCTAssertEqual(diagnostics.map { "\($0.location) [\($0.rule)] \($0.message.prefix(22))" }, [
            "Menu.storyboard:18:44 [storyboard-not-in-inputs] storyboard 'Login' is ",
        ])
    }

    /// Real files: R.swift's example references `Specials` (by identifier) and `Main` (its initial controller).
    func testRealStoryboardsFromTheCorpus() throws {
        let folder = try TestSupport.requireShared().appendingPathComponent("corpus/storyboards")
        let files = try [
            ("ResourceApp/References.storyboard", "mac-cain13__R.swift__References.storyboard"),
            ("ResourceApp/Specials.storyboard", "mac-cain13__R.swift__Specials.storyboard"),
            ("ResourceApp/Base.lproj/Main.storyboard", "mac-cain13__R.swift__Main.storyboard"),
            ("Fixtures/Placeholder.storyboard", "SwiftGen__SwiftGen__Placeholder.storyboard"),
            ("Fixtures/Dependency.storyboard", "SwiftGen__SwiftGen__Dependency.storyboard"),
        ].map { path, name in (path, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) }
        let (documents, diagnostics) = resolved(files)
        XCTAssertEqual(diagnostics.map { "\($0.location.file) [\($0.rule)]" }, ["ResourceApp/References.storyboard [storyboard-not-in-inputs]"],
                       "SomeStoryboard is not an input")
        let references = documents[0]
        XCTAssertEqual(references.segue("5eO-0j-fVU")?.destination, "XiG-bv-YXF", "toAVPlayerController → Specials/avpVC")
        XCTAssertEqual(references.segue("8v0-IP-YL0")?.destination, "49e-Tb-3d3", "toMain → Main's initial controller")
        XCTAssertEqual(references.segue("b6z-Sc-6eL")?.destination, "kne-1k-ozT", "SomeStoryboard is not an input")
        XCTAssertEqual(documents[3].segue("Dj0-Wm-kiW")?.destination, "sCq-1b-U1T", "root → Dependency/Dependent")
    }
}
