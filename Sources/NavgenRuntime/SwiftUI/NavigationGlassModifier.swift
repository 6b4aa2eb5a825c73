#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// From iOS 26: the screen's subtitle, and under Liquid Glass its top scroll edge effect; from iOS 27 the bar of iOS 27.
/// The iOS 26 SDK's API is built by Xcode 26 (Swift 6.2) and later; older SDKs build the content unchanged.
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
                .modifier(NavigationIOS27BarModifier(bar: bar))
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

/// From the iOS 27 SDK (Xcode 27, Swift 6.4; `NAVGEN_IOS27_SDK` forces it), the bar of iOS 27: how it minimises as the
/// content scrolls (27.0), whether the system may show the vertical bar (27.1) and where the title sits (27.2).
@available(iOS 26.0, *)
private struct NavigationIOS27BarModifier: ViewModifier {
    let bar: NavigationBarAppearance

    @ViewBuilder
    func body(content: Content) -> some View {
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        if #available(iOS 27.0, *) {
            // https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:)
            let minimizing = content.toolbarMinimizationBehavior(Self.minimization(bar.barMinimization), for: .navigationBar)
            // https://developer.apple.com/documentation/swiftui/view/toolbarverticalbehavior(_:)
            // https://developer.apple.com/documentation/swiftui/view/toolbartitlealignment(_:)
            if #available(iOS 27.2, *) {
                minimizing
                    .toolbarVerticalBehavior(Self.verticalBehavior(bar.verticalBar))
                    .toolbarTitleAlignment(Self.titleAlignment(bar.titleAlignment))
            } else if #available(iOS 27.1, *) {
                minimizing.toolbarVerticalBehavior(Self.verticalBehavior(bar.verticalBar))
            } else {
                minimizing
            }
        } else {
            content
        }
        #else
        content
        #endif
    }

    #if compiler(>=6.4) || NAVGEN_IOS27_SDK
    /// [`ToolbarMinimizationBehavior`](https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior).
    @available(iOS 27.0, *)
    private static func minimization(_ minimization: NavigationBarMinimization) -> ToolbarMinimizationBehavior {
        switch minimization {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
    }

    /// [`ToolbarVerticalBehavior`](https://developer.apple.com/documentation/swiftui/toolbarverticalbehavior).
    @available(iOS 27.1, *)
    private static func verticalBehavior(_ behavior: NavigationVerticalBarBehavior) -> ToolbarVerticalBehavior {
        switch behavior {
        case .automatic: .automatic
        case .disabled: .disabled
        }
    }

    /// [`ToolbarTitleAlignment`](https://developer.apple.com/documentation/swiftui/toolbartitlealignment).
    @available(iOS 27.2, *)
    private static func titleAlignment(_ alignment: NavigationTitleAlignment) -> ToolbarTitleAlignment {
        switch alignment {
        case .automatic: .automatic
        case .leading: .leading
        case .center: .center
        }
    }
    #endif
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

#if compiler(>=6.4) || NAVGEN_IOS27_SDK
@available(iOS 27.1, *)
extension ToolbarContent {
    /// Which bars a toolbar item can live on, as navgen declares it (`axis`), with
    /// [`axisBehavior(_:)`](https://developer.apple.com/documentation/swiftui/toolbarcontent/axisbehavior(_:)): a
    /// `horizontalOnly` item is hidden while the system shows the vertical bar.
    @ToolbarContentBuilder
    public func navigationItemAxis(_ item: NavigationBarButtonItem) -> some ToolbarContent {
        switch item.axis {
        case .automatic: axisBehavior(.automatic)
        case .horizontalOnly: axisBehavior(.horizontalOnly)
        case .verticalPreferred: axisBehavior(.verticalPreferred)
        }
    }
}
#endif

extension View {
    /// The tab bar minimise behaviour navgen resolved for a tab bar controller
    /// (`NavigationContainer.tabs.tabBarMinimizeBehavior`), with
    /// [`tabBarMinimizeBehavior(_:)`](https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:))
    /// from iOS 26; earlier systems have none. iOS 16, as the glue's other modifiers (a `ViewBuilder`'s `if #available`
    /// needs iOS 14).
    @available(iOS 16.0, *)
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
