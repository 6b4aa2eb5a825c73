/// Resolves the bars of the controllers (containers and screens) in order, with one property resolver.
struct ControllerResolver {
    private let controllers: ControllerTable
    private let appearances: [String: SourceAppearance]
    private let graph: StackGraph
    private let global: [AppearanceProperty: SourceValue]
    /// The level above every other, where the Info.plist fixes something for every screen; none when it does not.
    private let appWide: [[AppearanceProperty: SourceValue]]
    private let modes: [ResolutionMode]
    private let designs: [NavigationDesign]
    /// Whether the SDK has the bar of iOS 27.
    private let iOS27Bar: Bool
    /// Controller id → the name people read.
    private let names: [String: String]
    private var resolver: PropertyResolver
    private(set) var screens: [Screen] = []
    private(set) var containers: [Container] = []
    /// Unknown named appearances, reported where each controller names them.
    private(set) var log = DiagnosticLog()

    init(controllers: ControllerTable, appearances: [String: SourceAppearance], graph: StackGraph,
         global: [AppearanceProperty: SourceValue], appWide: AppWideAppearance, appTintColors: [String: RGBA], tokens: TokenCatalogue,
         build: BuildDesigns, names: [String: String]) {
        self.controllers = controllers
        self.appearances = appearances
        self.graph = graph
        self.global = global
        self.appWide = appWide.level.isEmpty ? [] : [appWide.level]
        self.designs = build.designs
        self.iOS27Bar = build.hasIOS27Bar
        self.names = names
        var modes = ResolutionMode.all(tokens.modes, appWide: appWide)
        for index in modes.indices { modes[index].appTint = appTintColors[modes[index].name] }
        self.modes = modes
        self.resolver = PropertyResolver(tokens: tokens)
    }

    var problems: [ResolutionProblem] { resolver.problems }

    mutating func resolve(_ ids: [String]) {
        for id in ids {
            guard let controller = controllers[id] else { continue }
            switch controller.role {
            case .navigation, .tabBar:
                containers.append(container(controller))
            case .screen:
                screens.append(screen(controller))
            case .split, .reference, .placeholder:
                continue
            }
        }
    }

    private mutating func container(_ controller: SourceController) -> Container {
        var levels = [global]
        if controller.role == .navigation { levels += containerLevels(controller) }
        let states = appearances(Cascade(levels: levels + appWide), of: controller.id, items: [])
        return Container(
            id: controller.id, displayName: Self.displayName(controller), name: names[controller.id] ?? controller.id, role: controller.role,
            root: graph.roots[controller.id], tabs: graph.tabs[controller.id] ?? [], location: controller.location, appearances: states,
            minimizeBehavior: controller.minimizeBehavior)
    }

    private mutating func screen(_ controller: SourceController) -> Screen {
        var levels = [global]
        let navigation = graph.stackOwner[controller.id]
        if let navigation, let container = controllers[navigation] { levels += containerLevels(container, under: controller) }
        let named = namedAppearance(controller.appearance)
        let own = [named, controller.properties].compactMap(\.self)
        let cascade = Cascade(levels: levels + own + appWide)
        // In another stack the screen would take that navigation controller's defaults under its own properties.
        let otherStacks = (graph.otherStacks[controller.id] ?? []).filter { other in
            guard let container = controllers[other] else { return false }
            let named = container.appearance.flatMap { appearances[$0.text]?.properties }
            let elsewhere = Cascade(levels: [global] + [named, Self.barProperties(of: container, under: controller)].compactMap(\.self) + own
                                        + appWide)
            return !Self.sameValues(elsewhere.winners, cascade.winners)
        }
        resolver.resetUses()
        let states = appearances(cascade, of: controller.id, items: controller.items)
        let locations = cascade.winners.mapValues(\.location)
        var tokenProperties: [AppearanceProperty: String] = [:]
        for (property, value) in cascade.winners where value.modeValues.isEmpty {
            if let path = CurlyReference.path(in: value.text) { tokenProperties[property] = path }
        }
        let scrollEdge = controller.customisesScrollEdge || navigation.flatMap { controllers[$0]?.customisesScrollEdge } == true
        return Screen(
            id: controller.id, displayName: Self.displayName(controller), name: names[controller.id] ?? controller.id, title: controller.navigationTitle ?? controller.title,
            subtitle: controller.subtitle, largeSubtitle: controller.largeSubtitle, prompt: controller.prompt.flatMap { $0.isEmpty ? nil : $0 },
            customClass: controller.customClass, navigationController: navigation,
            otherStacks: otherStacks, tabBarController: navigation.flatMap { graph.tabOwner[$0] } ?? graph.tabOwner[controller.id],
            appearances: states, tokenUses: resolver.uses, tokenProperties: tokenProperties, leftItemsSupplementBackButton: controller.leftItemsSupplementBackButton,
            customisesScrollEdge: scrollEdge, stackParent: graph.parent[controller.id],
            disabledRules: controller.disabledRules, location: controller.location, propertyLocations: locations, titleView: controller.titleView)
    }

