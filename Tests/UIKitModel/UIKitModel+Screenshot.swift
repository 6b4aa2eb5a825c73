extension UIKitModel {
    /// What a person sees on a window at this moment.
    public struct Screenshot: CustomStringConvertible {
        /// The status-bar style.
        public var statusBar: UIStatusBarStyle
        /// Whether the system may show the vertical bar (iOS 27.1).
        public var verticalBar: UIVerticalBarBehavior
        /// How far the tab bar has slid away (0 shown, 1 hidden); nil when no tab bar is on screen.
        public var tabBarHidden: Double?
        /// The navigation bar of the navigation controller on top; nil when none is on screen.
        public var bar: Bar?

        public var description: String {
            "status bar \(statusBar), tab bar \(tabBarHidden.map { "\($0)" } ?? "none"), \(bar.map { "\($0)" } ?? "no bar")"
        }
    }

    /// A value as a person sees it: one, or two cross-fading (`progress` of the way from the first to the second).
    public enum Shown<Value> {
        case one(Value)
        case crossfade(from: Value, to: Value, progress: Double)

        /// What is visible: the one value, or both that cross-fade.
        public var values: [Value] {
            switch self {
            case .one(let value): [value]
            case .crossfade(let from, let to, _): [from, to]
            }
        }

        func map<Other>(_ transform: (Value) -> Other) -> Shown<Other> {
            switch self {
            case .one(let value): .one(transform(value))
            case .crossfade(let from, let to, let progress): .crossfade(from: transform(from), to: transform(to), progress: progress)
            }
        }
    }

    /// A navigation bar as a person sees it.
    public struct Bar: CustomStringConvertible {
        public var navigationController: UINavigationController
        /// How far the bar has slid away: 0 shown, 1 hidden.
        public var hidden: Double
        /// The appearance it shows.
        public var appearance: Shown<ShownAppearance>
        /// Whether the title is large.
        public var largeTitle: Shown<Bool>
        /// The bar button items on each side.
        public var items: Shown<(left: [UIBarButtonItem], right: [UIBarButtonItem])>
        /// Whether there is a back button to tap.
        public var backButton: Bool
        /// What is seen where the bar is, in the leading and the trailing half of the width.
        public var area: [AreaSample]

        public var description: String {
            "bar hidden \(hidden), appearance \(appearance.values), large title \(largeTitle.values), area \(area)"
        }
    }

    /// What is seen at one point of the bar's area: what the bar draws there over what is beneath it.
    public struct AreaSample: CustomStringConvertible {
        /// The bar's background; nil where the bar has slid away entirely.
        public var bar: Shown<Paint>?
        /// What the screen under that point draws where the bar is: a view of its own covering the bar's area, or its
        /// background colour.
        public var beneath: Paint
        /// The screen under that point.
        public weak var screen: UIViewController?

        public var description: String {
            "bar \(bar.map { "\($0.values)" } ?? "hidden") over \(beneath)"
        }
    }

    /// What a person sees on `window` now.
    public static func screenshot(of window: UIWindow) -> Screenshot {
        let top = topController(in: window)
        let tabs = top.flatMap { controller -> UITabBarController? in
            controller as? UITabBarController ?? controller.tabBarController
        }
        let navigation = top.flatMap { controller -> UINavigationController? in
            var current = controller
            while let tabs = current as? UITabBarController, let selected = tabs.selectedViewController { current = selected }
            return current as? UINavigationController ?? current.navigationController
        }
        return Screenshot(statusBar: window.modelStatusBarStyle, verticalBar: window.modelVerticalBarBehavior, tabBarHidden: tabs?.modelTabBarHiddenFraction,
                          bar: navigation.map(bar(of:)))
    }

    /// The controller at the top of the window's presentations.
    private static func topController(in window: UIWindow) -> UIViewController? {
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    private static func bar(of navigation: UINavigationController) -> Bar {
        let transition = navigation.ownTransition.flatMap { $0.isEnded || ($0.kind != .push && $0.kind != .pop) ? nil : $0 }
        let bar = navigation.navigationBar
        func shown<Value>(_ value: (UIViewController) -> Value, same: (Value, Value) -> Bool) -> Shown<Value>? {
            guard let transition else { return navigation.stack.last.map { .one(value($0)) } }
            let from = value(transition.from)
            let to = value(transition.to)
            // Asked only where the two items differ.
            if same(from, to) { return .one(to) }
            // UB (U): "whether two items' appearances crossfade during a push or the new one applies at once".
            switch answer(ItemAppearanceChange.self) {
            case .crossfade:
                return .crossfade(from: from, to: to, progress: Double(transition.percentComplete))
            case .atOnce:
                return .one(transition.isCancelled ? from : to)
            }
        }
        let appearance = shown({ bar.modelAppearance(for: $0.navigationItem).modelShown() }, same: ==)
            ?? .one(bar.standardAppearance.modelShown())
        let largeTitle = shown({ navigation.modelShowsLargeTitle(for: $0) }, same: ==) ?? .one(false)
        let items = shown({ (left: $0.navigationItem.leftBarButtonItems ?? [], right: $0.navigationItem.rightBarButtonItems ?? []) },
                          same: { $0.left.elementsEqual($1.left, by: ===) && $0.right.elementsEqual($1.right, by: ===) })
            ?? .one((left: [], right: []))
        let hidden = bar.hiddenFraction
        let bottom = statusBarHeight + bar.modelHeight * (1 - hidden)
        let area = [0.25, 0.75].map { x -> AreaSample in
            let screen = screen(at: x, in: navigation, during: transition)
            return AreaSample(bar: hidden < 1 ? appearance.map(\.background) : nil,
                              beneath: screen.map { barArea(of: $0, bottom: bottom) } ?? Paint(), screen: screen)
        }
        return Bar(navigationController: navigation, hidden: hidden, appearance: appearance, largeTitle: largeTitle,
                   items: items, backButton: navigation.modelShowsBackButton, area: area)
    }

    /// The screen at `x` (0 the leading edge, 1 the trailing one): during a push the new screen slides in from the
    /// trailing edge over the old one; during a pop the old one slides away towards it.
    private static func screen(at x: Double, in navigation: UINavigationController,
                               during transition: ModelTransition?) -> UIViewController? {
        guard let transition else { return navigation.stack.last }
        let progress = Double(transition.percentComplete)
        switch transition.kind {
        case .push: return x >= 1 - progress ? transition.to : transition.from
        default: return x >= progress ? transition.from : transition.to
        }
    }

    /// What `screen` draws over the bar's area (from the top of the screen to `bottom`): the front-most of its views
    /// that covers that area and draws something, else its own background.
    static func barArea(of screen: UIViewController, bottom: CGFloat) -> Paint {
        guard screen.isViewLoaded else { return Paint() }
        if let view = barAreaViews(of: screen, bottom: bottom).last { return view.modelPaint(in: traits) }
        return Paint(screen.view.backgroundColor.map { [.color($0.modelRGBA(in: traits))] } ?? [])
    }

    /// The views of `screen` that cover the bar's area and draw something, back to front.
    static func barAreaViews(of screen: UIViewController, bottom: CGFloat) -> [UIView] {
        guard screen.isViewLoaded else { return [] }
        let root = screen.view!
        return root.subviews.filter { view in
            guard let extent = Layout.extent(of: view, in: root), !view.modelPaint(in: traits).isEmpty else { return false }
            return extent.top <= 0.5 && extent.bottom >= bottom - 0.5 && extent.leading <= 0.5
                && extent.trailing >= root.frame.width - 0.5
        }
    }
}

extension UIViewController {
    /// The views over this screen's bar area that draw something (a split transition's background, say), back to front.
    public var modelBarAreaViews: [UIView] {
        UIKitModel.barAreaViews(of: self, bottom: UIKitModel.statusBarHeight
                                    + (navigationController?.navigationBar.modelHeight ?? UINavigationBar.height(largeTitle: false)))
    }
}

extension UINavigationController {
    /// Whether `controller`'s title shows large: only where the bar prefers large titles; `automatic` takes the
    /// previous item's mode, the root's the bar's own
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic).
    func modelShowsLargeTitle(for controller: UIViewController) -> Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        var chain = stack
        if !chain.contains(where: { $0 === controller }) { chain.append(controller) }
        guard let index = chain.firstIndex(where: { $0 === controller }) else { return false }
        for candidate in chain[...index].reversed() {
            switch candidate.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }
}
