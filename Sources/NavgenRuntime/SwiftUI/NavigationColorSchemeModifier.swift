#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The colour schemes of the navigation bar and the status bar. Before iOS 27 the navigation bar's sets both, from the
/// status-bar style; from iOS 27 the status bar is a toolbar placement of its own, and a bar that pins its glass light or
/// dark (`barInterfaceStyle`) has that scheme whatever the status bar shows.
@available(iOS 16.0, *)
struct NavigationColorSchemeModifier: ViewModifier {
    let bar: NavigationBarAppearance

    @ViewBuilder
    func body(content: Content) -> some View {
        let statusBar: ColorScheme = bar.statusBarIsLight ? .dark : .light
        // https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        if #available(iOS 27.0, *) {
            // https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar
            content
                .toolbarColorScheme(Self.pinned(bar.barInterfaceStyle) ?? statusBar, for: .navigationBar)
                .toolbarColorScheme(statusBar, for: .statusBar)
        } else {
            content.toolbarColorScheme(statusBar, for: .navigationBar)
        }
        #else
        content.toolbarColorScheme(statusBar, for: .navigationBar)
        #endif
    }

    /// The scheme a bar pins its glass to, if it pins one.
    private static func pinned(_ style: NavigationBarInterfaceStyle) -> ColorScheme? {
        switch style {
        case .automatic: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
#endif
