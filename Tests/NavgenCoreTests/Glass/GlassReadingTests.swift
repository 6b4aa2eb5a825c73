import XCTest
@testable import NavgenCore

/// What screens, items and tab bar controllers say for Liquid Glass, read from navigation maps, `navgen.*` runtime
/// attributes and the storyboard attributes Xcode writes, and the property lists that say which design the app asks for.
final class GlassReadingTests: XCTestCase {
    private func readMap(_ text: String) throws -> (SourceDocument, [Diagnostic]) {
        var log = DiagnosticLog()
        let source = NavigationMapReader.read(try XMLReader.parse(Array(text.utf8), path: "a.nav.xml"), log: &log)
        return (source, log.entries)
    }

    func testNavigationMapsSayEveryGlassProperty() throws {
        let (source, diagnostics) = try readMap("""
            <navigation>
              <tabBarController id="tabs" minimizeBehavior="onScrollDown"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="home"/>
              <screen id="home" subtitle="3 unread" largeSubtitle="Today" prompt="Offline" edgeEffect="hard" barMinimization="onScrollUp">
                <item side="right" kind="title" title="Send" style="prominent" badge="3" identifier="send"/>
                <item side="right" kind="separator"/>
                <item side="right" kind="image" image="bell" sharesBackground="false" hidesSharedBackground="true" badge="indicator"/>
              </screen>
            </navigation>
            """)
        XCTAssertEqual(diagnostics, [])
        let tabs = try XCTUnwrap(source.controllers.first { $0.id == "tabs" })
        XCTAssertEqual(tabs.minimizeBehavior?.value, .onScrollDown)
        XCTAssertEqual(tabs.minimizeBehavior?.location, SourceLocation(file: "a.nav.xml", line: 2, column: 31))
        let home = try XCTUnwrap(source.controllers.first { $0.id == "home" })
        XCTAssertEqual(home.subtitle, "3 unread")
        XCTAssertEqual(home.largeSubtitle, "Today")
        XCTAssertEqual(home.prompt, "Offline")
        XCTAssertEqual(home.properties[.edgeEffect]?.text, "hard")
        XCTAssertEqual(home.properties[.barMinimization]?.text, "onScrollUp")
        XCTAssertEqual(home.items.map(\.kind), [.title, .separator, .image])
        XCTAssertEqual(home.items.map(\.style), [.prominent, .plain, .plain])
        XCTAssertEqual(home.items.map(\.badge), [.count(3), nil, .indicator])
        XCTAssertEqual(home.items.map(\.sharesBackground), [true, true, false])
        XCTAssertEqual(home.items.map(\.hidesSharedBackground), [false, false, true])
        XCTAssertEqual(home.items.map(\.identifier), ["send", nil, nil])
    }

