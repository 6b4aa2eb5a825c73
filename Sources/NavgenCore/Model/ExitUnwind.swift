/// A storyboard unwind segue to its scene's Exit object: UIKit picks its destination at run time, from the controllers
/// on the way back, by the action it names
/// ([UIStoryboardUnwindSegueSource.unwindAction](https://developer.apple.com/documentation/uikit/uistoryboardunwindseguesource/unwindaction),
/// [canPerformUnwindSegueAction](https://developer.apple.com/documentation/uikit/uiviewcontroller/canperformunwindsegueaction(_:from:sender:))).
public struct ExitUnwind: Equatable, Sendable {
    /// The action a destination implements, as the storyboard writes it (`unwindToList:`).
    public var action: String
    public var location: SourceLocation
}
