/// Whether the tab bar shows on each side of a transition. The stacks decide, not the screens' bars: a screen pushed
/// onto a stack whose screen hides the tab bar keeps it hidden, however else the app reaches it.
public struct NavigationTabBarVisibility: Hashable, Sendable {
    /// Under the screen the transition leaves.
    public var from: Bool
    /// Under the screen the transition shows.
    public var to: Bool

    public init(from: Bool, to: Bool) {
        self.from = from
        self.to = to
    }
}
