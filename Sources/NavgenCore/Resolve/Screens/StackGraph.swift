/// Which screens live in which navigation stack, and the edges between them.
struct StackGraph {
    let controllers: ControllerTable
    var order: [String] { controllers.order }
    private(set) var segues: [SourceSegue]
    /// Controller id → the name its diagnostics call it by; see `ReadableNames`.
    let names: [String: String]
    /// Navigation controller → root screen.
    private(set) var roots: [String: String] = [:]
    /// Tab bar controller → its tabs, in order.
    private(set) var tabs: [String: [String]] = [:]
    /// Controller → its other children, in segue order: a split view controller's columns (its relationship segues) and
    /// the controller in each of a screen's container views (embed segues).
    private(set) var children: [String: [String]] = [:]
    /// Controller → the controllers its segues that navgen does not plan lead to, in segue order (see
    /// `NavigationModel.unplannedSegues`).
    private(set) var unplannedSegues: [String: [String]] = [:]
    /// Controller → its unwind segues to the scene's Exit object, in segue order (see
    /// `NavigationModel.exitUnwinds`).
    private(set) var exitUnwinds: [String: [ExitUnwind]] = [:]
    /// The screens in a navigation stack through a tab bar controller that is the stack's root: its tabs' screens and
    /// what they push, which navgen does not model.
    private var inStackedTabBars: Set<String> = []
    /// Screen → the navigation controller whose stack holds it.
    private(set) var stackOwner: [String: String] = [:]
    /// Navigation controller or screen → the tab bar controller holding it, directly or as a child of a tab's split
    /// view or container view.
    private(set) var tabOwner: [String: String] = [:]
    /// Screen → the screen that pushes it on the shortest path from the root.
    private(set) var parent: [String: String] = [:]
    /// Screen → the navigation controllers other than its own whose screens push it onto their stacks, or whose root it is,
    /// in order.
    private(set) var otherStacks: [String: [String]] = [:]
    /// Screen → the destinations it pushes, in segue order.
    private var pushes: [String: [String]] = [:]
    /// Positions in `segues` of those whose destination exists: positions, as a segue is large to copy.
    private var validSegues: [Int] = []

    /// Each controller's role: looking a controller up copies all of it, and the graph asks only its role.
    private let roles: [String: ControllerRole]

    init(controllers: ControllerTable, segues: [SourceSegue], names: [String: String] = [:]) {
        self.controllers = controllers
        self.segues = segues
        self.names = names
        roles = controllers.roles
    }

    var firstNavigationController: String? { order.first { roles[$0] == .navigation } }

    /// Show segues that UIKit presents: a `showDetail` asks the nearest split view controller above its source to show
    /// the destination, and a navigation controller does not take it; nor does a tab bar controller take a `show` drawn
    /// from its own scene. With no controller above that takes it, UIKit presents the destination modally
    /// ([show(_:sender:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)),
    /// [showDetailViewController(_:sender:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:))).
    /// Such a segue is planned as a presentation; a `showDetail` in a split view stays a push, as in the collapsed split.
    private mutating func presentShowsNoContainerTakes() {
        let inSplitView = segues.indices.contains { segues[$0].kind == "showDetail" } ? splitViewContents() : []
        for position in segues.indices where segues[position].kind == "show" || segues[position].kind == "showDetail" {
            let source = segues[position].source
            if roles[source] == .tabBar || (segues[position].kind == "showDetail" && !inSplitView.contains(source)) {
                segues[position].effect = .present
            }
        }
    }

    /// Every controller a split view controller holds: its columns, their stacks and tabs, and what those push or embed.
    private func splitViewContents() -> Set<String> {
        var contents: [String: [String]] = [:]
        for position in segues.indices where segues[position].effect != .present && segues[position].effect != .unwind {
            contents[segues[position].source, default: []].append(segues[position].destination)
        }
        var inSplitView: Set<String> = []
        var pending = order.filter { roles[$0] == .split }
        while let id = pending.popLast() {
            for content in contents[id] ?? [] where inSplitView.insert(content).inserted { pending.append(content) }
        }
        return inSplitView
    }

