/// UIKit's rule for the tab bar of a navigation stack inside a tab bar controller: it is hidden while
/// any screen on the stack, its root included, has `hidesBottomBarWhenPushed` ("The value of this property on the
/// topmost view controller determines whether the toolbar is visible", and it stays hidden above it until it is
/// popped). A screen a tab shows with no navigation controller is in no stack, and its flag hides nothing.
///
/// Every screen's answer in every mode and design is worked out up front from its parent's, so deep stacks cost
/// linear time, and the answers can be read from several threads. Screens are addressed by position
/// (`position(of:)`); an id that names no screen has no tab bar and hides nothing. A child controller stands at the
/// position of the screen that holds it (`BarHolders`), whose tab bar shows while it is on screen.
struct TabBarVisibility: Sendable {
    /// Screen id → its position in the screens given (the first screen with that id).
    private let positions: [String: Int]
    private let inTabBar: [Bool]
    /// Variant position → screen position → the screen's own `hidesBottomBarWhenPushed`, where it is in a navigation stack.
    private let hidesWhenPushed: [[Bool]]
    /// Variant position → screen position → whether a screen of its stack, up to and including it, hides the tab bar.
    private let hiddenByStack: [[Bool]]

    init(screens: [Screen], variants: [Variant], holders: [String: String]) {
        var positions: [String: Int] = [:]
        for (position, screen) in screens.enumerated() where positions[screen.id] == nil { positions[screen.id] = position }
        for (child, holder) in holders { positions[child] = positions[holder] ?? positions[child] }
        self.positions = positions
        inTabBar = screens.map { $0.tabBarController != nil }
        let parents = screens.map { $0.stackParent.map { positions[$0] } }
        hidesWhenPushed = variants.map { variant in
            screens.map { screen in
                (screen.navigationController != nil || screen.stackParent != nil)
                    && screen.appearances[variant]?.hidesBottomBarWhenPushed == true
            }
        }
        hiddenByStack = hidesWhenPushed.map { Self.hiddenByStack(parents: parents, hidesWhenPushed: $0) }
    }

    func position(of id: String) -> Int? { positions[id] }

    /// Whether some screen of the stack of the screen at `position`, up to and including it, hides the tab bar.
    func stackHides(_ position: Int?, variant: Int) -> Bool {
        position.map { hiddenByStack[variant][$0] } ?? false
    }

    /// The screen's own `hidesBottomBarWhenPushed` in the variant (by position), where it is in a navigation stack.
    func hidesWhenPushed(_ position: Int?, variant: Int) -> Bool {
        position.map { hidesWhenPushed[variant][$0] } ?? false
    }

    /// The tab bar with the screen at `top` showing on a stack where `stackHides` says whether a pushed screen hides it.
    func isVisible(top: Int?, stackHides: Bool) -> Bool {
        top.map { inTabBar[$0] } == true && !stackHides
    }

    /// One variant's answers. `parents[i]` is nil for a root, `.some(nil)` for a parent that names no screen.
    private static func hiddenByStack(parents: [Int??], hidesWhenPushed: [Bool]) -> [Bool] {
        var known = [Bool?](repeating: nil, count: parents.count)
        for start in parents.indices where known[start] == nil {
            // Walk up to the nearest screen already known (or the root), then fill the answers back down.
            var chain: [Int] = []
            var current: Int? = start
            while let screen = current, known[screen] == nil, chain.count <= parents.count {
                chain.append(screen)
                current = parents[screen] ?? nil
            }
            var hidden = current.flatMap { known[$0] } ?? false
            for screen in chain.reversed() {
                hidden = hidden || hidesWhenPushed[screen]
                known[screen] = hidden
            }
        }
        return known.map { $0 ?? false }
    }
}
