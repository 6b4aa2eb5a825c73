import XCTest
@testable import NavgenCore

/// The model carries what the inputs declare, for the rules that check where a thing is written: entry points, the
/// bar properties each element writes, text views and the token paths the navigation names.
final class DeclarationsTests: XCTestCase {
    func testTheDeclarationsFollowTheDocuments() {
        var map = SourceDocument(path: "app.nav.xml", format: .navigationMap)
        map.initialController = "tabs"
        map.appearances = [SourceAppearance(id: "brand", properties: [.barTintColor: SourceValue("{color.brand}", at: at(1))], location: at(1))]
        var home = SourceController(id: "home", element: "screen", role: .screen, location: at(2))
        home.properties = [.barImage: SourceValue("bar", at: at(3)),
                           .tintColor: SourceValue("#FFFFFF", at: at(4), modeValues: ["dark": "{color.tint.dark}"])]
        home.items = [SourceBarItem(side: .left, kind: .title, title: "Edit", tintColor: SourceValue("{color.item}", at: at(5)), location: at(5))]
        home.disabledRules = ["image-overrides-color"]
        map.controllers = [SourceController(id: "tabs", element: "tabBarController", role: .tabBar, location: at(6)), home]

        var xib = SourceDocument(path: "Card.xib", format: .xib)
        xib.deploymentTarget = SourceValue("8.0", at: at(7))
        xib.textViews = [Located("你好", at: at(8))]
        xib.controllers = [SourceController(id: "card", element: "viewController", role: .screen, location: at(9))]

        var storyboard = SourceDocument(path: "Main.storyboard", format: .storyboard)
        var settings = SourceController(id: "settings", element: "viewController", role: .screen, location: at(10))
        settings.storyboardIdentifier = "Settings"
        var nav = SourceController(id: "nav", element: "navigationController", role: .navigation, location: at(11))
        nav.barAppearances = [SourceAppearance(id: "standardAppearance", properties: [.titleColor: SourceValue("{color.title}", at: at(12))],
                                               location: at(12))]
        storyboard.controllers = [settings, nav]
        storyboard.textViews = [Located("Hello", at: at(13))]

        let declarations = Declarations(documents: [map, xib, storyboard])
        XCTAssertEqual(declarations.entryPoints, ["tabs", "card", "settings"])
        XCTAssertEqual(declarations.bars.map(\.owner),
                       [.appearance("brand"), .controller("home"), .controller("card"), .controller("settings"), .controller("nav")])
        XCTAssertEqual(declarations.bars[1].locations, [.barImage: at(3), .tintColor: at(4)])
        XCTAssertEqual(declarations.bars[1].disabledRules, ["image-overrides-color"])
        XCTAssertEqual(declarations.textViews.map(\.text.value), ["你好", "Hello"])
        XCTAssertEqual(declarations.textViews.map(\.deploymentTarget), ["8.0", nil])
        XCTAssertEqual(declarations.tokenPaths, ["color.brand", "color.tint.dark", "color.item", "color.title"])
    }

    private func at(_ line: Int) -> SourceLocation { SourceLocation(file: "f", line: line, column: 1) }
}
