/// What a run says about the build rather than the app's screens: the SDK, the app's property lists among the inputs,
/// a deployment target that overrides the inputs', the colour sets the inputs hold, with a colour or none, and which
/// files are other targets' than the app's.
public struct BuildSettings: Sendable {
    public var sdk: String
    /// What the app's Info.plists and project settings fix for every screen.
    public var appWide: AppWideAppearance
    public var deploymentTarget: String?
    /// The names of the colour sets among the inputs (`AccentColor` for `AccentColor.colorset`), a set with no colour
    /// included, which gives no token.
    public var colorSetNames: Set<String>
    public var targets: AppTargets

    public init(sdk: String = BuildDesigns.defaultSDK, appWide: AppWideAppearance = AppWideAppearance(), deploymentTarget: String? = nil,
                colorSetNames: Set<String> = [], targets: AppTargets = AppTargets([])) {
        self.sdk = sdk
        self.appWide = appWide
        self.deploymentTarget = deploymentTarget
        self.colorSetNames = colorSetNames
        self.targets = targets
    }
}

/// Builds the resolved navigation model from the source documents and the token catalogue.
public struct ModelBuilder {
    private var log = DiagnosticLog()
    private var controllers = ControllerTable([])
    private var appearances: [String: SourceAppearance] = [:]
    private var segues: [SourceSegue] = []
    private let tokens: TokenCatalogue

    public static func build(documents: [SourceDocument], tokens: TokenCatalogue,
                             settings: BuildSettings = BuildSettings()) -> (NavigationModel, [Diagnostic]) {
        var builder = ModelBuilder(tokens: tokens)
        return builder.build(documents, settings: settings)
    }

    private init(tokens: TokenCatalogue) {
        self.tokens = tokens
    }

    private mutating func build(_ documents: [SourceDocument], settings: BuildSettings) -> (NavigationModel, [Diagnostic]) {
        // A macOS or watchOS storyboard among the inputs (reported where it was read), or another language's copy of
        // a storyboard, gives no screen, no deployment target and no storyboard identifier.
        let documents = AssetColorLinks.linked(documents.filter(\.isModelled), tokens: tokens)
        collect(documents)
        let deploymentTarget = settings.deploymentTarget ?? documents.lazy.compactMap(\.deploymentTarget).first?.text
        let build = BuildDesigns(sdk: settings.sdk, requiresCompatibility: settings.appWide.requiresCompatibility,
                                 deploymentTarget: deploymentTarget)
        let names = ReadableNames.names(of: controllers)
        var graph = StackGraph(controllers: controllers, segues: segues, names: names)
        log.add(contentsOf: graph.check())
        log.add(contentsOf: graph.partialCurlsNotFullScreen(automaticPresentation: build.automaticPresentationStyle))
        log.add(contentsOf: ItemStateAppearances.unshown(controllers: controllers, graph: graph, names: names))
        let global = globalDefaults()
        let appWide = settings.appWide
        log.add(contentsOf: appWide.unusedStatusBarStyles(controllers: controllers, appearances: appearances, global: global))
        log.add(contentsOf: IOS27BarProperties.unused(in: documents, global: global, build: build))
        let accentColorSet = AppTint.colorSet(appWide: appWide, tokens: tokens, colorSetNames: settings.colorSetNames, targets: settings.targets, log: &log)
        let appTintColors = AppTint.colors(accentColorSet, tokens: tokens)
        let template = ControllerResolver(controllers: controllers, appearances: appearances, graph: graph, global: global,
                                          appWide: appWide, appTintColors: appTintColors, tokens: tokens, build: build, names: names)
        var resolver = template
        resolver.resolve(controllers.order)
        log.add(contentsOf: resolver.log.entries)
        log.add(contentsOf: ResolutionProblem.diagnostics(resolver.problems))
        var screens = resolver.screens
        let variants = Variant.all(modes: tokens.modes, designs: build.designs)
        let holders = BarHolders.holders(screens: screens, children: graph.children)
        applyTabBarVisibility(TabBarVisibility(screens: screens, variants: variants, holders: holders), to: &screens, variants: variants)
        log.add(contentsOf: ChildNavigationItems.unshown(holders: holders, children: graph.children, screens: screens, controllers: controllers, names: names))
        log.add(contentsOf: LargeTitleAvailability.unused(in: screens, variants: variants))
        var model = NavigationModel(
            modes: tokens.modes, build: build, screens: screens, containers: resolver.containers, edges: graph.edges(automaticPresentation: build.automaticPresentationStyle),
            tokens: tokens, deploymentTarget: deploymentTarget,
            initialController: documents.lazy.compactMap(\.initialController).first ?? graph.firstNavigationController,
            children: graph.children, unplannedSegues: graph.unplannedSegues,
            exitUnwinds: graph.exitUnwinds, declarations: Declarations(documents: documents), files: documents.map(NavigationFile.init),
            holders: holders)
        model.appWide = appWide
        model.accentColorSet = accentColorSet
        model.appTintColors = appTintColors
        return (model, log.entries)
    }

    private mutating func collect(_ documents: [SourceDocument]) {
        controllers = ControllerTable(documents)
        segues.reserveCapacity(documents.reduce(0) { $0 + $1.segues.count })
        for (index, document) in documents.enumerated() {
            for appearance in document.appearances
            where isFirst("appearance '\(appearance.id)'", at: appearance.location, earlier: appearances[appearance.id]?.location) {
                appearances[appearance.id] = appearance
            }
            for position in document.controllers.indices {
                if let earlier = controllers.add(document: index, controller: position) {
                    _ = isFirst("'\(document.controllers[position].id)'", at: document.controllers[position].location, earlier: earlier)
                }
            }
            segues += document.segues
        }
    }

    /// Whether a definition is the first of its id; a later one is a `duplicate-id` error with a note at the first.
    private mutating func isFirst(_ name: @autoclosure () -> String, at location: SourceLocation, earlier: SourceLocation?) -> Bool {
        guard let earlier else { return true }
        log.report(.duplicateID, at: location, "\(name()) is defined twice", notes: [.init("first defined here", at: earlier)])
        return false
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

    /// The tab bar along each screen's shortest stack path; the engine works it out along every edge.
    private func applyTabBarVisibility(_ tabBar: TabBarVisibility, to screens: inout [Screen], variants: [Variant]) {
        for index in screens.indices {
            let position = tabBar.position(of: screens[index].id)
            let appearances = screens[index].appearances
            // Each screen's table made at its size and set whole, rather than grown variant by variant in place.
            var visible: [Variant: Bool] = [:]
            visible.reserveCapacity(variants.count)
            for (variantIndex, variant) in variants.enumerated() where appearances[variant] != nil {
                visible[variant] = tabBar.isVisible(top: position, stackHides: tabBar.stackHides(position, variant: variantIndex))
            }
            screens[index].tabBarVisible = visible
        }
    }
}
