#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension NavigationModeProtocol {
    /// The mode that matches a SwiftUI [`ColorScheme`](https://developer.apple.com/documentation/swiftui/colorscheme)
    /// and [`ColorSchemeContrast`](https://developer.apple.com/documentation/swiftui/colorschemecontrast).
    public init(_ colorScheme: ColorScheme, contrast: ColorSchemeContrast = .standard) {
        self = Self.traitModes.mode(dark: colorScheme == .dark, highContrast: contrast == .increased)
    }
}

extension NavigationColor {
    /// The colour as a SwiftUI colour: from iOS 15 a UIKit system colour as itself, through `uiColor` and
    /// [`init(uiColor:)`](https://developer.apple.com/documentation/swiftui/color/init(uicolor:)) (iOS 15), which follows
    /// the contrast setting and the release's palette; any other, and before iOS 15 every one, in sRGB, with
    /// [`init(_:red:green:blue:opacity:)`](https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)).
    public var color: Color {
        if #available(iOS 15.0, *), system != nil { return Color(uiColor: uiColor) }
        return Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension NavigationModalProtocol where Value == NavigationColor {
    /// A SwiftUI colour that follows the colour scheme and contrast, through the dynamic `UIColor` and
    /// [`init(uiColor:)`](https://developer.apple.com/documentation/swiftui/color/init(uicolor:)), which is iOS 15's.
    @available(iOS 15.0, *)
    public var color: Color { Color(uiColor: uiColor) }
}

/// Applies a screen's bar from navgen's tables to a SwiftUI view inside a `NavigationStack`.
@available(iOS 16.0, *)
public struct NavigationScreenModifier<Screen: NavigationScreenProtocol>: ViewModifier {
    /// The screen whose bar the view gets.
    public let screen: Screen
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    @Environment(\.colorScheme) private var colorScheme
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    @Environment(\.colorSchemeContrast) private var contrast

    /// A modifier giving a view `screen`'s bar.
    public init(screen: Screen) {
        self.screen = screen
    }

    /// The content with the bar's visibility, background, colour schemes and title display mode, and from iOS 26 its
    /// subtitle and top scroll edge effect.
    public func body(content: Content) -> some View {
        let bar = screen.appearance(Screen.Mode(colorScheme, contrast: contrast))
        // https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
        return content
            .modifier(NavigationBackgroundModifier(bar: bar))
            .modifier(NavigationColorSchemeModifier(bar: bar))
            .navigationBarTitleDisplayMode(bar.showsLargeTitle ? .large : .inline)
            .modifier(NavigationGlassModifier(bar: bar, subtitle: screen.subtitle, design: Screen.currentDesign))
    }
}

/// The bar's visibility and background: none of navgen's under Liquid Glass, where the system draws its glass.
@available(iOS 16.0, *)
private struct NavigationBackgroundModifier: ViewModifier {
    let bar: NavigationBarAppearance

    @ViewBuilder
    func body(content: Content) -> some View {
        let visibility: Visibility = bar.visibility == .hidden ? .hidden : .visible
        let background: Visibility = bar.visibility == .visible ? .visible : .hidden
        if #available(iOS 18.0, *) {
            // https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:)
            // https://developer.apple.com/documentation/swiftui/view/toolbarbackgroundvisibility(_:for:)
            // https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)
            if bar.background == .glass {
                content
                    .toolbarVisibility(visibility, for: .navigationBar)
                    .toolbarBackgroundVisibility(.automatic, for: .navigationBar)
            } else if let color = Self.ownColor(of: bar) {
                content
                    .toolbarVisibility(visibility, for: .navigationBar)
                    .toolbarBackground(color, for: .navigationBar)
                    .toolbarBackgroundVisibility(background, for: .navigationBar)
            } else {
                content
                    .toolbarVisibility(visibility, for: .navigationBar)
                    .toolbarBackgroundVisibility(background, for: .navigationBar)
            }
        } else {
            Self.before18(ToolbarBefore18(), content, visibility: visibility, background: background, color: Self.ownColor(of: bar))
        }
    }

    /// The iOS 16 and 17 forms, called through the protocol's requirement, which is not deprecated.
    private static func before18<Forms: ToolbarFormsBefore18>(_ forms: Forms, _ content: Content, visibility: Visibility,
                                                              background: Visibility, color: Color?) -> Forms.Bar {
        forms.bar(content, visibility: visibility, background: background, color: color)
    }

    /// The bar's own colour; none for UIKit's default and black bars, whose material the toolbar draws in the colour
    /// scheme the status bar gives it (dark for a black bar), for an image, which a toolbar cannot draw, and for a
    /// transparent or glass bar.
    private static func ownColor(of bar: NavigationBarAppearance) -> Color? {
        if case .color(let color) = bar.background { return color.color }
        return nil
    }
}

/// The bar's visibility and background on iOS 16 and 17, in the forms iOS 27 deprecates (`toolbar(_:for:)` and the
/// visibility form of `toolbarBackground(_:for:)`; iOS 18 has their replacements). Only this requirement reaches them,
/// so an app whose deployment target is 27 compiles the fallback, which never runs there, without a deprecation warning.
@available(iOS 16.0, *)
@MainActor
private protocol ToolbarFormsBefore18 {
    associatedtype Bar: View
    func bar(_ content: NavigationBackgroundModifier.Content, visibility: Visibility, background: Visibility, color: Color?) -> Bar
}

@available(iOS 16.0, *)
private struct ToolbarBefore18: ToolbarFormsBefore18 {
    @available(*, deprecated, message: "the iOS 16 and 17 forms: call them through ToolbarFormsBefore18")
    @ViewBuilder
    func bar(_ content: NavigationBackgroundModifier.Content, visibility: Visibility, background: Visibility, color: Color?) -> some View {
        // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
        // https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-7lv0f
        if let color {
            content
                .toolbar(visibility, for: .navigationBar)
                .toolbarBackground(color, for: .navigationBar)
                .toolbarBackground(background, for: .navigationBar)
        } else {
            content
                .toolbar(visibility, for: .navigationBar)
                .toolbarBackground(background, for: .navigationBar)
        }
    }
}

extension View {
    /// Gives this view the bar navgen resolved for `screen`, with
    /// [`modifier(_:)`](https://developer.apple.com/documentation/swiftui/view/modifier(_:)).
    @available(iOS 16.0, *)
    public func navigationScreen<Screen: NavigationScreenProtocol>(_ screen: Screen) -> some View {
        modifier(NavigationScreenModifier(screen: screen))
    }
}
#endif
