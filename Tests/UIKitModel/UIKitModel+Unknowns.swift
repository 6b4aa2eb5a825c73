/// A question about UIKit that neither Apple's documentation nor well-attested observation settles: a row graded U
/// (or C) in `UIKIT-BEHAVIOUR.md`, or something the glue meets that no row covers. The model never picks an answer:
/// it asks `UIKitModel.answer(_:)`, and `UIKitModel.everyAnswer(_:)` runs a test once per combination of the answers
/// the run asked for.
public protocol UIKitModelUnknown: CaseIterable, Sendable where AllCases == [Self] {
    /// The question, and where it comes from.
    static var question: String { get }
}

extension UIKitModel {
    /// UB (U): "where `willShow` falls among the `viewWill*` calls".
    public enum WillShowOrder: String, UIKitModelUnknown {
        case beforeAppearanceCallbacks, afterAppearanceCallbacks
        public static let question = "where willShow falls among the viewWill* calls (UB, U)"
    }

    /// UB (U): "whether two items' appearances crossfade during a push or the new one applies at once".
    public enum ItemAppearanceChange: String, UIKitModelUnknown {
        case crossfade, atOnce
        public static let question = "whether the items' appearances crossfade during a transition or the new one applies at once (UB, U)"
    }

    /// UB (U): "when `viewControllers` starts returning the new array" of `setViewControllers(_:animated:)`.
    public enum SetViewControllersArray: String, UIKitModelUnknown {
        case atOnce, whenTheTransitionEnds
        public static let question = "when viewControllers starts returning setViewControllers' new array (UB, U)"
    }

    /// UB (U): "whether `navigationBar(_:shouldPop:)` and the swipe still apply once `backAction` is set".
    public enum BackActionAndSwipe: String, UIKitModelUnknown {
        case swipeStillPops, swipeDoesNotBegin
        public static let question = "whether the swipe back still pops once the top item has a backAction (UB, U)"
    }

    /// UB (U): what the content-area recognizer's own delegate's `gestureRecognizerShouldBegin` does.
    public enum ContentPopDelegate: String, UIKitModelUnknown {
        case refusesLikeTheEdgeSwipe, asksTheEdgeSwipesDelegate, alwaysBegins
        public static let question = "what interactiveContentPopGestureRecognizer's own delegate answers (UB, U)"
    }

    /// UB (C): "during the drag `topViewController` already returns the destination".
    public enum TopDuringSwipe: String, UIKitModelUnknown {
        case destination, source
        public static let question = "what topViewController and viewControllers return during a swipe back (UB, C)"
    }

    /// UB (C): "`setNavigationBarHidden(_:animated:)` called in `willShow` animates alongside the transition".
    public enum BarHidingInTransition: String, UIKitModelUnknown {
        case alongsideTheTransition, onItsOwn
        public static let question = "whether an animated bar hide during a transition runs alongside it (UB, C)"
    }

    /// Not in UB: whether a re-tap of the selected tab that the tab bar controller's delegate refused
    /// (`tabBarController(_:shouldSelect:)` false) still pops the tab's stack to its root.
    public enum ReselectionRefused: String, UIKitModelUnknown {
        case staysOnTheScreen, stillPopsToRoot
        public static let question = "whether a re-tap of the selected tab the delegate refused still pops to the root (no UB row)"
    }

    /// Not in UB: which of the delegate's calls a tap on a tab makes when the tab bar controller has tabs (iOS 18's
    /// `UITab`): `tabBarController(_:shouldSelectTab:)`, the older `tabBarController(_:shouldSelect:)`, or both.
    public enum TabSelectionCalls: String, UIKitModelUnknown {
        case theTabs, theViewControllers, both
        public static let question = "which delegate call a tap on a tab makes when the tab bar controller has UITabs (no UB row)"
    }

    /// Not in UB: whether iOS 26 showing the legacy bar (`UIDesignRequiresCompatibility`) has the content-area swipe.
    public enum ContentSwipeUnderCompatibility: String, UIKitModelUnknown {
        case present, absent
        public static let question = "whether the legacy design on iOS 26 has interactiveContentPopGestureRecognizer (no UB row)"
    }

    /// Not in UB: whether UIKit reaches its delegate through the `delegate` property, where a subclass's override
    /// answers, or through what was last stored in it.
    public enum DelegateAccess: String, UIKitModelUnknown {
        case throughTheProperty, throughItsStorage
        public static let question = "whether UIKit calls the delegate its delegate property returns or the one last set (no UB row)"
    }

    /// Not in UB: whether a navigation controller that first appears calls `willShow`/`didShow` for its top controller.
    public enum FirstAppearance: String, UIKitModelUnknown {
        case callsTheDelegate, doesNotCallTheDelegate
        public static let question = "whether a navigation controller's first appearance calls willShow and didShow (no UB row)"
    }

    /// Not in UB: whether UIKit reads the status-bar style again after a transition on its own, or only when asked with
    /// `setNeedsStatusBarAppearanceUpdate()`.
    public enum StatusBarUpdates: String, UIKitModelUnknown {
        case onlyWhenAsked, alsoAfterEachTransition
        public static let question = "whether UIKit reads the status-bar style after a transition without being asked (no UB row)"
    }

