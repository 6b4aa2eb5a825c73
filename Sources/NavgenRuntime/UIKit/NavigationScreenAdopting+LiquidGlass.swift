// The iOS 26 SDK's API, which Xcode 26 (Swift 6.2) and later build; older SDKs build the rest without it.
#if canImport(UIKit) && compiler(>=6.2)
import UIKit

extension NavigationScreenAdopting {
    /// The subtitles, and under Liquid Glass the top scroll edge effect of the screen's content, where the screen
    /// declares them: they belong to this screen's item and scroll view, so what the app sets in code where the screen
    /// declares none stays (a subtitle set in `viewDidLoad`, an edge effect made hard).
    @available(iOS 26.0, *)
    func applyLiquidGlass(_ bar: NavigationBarAppearance) {
        // https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle
        if let subtitle = navigationScreen.subtitle { navigationItem.subtitle = subtitle }
        // https://developer.apple.com/documentation/uikit/uinavigationitem/largesubtitle
        if let largeSubtitle = navigationScreen.largeSubtitle { navigationItem.largeSubtitle = largeSubtitle }
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)
        guard navigationDesign == .glass, bar.edgeEffect != .automatic, let scrollView = contentScrollView(for: .top) else { return }
        // https://developer.apple.com/documentation/uikit/uiscrollview/topedgeeffect
        let effect = scrollView.topEdgeEffect
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/ishidden
        effect.isHidden = bar.edgeEffect == .hidden
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.property
        effect.style = switch bar.edgeEffect {
        case .soft: .soft
        case .hard: .hard
        case .automatic, .hidden: .automatic
        }
    }
}

extension UITabBarController {
    /// Sets the [`tabBarMinimizeBehavior`](https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior)
    /// navgen resolved for a tab bar controller: `NavigationContainer.tabs.tabBarMinimizeBehavior`.
    @available(iOS 26.0, *)
    public func applyNavigationMinimizeBehavior(_ behavior: NavigationTabBarMinimizeBehavior) {
        // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior
        tabBarMinimizeBehavior = switch behavior {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
    }
}
#endif
