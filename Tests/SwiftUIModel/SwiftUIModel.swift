import UIKit

/// The model's side of SwiftUI, which an app's views never see: the environment they read, and what their modifiers
/// asked of the bars, in order. A view's modifiers run at once here (`View.modifier(_:)` runs the modifier's body),
/// where SwiftUI runs them when it renders; the main thread alone uses the model, as SwiftUI's views.
public enum SwiftUIModel {
    /// A bar modifier as the glue called it, by its name in SwiftUI's documentation; the deprecated forms
    /// (`toolbar(_:for:)`, the visibility form of `toolbarBackground(_:for:)`) as the forms that replace them.
    public enum Call: Equatable, Sendable {
        case toolbarVisibility(Visibility, [ToolbarPlacement])
        case toolbarBackgroundVisibility(Visibility, [ToolbarPlacement])
        /// A style that is not a colour is nil.
        case toolbarBackground(Color?, [ToolbarPlacement])
        case toolbarColorScheme(ColorScheme?, [ToolbarPlacement])
        case navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode)
        case navigationSubtitle(String)
        case scrollEdgeEffectStyle(ScrollEdgeEffectStyle?, Edge.Set)
        case scrollEdgeEffectHidden(Bool, Edge.Set)
        case tabBarMinimizeBehavior(TabBarMinimizeBehavior)
        case toolbarMinimizationBehavior(ToolbarMinimizationBehavior, [ToolbarPlacement])
        case toolbarVerticalBehavior(ToolbarVerticalBehavior)
        case toolbarTitleAlignment(ToolbarTitleAlignment)
    }

    /// What `@Environment` reads.
    nonisolated(unsafe) public static var environment = EnvironmentValues()
    /// What the modifiers run so far asked.
    nonisolated(unsafe) public static var calls: [Call] = []

    /// The calls `modifier` makes on a view in `environment`.
    @MainActor
    public static func calls<Modifier: ViewModifier>(of modifier: Modifier, in environment: EnvironmentValues) -> [Call] {
        (self.environment, calls) = (environment, [])
        run(modifier)
        return calls
    }

    /// Views are the main thread's, as SwiftUI's are: the modifier stays there.
    static func apply(_ modifier: any ViewModifier) {
        nonisolated(unsafe) let modifier = modifier
        MainActor.assumeIsolated { run(modifier) }
    }

    @MainActor
    private static func run<Modifier: ViewModifier>(_ modifier: Modifier) {
        _ = modifier.body(content: _ViewModifier_Content<Modifier>())
    }
}

extension SwiftUIModel {
    /// The navigation bar and status bar a `NavigationStack` shows for calls, as SwiftUI's documentation describes each
    /// modifier. Which of two calls for one bar wins is not documented: a bar asked twice is `contradictory`.
    public struct Bar: Equatable, Sendable {
        /// `toolbarVisibility(_:for:)`: `automatic` shows the bar in a stack.
        public var hidden = false
        /// `toolbarBackgroundVisibility(_:for:)`: `automatic` leaves it to the system (its material when content scrolls
        /// under the bar, Liquid Glass from iOS 26).
        public var backgroundVisibility = Visibility.automatic
        /// `toolbarBackground(_:for:)`: shown where the background is.
        public var backgroundColor: Color?
        /// `toolbarColorScheme(_:for:)`, "the preferred color scheme of the background of the bar"; nil follows the
        /// system's.
        public var colorScheme: ColorScheme?
        /// `toolbarColorScheme(_:for: .statusBar)` (iOS 27: "use light status bar on a dark background"); before iOS 27,
        /// which the model does not run, the glue takes it to follow the navigation bar's.
        public var statusBarScheme: ColorScheme?
        public var titleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
        public var subtitle: String?
        /// The top edge's `scrollEdgeEffectStyle(_:for:)` (nil: automatic) and `scrollEdgeEffectHidden(_:for:)`.
        public var edgeEffectStyle: ScrollEdgeEffectStyle?
        public var edgeEffectHidden = false
        public var minimization: ToolbarMinimizationBehavior?
        public var verticalBehavior: ToolbarVerticalBehavior?
        public var titleAlignment: ToolbarTitleAlignment?
        /// What was asked twice, or of a bar the glue never names.
        public var contradictory: [String] = []

        public init(_ calls: [Call]) {
            var asked: Set<String> = []
            func ask(_ name: String, _ bars: [ToolbarPlacement] = [.navigationBar], set: () -> Void) {
                for bar in bars.isEmpty ? [ToolbarPlacement.navigationBar] : bars {
                    let key = "\(name) for \(bar.name)"
                    if !asked.insert(key).inserted { contradictory.append(key) }
                }
                set()
            }
            for call in calls {
                switch call {
                case .toolbarVisibility(let visibility, let bars):
                    ask("toolbarVisibility", bars) { hidden = visibility == .hidden }
                case .toolbarBackgroundVisibility(let visibility, let bars):
                    ask("toolbarBackgroundVisibility", bars) { backgroundVisibility = visibility }
                case .toolbarBackground(let color, let bars):
                    ask("toolbarBackground", bars) { backgroundColor = color }
                case .toolbarColorScheme(let scheme, let bars):
                    for bar in bars {
                        ask("toolbarColorScheme", [bar]) { if bar == .statusBar { statusBarScheme = scheme } else { colorScheme = scheme } }
                    }
                case .navigationBarTitleDisplayMode(let mode): ask("navigationBarTitleDisplayMode") { titleDisplayMode = mode }
                case .navigationSubtitle(let text): ask("navigationSubtitle") { subtitle = text }
                case .scrollEdgeEffectStyle(let style, let edges): ask("scrollEdgeEffectStyle") { if edges.contains(.top) { edgeEffectStyle = style } }
                case .scrollEdgeEffectHidden(let hide, let edges): ask("scrollEdgeEffectHidden") { if edges.contains(.top) { edgeEffectHidden = hide } }
                case .tabBarMinimizeBehavior: ask("tabBarMinimizeBehavior", [ToolbarPlacement(name: "tabBar")]) {}
                case .toolbarMinimizationBehavior(let behavior, let bars): ask("toolbarMinimizationBehavior", bars) { minimization = behavior }
                case .toolbarVerticalBehavior(let behavior): ask("toolbarVerticalBehavior") { verticalBehavior = behavior }
                case .toolbarTitleAlignment(let alignment): ask("toolbarTitleAlignment") { titleAlignment = alignment }
                }
            }
        }

        /// The background people see: none where it is hidden, the system's (nil) where it is automatic or shown without
        /// a colour, the colour where it is shown with one.
        public var drawnBackground: Color? {
            backgroundVisibility == .visible ? backgroundColor : nil
        }
    }
}
