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
                .modifier(NavigationBarMinimizationModifier(minimization: bar.barMinimization))
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

/// From the iOS 27 SDK (Xcode 27, Swift 6.4; `NAVGEN_IOS27_SDK` forces it), how the bar minimises as the content
/// scrolls, with [`toolbarMinimizationBehavior(_:for:)`](https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:)).
@available(iOS 26.0, *)
private struct NavigationBarMinimizationModifier: ViewModifier {
    let minimization: NavigationBarMinimization

    @ViewBuilder
    func body(content: Content) -> some View {
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        if #available(iOS 27.0, *) {
            // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior
            switch minimization {
            case .automatic: content.toolbarMinimizationBehavior(.automatic, for: .navigationBar)
            case .never: content.toolbarMinimizationBehavior(.never, for: .navigationBar)
            case .onScrollDown: content.toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
            case .onScrollUp: content.toolbarMinimizationBehavior(.onScrollUp, for: .navigationBar)
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

@available(iOS 26.0, *)
extension CustomizableToolbarContent {
    /// The glass navgen declares behind a toolbar item: `hidesSharedBackground="true"` draws the item with none, in a
    /// group of its own, with
    /// [`sharedBackgroundVisibility(_:)`](https://developer.apple.com/documentation/swiftui/customizabletoolbarcontent/sharedbackgroundvisibility(_:)).
    /// SwiftUI has no per-item form of `sharesBackground="false"` (glass of the item's own): put a
    /// [`ToolbarSpacer`](https://developer.apple.com/documentation/swiftui/toolbarspacer) beside the item.
    public func navigationItemBackground(_ item: NavigationBarButtonItem) -> some CustomizableToolbarContent {
        sharedBackgroundVisibility(item.hidesSharedBackground ? .hidden : .automatic)
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
