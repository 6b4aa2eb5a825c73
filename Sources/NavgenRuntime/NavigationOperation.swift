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
    /// The swipe back that starts anywhere in the content, carried through (Liquid Glass only).
    case interactiveContentPop
    /// The content-area swipe back, abandoned.
    case interactiveContentPopCancelled
    case popToRoot
    case present
    case dismiss
    case unwind
}

extension NavigationOperation {
    /// One of the swipes back, abandoned: the from-screen stays and everything ends as it began.
    public var isCancelledSwipe: Bool { self == .interactivePopCancelled || self == .interactiveContentPopCancelled }

    /// The swipe back that starts in the content, carried through or abandoned: Liquid Glass only.
    public var isContentSwipe: Bool { self == .interactiveContentPop || self == .interactiveContentPopCancelled }

    /// Whether the operation takes the top screen off a stack: the back button, either swipe back, or its cancel.
    public var popsStack: Bool {
        switch self {
        case .pop, .interactivePop, .interactivePopCancelled, .interactiveContentPop, .interactiveContentPopCancelled: true
        case .root, .push, .popToRoot, .present, .dismiss, .unwind: false
        }
    }
}