    /// Links the graph and reports broken references, missing roots and pushes outside a stack.
    mutating func check() -> [Diagnostic] {
        var log = DiagnosticLog()
        presentShowsNoContainerTakes()
        // A container view's child → the controller whose container view holds it.
        var embeddedIn: [String: String] = [:]
        for position in segues.indices {
            // Read in place, field by field: a segue is large to copy.
            let (effect, source, destination) = (segues[position].effect, segues[position].source, segues[position].destination)
            // A storyboard unwind segue points at the scene's Exit object; UIKit finds the target by its action.
            if effect == .unwind, let action = segues[position].unwindAction, roles[destination] == nil {
                exitUnwinds[source, default: []].append(ExitUnwind(action: action, location: segues[position].location))
                continue
            }
            guard roles[destination] != nil else {
                log.report(.unresolvedReference, at: segues[position].destinationLocation ?? segues[position].location,
                           "'\(destination)' names no screen or controller\(Suggestion.hint(for: destination, in: order))")
                continue
            }
            if effect == .push, roles[destination] == .navigation, segues[position].kind != "showDetail" {
                guard segues[position].kind == "show" else {
                    log.add(pushedNavigationController(segues[position]))
                    unplannedSegues[source, default: []].append(destination)
                    continue
                }
                // UIKit cannot push a navigation controller, and presents one that a show segue names (a real app's
                // example storyboard did so: SwiftyJSON pull request 686).
                segues[position].effect = .present
            }
            if effect == .root, roles[destination] == .navigation {
                log.add(nestedNavigationController(segues[position]))
                roots[source] = roots[source] ?? destination
                continue
            }
            validSegues.append(position)
            switch segues[position].effect {
            case .root: roots[source] = roots[source] ?? destination
            case .tab:
                tabs[source, default: []].append(destination)
                tabOwner[destination] = tabOwner[destination] ?? source
            case .push: pushes[source, default: []].append(destination)
            case .embed:
                children[source, default: []].append(destination)
                embeddedIn[destination] = embeddedIn[destination] ?? source
            case .custom: unplannedSegues[source, default: []].append(destination)
            case .other where segues[position].kind == "relationship": children[source, default: []].append(destination)
            // iOS 5 to 7's replace segue swaps a split view's detail (UIStoryboardReplaceSegue, iPad only): the detail's
            // column, which navgen does not plan, as it does not plan showDetail in an expanded split view.
            case .other where segues[position].kind == "replace": unplannedSegues[source, default: []].append(destination)
            default: break
            }
        }
        // A tab that is a split view or a screen with container views shows its children above the tab bar too.
        var tabContents = tabOwner.keys.sorted()
        while let content = tabContents.popLast() {
            for child in children[content, default: []] where tabOwner[child] == nil {
                tabOwner[child] = tabOwner[content]
                tabContents.append(child)
            }
        }
        // A storyboard's tab bar controller whose tabs the app sets in code (`viewControllers`) holds nothing to check.
        for id in order where roles[id] == .tabBar && tabs[id] == nil && controllers.format(of: id) != .navigationMap {
            log.report(.missingStoryboardRoot, at: controllers[id]!.location, """
                tab bar controller '\(name(id))' has no tabs, so navgen checks none of its stacks; if the app sets them in code, \
                draw them as its view controllers relationships, or declare them in a navigation map (*.nav.xml)
                """)
        }
        // Pushes that leave from another screen than their source's: a navigation controller's show from its root, a
        // container view's child's from the screen holding it. Moved once the stacks are known, below.
        var moved: [(position: Int, from: String)] = []
        for position in validSegues where segues[position].effect == .push {
            guard let from = pushingScreen(segues[position], embeddedIn: embeddedIn) else { continue }
            moved.append((position, from))
            pushes[from, default: []].append(segues[position].destination)
        }
        var rootless: [String] = []
        for id in order where roles[id] == .navigation {
            if let root = roots[id], roles[root] == .tabBar {
                log.add(stackedTabBar(root, in: id))
                var queue = tabOwner.filter { $0.value == root }.map(\.key).sorted()
                while let screen = queue.popLast() {
                    guard inStackedTabBars.insert(screen).inserted else { continue }
                    queue += pushes[screen] ?? []
                }
            }
            guard let root = roots[id] else {
                // A `navgen.root` that names nothing was reported where it is written, and so was a navigation map's
                // `root` that does.
                let writtenRoot = controllers.format(of: id) == .navigationMap && segues.contains { $0.effect == .root && $0.source == id }
                if controllers[id]!.rootIdentifier == nil, !writtenRoot { log.add(missingRoot(id)) }
                if controllers.format(of: id) == .storyboard { rootless.append(id) }
                continue
            }
            // A navigation controller as the root was reported at the relationship: the stack never forms.
            guard roles[root] != .navigation else { continue }
            walkStack(from: root, owner: id)
        }
        // Each segue instantiates its destination: a child that a stack also pushes on its own pushes from its own
        // stack there, and from its holder's where it is embedded, so such a push is planned from both.
        for (position, from) in moved {
            if roles[segues[position].source] == .screen, stackOwner[segues[position].source] != nil {
                var copy = segues[position]
                copy.source = from
                validSegues.append(segues.count)
                segues.append(copy)
            } else {
                segues[position].source = from
            }
        }
        // A screen that is the root of a second stack (presented to create what the first pushes it to edit) is in both.
        for id in order where roles[id] == .navigation {
            guard let root = roots[id], roles[root] == .screen, let own = stackOwner[root], own != id,
                  !(otherStacks[root]?.contains(id) ?? false) else { continue }
            otherStacks[root, default: []].append(id)
        }
        // A screen pushed from another stack's screen is in that stack too, and so is what it pushes in turn (iMast's
        // new post, pushed from two tabs, pushes its image screen in both): until no stack is added.
        var added = true
        while added {
            added = false
            for position in validSegues where segues[position].effect == .push {
                let (source, destination) = (segues[position].source, segues[position].destination)
                guard let owner = stackOwner[source], roles[destination] == .screen, let own = stackOwner[destination] else { continue }
                for stack in [owner] + (otherStacks[source] ?? []) where stack != own && !(otherStacks[destination]?.contains(stack) ?? false) {
                    otherStacks[destination, default: []].append(stack)
                    added = true
                }
            }
        }
        var reached: Set<String>?
        for position in validSegues where segues[position].effect == .push && stackOwner[segues[position].source] == nil {
            let segue = segues[position]
            if isInStackedTabBar(segue.source) {
                unplannedSegues[segue.source, default: []].append(segue.destination)
                continue
            }
            guard requiresStack(segue) else { continue }
            if isNeverShown(segue.source, reached: &reached) {
                log.report(.noEffect, at: segue.location, """
                    '\(name(segue.source))' pushes '\(name(segue.destination))' but is in no navigation controller, and nothing shows \
                    '\(name(segue.source))': no segue leads to it, it has no storyboard ID and it is not the initial controller, so \
                    the push never runs; remove the scene, or embed it in a navigation controller if the app shows it
                    """)
                continue
            }
            log.report(.pushOutsideNavigation, at: segue.location, pushOutsideNavigation(segue),
                       notes: rootInCodeNotes(for: segue.source, rootless: rootless))
        }
        return log.entries
    }

