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
    /// modifier: a call names its bars (none is `automatic`, the navigation bar in a stack on iOS), and a bar other than
    /// these two is not looked at. Which of two calls for one bar wins is not documented: such a pair is
    /// `contradictory`.
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
        /// The modifiers asked twice of one bar.
        public var contradictory: [String] = []

        public init(_ calls: [Call]) {
            var asked: Set<String> = []
            // Calls `set` for each bar the call names; notes a bar asked the same twice.
            func ask(_ name: String, _ bars: [ToolbarPlacement] = [.navigationBar], set: (ToolbarPlacement) -> Void) {
                for bar in bars.isEmpty ? [ToolbarPlacement.navigationBar] : bars {
                    if !asked.insert("\(name) for \(bar.name)").inserted { contradictory.append("\(name) for \(bar.name)") }
                    set(bar)
                }
            }
            for call in calls {
                switch call {
                case .toolbarVisibility(let visibility, let bars):
                    ask("toolbarVisibility", bars) { if $0 == .navigationBar { hidden = visibility == .hidden } }
                case .toolbarBackgroundVisibility(let visibility, let bars):
                    ask("toolbarBackgroundVisibility", bars) { if $0 == .navigationBar { backgroundVisibility = visibility } }
                case .toolbarBackground(let color, let bars):
                    ask("toolbarBackground", bars) { if $0 == .navigationBar { backgroundColor = color } }
                case .toolbarColorScheme(let scheme, let bars):
                    ask("toolbarColorScheme", bars) { bar in
                        if bar == .navigationBar { colorScheme = scheme } else if bar == .statusBar { statusBarScheme = scheme }
                    }
                case .navigationBarTitleDisplayMode(let mode): ask("navigationBarTitleDisplayMode") { _ in titleDisplayMode = mode }
                case .navigationSubtitle(let text): ask("navigationSubtitle") { _ in subtitle = text }
                case .scrollEdgeEffectStyle(let style, let edges):
                    ask("scrollEdgeEffectStyle") { _ in if edges.contains(.top) { edgeEffectStyle = style } }
                case .scrollEdgeEffectHidden(let hide, let edges):
                    ask("scrollEdgeEffectHidden") { _ in if edges.contains(.top) { edgeEffectHidden = hide } }
                case .tabBarMinimizeBehavior: ask("tabBarMinimizeBehavior", [ToolbarPlacement(name: "tabBar")]) { _ in }
                case .toolbarMinimizationBehavior(let behavior, let bars):
                    ask("toolbarMinimizationBehavior", bars) { if $0 == .navigationBar { minimization = behavior } }
                case .toolbarVerticalBehavior(let behavior): ask("toolbarVerticalBehavior") { _ in verticalBehavior = behavior }
                case .toolbarTitleAlignment(let alignment): ask("toolbarTitleAlignment") { _ in titleAlignment = alignment }
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
