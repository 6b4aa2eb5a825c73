#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// From iOS 26: the screen's subtitle, and under Liquid Glass its top scroll edge effect. The iOS 26 SDK's API is built
/// by Xcode 26 (Swift 6.2) and later; older SDKs build the content unchanged.
@available(iOS 16.0, *)
struct NavigationGlassModifier: ViewModifier {
    let bar: NavigationBarAppearance
    let subtitle: String?
    let design: NavigationDesign

    @ViewBuilder
    func body(content: Content) -> some View {
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
            // https://developer.apple.com/documentation/swiftui/view/scrolledgeeffectstyle(_:for:)
            // https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:)
            content
                .modifier(NavigationSubtitleModifier(subtitle: subtitle))
                .scrollEdgeEffectStyle(design == .glass ? Self.style(of: bar.edgeEffect) : nil, for: .top)
                .scrollEdgeEffectHidden(design == .glass && bar.edgeEffect == .hidden, for: .top)
        } else {
            content
        }
        #else
        content
        #endif
    }

    #if compiler(>=6.2)
    /// [`ScrollEdgeEffectStyle`](https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle).
    @available(iOS 26.0, *)
    private static func style(of effect: NavigationEdgeEffect) -> ScrollEdgeEffectStyle {
        switch effect {
        case .soft: .soft
        case .hard: .hard
        case .automatic, .hidden: .automatic
        }
    }
    #endif
}

#if compiler(>=6.2)
/// [`navigationSubtitle(_:)`](https://developer.apple.com/documentation/swiftui/view/navigationsubtitle(_:)-262n7)
/// when the screen has one.
@available(iOS 26.0, *)
private struct NavigationSubtitleModifier: ViewModifier {
    let subtitle: String?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let subtitle { content.navigationSubtitle(subtitle) } else { content }
    }
}

@available(iOS 26.0, *)
extension CustomizableToolbarContent {
    /// The shared glass navgen declares for a toolbar item: `sharesBackground="false"` hides it, placing the item in a
    /// group of its own, with
    /// [`sharedBackgroundVisibility(_:)`](https://developer.apple.com/documentation/swiftui/customizabletoolbarcontent/sharedbackgroundvisibility(_:)).
    public func navigationItemBackground(_ item: NavigationBarButtonItem) -> some CustomizableToolbarContent {
        sharedBackgroundVisibility(item.sharesBackground ? .automatic : .hidden)
    }
}
#endif

extension View {
    /// The tab bar minimise behaviour navgen resolved for a tab bar controller
    /// (`NavigationContainer.tabs.tabBarMinimizeBehavior`), with
    /// [`tabBarMinimizeBehavior(_:)`](https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:))
    /// from iOS 26; earlier systems have none.
    @ViewBuilder
    public func navigationTabBarMinimizeBehavior(_ behavior: NavigationTabBarMinimizeBehavior) -> some View {
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
            // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior
            switch behavior {
            case .automatic: tabBarMinimizeBehavior(.automatic)
            case .never: tabBarMinimizeBehavior(.never)
            case .onScrollDown: tabBarMinimizeBehavior(.onScrollDown)
            case .onScrollUp: tabBarMinimizeBehavior(.onScrollUp)
            }
        } else {
            self
        }
        #else
        self
        #endif
    }
}
#endif