    func testGlassAttributesBelongWhereTheyApply() throws {
        let (_, diagnostics) = try readMap("""
            <navigation>
              <tabBarController id="tabs" subtitle="x"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="home"/>
              <screen id="home" minimizeBehavior="never"/>
            </navigation>
            """)
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "a.nav.xml:2:31: error: unknown attribute 'subtitle' on <tabBarController> [unknown-name]",
            "a.nav.xml:4:21: error: unknown attribute 'minimizeBehavior' on <screen> [unknown-name]",
        ])
    }

    func testStoryboardsSayItThroughRuntimeAttributesAndTheDoneStyle() throws {
        let scenes = """
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.minimizeBehavior" value="never"/>
                    </userDefinedRuntimeAttributes>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="vc1-00-001" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Inbox" id="itm-00-001">
                        <rightBarButtonItems>
                            <barButtonItem title="Send" style="done" id="snd-00-001">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="navgen.identifier" value="send"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="navgen.badge"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="navgen.sharesBackground" value="NO"/>
                                </userDefinedRuntimeAttributes>
                            </barButtonItem>
                            <barButtonItem style="plain" systemItem="fixedSpace" id="gap-00-001"/>
                            <barButtonItem style="plain" systemItem="fixedSpace" id="wid-00-001" width="12"/>
                            <barButtonItem title="More" style="plain" id="mor-00-001">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="navgen.style" value="prominent"/>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="navgen.hidesSharedBackground" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </barButtonItem>
                        </rightBarButtonItems>
                    </navigationItem>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.subtitle" value="2 unread"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.largeSubtitle" value="Today"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.edgeEffect" value="soft"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.barMinimization" value="never"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
            </objects></scene>
            """
        let (document, diagnostics) = IBTest.read(IBTest.storyboard(scenes))
        XCTAssertEqual(TestSupport.lines(diagnostics), [])
        XCTAssertEqual(document.controller("tabs")?.minimizeBehavior?.value, .never)
        let screen = try XCTUnwrap(document.controller("vc1-00-001"))
        XCTAssertEqual(screen.subtitle, "2 unread")
        XCTAssertEqual(screen.largeSubtitle, "Today")
        XCTAssertEqual(screen.properties[.edgeEffect]?.text, "soft")
        XCTAssertEqual(screen.properties[.barMinimization]?.text, "never")
        // `done` is `prominent` in the iOS 26 SDK; a fixed space of no width is UIKit's zero-width one.
        XCTAssertEqual(screen.items.map(\.style), [.prominent, .plain, .plain, .prominent])
        XCTAssertEqual(screen.items.map(\.kind), [.title, .separator, .fixedSpace, .title])
        XCTAssertEqual(screen.items.map(\.identifier), ["send", nil, nil, nil])
        XCTAssertEqual(screen.items.map(\.badge), [.count(2), nil, nil, nil])
        XCTAssertEqual(screen.items.map(\.sharesBackground), [false, true, true, true])
        XCTAssertEqual(screen.items.map(\.hidesSharedBackground), [false, false, false, true])
    }

    func testPropertyListsSayWhetherTheAppAsksForTheCompatibilityDesign() throws {
        func read(_ value: String) throws -> (PropertyListDocument, [Diagnostic]) {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                  <key>CFBundleName</key>
                  <string>Reader</string>
                  \(value)
                </dict>
                </plist>
                """
            var log = DiagnosticLog()
            let document = PropertyListReader.read(try XMLReader.parse(Array(text.utf8), path: "Info.plist"), log: &log)
            return (document, log.entries)
        }
        let (yes, none) = try read("<key>UIDesignRequiresCompatibility</key>\n  <true/>")
        XCTAssertEqual(none, [])
        XCTAssertEqual(yes.requiresCompatibility, Located(true, at: SourceLocation(file: "Info.plist", line: 8, column: 3)))
        XCTAssertEqual(try read("<key>UIDesignRequiresCompatibility</key>\n  <false/>").0.requiresCompatibility?.value, false)
        XCTAssertNil(try read("<key>UIRequiresFullScreen</key>\n  <true/>").0.requiresCompatibility)
        XCTAssertEqual(TestSupport.lines(try read("<key>UIDesignRequiresCompatibility</key>\n  <integer>1</integer>").1), [
            "Info.plist:8:3: error: UIDesignRequiresCompatibility must be <true/> or <false/>, found <integer>; write <true/> to ask for the "
                + "compatibility design [invalid-value]",
        ])
        XCTAssertEqual(TestSupport.lines(try read("<key>UIDesignRequiresCompatibility</key>\n  <string>$(LEGACY_BARS)</string>").1), [
            "Info.plist:8:3: warning: UIDesignRequiresCompatibility is the build setting '$(LEGACY_BARS)', which navgen cannot expand; it "
                + "assumes the key is not set [unsupported]",
        ])
        XCTAssertEqual(TestSupport.lines(try read("<key>UIDesignRequiresCompatibility</key>").1), [
            "Info.plist:7:3: error: UIDesignRequiresCompatibility has no value; write <true/> or <false/> after the key [invalid-value]",
        ])
    }

    func testPropertyListsAreFoundAmongTheInputsAndUnreadableOnesSaySo() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"
        let oldStyle = try TestSupport.analyse(["app.nav.xml": map, "Legacy.plist": "{ UIDesignRequiresCompatibility = YES; }"], self)
        XCTAssertEqual(TestSupport.lines(oldStyle.diagnostics), [
            "Legacy.plist:1:1: warning: not an XML property list, so navgen cannot read UIDesignRequiresCompatibility, UIUserInterfaceStyle or "
                + "the status bar's keys from it; convert it "
                + "with 'plutil -convert xml1 Legacy.plist' [unsupported]",
        ])
        XCTAssertEqual(oldStyle.model?.designs, [.legacy, .glass])
    }
}
