/// How a presentation shows the presented screen: UIKit's
/// [`UIModalPresentationStyle`](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle), with
/// `automatic` already resolved (a page sheet before iOS 18, a form sheet from iOS 18, a full-screen cover when the
/// app links an SDK older than iOS 13).
public enum NavigationPresentationStyle: String, Hashable, Sendable, CaseIterable {
    case fullScreen
    case pageSheet
    case formSheet
    case popover
    case currentContext
    case overFullScreen
    case overCurrentContext
    /// tvOS only: the content beneath is blurred and stays.
    case blurOverFullScreen
    /// A custom presentation controller decides.
    case custom

    /// Whether the presented screen takes over the status bar's style from the presenting one. Only a full-screen
    /// presentation hands it over, as
    /// [`modalPresentationCapturesStatusBarAppearance`](https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance)
    /// says; every other style leaves it with the presenting screen.
    public var takesStatusBar: Bool { self == .fullScreen }
}
