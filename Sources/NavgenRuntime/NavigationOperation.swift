/// How an edge moves between screens.
public enum NavigationOperation: String, Hashable, Sendable, CaseIterable {
    /// A container showing its root screen.
    case root
    case push
    /// The back button, or `popViewController(animated:)`.
    case pop
    /// The swipe back, carried through.
    case interactivePop
    /// The swipe back, abandoned: the from-screen stays.
    case interactivePopCancelled
    case popToRoot
    case present
    case dismiss
    case unwind
}
