import NavgenRuntime
import XCTest

/// The form generated code stores bars in: named fields, bars as their fields (or another bar's with a few more), and
/// each screen's bars per design and mode.
final class NavigationBarVariantsTests: XCTestCase {
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
        .rightItems([NavigationBarButtonItem(kind: .system, systemItem: .add, badge: .count(3), axis: .verticalPreferred)]),
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

    func testSettingFieldsKeepsTheOthersAndTheLaterValueWins() {
        let light = NavigationBarAppearance([.tintColor(.white), .titleColor(.black), .prefersLargeTitles(true)])
        let dark = light.setting([.titleColor(.white), .usesDarkAppearance(true), .titleColor(Self.brand)])
        XCTAssertEqual(dark, NavigationBarAppearance([.tintColor(.white), .titleColor(Self.brand), .prefersLargeTitles(true),
                                                      .usesDarkAppearance(true)]))
        XCTAssertEqual(light.setting([]), light)
        XCTAssertEqual(light.titleColor, .black, "setting returns a new bar")
    }

    func testAScreensBarsArePickedByDesignThenMode() {
        let light = NavigationBarAppearance()
        let dark = NavigationBarAppearance([.usesDarkAppearance(true)])
        let glass = NavigationBarAppearance([.background(.glass)])
        let glassDark = NavigationBarAppearance([.background(.glass), .usesDarkAppearance(true)])
        // Legacy light, legacy dark, glass light, glass dark.
        let bars = [light, dark, glass, glassDark]
        XCTAssertEqual(NavigationBarAppearance.variant(of: bars, Mode.light, design: .legacy), light)
        XCTAssertEqual(NavigationBarAppearance.variant(of: bars, Mode.dark, design: .legacy), dark)
        XCTAssertEqual(NavigationBarAppearance.variant(of: bars, Mode.light, design: .glass), glass)
        XCTAssertEqual(NavigationBarAppearance.variant(of: bars, Mode.dark, design: .glass), glassDark)
    }

    /// The status bar's `default` style is light content in a dark mode, as the SwiftUI glue's colour scheme must say:
    /// it made a dark mode's `default` a light scheme, a dark title on a dark bar (an app's `statusBarStyle="default"`).
    func testTheDefaultStatusBarIsLightInADarkMode() {
        let styles: [NavigationStatusBarStyle] = [.default, .lightContent, .darkContent]
        XCTAssertEqual(styles.map { NavigationBarAppearance([.statusBarStyle($0)]).statusBarIsLight }, [false, true, false])
        XCTAssertEqual(styles.map { NavigationBarAppearance([.statusBarStyle($0), .usesDarkAppearance(true)]).statusBarIsLight }, [true, true, false])
    }
}