    /// Whether two cascades' winners are written alike, wherever they are written.
    private static func sameValues(_ one: [AppearanceProperty: SourceValue], _ other: [AppearanceProperty: SourceValue]) -> Bool {
        one.count == other.count && one.allSatisfy { property, value in
            other[property]?.hasSameValue(as: value) ?? false
        }
    }

    private mutating func appearances(_ cascade: Cascade, of id: String, items: [SourceBarItem]) -> [Variant: BarAppearance] {
        var states: [Variant: BarAppearance] = [:]
        states.reserveCapacity(modes.count * designs.count)
        for mode in modes {
            // Diagnostics name the screen as people read it.
            let bars = cascade.appearances(mode: mode, designs: designs, iOS27Bar: iOS27Bar, screen: names[id] ?? id, items: items, resolver: &resolver)
            for (design, bar) in zip(designs, bars) { states[Variant(mode: mode.name, design: design)] = bar }
        }
        return states
    }

    /// A container's levels, as they lie under `screen` when it is given.
    private mutating func containerLevels(_ controller: SourceController, under screen: SourceController? = nil)
        -> [[AppearanceProperty: SourceValue]] {
        var levels: [[AppearanceProperty: SourceValue]] = []
        if let named = namedAppearance(controller.appearance) { levels.append(named) }
        levels.append(screen.map { Self.barProperties(of: controller, under: $0) } ?? controller.properties)
        return levels
    }

    /// What a navigation controller's bar gives `screen`. Under a screen whose item has its own standard appearance,
    /// UIKit shows that appearance instead of the bar's, so each setting the bar's standard appearance gave falls
    /// back to the bar's own settings, or to UIKit's default where the bar has none.
    private static func barProperties(of container: SourceController, under screen: SourceController) -> [AppearanceProperty: SourceValue] {
        guard screen.replacesBarAppearance,
              let standard = container.barAppearances.first(where: { $0.id == "standardAppearance" }) else { return container.properties }
        let own = container.barAppearances.first { $0.id == "navigationBar" }?.properties ?? [:]
        var properties = container.properties
        for (property, value) in standard.properties where properties[property] == value { properties[property] = own[property] }
        return properties
    }

    private mutating func namedAppearance(_ reference: SourceValue?) -> [AppearanceProperty: SourceValue]? {
        guard let reference else { return nil }
        guard let appearance = appearances[reference.text] else {
            log.report(.unresolvedReference, at: reference.location,
                       "unknown appearance '\(reference.text)'\(Suggestion.hint(for: reference.text, in: appearances.keys))")
            return nil
        }
        return appearance.properties
    }

    /// Interface Builder ids are machine-made; a storyboard identifier, class or title reads better in Swift.
    static func displayName(_ controller: SourceController) -> String {
        guard controller.location.isInInterfaceBuilderFile else { return controller.id }
        let className = controller.customClass.map { $0.hasSuffix("ViewController") && $0.count > 14 ? String($0.dropLast(14)) : $0 }
        return [controller.storyboardIdentifier, className, controller.title].compactMap { $0 }.first { !$0.isEmpty } ?? controller.id
    }
}
