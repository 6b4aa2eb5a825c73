#if canImport(UIKit)
import UIKit

extension NavigationBarController {
    /// For the app's tab bar controller delegate: tapping the selected tab again pops its stack to the root ("user taps
    /// always display the root view of the tab … even if the tab was already selected",
    /// [UITabBarController](https://developer.apple.com/documentation/uikit/uitabbarcontroller)), past the screens
    /// that ask before going back (`backInteractive` false) without asking them. Return this from
    /// [`tabBarController(_:shouldSelect:)`](https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)):
    /// for such a re-tap it is false ("the current tab should remain active"), and the topmost such screen is asked,
    /// the stack popping to its root only if it agrees; otherwise true. The More tab's stack is UIKit's own.
    public static func shouldSelect(_ viewController: UIViewController, in tabBarController: UITabBarController) -> Bool {
        shouldSelect(viewController, isSelected: viewController === tabBarController.selectedViewController)
    }

    /// The same for a tab bar controller that has tabs (iOS 18): return this from
    /// [`tabBarController(_:shouldSelectTab:)`](https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)),
    /// and `shouldSelect(_:in:)` from `tabBarController(_:shouldSelect:)` too, since which of the two UIKit calls for a
    /// tab is not documented; a tap that makes both asks the screen once. The tab's stack is its
    /// [`viewController`](https://developer.apple.com/documentation/uikit/uitab/viewcontroller), the selected tab the
    /// tab bar controller's [`selectedTab`](https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab).
    @available(iOS 18.0, *)
    public static func shouldSelect(_ tab: UITab, in tabBarController: UITabBarController) -> Bool {
        guard let viewController = tab.viewController else { return true }
        return shouldSelect(viewController, isSelected: tab === tabBarController.selectedTab)
    }

    private static func shouldSelect(_ viewController: UIViewController, isSelected: Bool) -> Bool {
        guard isSelected, let navigation = viewController as? NavigationBarController,
              let guarded = navigation.viewControllers.dropFirst().last(where: { controller in
                  (controller as? any NavigationScreenAdopting).map { NavigationPlanner.backButton(on: $0.navigationAppearance) == .asksScreen } ?? false
              }) as? any NavigationScreenAdopting else { return true }
        // Whether UIKit still pops to the root after the delegate said no is not documented: such a pop is refused
        // until this tap has been handled.
        navigation.refusesPopToRoot = true
        Task { @MainActor in navigation.refusesPopToRoot = false }
        guarded.goBackIfTheScreenAgrees(toRoot: true)
        return false
    }
}
#endif
