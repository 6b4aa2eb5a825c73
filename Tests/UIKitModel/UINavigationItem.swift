// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem {
    // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    public init(title: String) {
        self.title = title
    }

    open var title: String?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/standardappearance
    open var standardAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/compactappearance
    open var compactAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/scrolledgeappearance
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/compactscrolledgeappearance (iOS 15)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    // https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
    open var hidesBackButton = false
    // https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton
    open var leftItemsSupplementBackButton = false
    // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { modelItemsChanged() } }
    // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { modelItemsChanged() } }
    // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction ("replaces its action without
    // modifying its appearance")
    @available(iOS 16.0, *)
    open var backAction: UIAction?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle
    @available(iOS 26.0, *)
    open var subtitle: String?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/largesubtitle
    @available(iOS 26.0, *)
    open var largeSubtitle: String?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-1kj9z
    @available(iOS 27.0, *)
    open var navigationBarMinimization = UIBarMinimization()
    // https://developer.apple.com/documentation/uikit/uinavigationitem/titlealignment-swift.property
    @available(iOS 27.2, *)
    open var titleAlignment = UINavigationItem.TitleAlignment.automatic

    // https://developer.apple.com/documentation/uikit/uinavigationitem/titlealignment-swift.property (iOS 27.2)
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center }

    /// The view controller whose item this is.
    weak var modelOwner: UIViewController?

    /// Items set while the owner's navigation controller runs a push or pop, under Liquid Glass: they stretch across the
    /// bar (react-native-screens #3834, fixed by deferring item updates until the transition ends, PR #4338; in
    /// `../shared/research/liquid-glass.md`, not Apple's documentation), a fault. A presentation's transition moves no
    /// items within the bar.
    private func modelItemsChanged() {
        guard UIKitModel.design == .glass, let transition = modelOwner?.navigationController?.ownTransition, !transition.isEnded,
              transition.kind == .push || transition.kind == .pop else { return }
        UIKitModel.fault("the items of '\(title ?? "")' were set during a transition: under Liquid Glass they stretch across the bar")
    }
}

// https://developer.apple.com/documentation/uikit/uibarminimizationbehavior
@available(iOS 27.0, *)
public enum UIBarMinimizationBehavior: Int, Sendable { case automatic, never, onScrollDown, onScrollUp }

// The Swift form of UIKit's `UIBarMinimization` configuration (iOS 27).
@available(iOS 27.0, *)
public struct UIBarMinimization: Sendable {
    public init() {}
    public var minimizationBehavior: UIBarMinimizationBehavior = .automatic
}
