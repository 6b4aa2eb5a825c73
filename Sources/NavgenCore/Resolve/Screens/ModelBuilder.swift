/// What a run says about the build rather than the app's screens: the SDK, the property lists among the inputs, and a
/// deployment target that overrides the inputs'.
public struct BuildSettings: Sendable {
    public var sdk: String
    public var propertyLists: [PropertyListDocument]
    public var deploymentTarget: String?

    public init(sdk: String = BuildDesigns.defaultSDK, propertyLists: [PropertyListDocument] = [], deploymentTarget: String? = nil) {
        self.sdk = sdk
        self.propertyLists = propertyLists
        self.deploymentTarget = deploymentTarget
    }
}

/// Builds the resolved navigation model from the source documents and the token catalogue.
public struct ModelBuilder {
    private var log = DiagnosticLog()
    private var controllers: [String: SourceController] = [:]
    private var order: [String] = []
    private var appearances: [String: SourceAppearance] = [:]
    private var segues: [SourceSegue] = []
    private var formats: [String: DocumentFormat] = [:]
    private let tokens: TokenCatalogue

    /// Runs of controllers resolve at once on several threads; the model and diagnostics are the same for any count.
    public static func build(documents: [SourceDocument], tokens: TokenCatalogue,
                             settings: BuildSettings = BuildSettings()) -> (NavigationModel, [Diagnostic]) {
        var builder = ModelBuilder(tokens: tokens)
        return builder.build(documents, settings: settings)
    }

    private init(tokens: TokenCatalogue) {
        self.tokens = tokens
    }

    private mutating func build(_ documents: [SourceDocument], settings: BuildSettings) -> (NavigationModel, [Diagnostic]) {
        collect(documents)
        let deploymentTarget = settings.deploymentTarget ?? documents.lazy.compactMap(\.deploymentTarget).first?.text
        // The first property list (in path order) that sets the key decides, as one Info.plist would.
        let build = BuildDesigns(sdk: settings.sdk, requiresCompatibility: settings.propertyLists.lazy.compactMap(\.requiresCompatibility).first,
                                 deploymentTarget: deploymentTarget)
        let names = ReadableNames.names(of: order.compactMap { controllers[$0] })
        var graph = StackGraph(controllers: controllers, order: order, segues: segues, names: names, formats: formats)
        log.add(contentsOf: graph.check())
        let template = ControllerResolver(controllers: controllers, appearances: appearances, graph: graph,
                                          global: globalDefaults(), tokens: tokens, designs: build.designs, names: names)
        let order = order
        var runs = ParallelMap.map(Self.runs(of: order.count)) { range in
            var run = template
            run.resolve(order[range])
            return run
        }
        var screens = runs.flatMap(\.screens)
        let containers = runs.flatMap(\.containers)
        for run in runs { log.add(contentsOf: run.log.entries) }
        log.add(contentsOf: ResolutionProblem.diagnostics(runs.flatMap(\.problems)))
        // The runs go first: while they hold the screens too, setting each tab bar would copy every screen's bars.
        runs = []
        // Two serial jobs that need nothing of each other, done at once.
        let variants = Variant.all(modes: tokens.modes, designs: build.designs)
        let (resolved, linked) = (screens, graph)
        let (tabBar, edges) = ParallelMap.pair({ TabBarVisibility(screens: resolved, variants: variants) }, { linked.edges() })
        _ = consume resolved  // Before the tab bars are set, for the same reason as the runs.
        applyTabBarVisibility(tabBar, to: &screens, variants: variants)
        let model = NavigationModel(
            modes: tokens.modes, build: build, screens: screens, containers: containers, edges: edges,
            tokens: tokens, deploymentTarget: deploymentTarget,
            initialController: documents.lazy.compactMap(\.initialController).first ?? graph.firstNavigationController,
            documents: documents)
        return (model, log.entries)
    }

    /// Contiguous runs of controllers, a couple per thread so a slow one does not hold up the rest; each
    /// long enough that its resolver's caches pay off.
    private static func runs(of count: Int) -> [Range<Int>] {
        ParallelMap.ranges(splitting: count, perThread: 2, minimumLength: 64)
    }

    private mutating func collect(_ documents: [SourceDocument]) {
        for document in documents {
            for appearance in document.appearances {
                if let first = appearances[appearance.id] {
                    log.report(DuplicateIDRule.self, at: appearance.location, "appearance '\(appearance.id)' is defined twice",
                               notes: [.init("first defined here", at: first.location)])
                    continue
                }
                appearances[appearance.id] = appearance
            }
            for controller in document.controllers {
                if let first = controllers[controller.id] {
                    log.report(DuplicateIDRule.self, at: controller.location, "'\(controller.id)' is defined twice",
                               notes: [.init("first defined here", at: first.location)])
                    continue
                }
                controllers[controller.id] = controller
                order.append(controller.id)
                formats[controller.id] = document.format
            }
            segues += document.segues
        }
    }

    /// Tokens under `navigation.bar.<property>` are the global defaults.
    static func isBarDefault(_ path: String) -> Bool { path.hasPrefix("navigation.bar.") }

    /// The global defaults; a skipped one stays, at its problem, so that every bar that would use it says so.
    private func globalDefaults() -> [AppearanceProperty: SourceValue] {
        var defaults: [AppearanceProperty: SourceValue] = [:]
        // Keys first: walking the entries would copy every token of a large design system to read its path.
        for path in tokens.tokens.keys where Self.isBarDefault(path) {
            if let property = AppearanceProperty(rawValue: String(path.dropFirst("navigation.bar.".count))), let token = tokens.tokens[path] {
                defaults[property] = SourceValue("{\(path)}", at: token.location)
            }
        }
        for skip in tokens.skipped where Self.isBarDefault(skip.path) {
            if let property = AppearanceProperty(rawValue: String(skip.path.dropFirst("navigation.bar.".count))) {
                defaults[property] = SourceValue("{\(skip.path)}", at: skip.location)
            }
        }
        return defaults
    }

    /// The tab bar along each screen's shortest stack path; the engine redoes this along every edge.
    private func applyTabBarVisibility(_ tabBar: TabBarVisibility, to screens: inout [Screen], variants: [Variant]) {
        ParallelMap.update(&screens) { screen in
            let position = tabBar.position(of: screen.id)
            for (index, variant) in variants.enumerated() {
                screen.appearances[variant]?.tabBarVisible = tabBar.isVisible(top: position, stackHides: tabBar.stackHides(position, variant: index))
            }
        }
    }
}
