import XCTest
@testable import NavgenCore

/// A bar's fields are declared once, as the properties of `NavigationBarAppearance`; every other place that lists them
/// is checked here against that declaration, so a field added there and forgotten anywhere fails a test: its
/// `NavigationBarField` case, setting and reading it, the generated tables' spelling and catalogue, `inspect`, the
/// input property the cascade sets it from, and what `navgen diff` compares.
final class BarFieldDeclarationTests: XCTestCase {
    /// The declaration: the bar's stored properties, in order.
    private let declared = Mirror(reflecting: NavigationBarAppearance()).children.compactMap(\.label)

    /// A value unlike the default for every field. A new field needs one here, which is the point.
    private let samples: [NavigationBarField] = [
        .barStyle(.black), .background(.color(NavigationColor(red: 0.2, green: 0.4, blue: 0.6))), .visibility(.transparent),
        .barTintColor(.white), .barImage("hero"), .barAlpha(0.5), .tintColor(.white), .titleColor(.white),
        .titleFont(NavigationFont(family: "Avenir", size: 17, weight: 600)), .largeTitleColor(.white),
        .largeTitleFont(NavigationFont(family: nil, size: 34, weight: 700)), .largeTitleDisplayMode(.always), .prefersLargeTitles(true),
        .shadow(.hidden), .translucent(false), .backInteractive(false), .swipeBackEnabled(false), .statusBarStyle(.lightContent),
        .hidesBottomBarWhenPushed(true), .hidesBackButton(true), .extendedLayoutIncludesTopBar(true), .splitTransition(.always),
        .leftItems([NavigationBarButtonItem(kind: .title, title: "Edit")]), .rightItems([NavigationBarButtonItem(kind: .system, systemItem: .add)]),
        .usesDarkAppearance(true), .edgeEffect(.hard), .barMinimization(.onScrollDown), .barInterfaceStyle(.dark),
        .titleAlignment(.leading), .verticalBar(.disabled),
    ]

    /// Fields the bar derives from several input properties, or that are no input property at all.
    private let derivedFromInputs: [String: String] = [
        "background": "from barImage, barTintColor, barAlpha and barStyle, by the precedence chain",
        "visibility": "from barHidden and barAlpha",
        "shadow": "from shadowHidden, shadowColor and shadowImage",
        "leftItems": "from the screen's items", "rightItems": "from the screen's items",
        "usesDarkAppearance": "from the mode, not from a property",
    ]

    /// Fields `navgen diff` compares through what they make people see rather than as declared.
    private let diffedThroughOthers: [String: String] = [
        "barTintColor": "the drawn background", "barImage": "the drawn background", "barAlpha": "the drawn background",
        "leftItems": "the items as the inputs declare them, with their side", "rightItems": "the items as the inputs declare them",
        "usesDarkAppearance": "the mode", "prefersLargeTitles": "whether the large title shows",
        "largeTitleDisplayMode": "whether the large title shows",
        "hidesBottomBarWhenPushed": "the tab bar the screen shows",
    ]

    func testEveryFieldHasItsCaseInDeclarationOrderAndASample() {
        XCTAssertFalse(declared.isEmpty)
        XCTAssertEqual(NavigationBarAppearance().fields.map(\.name), declared)
        XCTAssertEqual(samples.map(\.name), declared, "samples are missing or out of order")
    }

    func testEachFieldIsSetAndReadThroughItsCase() {
        for sample in samples {
            var bar = NavigationBarAppearance()
            bar.set(sample)
            XCTAssertNotEqual(bar, NavigationBarAppearance(), sample.name)
            XCTAssertEqual(bar.fields.filter { $0 != NavigationBarAppearance().fields[declared.firstIndex(of: $0.name)!] }, [sample], sample.name)
            XCTAssertEqual(NavigationBarAppearance(bar.fields), bar, sample.name)
        }
    }

    func testTheGeneratedTablesSpellAndCatalogueEachField() {
        let defaults = Dictionary(uniqueKeysWithValues: NavigationBarAppearance().fields.map { ($0.name, $0) })
        for sample in samples {
            let spelled = BarFieldValue(sample)
            XCTAssertEqual(spelled.name, sample.name)
            XCTAssertNotEqual(spelled.value.swift, BarFieldValue(defaults[sample.name]!).value.swift, sample.name)
            var distinct = DistinctBars()
            _ = distinct.position(of: NavigationBarAppearance())
            XCTAssertEqual(distinct.position(of: NavigationBarAppearance([sample])), 1, sample.name)
            XCTAssertEqual(distinct.catalog().rows, [[], [0]], sample.name)
        }
    }

    func testInspectShowsEveryField() {
        func shown(_ bar: NavigationBarAppearance) -> [String: String] {
            Dictionary(uniqueKeysWithValues: InspectReport.fields(of: bar).map { ($0.0, JSONWriter.render($0.1)) })
        }
        XCTAssertEqual(InspectReport.fields(of: NavigationBarAppearance()).map(\.0), declared)
        for sample in samples {
            XCTAssertNotEqual(shown(NavigationBarAppearance([sample]))[sample.name], shown(NavigationBarAppearance())[sample.name], sample.name)
        }
    }

    /// Each field is what an input property of its name sets, unless the cascade derives it.
    func testTheCascadeSetsEachFieldFromAPropertyOfItsName() {
        for name in declared where derivedFromInputs[name] == nil {
            XCTAssertNotNil(AppearanceProperty(rawValue: name), "'\(name)' has no input property; name one, or say how it is derived")
        }
        XCTAssertTrue(Set(derivedFromInputs.keys).isSubset(of: declared))
    }

    func testNavgenDiffComparesEveryField() {
        let plain = BarProperty.ScreenBar(bar: BarAppearance(), design: .legacy, tabBarVisible: false)
        for sample in samples where diffedThroughOthers[sample.name] == nil {
            var bar = BarAppearance()
            bar.runtime.set(sample)
            let changed = BarProperty.ScreenBar(bar: bar, design: .legacy, tabBarVisible: false)
            XCTAssertTrue(BarProperty.all.contains { $0.value(plain)?.text != $0.value(changed)?.text },
                          "navgen diff shows no change of '\(sample.name)'")
        }
        XCTAssertTrue(Set(diffedThroughOthers.keys).isSubset(of: declared))
    }
}
