import NavgenRuntime
import XCTest

/// The compact form generated code stores bars in: fields, a catalogue of bars as positions among them, and a table of
/// each key's bar per design and mode.
final class NavigationBarTableTests: XCTestCase {
    private enum Screen: String, CaseIterable, Hashable, Sendable { case feed, detail, settings }
    private enum Mode: String, CaseIterable, Hashable, Sendable { case light, dark }

    private static let brand = NavigationColor(red: 0.2, green: 0.4, blue: 0.6)

    /// A bar that differs from the default in every field.
    private static let everyField = NavigationBarAppearance([
        .barStyle(.black), .background(.image(name: "bar", alpha: 0.5)), .visibility(.transparent), .barTintColor(brand),
        .barImage("bar"), .barAlpha(0.5), .tintColor(.white), .titleColor(.black), .titleFont(NavigationFont(family: "Avenir", size: 17, weight: 600)),
        .largeTitleColor(brand), .largeTitleFont(NavigationFont(family: nil, size: 34, weight: 700)), .largeTitleDisplayMode(.never),
        .prefersLargeTitles(true), .shadow(.color(.clear)), .translucent(false), .backInteractive(false), .swipeBackEnabled(false),
        .statusBarStyle(.lightContent), .hidesBottomBarWhenPushed(true), .hidesBackButton(true), .extendedLayoutIncludesTopBar(true),
        .splitTransition(.always), .leftItems([NavigationBarButtonItem(kind: .title, title: "Edit")]),
        .rightItems([NavigationBarButtonItem(kind: .system, systemItem: "add", badge: .count(3), axis: .verticalPreferred)]),
        .usesDarkAppearance(true), .edgeEffect(.hard), .barMinimization(.onScrollDown), .barInterfaceStyle(.light),
        .titleAlignment(.center), .verticalBar(.disabled)])

    func testABarIsItsFieldsSetOnTheDefaultBar() {
        XCTAssertEqual(NavigationBarAppearance(Self.everyField.fields), Self.everyField)
        XCTAssertEqual(NavigationBarAppearance([]), NavigationBarAppearance())
        let fields = Self.everyField.fields
        XCTAssertEqual(fields.count, 30)
        // Every field differs from the default's, so each is set by its own case.
        XCTAssertTrue(zip(fields, NavigationBarAppearance().fields).allSatisfy { $0 != $1 })
        let defaults = NavigationBarAppearance().fields
        for (index, field) in fields.enumerated() {
            var bar = NavigationBarAppearance()
            bar.set(field)
            var expected = defaults
            expected[index] = field
            XCTAssertEqual(bar.fields, expected, "\(field) sets its own field and no other")
        }
        XCTAssertEqual(NavigationBarAppearance([.tintColor(.white), .tintColor(.black)]).tintColor, .black, "the later value wins")
    }

    func testTheCatalogueGivesEachBarFromItsPositions() {
        let fields: [NavigationBarField] = [.tintColor(Self.brand), .prefersLargeTitles(true), .statusBarStyle(.lightContent)]
        let catalog = NavigationBarCatalog(fields: fields, bars: [0, 2, 0, 1, 3, 0, 1, 2])
        XCTAssertEqual(catalog.count, 3)
        XCTAssertEqual(catalog[0], NavigationBarAppearance())
        XCTAssertEqual(catalog[1], NavigationBarAppearance([.tintColor(Self.brand), .prefersLargeTitles(true)]))
        XCTAssertEqual(catalog[2], NavigationBarAppearance([.tintColor(Self.brand), .prefersLargeTitles(true), .statusBarStyle(.lightContent)]))
        XCTAssertEqual(NavigationBarCatalog(fields: [], bars: []).count, 0)
    }

    func testTheTableGivesEachKeysBarPerDesignAndMode() {
        let catalog = NavigationBarCatalog(fields: [.background(.glass), .usesDarkAppearance(true)], bars: [0, 1, 1, 1, 0, 2, 0, 1])
        // Per screen: legacy light, legacy dark, glass light, glass dark.
        let table = NavigationBarTable<Screen, Mode>(catalog, positions: [0, 1, 2, 3, 0, 0, 0, 0, 3, 2, 1, 0])
        let glassDark = NavigationBarAppearance([.background(.glass), .usesDarkAppearance(true)])
        XCTAssertEqual(table.appearance(.feed, .light, design: .legacy), NavigationBarAppearance())
        XCTAssertEqual(table.appearance(.feed, .dark, design: .legacy), NavigationBarAppearance([.usesDarkAppearance(true)]))
        XCTAssertEqual(table.appearance(.feed, .light, design: .glass), NavigationBarAppearance([.background(.glass)]))
        XCTAssertEqual(table.appearance(.feed, .dark, design: .glass), glassDark)
        for mode in Mode.allCases {
            for design in NavigationDesign.allCases { XCTAssertEqual(table.appearance(.detail, mode, design: design), NavigationBarAppearance()) }
        }
        XCTAssertEqual(table.appearance(.settings, .light, design: .legacy), glassDark)
        XCTAssertEqual(table.appearance(.settings, .dark, design: .glass), NavigationBarAppearance())
    }
}
