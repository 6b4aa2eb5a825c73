// The iOS 27 SDK's API. Xcode 27 builds with Swift 6.4; the Swift 6.2 and 6.3 of Xcode 26 come with SDKs that lack it.
// `NAVGEN_IOS27_SDK` builds it with any compiler: the test suite builds and runs it so against `Tests/UIKitModel`.
#if canImport(UIKit) && (compiler(>=6.4) || NAVGEN_IOS27_SDK)
import UIKit

extension NavigationScreenAdopting {
    /// How the screen's bar minimises as its content scrolls (iOS 27).
    @available(iOS 27.0, *)
    func applyBarMinimization(_ bar: NavigationBarAppearance) {
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
    }
}
#endif