    /// The screen a push leaves from where its source is not that screen, else nil: a navigation controller's own show
    /// segue, run from code (performSegue on the controller), pushes onto its stack (UINavigationController.show(_:sender:))
    /// on top of what it shows, which only the run knows, so it leaves from the root, the screen the stack always has (a
    /// push segue from one raises instead: `pushOutsideNavigation`); a container view's child pushes onto its parent's
    /// stack, as UIKit gives a child the nearest ancestor's navigation controller (UIViewController.navigationController),
    /// so it leaves from the screen that holds it.
    private func pushingScreen(_ segue: SourceSegue, embeddedIn: [String: String]) -> String? {
        if roles[segue.source] == .navigation {
            guard !requiresStack(segue), let root = roots[segue.source], roles[root] == .screen else { return nil }
            return root
        }
        var holder = segue.source
        var seen: Set<String> = []
        while let parent = embeddedIn[holder], seen.insert(holder).inserted { holder = parent }
        return holder != segue.source && roles[holder] == .screen ? holder : nil
    }

    /// Whether a storyboard scene can never be shown, so that what it does never runs: no segue leads to it, it has no
    /// storyboard ID for code to instantiate it by, and no storyboard starts at it. `reached` is every segue's
    /// destination, gathered the first time it is needed.
    private func isNeverShown(_ id: String, reached: inout Set<String>?) -> Bool {
        guard roles[id] == .screen, controllers.format(of: id) == .storyboard, let controller = controllers[id],
              controller.storyboardIdentifier == nil, !controllers.isInitial(id) else { return false }
        let destinations = reached ?? Set(validSegues.map { segues[$0].destination })
        reached = destinations
        return !destinations.contains(id)
    }

