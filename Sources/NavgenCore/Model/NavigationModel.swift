/// A navigation or tab bar controller.
public struct Container: Sendable {
    public var id: String
    /// The name its Swift identifier is made from (see `Screen.displayName`).
    public var displayName: String
    /// The name people read; see `ReadableNames`.
    public var name: String
    public var role: ControllerRole
    public var root: String?
    public var tabs: [String]
    public var location: SourceLocation
    /// The bar appearance its stack starts from, per mode and design (controller defaults without a screen).
    public var appearances: [Variant: BarAppearance]
    /// A tab bar controller's `tabBarMinimizeBehavior`, where it is written.
    public var minimizeBehavior: Located<NavigationTabBarMinimizeBehavior>?
}

/// A navigation edge between two screens (or a container and its root).
public struct Edge: Hashable, Sendable {
    public var from: String
    public var to: String
    public var operation: NavigationOperation
    public var animated: Bool
    public var identifier: String?
    public var splitTransition: NavigationSplitTransition
    public var disabledRules: Set<String>
    public var location: SourceLocation
    /// How a presentation shows its screen, for a presentation and its dismissal.
    public var presentation: NavigationPresentationStyle? = nil
    /// Whether the presented screen takes the status bar whatever the style
    /// (`modalPresentationCapturesStatusBarAppearance`).
    public var capturesStatusBar = false
    /// Whether a presentation (or its dismissal) shows the screen its segue names alone, in no navigation controller: a
    /// segue instantiates its destination controller each time it runs (the View Controller Programming Guide, "Using
    /// Segues"), so the presented screen is a new one in no stack, whatever stack the scene is pushed onto elsewhere, and
    /// shows no bar and no tab bar there.
    public var presentsAlone = false

    /// Whether a presentation (or its dismissal) passes the status bar to the presented screen: its style hands it over
    /// or the screen captures it; nil for an edge that is no presentation.
    public var handsOverStatusBar: Bool? {
        presentation.map { $0.takesStatusBar || capturesStatusBar }
    }

    /// The presentation's style as people read it (`form sheet`); nil for an edge that is no presentation.
    public var presentationName: String? {
        presentation?.words
    }

    /// The operation as reports name it: a presentation with its style (`present (form sheet)`).
    public var operationName: String {
        presentationName.map { "\(operation.rawValue) (\($0))" } ?? operation.rawValue
    }
}

extension NavigationPresentationStyle {
    /// The style as people read it (`form sheet`).
    var words: String {
        rawValue.reduce(into: "") { words, letter in words += letter.isUppercase ? " " + letter.lowercased() : String(letter) }
    }
}

/// The resolved model: every screen in every mode and design, every edge.
public struct NavigationModel: Sendable {
    public var modes: [String]
    /// The SDK, the compatibility key and the designs they give.
    public var build: BuildDesigns
    /// What the Info.plist fixes for every screen: the interface style, the status bar's style.
    public var appWide = AppWideAppearance()
    /// The colour set that tints the app (`AppTint`), where the Info.plist names it or else where it is; nil for the
    /// system blue.
    public var accentColorSet: Located<String>?
    /// The app's tint in each mode, where the colour set gives one (every bar of the mode has it as `appTint`).
    public var appTintColors: [String: RGBA] = [:]
    /// Every mode in every design, design by design.
    public let variants: [Variant]
    public let screens: [Screen]
    public let containers: [Container]
    /// Where each id is first in `screens` and in `containers`: rules and reports look screens up by id thousands of times.
    private let screenPositions: [String: Int]
    private let containerPositions: [String: Int]
    public let edges: [Edge]
    public var tokens: TokenCatalogue
    public var deploymentTarget: String?
    public let initialController: String?
    /// Controller id → its child controllers other than a navigation stack's root and a tab bar's tabs: a split view
    /// controller's columns and the controller in each of a screen's container views.
    public let children: [String: [String]]
    /// The screens that show no navigation bar where the inputs put them (`showsNoBarWhenPresented`). Their bars stay in
    /// the generated tables, for code that pushes them. A container with a screen's id is the container.
    public let barlessScreens: Set<String>
    /// A child screen in no navigation controller → the screen whose bar and tab bar it shows (`BarHolders`).
    public let barHolders: [String: String]
    /// The screens whose own bar does not show where the inputs put them (`showsOwnBar`).
    private let showingOtherBars: Set<String>
    /// Where the bar's tint draws something, which the contrast rule and the reports measure.
    let tintUse: BarTintUse
    /// Controller id → the controllers its segues that navgen does not plan lead to, which are reached all the same: custom
    /// segues (what the segue class does is its own), pushes from a tab of a tab bar controller that is itself a
    /// navigation controller's root, and iOS 5 to 7's replace segues into a split view's detail.
    public var unplannedSegues: [String: [String]]
    /// Controller id → its storyboard unwind segues to the Exit object, in order: UIKit finds where each goes at run
    /// time (a controller on the way back that implements the action), so navgen plans none of them.
    public var exitUnwinds: [String: [ExitUnwind]]
    /// What the inputs write, where they write it: what rules check at the place it is written.
    public var declarations: Declarations
    /// The storyboards, xibs and navigation maps, with the identifiers the app's code names.
    public var files: [NavigationFile]

