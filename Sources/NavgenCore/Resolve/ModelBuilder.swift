/// Builds the resolved navigation model from the source documents and the token catalogue.
public struct ModelBuilder {
    private var log = DiagnosticLog()
    private var controllers: [String: SourceController] = [:]
    private var order: [String] = []
    private var appearances: [String: SourceAppearance] = [:]
    private var segues: [SourceSegue] = []
    private let tokens: TokenCatalogue

    public static func build(documents: [SourceDocument], tokens: TokenCatalogue) -> (NavigationModel, [Diagnostic]) {
        var builder = ModelBuilder(tokens: tokens)
        return builder.build(documents)
    }

    private init(tokens: TokenCatalogue) {
        self.tokens = tokens
    }

    private mutating func build(_ documents: [SourceDocument]) -> (NavigationModel, [Diagnostic]) {
        collect(documents)
        var graph = StackGraph(controllers: controllers, order: order, segues: segues)
        log.add(contentsOf: graph.check())
        let global = globalDefaults()
        var resolver = PropertyResolver(tokens: tokens)
        var screens: [Screen] = []
        var containers: [Container] = []
        for id in order {
            guard let controller = controllers[id] else { continue }
            switch controller.role {
            case .navigation, .tabBar:
                var cascade = Cascade(levels: [global])
                if controller.role == .navigation { cascade.levels += containerLevels(controller) }
                var states: [String: BarAppearance] = [:]
                for mode in tokens.modes {
                    states[mode] = cascade.appearance(mode: mode, screen: id, items: [], resolver: &resolver)
                }
                containers.append(Container(
                    id: id, displayName: Self.displayName(controller), role: controller.role, root: graph.roots[id], tabs: graph.tabs[id] ?? [],
                    location: controller.location, appearances: states))
            case .screen:
                screens.append(screen(controller, graph: graph, global: global, resolver: &resolver))
            case .split, .reference, .placeholder:
                continue
            }
        }
        applyTabBarVisibility(&screens)
        log.add(contentsOf: resolver.log.entries)
        let model = NavigationModel(
            modes: tokens.modes, screens: screens, containers: containers, edges: graph.edges(),
            tokens: tokens, deploymentTarget: documents.lazy.compactMap(\.deploymentTarget).first?.text,
            initialController: documents.lazy.compactMap(\.initialController).first ?? graph.firstNavigationController,
            documents: documents)
        return (model, log.entries)
    }

    private mutating func collect(_ documents: [SourceDocument]) {
        for document in documents {
            for appearance in document.appearances {
                if let first = appearances[appearance.id] {
                    log.error("duplicate-id", at: appearance.location, "appearance '\(appearance.id)' is defined twice",
                              notes: [.init("first defined here", at: first.location)])
                    continue
                }
                appearances[appearance.id] = appearance
            }
            for controller in document.controllers {
                if let first = controllers[controller.id] {
                    log.error("duplicate-id", at: controller.location, "'\(controller.id)' is defined twice",
                              notes: [.init("first defined here", at: first.location)])
                    continue
                }
                controllers[controller.id] = controller
                order.append(controller.id)
            }
            segues += document.segues
        }
    }

    /// Tokens under `navigation.bar.<property>` are the global defaults.
    private func globalDefaults() -> [AppearanceProperty: SourceValue] {
        var defaults: [AppearanceProperty: SourceValue] = [:]
        for (path, token) in tokens.tokens where path.hasPrefix("navigation.bar.") {
            if let property = AppearanceProperty(rawValue: String(path.dropFirst("navigation.bar.".count))) {
                defaults[property] = SourceValue("{\(path)}", at: token.location)
            }
        }
        return defaults
    }

    private mutating func containerLevels(_ controller: SourceController) -> [[AppearanceProperty: SourceValue]] {
        var levels: [[AppearanceProperty: SourceValue]] = []
        if let named = namedAppearance(controller.appearance) { levels.append(named) }
        levels.append(controller.properties)
        return levels
    }

    private mutating func namedAppearance(_ reference: SourceValue?) -> [AppearanceProperty: SourceValue]? {
        guard let reference else { return nil }
        guard let appearance = appearances[reference.text] else {
            log.error("unresolved-reference", at: reference.location,
                      "unknown appearance '\(reference.text)'\(Suggestion.hint(for: reference.text, in: appearances.keys))")
            return nil
        }
        return appearance.properties
    }

    private mutating func screen(_ controller: SourceController, graph: StackGraph, global: [AppearanceProperty: SourceValue],
                                 resolver: inout PropertyResolver) -> Screen {
        var levels = [global]
        let navigation = graph.stackOwner[controller.id]
        if let navigation, let container = controllers[navigation] { levels += containerLevels(container) }
        if let named = namedAppearance(controller.appearance) { levels.append(named) }
        levels.append(controller.properties)
        let cascade = Cascade(levels: levels)
        resolver.resetUses()
        var states: [String: BarAppearance] = [:]
        for mode in tokens.modes {
            states[mode] = cascade.appearance(mode: mode, screen: controller.id, items: controller.items, resolver: &resolver)
        }
        var locations: [AppearanceProperty: SourceLocation] = [:]
        var tokenProperties: [AppearanceProperty: String] = [:]
        for property in AppearanceProperty.allCases {
            guard let value = cascade.value(of: property) else { continue }
            locations[property] = value.location
            if value.modeValues.isEmpty, let path = CurlyReference.path(in: value.text) { tokenProperties[property] = path }
        }
        let scrollEdge = controller.customisesScrollEdge || navigation.flatMap { controllers[$0]?.customisesScrollEdge } == true
        return Screen(
            id: controller.id, displayName: Self.displayName(controller), title: controller.title, customClass: controller.customClass, navigationController: navigation,
            tabBarController: navigation.flatMap { graph.tabOwner[$0] } ?? graph.tabOwner[controller.id],
            appearances: states, tokenUses: resolver.uses, tokenProperties: tokenProperties, leftItemsSupplementBackButton: controller.leftItemsSupplementBackButton,
            customisesScrollEdge: scrollEdge, stackParent: graph.parent[controller.id],
            disabledRules: controller.disabledRules, location: controller.location, propertyLocations: locations)
    }

    /// Interface Builder ids are machine-made; a storyboard identifier, class or title reads better in Swift.
    static func displayName(_ controller: SourceController) -> String {
        guard controller.location.file.hasSuffix(".storyboard") || controller.location.file.hasSuffix(".xib") else { return controller.id }
        let className = controller.customClass.map { $0.hasSuffix("ViewController") && $0.count > 14 ? String($0.dropLast(14)) : $0 }
        return [controller.storyboardIdentifier, className, controller.title].compactMap { $0 }.first { !$0.isEmpty } ?? controller.id
    }

    /// The tab bar along each screen's shortest stack path; the engine redoes this along every edge.
    private func applyTabBarVisibility(_ screens: inout [Screen]) {
        var tabBar = TabBarVisibility(screens: Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
        for index in screens.indices {
            let id = screens[index].id
            for mode in screens[index].appearances.keys {
                screens[index].appearances[mode]?.tabBarVisible = tabBar.isVisible(top: id, stackHides: tabBar.stackHides(id, mode: mode))
            }
        }
    }
}