    /// A screen that pushes from no stack is often the root the app gives a navigation controller in code: each
    /// rootless navigation controller of the screen's storyboard is named, with the attribute that would say so.
    private func rootInCodeNotes(for source: String, rootless: [String]) -> [Diagnostic.Note] {
        guard roles[source] == .screen, let screen = controllers[source] else { return [] }
        let value = screen.storyboardIdentifier.map { "'\($0)'" } ?? "its storyboard ID (give it one)"
        return rootless.compactMap { id in
            let navigation = controllers[id]!
            guard navigation.location.file == screen.location.file else { return nil }
            let (screenName, navigationName) = (name(source), name(id))
            return .init("if the app makes '\(screenName)' the root of navigation controller '\(navigationName)' in code, give "
                + "'\(navigationName)' a 'navgen.root' runtime attribute of \(value)", at: navigation.location)
        }
    }

    /// Whether `id` is a tab's content of a tab bar controller that a navigation controller holds, or what such a screen
    /// pushes: UIKit pushes from it onto that navigation controller's stack (`UIViewController.navigationController` is
    /// the nearest ancestor that is one), which navgen does not model.
    private func isInStackedTabBar(_ id: String) -> Bool {
        stackOwner[id] == nil && inStackedTabBars.contains(id)
    }

    /// A push of a navigation controller: UIKit raises 'Pushing a navigation controller is not supported'
    /// (UINavigationController.pushViewController(_:animated:)), so navgen plans none.
    private func pushedNavigationController(_ segue: SourceSegue) -> Diagnostic {
        let present = controllers.format(of: segue.source) == .navigationMap ? "<present>" : "a show or presentation segue"
        return Diagnostic(.unsupported, at: segue.location, """
            this push names navigation controller '\(name(segue.destination))', which UIKit cannot push: it raises 'Pushing a \
            navigation controller is not supported'; push its root instead, or present it with \(present)
            """)
    }

    /// A navigation controller as another's root: a storyboard reference hides what it leads to, so Interface Builder
    /// lets one draw it, and UIKit refuses it as it refuses a push.
    private func nestedNavigationController(_ segue: SourceSegue) -> Diagnostic {
        let through = segue.destinationReference == nil ? "" : " (through a storyboard reference)"
        return Diagnostic(.unsupported, at: segue.location, """
            navigation controller '\(name(segue.source))' has navigation controller '\(name(segue.destination))' as its root\(through), \
            which UIKit cannot hold in a navigation stack: it raises 'Pushing a navigation controller is not supported'; make \
            the inner controller's root screen the root, or present the inner navigation controller
            """)
    }

