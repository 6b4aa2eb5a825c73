// https://developer.apple.com/documentation/uikit/uitab (iOS 18)
@available(iOS 18.0, *)
@MainActor open class UITab {
    // https://developer.apple.com/documentation/uikit/uitab/identifier
    public let identifier: String
    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var provided: UIViewController?

    // https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)?) {
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
    }

    // https://developer.apple.com/documentation/uikit/uitab/viewcontroller ("the view controller that the system
    // presents when someone selects a tab"); the model asks the provider once, when the tab bar controller takes the tab.
    open var viewController: UIViewController? { provided }

    func modelProvideViewController() -> UIViewController? {
        if provided == nil { provided = viewControllerProvider?(self) }
        return provided
    }
}
