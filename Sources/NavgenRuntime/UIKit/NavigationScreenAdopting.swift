#if canImport(UIKit)
import UIKit

/// A view controller that is one of the app's screens: `let navigationScreen = NavigationScreen.favorites`.
///
/// `NavigationBarController` gives such a controller its bar, plans its transitions and guards its swipe back.
@MainActor
public protocol NavigationScreenAdopting: UIViewController {
    associatedtype Screen: NavigationScreenProtocol
    /// Which of navgen's screens this controller shows.
    var navigationScreen: Screen { get }
    /// Asked when the back button is tapped on a screen whose `backInteractive` is false
    /// (`NavigationPlanner.backButton(on:)` is `asksScreen`): true goes back. The default stays; a screen with unsaved
    /// changes can ask "Discard changes?" here.
    func navigationShouldGoBack() async -> Bool
}

extension NavigationScreenAdopting {
    public func navigationShouldGoBack() async -> Bool { false }

    /// The design the running app shows.
    public var navigationDesign: NavigationDesign { Screen.currentDesign }

    /// The screen's bar in the controller's current
    /// [`traitCollection`](https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection).
    public var navigationAppearance: NavigationBarAppearance {
        navigationScreen.appearance(Screen.Mode(traitCollection))
    }

    /// Applies the screen's appearance to its
    /// [`navigationItem`](https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem);
    /// `NavigationBarController` calls this. While a transition runs (`duringTransition`) the items stay as they are:
    /// items set while a transition coordinator is active stretch across the bar under Liquid Glass
    /// (react-native-screens #3834, fixed by deferring them to the transition's end, PR #4338), so they are set before a
    /// transition begins or after it ends.
    public func applyNavigationAppearance(transparentBackground: Bool = false, duringTransition: Bool = false) {
        let bar = navigationAppearance
        let appearance = bar.makeUIAppearance(transparentBackground: transparentBackground, design: navigationDesign)
        // https://developer.apple.com/documentation/uikit/uinavigationitem/standardappearance
        navigationItem.standardAppearance = appearance
        // https://developer.apple.com/documentation/uikit/uinavigationitem/compactappearance
        navigationItem.compactAppearance = appearance
        // https://developer.apple.com/documentation/uikit/uinavigationitem/scrolledgeappearance
        navigationItem.scrollEdgeAppearance = appearance
        // https://developer.apple.com/documentation/uikit/uinavigationitem/compactscrolledgeappearance
        if #available(iOS 15.0, *) { navigationItem.compactScrollEdgeAppearance = appearance }
        // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
        // Said outright: UIKit's `automatic` takes the previous screen's mode, navgen's the bar's `prefersLargeTitles`.
        navigationItem.largeTitleDisplayMode = bar.showsLargeTitle ? .always : .never
        if !duringTransition {
            // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
            navigationItem.leftBarButtonItems = bar.leftItems.barButtonItems(keeping: navigationItem.leftBarButtonItems, tint: bar.tintColor)
            // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
            navigationItem.rightBarButtonItems = bar.rightItems.barButtonItems(keeping: navigationItem.rightBarButtonItems, tint: bar.tintColor)
        }
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars
        extendedLayoutIncludesOpaqueBars = bar.extendedLayoutIncludesTopBar
        // navgen's where a mode of the screen declares them; elsewhere what the app sets in code (a back button hidden
        // while editing) stays.
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
        if declaresInSomeMode(\.hidesBottomBarWhenPushed) { hidesBottomBarWhenPushed = bar.hidesBottomBarWhenPushed }
        // https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
        if declaresInSomeMode(\.hidesBackButton) { navigationItem.hidesBackButton = bar.hidesBackButton }
        if #available(iOS 16.0, *) {
            // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
            // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
            switch NavigationPlanner.backButton(on: bar) {
            // Only navgen's own action goes: one the app set (iOS 16's way to intercept Back) stays.
            case .pops where navigationItem.backAction?.identifier == askingBackAction: navigationItem.backAction = nil
            case .pops: break
            case .asksScreen:
                navigationItem.backAction = UIAction(identifier: askingBackAction) { [weak self] _ in self?.goBackIfTheScreenAgrees() }
            }
        }
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) { applyLiquidGlass(bar) }
        #endif
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        if #available(iOS 27.0, *) { applyIOS27Bar(bar) }
        #endif
    }

    /// Whether the screen's bar sets `flag` in any of its modes.
    private func declaresInSomeMode(_ flag: KeyPath<NavigationBarAppearance, Bool>) -> Bool {
        Screen.Mode.allCases.contains { navigationScreen.appearance($0)[keyPath: flag] }
    }

    /// Asks the screen once however often the back button (or its tab, `toRoot`) is tapped meanwhile, and pops only
    /// while the screen is still on top (for a tab, still above the root) with no transition running: something may
    /// have pushed or popped while it was asked.
    func goBackIfTheScreenAgrees(toRoot: Bool = false) {
        let screen = ObjectIdentifier(self)
        guard screensAskedToGoBack.insert(screen).inserted else { return }
        Task { [weak self] in
            defer { screensAskedToGoBack.remove(screen) }
            guard let self, await navigationShouldGoBack() else { return }
            guard let navigation = navigationController, navigation.transitionCoordinator == nil,
                  toRoot ? navigation.viewControllers.dropFirst().contains(where: { $0 === self }) : navigation.topViewController === self else { return }
            if toRoot {
                (navigation as? NavigationBarController)?.refusesPopToRoot = false
                _ = navigation.popToRootViewController(animated: true)
            } else {
                // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
                navigation.popViewController(animated: true)
            }
        }
    }
}

/// The back action navgen sets where the screen is asked before going back.
private let askingBackAction = UIAction.Identifier("navgen.asksScreenBeforeGoingBack")

/// The screens whose `navigationShouldGoBack()` is being awaited.
@MainActor private var screensAskedToGoBack: Set<ObjectIdentifier> = []
#endif
