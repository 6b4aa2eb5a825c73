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
        guard viewController === tabBarController.selectedViewController, let navigation = viewController as? NavigationBarController,
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