    /// Not in UB: whether `viewControllers` is final (the new array, or after a cancelled swipe the old one again) when
    /// the coordinator's completions run, or only after them.
    public enum StackInCompletion: String, UIKitModelUnknown {
        case alreadyFinal, finalAfterwards
        public static let question = "whether viewControllers is final when the transition coordinator's completions run (no UB row)"
    }

    /// Not in UB: whether `configureWithOpaqueBackground()` under Liquid Glass keeps the system's glass, drawn over the
    /// colour until `backgroundEffect` is nil. Practitioners found it does on iOS 26 (wix/react-native-navigation PR #8312,
    /// in `../shared/research/liquid-glass.md`); Apple's page does not say.
    public enum OpaqueBackgroundUnderGlass: String, UIKitModelUnknown {
        case noGlass, glassDrawnOverIt
        public static let question = "whether an opaque appearance under Liquid Glass keeps glass over its colour (no UB row)"
    }

    /// Not in UB: whether a bar hidden or shown alongside an interactive transition goes back to its state before when
    /// the swipe is abandoned, or stays as it was set.
    public enum AbandonedSwipeBarHiding: String, UIKitModelUnknown {
        case reverts, stays
        public static let question = "whether an abandoned swipe reverts a bar hide or show made alongside it (no UB row)"
    }

    /// Every unknown the model asks about.
    public static let unknowns: [any UIKitModelUnknown.Type] = [
        WillShowOrder.self, ItemAppearanceChange.self, SetViewControllersArray.self, BackActionAndSwipe.self,
        ContentPopDelegate.self, TopDuringSwipe.self, BarHidingInTransition.self, ContentSwipeUnderCompatibility.self,
        DelegateAccess.self, FirstAppearance.self, StatusBarUpdates.self, StackInCompletion.self, OpaqueBackgroundUnderGlass.self,
        AbandonedSwipeBarHiding.self, ReselectionRefused.self, TabSelectionCalls.self,
    ]
}

extension UIKitModel {
    private struct Asked {
        var unknown: ObjectIdentifier
        var name: String
        var index: Int
        var count: Int
    }

    /// Which answer each unknown gets in this run: those fixed by the exploration, else `choose`'s (the first).
    private struct Exploration {
        var fixed: [ObjectIdentifier: Int] = [:]
        var asked: [Asked] = []
        var choose: (_ answers: Int) -> Int = { _ in 0 }
    }

    private static var exploration = Exploration()

    /// UIKit's answer to `unknown` in this run. Outside `everyAnswer(_:)` every unknown has its first answer.
    public static func answer<Unknown: UIKitModelUnknown>(_ unknown: Unknown.Type) -> Unknown {
        let id = ObjectIdentifier(unknown)
        if let asked = exploration.asked.first(where: { $0.unknown == id }) { return Unknown.allCases[asked.index] }
        let index = exploration.fixed[id] ?? exploration.choose(Unknown.allCases.count)
        exploration.asked.append(Asked(unknown: id, name: "\(Unknown.allCases[index])", index: index, count: Unknown.allCases.count))
        return Unknown.allCases[index]
    }

    /// The answers this run has given, for failure messages: `[willShow: afterAppearanceCallbacks, …]`.
    public static var answers: String {
        "[" + exploration.asked.map { "\($0.name)" }.joined(separator: ", ") + "]"
    }

    /// Runs `body` in a fresh world once for every combination of answers to the unknowns it asks about, and returns
    /// how many runs that took. A run that never asks about an unknown cannot depend on it, so this is every
    /// combination of every unknown, without the runs that would repeat one.
    @discardableResult
    public static func everyAnswer(_ body: () throws -> Void) rethrows -> Int {
        var runs = 0
        var fixed: [ObjectIdentifier: Int]? = [:]
        while let next = fixed {
            reset()
            exploration = Exploration(fixed: next)
            try body()
            runs += 1
            fixed = nextCombination()
        }
        reset()
        exploration = Exploration()
        return runs
    }

    /// `everyAnswer(_:)` for a body that waits (a screen asked whether to go back).
    @discardableResult
    public static func everyAnswer(_ body: () async throws -> Void) async rethrows -> Int {
        var runs = 0
        var fixed: [ObjectIdentifier: Int]? = [:]
        while let next = fixed {
            reset()
            exploration = Exploration(fixed: next)
            try await body()
            runs += 1
            fixed = nextCombination()
        }
        reset()
        exploration = Exploration()
        return runs
    }

    /// Runs `body` in a fresh world once, each unknown answered as `choose` picks among its answers (by position):
    /// for long random sequences, where every combination would be too many runs.
    public static func oneAnswer(choosing choose: @escaping (_ answers: Int) -> Int, _ body: () async throws -> Void) async rethrows {
        reset()
        exploration = Exploration(choose: choose)
        defer {
            reset()
            exploration = Exploration()
        }
        try await body()
    }

    /// The answers of the next run, depth first: the last unknown asked that has an answer left takes it, those asked
    /// before it keep theirs, and those asked after it start again from their first.
    private static func nextCombination() -> [ObjectIdentifier: Int]? {
        let asked = exploration.asked
        guard let last = asked.lastIndex(where: { $0.index < $0.count - 1 }) else { return nil }
        var fixed = Dictionary(uniqueKeysWithValues: asked[..<last].map { ($0.unknown, $0.index) })
        fixed[asked[last].unknown] = asked[last].index + 1
        return fixed
    }
}