    /// A tab bar controller as a navigation controller's root (Apple's guidance is the reverse, but apps do it): its
    /// tabs' screens push onto the outer stack under the tab bar controller's own navigation item.
    private func stackedTabBar(_ tabBar: String, in navigation: String) -> Diagnostic {
        let location = validSegues.lazy.map { segues[$0] }.first { $0.effect == .root && $0.source == navigation }?.location
            ?? controllers[navigation]!.location
        return Diagnostic(.unsupported, at: location, """
            navigation controller '\(name(navigation))' has tab bar controller '\(name(tabBar))' as its root: its tabs' screens \
            push onto this stack, under the tab bar controller's own navigation item, which navgen does not model, so \
            those pushes and this bar go unchecked; UIKit expects a tab bar controller at the root, with a navigation \
            controller in each tab
            """)
    }

    /// A storyboard's navigation controller without a root is a warning: the app may well set the root in code,
    /// where navgen cannot see it. A navigation map names the root itself, so there it is an error.
    private func missingRoot(_ id: String) -> Diagnostic {
        let location = controllers[id]!.location
        let unchecked = "navigation controller '\(name(id))' has no root screen, so navgen checks no stack under it; if the app sets the root in code"
        switch controllers.format(of: id) {
        case .storyboard:
            return Diagnostic(.missingStoryboardRoot, at: location, """
                \(unchecked), tell navgen which screen it is: a rootViewController relationship segue, a 'navgen.root' \
                runtime attribute (type String) whose value is the root's storyboard ID, or a navigation map (*.nav.xml) \
                that declares the stack
                """)
        case .xib:
            // A xib's controllers have no storyboard IDs for `navgen.root` to name.
            return Diagnostic(.missingStoryboardRoot, at: location,
                              "\(unchecked), tell navgen which screen it is with a navigation map (*.nav.xml) that declares the stack")
        default:
            return Diagnostic(.missingRoot, at: location,
                              "navigation controller '\(name(id))' has no root screen; give it a root (root=\"…\" or a rootViewController relationship)")
        }
    }

    /// UIKit's push segue pushes onto its source's `navigationController`, which a navigation controller itself lacks.
    private func pushOutsideNavigation(_ segue: SourceSegue) -> String {
        let (source, destination) = (name(segue.source), name(segue.destination))
        guard roles[segue.source] == .navigation else {
            return "'\(source)' pushes '\(destination)' but is in no navigation controller; embed '\(source)' in a navigation controller or present instead"
        }
        let start = roots[segue.source].map { "its root screen '\(name($0))'" } ?? "a screen in its stack"
        return """
            the push segue to '\(destination)' starts from navigation controller '\(source)' itself, which no \
            navigation controller holds (UIKit throws "Push segues can only be used when the source controller is \
            managed by an instance of UINavigationController"); start the segue from \(start), or make it a 'show' \
            segue, which a navigation controller performs by pushing onto its own stack
            """
    }

    private func name(_ id: String) -> String { names[id] ?? id }

    /// `show` falls back to a presentation outside a stack; only explicit pushes are errors there.
    private func requiresStack(_ segue: SourceSegue) -> Bool {
        segue.kind == "push"
    }