    init(modes: [String], build: BuildDesigns, screens: [Screen], containers: [Container], edges: [Edge], tokens: TokenCatalogue,
         deploymentTarget: String?, initialController: String?, children: [String: [String]] = [:], unplannedSegues: [String: [String]] = [:], exitUnwinds: [String: [ExitUnwind]] = [:], declarations: Declarations,
         files: [NavigationFile], holders: [String: String]? = nil) {
        self.modes = modes
        self.build = build
        variants = Variant.all(modes: modes, designs: build.designs)
        self.screens = screens
        self.containers = containers
        screenPositions = Dictionary(screens.indices.map { (screens[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        containerPositions = Dictionary(containers.indices.map { (containers[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        self.edges = edges
        self.tokens = tokens
        self.deploymentTarget = deploymentTarget
        self.initialController = initialController
        self.children = children
        barHolders = holders ?? BarHolders.holders(screens: screens, children: children)
        barlessScreens = Self.barless(screens: screens, containers: Set(containers.map(\.id)), children: children)
        // The screens an edge leads to, and those it pushes, by position: an edge is large to copy, and there are tens of
        // thousands.
        var placed: Set<String> = []
        var pushed: Set<String> = []
        for index in edges.indices {
            placed.insert(edges[index].to)
            if edges[index].operation == .push { pushed.insert(edges[index].to) }
        }
        // A barless screen that nothing leads to (a scene code instantiates by its storyboard ID, a xib's controller) is
        // one code shows, perhaps by pushing it, where its bar does show.
        placed.formUnion(containers.flatMap(\.tabs))
        placed.formUnion(children.values.joined())
        if let initialController { placed.insert(initialController) }
        showingOtherBars = barlessScreens.intersection(placed).union(barHolders.keys)
        tintUse = BarTintUse(screens: screens, containers: containers, children: children, pushed: pushed)
        self.unplannedSegues = unplannedSegues
        self.exitUnwinds = exitUnwinds
        self.declarations = declarations
        self.files = files
    }

    /// The designs the app has, legacy first.
    public var designs: [NavigationDesign] { build.designs }

    public func screen(_ id: String) -> Screen? { screenPositions[id].map { screens[$0] } }

    /// The name people read for a screen or container: the id of anything else.
    public func name(of id: String) -> String {
        screen(id)?.name ?? containerPositions[id].map { containers[$0].name } ?? id
    }

    /// Screen or container id → the name people read, for looking many up.
    var names: [String: String] {
        var names: [String: String] = [:]
        for container in containers { names[container.id] = container.name }
        for screen in screens { names[screen.id] = screen.name }
        return names
    }

    /// Whether a screen shows no navigation bar when a segue presents it (or it presents, or is dismissed or unwound
    /// to): in no navigation controller, as a segue presents the controller it names (`barlessScreens`).
    public func showsNoBarWhenPresented(_ id: String) -> Bool {
        barlessScreens.contains(id)
    }

    /// Whether the screen's own bar shows where the inputs put it: not where a segue, a tab or a container shows it with
    /// none (`barlessScreens`) or with its holder's (`barHolders`). Rules about a screen's bar check those that do; the
    /// others' bars are in the generated tables only for code that pushes them. A screen nothing leads to is one code
    /// shows, and is checked.
    public func showsOwnBar(_ id: String) -> Bool {
        !showingOtherBars.contains(id)
    }

    /// The screens in no navigation controller that show no bar. A container view's child shows its parent's bar, so
    /// none where its parents show none (UIViewController.navigationController is the nearest ancestor's); a split view's
    /// column (which a column-style split view wraps in a navigation controller) is not known to show none. A container
    /// with a screen's id is the container.
    private static func barless(screens: [Screen], containers: Set<String>, children: [String: [String]]) -> Set<String> {
        var parents: [String: [String]] = [:]
        for (parent, children) in children {
            for child in children { parents[child, default: []].append(parent) }
        }
        let unstacked = Set(screens.lazy.filter { $0.navigationController == nil }.map(\.id))
        // Each screen's answer, worked out once (containers nest without cycles; `visiting` only stops a malformed one).
        var known: [String: Bool] = [:]
        func showsNoBar(_ id: String, visiting: Set<String>) -> Bool {
            if let answer = known[id] { return answer }
            guard unstacked.contains(id), !visiting.contains(id) else { return false }
            let answer = (parents[id] ?? []).allSatisfy { !containers.contains($0) && showsNoBar($0, visiting: visiting.union([id])) }
            known[id] = answer
            return answer
        }
        return Set(screens.lazy.map(\.id).filter { !containers.contains($0) && showsNoBar($0, visiting: []) })
    }

    /// The screens from `id`'s stack root up to `id`, along the shortest push path; empty outside a stack.
    public func stack(of id: String) -> [String] {
        guard let screen = screen(id), screen.navigationController != nil else { return [] }
        var path = [id]
        var current = screen.stackParent
        while let parent = current, path.count <= screens.count {
            path.append(parent)
            current = self.screen(parent)?.stackParent
        }
        return path.reversed()
    }
}
