/// An appearance mode of the app's design tokens (`light`, `dark`, `dark-highContrast`): navgen generates the app's
/// `NavigationMode` enum, which conforms.
public protocol NavigationModeProtocol: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The mode the UIKit and SwiftUI glue picks for each interface style and contrast.
    static var traitModes: NavigationTraitModes<Self> { get }
}

/// Which mode matches each combination of interface style and contrast.
///
/// navgen picks these from the modes' names (a mode matches when its name says the same style and contrast), falling
/// back to the mode with the right style, then to the first mode.
public struct NavigationTraitModes<Mode: Sendable>: Sendable {
    /// The mode for a light interface style in standard contrast.
    public var light: Mode
    /// The mode for a dark interface style in standard contrast.
    public var dark: Mode
    /// The mode for a light interface style in high contrast.
    public var lightHighContrast: Mode
    /// The mode for a dark interface style in high contrast.
    public var darkHighContrast: Mode

    /// The modes for each combination.
    public init(light: Mode, dark: Mode, lightHighContrast: Mode, darkHighContrast: Mode) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The mode for a dark or light interface style, in high or standard contrast.
    public func mode(dark: Bool, highContrast: Bool) -> Mode {
        switch (dark, highContrast) {
        case (true, true): darkHighContrast
        case (true, false): self.dark
        case (false, true): lightHighContrast
        case (false, false): light
        }
    }
}

/// One value in each appearance mode, such as a token: navgen generates the app's `NavigationModal`, which conforms.
public protocol NavigationModalProtocol: Sendable {
    associatedtype Mode: NavigationModeProtocol
    associatedtype Value: Sendable
    /// The value in `mode`.
    subscript(mode: Mode) -> Value { get }
}

/// One of the app's screens, whose bar navgen resolved in every mode and design: navgen generates the app's
/// `NavigationScreen` enum, which conforms.
public protocol NavigationScreenProtocol: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    associatedtype Mode: NavigationModeProtocol
    /// Whether the app shows Liquid Glass on iOS 26 and later: built with the iOS 27 SDK or later, or with the iOS 26
    /// SDK without `UIDesignRequiresCompatibility`. The build knows it; `#available` alone cannot tell.
    static var glassBuild: Bool { get }
    /// The screen's title in the inputs, if it has one.
    var title: String? { get }
    /// The screen's subtitle (iOS 26), if it has one.
    var subtitle: String? { get }
    /// The subtitle under the screen's large title (iOS 26), if it has one; nil falls back to `subtitle`.
    var largeSubtitle: String? { get }
    /// The screen's bar in `mode` and `design`.
    func appearance(_ mode: Mode, design: NavigationDesign) -> NavigationBarAppearance
}

extension NavigationScreenProtocol {
    public var subtitle: String? { nil }
    public var largeSubtitle: String? { nil }

    /// The design the running app shows.
    public static var currentDesign: NavigationDesign { .current(glassBuild: glassBuild) }

    /// The screen's bar in `mode`, in the design the running app shows.
    public func appearance(_ mode: Mode) -> NavigationBarAppearance {
        appearance(mode, design: Self.currentDesign)
    }
}

extension NavigationPlanner {
    /// The plan for moving between two of the app's screens in `mode` and `design` (by default the one the running
    /// app shows), as the planner decides it from their bars.
    public static func plan<Screen: NavigationScreenProtocol>(from: Screen, to: Screen, mode: Screen.Mode,
                                                               design: NavigationDesign = Screen.currentDesign,
                                                               operation: NavigationOperation = .push,
                                                               animated: Bool = true) -> NavigationTransitionPlan {
        plan(from: from.appearance(mode, design: design), to: to.appearance(mode, design: design), operation: operation,
             animated: animated, design: design)
    }
}