    private mutating func walkStack(from root: String, owner: String) {
        guard stackOwner[root] == nil else { return }
        stackOwner[root] = owner
        var queue = [root]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for destination in pushes[current] ?? [] where stackOwner[destination] == nil {
                guard roles[destination] == .screen else { continue }
                stackOwner[destination] = owner
                parent[destination] = current
                queue.append(destination)
            }
        }
    }

    /// How `segue` presents: as it says, as a popover segue does, else as its destination controller says (UIKit presents
    /// with the presented controller's `modalPresentationStyle`), else `automatic`.
    private func presentationStyle(of segue: SourceSegue, automatic: NavigationPresentationStyle) -> NavigationPresentationStyle {
        if let written = segue.presentationStyle { return written.value.resolved(automatic: automatic) }
        if segue.kind == "popoverPresentation" || segue.kind == "popover" { return .popover }
        return controllers[segue.destination]?.presentationStyle?.value.resolved(automatic: automatic) ?? automatic
    }

    /// An error at each partial-curl presentation that is not full screen: UIKit raises an exception for any other style
    /// ([UIModalTransitionStyle.partialCurl](https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl)),
    /// which is what `automatic` is with the iOS 13 SDK and later.
    func partialCurlsNotFullScreen(automaticPresentation: NavigationPresentationStyle) -> [Diagnostic] {
        validSegues.compactMap { position in
            // Read in place first: a segue is large to copy, and few are presentations with a curl. The segue's transition
            // wins over the one its destination writes.
            guard segues[position].effect == .present,
                  let transition = segues[position].transitionStyle ?? controllers.read(segues[position].destination, \.transitionStyle) ?? nil,
                  transition.value == "partialCurl" else { return nil }
            let curl = transition.location
            let segue = segues[position]
            let style = presentationStyle(of: segue, automatic: automaticPresentation)
            guard style != .fullScreen else { return nil }
            return Diagnostic(.invalidValue, at: curl, """
                modalTransitionStyle partialCurl works only in a full-screen presentation; this one's style is \(style.words)\
                \(segue.presentationStyle == nil && controllers[segue.destination]?.presentationStyle == nil ? " (automatic, with the SDK the app links)" : ""): \
                UIKit raises an exception when it is presented; set its presentation to Full Screen, or choose another transition
                """)
        }
    }

    /// Whether the presented controller takes the status bar whatever its style: as a navigation map's `<present>` or
    /// the presented controller says, or a `modalPresentationCapturesStatusBarAppearance` runtime attribute of true on the
    /// segue's destination.
    private func capturesStatusBar(_ segue: SourceSegue) -> Bool {
        if let written = segue.capturesStatusBar { return written }
        guard let destination = controllers[segue.destination] else { return false }
        return destination.capturesStatusBar || destination.runtimeAttributes.contains {
            $0.keyPath == "modalPresentationCapturesStatusBarAppearance" && $0.value?.text == "true"
        }
    }

    /// The screen a segue arrives at: a navigation controller stands for its root screen.
    private func arrival(_ id: String) -> String? {
        guard let role = roles[id] else { return nil }
        switch role {
        case .screen: return id
        case .navigation: return roots[id]
        case .tabBar: return tabs[id]?.first.flatMap(arrival)
        default: return nil
        }
    }

    /// The screen a container shows first: a stack's root, the first tab's, a split view's primary column's (its master,
    /// however the storyboard orders the columns; collapsed, UIKit shows the primary).
    private func shownScreen(of container: String) -> String? {
        guard roles[container] == .split else { return arrival(container) }
        let primary = segues.indices.first { segues[$0].source == container && segues[$0].relationship == "masterViewController" }
        return (primary.map { segues[$0].destination } ?? children[container]?.first).flatMap(arrival)
    }

    /// The screens a presentation of `id` shows: a split view controller shows its columns, side by side or, collapsed,
    /// one of them, so a presentation of one arrives at each column's screen.
    private func presentedArrivals(_ id: String) -> [String] {
        guard roles[id] == .split else { return arrival(id).map { [$0] } ?? [] }
        return (children[id] ?? []).compactMap(arrival)
    }

    /// Every edge the engine plans, in a stable order; a presentation whose style neither the segue nor its destination
    /// writes takes `automaticPresentation`.
    func edges(automaticPresentation: NavigationPresentationStyle) -> [Edge] {
        var edges: [Edge] = []
        func add(_ from: String, _ to: String, _ operation: NavigationOperation, _ segue: SourceSegue, animated: Bool? = nil) {
            edges.append(Edge(from: from, to: to, operation: operation, animated: animated ?? segue.animated, identifier: segue.identifier,
                              splitTransition: segue.splitTransition.flatMap { NavigationSplitTransition(rawValue: $0.text) } ?? .automatic, disabledRules: segue.disabledRules,
                              location: segue.location))
        }
        func addPresentation(_ from: String, _ to: String, _ operation: NavigationOperation, _ segue: SourceSegue) {
            add(from, to, operation, segue)
            edges[edges.count - 1].presentation = presentationStyle(of: segue, automatic: automaticPresentation)
            edges[edges.count - 1].capturesStatusBar = capturesStatusBar(segue)
            edges[edges.count - 1].presentsAlone = roles[segue.destination] == .screen
        }
        for position in validSegues {
            let segue = segues[position]
            switch segue.effect {
            case .root:
                if roles[segue.destination] == .screen { add(segue.source, segue.destination, .root, segue) }
            case .push where stackOwner[segue.source] != nil:
                guard let to = arrival(segue.destination) else { continue }
                add(segue.source, to, .push, segue)
                // The back button and the swipe animate even when the push did not.
                add(to, segue.source, .pop, segue, animated: true)
                add(to, segue.source, .interactivePop, segue, animated: true)
                add(to, segue.source, .interactivePopCancelled, segue, animated: true)
                // The content-area swipe back of Liquid Glass; the engine plans it in that design only.
                add(to, segue.source, .interactiveContentPop, segue, animated: true)
                add(to, segue.source, .interactiveContentPopCancelled, segue, animated: true)
            case .push, .present:
                // A presentation drawn from a container's own scene (run with performSegue) presents over what it shows.
                let from = segue.effect == .present && roles[segue.source] != .screen ? shownScreen(of: segue.source) : segue.source
                guard let from, roles[from] == .screen, segue.effect == .present || !isInStackedTabBar(from) else { continue }
                for to in presentedArrivals(segue.destination) {
                    addPresentation(from, to, .present, segue)
                    addPresentation(to, from, .dismiss, segue)
                }
            case .unwind:
                guard let to = arrival(segue.destination) else { continue }
                add(segue.source, to, .unwind, segue)
            case .tab, .embed, .custom, .other:
                continue
            }
        }
        for id in order where roles[id] == .screen {
            guard let owner = stackOwner[id], parent[id] != nil else { continue }
            // Back to the root of each stack that pushes the screen: its own, and the others whose screens push it too.
            let stackRoots = ([owner] + (otherStacks[id] ?? [])).compactMap { roots[$0] }.filter { $0 != id && roles[$0] == .screen }
            // Written nowhere: it belongs to the screen, whose comments can silence rules on it.
            let screen = controllers[id]!
            for root in stackRoots {
                edges.append(Edge(from: id, to: root, operation: .popToRoot, animated: true, identifier: nil,
                                  splitTransition: .automatic, disabledRules: screen.disabledRules, location: screen.location))
            }
        }
        return Self.unwindsDismissing(edges, roots: { stackOwner[$0].flatMap { roots[$0] } })
    }

    /// An unwind to the screen that presented the one it leaves (or the root of that one's stack) is that presentation's
    /// dismissal to UIKit, which the glue sees and plans as one: it takes the presentation's style, so that a sheet's
    /// unwind leaves the presenting screen's bar and status bar as they were, as its dismissal does.
    private static func unwindsDismissing(_ edges: [Edge], roots: (String) -> String?) -> [Edge] {
        var dismissals: [String: [Edge]] = [:]
        for edge in edges where edge.operation == .dismiss { dismissals[edge.to, default: []].append(edge) }
        guard !dismissals.isEmpty else { return edges }
        return edges.map { edge in
            guard edge.operation == .unwind, edge.presentation == nil else { return edge }
            let leaving = [edge.from] + (roots(edge.from).map { [$0] } ?? [])
            guard let dismissal = dismissals[edge.to]?.first(where: { leaving.contains($0.from) }) else { return edge }
            var unwind = edge
            unwind.presentation = dismissal.presentation
            unwind.capturesStatusBar = dismissal.capturesStatusBar
            unwind.presentsAlone = dismissal.presentsAlone
            return unwind
        }
    }
}
