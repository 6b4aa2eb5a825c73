// The iOS 27 SDK's API. Xcode 27 builds with Swift 6.4; the Swift 6.2 and 6.3 of Xcode 26 come with SDKs that lack it.
// `NAVGEN_IOS27_SDK` builds it with any compiler: the test suite builds and runs it so against `Tests/UIKitModel`.
#if canImport(UIKit) && (compiler(>=6.4) || NAVGEN_IOS27_SDK)
import UIKit

extension NavigationScreenAdopting {
    /// The bar of iOS 27 on the screen's item: how it minimises as its content scrolls (27.0) and where its title sits
    /// (27.2). The vertical bar is the navigation controller's to ask (`NavigationBarController`).
    @available(iOS 27.0, *)
    func applyIOS27Bar(_ bar: NavigationBarAppearance) {
        // https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-1kj9z
        var minimization = navigationItem.navigationBarMinimization
        // https://developer.apple.com/documentation/uikit/uibarminimizationbehavior
        minimization.minimizationBehavior = switch bar.barMinimization {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
        navigationItem.navigationBarMinimization = minimization
        guard #available(iOS 27.2, *) else { return }
        // https://developer.apple.com/documentation/uikit/uinavigationitem/titlealignment-swift.property
        navigationItem.titleAlignment = switch bar.titleAlignment {
        case .automatic: .automatic
        case .leading: .leading
        case .center: .center
        }
    }
}

extension NavigationBarAppearance {
    /// The glass of a bar that pins its style drawn light or dark whatever the content beneath it, from the first frame
    /// (a screen that sets it later flashes the other style for a frame: react-native-screens #4163).
    @available(iOS 27.0, *)
    @MainActor
    func pinInterfaceStyle(of appearance: UIBarAppearance) {
        // https://developer.apple.com/documentation/uikit/uibarappearance/overrideuserinterfacestyle
        appearance.overrideUserInterfaceStyle = switch barInterfaceStyle {
        case .automatic: .unspecified
        case .light: .light
        case .dark: .dark
        }
    }

    /// Whether the system may show the bars as a vertical bar (iOS 27.1).
    @available(iOS 27.1, *)
    var verticalBarBehavior: UIVerticalBarBehavior {
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior
        switch verticalBar {
        case .automatic: .automatic
        case .disabled: .disabled
        }
    }
}

extension NavigationBarButtonItem {
    /// Which bars the item can live on: a `horizontalOnly` item is hidden while the bar is vertical (iOS 27.1).
    @available(iOS 27.1, *)
    @MainActor
    func applyAxis(to item: UIBarButtonItem) {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/axisbehavior-swift.enum
        item.axisBehavior = switch axis {
        case .automatic: .automatic
        case .horizontalOnly: .horizontalOnly
        case .verticalPreferred: .verticalPreferred
        }
    }
}
#endif
