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
    open var leftBarButtonItems: [UIBarButtonItem]?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]?
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
