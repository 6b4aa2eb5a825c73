import NavgenRuntime
import NavigationSample
import SwiftUI
import UIKit
import XCTest

/// The SwiftUI glue run in the model of SwiftUI (`Tests/SwiftUIModel`): every screen of the bundled sample, in each
/// colour scheme and contrast, gets from `navigationScreen(_:)` the bar its generated table gives (the generated tests
/// check the tables against every bar navgen resolved). On Linux every `#available` holds, so the newest path runs
/// (iOS 27 and Liquid Glass, the sample's current design); the paths for earlier releases are only type-checked.
final class SwiftUIGlueTests: XCTestCase {
    func testEveryScreenGetsItsBarInEveryColorSchemeAndContrast() async {
        await Self.checkEveryScreen()
    }

    @MainActor
    private static func checkEveryScreen() {
        XCTAssertEqual(NavigationScreen.currentDesign, .glass)
        var checked = 0
        for screen in NavigationScreen.allCases {
            for (scheme, contrast) in [(ColorScheme.light, ColorSchemeContrast.standard), (.dark, .standard), (.light, .increased), (.dark, .increased)] {
                var environment = EnvironmentValues()
                (environment.colorScheme, environment.colorSchemeContrast) = (scheme, contrast)
                // The mode is the trait table's, as the generated tests check it.
                let mode = NavigationMode.traitModes.mode(dark: scheme == .dark, highContrast: contrast == .increased)
                let expected = screen.appearance(mode, design: .glass)
                let shown = SwiftUIModel.Bar(SwiftUIModel.calls(of: NavigationScreenModifier(screen: screen), in: environment))
                let problems = problems(shown, expected, subtitle: screen.subtitle, in: environment)
                XCTAssertEqual(problems, [], "\(screen) in \(scheme), \(contrast)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 4 * NavigationScreen.allCases.count)
        XCTAssertGreaterThan(NavigationScreen.allCases.count, 5)
    }

    /// What `shown` gets wrong against `bar`: what the bar must look like, in the modifiers' terms.
    static func problems(_ shown: SwiftUIModel.Bar, _ bar: NavigationBarAppearance, subtitle: String?,
                         in environment: EnvironmentValues) -> [String] {
        var problems = shown.contradictory.map { "asked twice: \($0)" }
        func expect<Value: Equatable>(_ name: String, _ value: Value, _ wanted: Value) {
            if value != wanted { problems.append("\(name) \(value), expected \(wanted)") }
        }
        expect("hidden", shown.hidden, bar.visibility == .hidden)
        // Liquid Glass is the system's background; any other bar is shown with its colour or UIKit's material, or not.
        switch bar.background {
        case .glass:
            expect("background visibility", shown.backgroundVisibility, .automatic)
            expect("background", shown.backgroundColor?.values, nil)
        case .color(let color) where bar.visibility == .visible:
            expect("background", shown.drawnBackground?.value(in: environment).isClose(to: Self.rgba(color)), true)
        default:
            expect("background", shown.drawnBackground?.values, nil)
            expect("background visibility", shown.backgroundVisibility, bar.visibility == .visible ? .visible : .hidden)
        }
        let statusBar: ColorScheme = bar.statusBarIsLight ? .dark : .light
        expect("status bar scheme", shown.statusBarScheme, statusBar)
        let pinned: ColorScheme? = switch bar.barInterfaceStyle {
        case .automatic: nil
        case .light: .light
        case .dark: .dark
        }
        expect("bar scheme", shown.colorScheme, pinned ?? statusBar)
        expect("title display mode", shown.titleDisplayMode, bar.showsLargeTitle ? .large : .inline)
        expect("subtitle", shown.subtitle, subtitle)
        let style: ScrollEdgeEffectStyle? = switch bar.edgeEffect {
        case .soft: .soft
        case .hard: .hard
        case .automatic, .hidden: .automatic
        }
        expect("edge effect", shown.edgeEffectStyle, style)
        expect("edge effect hidden", shown.edgeEffectHidden, bar.edgeEffect == .hidden)
        let minimization: ToolbarMinimizationBehavior = switch bar.barMinimization {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
        expect("minimization", shown.minimization, minimization)
        expect("vertical bar", shown.verticalBehavior, bar.verticalBar == .disabled ? .disabled : .automatic)
        let alignment: ToolbarTitleAlignment = switch bar.titleAlignment {
        case .automatic: .automatic
        case .leading: .leading
        case .center: .center
        }
        expect("title alignment", shown.titleAlignment, alignment)
        return problems
    }

    private static func rgba(_ color: NavigationColor) -> UIKitModel.RGBA {
        UIKitModel.RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
