/// `navgen inspect --format json`: the resolved model as a stable JSON interface (documented in docs/command-line.md).
public enum InspectReport {
    public static func render(_ result: Navgen.Result) -> String {
        let model = result.model
        var documents: [JSONWriter.Value] = result.documents.map(document)
        documents += result.tokenDocuments.map { .object([("path", .string($0.path)), ("format", .string($0.format.rawValue)),
                                                   ("controllers", .array([])), ("segues", .array([])),
                                                   ("files", .array($0.files.sorted().map { .string($0) }))]) }
        documents += result.propertyLists.map { .object([("path", .string($0.path)), ("format", .string("plist")),
                                                  ("controllers", .array([])), ("segues", .array([])),
                                                  ("designRequiresCompatibility", $0.requiresCompatibility.map { .bool($0.value) } ?? .null),
                                                  ("userInterfaceStyle", $0.interfaceStyle.map { .string($0.value.rawValue) } ?? .null),
                                                  ("viewControllerBasedStatusBarAppearance", $0.controllerBasedStatusBar.map { .bool($0.value) } ?? .null),
                                                  ("statusBarStyle", $0.statusBarStyle.map { .string($0.value.rawValue) } ?? .null),
                                                  ("statusBarHidden", $0.statusBarHidden.map { .bool($0.value) } ?? .null),
                                                  ("accentColorName", $0.accentColorName.map { .string(accentColorName($0.value)) } ?? .null),
                                                  ("bundle", .string($0.bundle.rawValue)),
                                                  ("target", $0.targetName.map(JSONWriter.Value.string) ?? .null)]) }
        let root: JSONWriter.Value = .object([
            ("navgenVersion", .string(Navgen.version)),
            ("modes", .array((model?.modes ?? []).map { .string($0) })),
            ("designs", .array((model?.designs ?? []).map { .string($0.rawValue) })),
            ("documents", .array(documents)),
            ("tokens", .array(tokens(model?.tokens.tokens, modes: model?.modes))),
            ("referenceOnly", .array(tokens(model?.tokens.referenceOnly, modes: model?.modes))),
            ("skipped", .array((model?.tokens.skipped ?? []).map(skipped))),
            ("screens", .array(screens(model))),
            ("transitions", .array(result.plans.map(transition))),
            ("diagnostics", .array(result.diagnostics.map(DiagnosticFormatter.json))),
        ])
        return JSONWriter.render(root) + "\n"
    }

    /// The colour set's name, empty where the key names none.
    private static func accentColorName(_ name: AccentColorName) -> String {
        switch name {
        case .colorSet(let name): name
        case .noColorSet: ""
        }
    }

    private static func document(_ document: SourceDocument) -> JSONWriter.Value {
        // A launch screen, or a localised copy of the storyboard navgen reads, says so: its controllers are listed, but
        // no screens of the app (`SourceDocument.isModelled`).
        let launch: [(String, JSONWriter.Value)] = (document.launchScreen ? [("launchScreen", .bool(true))] : [])
            + (document.localisationOf.map { [("localisationOf", .string($0))] } ?? [])
        return .object([
            ("path", .string(document.path)),
            ("format", .string(document.format.rawValue)),
            ("documentType", .optional(document.documentType)),
            ("toolsVersion", .optional(document.toolsVersion)),
            ("targetRuntime", .optional(document.targetRuntime)),
            ("initialViewController", .optional(document.initialController)),
            ("deploymentTarget", .optional(document.deploymentTarget?.text)),
        ] + launch + [
            ("controllers", .array(document.controllers.map { controller in
                .object([
                    ("id", .string(controller.id)),
                    ("element", .string(controller.element)),
                    ("customClass", .optional(controller.customClass)),
                    ("customModule", .optional(controller.customModule)),
                    ("storyboardIdentifier", .optional(controller.storyboardIdentifier)),
                    ("title", .optional(controller.title)),
                    ("line", .number(Double(controller.location.line))),
                    ("role", .string(controller.role.rawValue)),
                ])
            })),
            ("segues", .array(document.segues.map { segue in
                .object([
                    ("id", .string(segue.id)),
                    ("kind", .string(segue.kind)),
                    ("relationship", .optional(segue.relationship)),
                    ("identifier", .optional(segue.identifier)),
                    ("customClass", .optional(segue.customClass)),
                    ("source", .string(segue.source)),
                    ("destination", .string(segue.destination)),
                    ("line", .number(Double(segue.location.line))),
                    ("trigger", .optional(segue.trigger)),
                    ("unwindAction", .optional(segue.unwindAction)),
                    ("effect", .string(segue.effect.rawValue)),
                ])
            })),
        ])
    }

    /// A token read but skipped: its rule, where to look, and why (for a dependency, the problem at the root of it).
    private static func skipped(_ skip: TokenSkip) -> JSONWriter.Value {
        .object([
            ("path", .string(skip.path)),
            ("rule", .string(skip.rule)),
            ("file", .string(skip.location.file)),
            ("line", .number(Double(skip.location.line))),
            ("reason", .string(skip.reason)),
        ])
    }

    private static func tokens(_ tokens: TokenCatalogue.Tokens?, modes: [String]?) -> [JSONWriter.Value] {
        guard let tokens, let modes else { return [] }
        return tokens.values.sorted { $0.path < $1.path }.map { token in
            .object([
                ("path", .string(token.path)),
                ("type", .string(token.type.rawValue)),
                ("description", .optional(token.description)),
                // `true` deprecates without a reason: said as true, since an empty string reads as false.
                ("deprecated", token.deprecated.map { $0.isEmpty ? .bool(true) : .string($0) } ?? .bool(false)),
                ("values", .object(modes.compactMap { mode in token.values[mode].map { (mode, .string($0.summary)) } })),
                ("file", .string(token.location.file)),
                ("line", .number(Double(token.location.line))),
                ("extensions", token.extensions.map(JSONWriter.Value.init) ?? .null),
            ])
        }
    }

    private static func screens(_ model: NavigationModel?) -> [JSONWriter.Value] {
        guard let model else { return [] }
        return model.screens.flatMap { screen in
            model.variants.compactMap { variant -> JSONWriter.Value? in
                guard let bar = screen.appearances[variant] else { return nil }
                return .object([
                    ("id", .string(screen.id)),
                    ("mode", .string(variant.mode)),
                    ("visibility", .string(bar.visibility.rawValue)),
                    ("background", .string(bar.background.identity)),
                    ("statusBarStyle", .string(bar.statusBarStyle.rawValue)),
                    ("tabBarVisible", .bool(screen.tabBarVisible[variant] ?? false)),
                    ("interactivePop", .string(NavigationPlanner.interactivePop(on: bar.runtime).rawValue)),
                    ("navigationController", .optional(screen.navigationController)),
                    ("shadow", .string(bar.shadow.identity)),
                    ("tint", .string(bar.effectiveTintColor(in: variant.design).hex)),
                    ("titleColor", .string(bar.effectiveTitleColor.hex)),
                    ("largeTitle", .bool(bar.showsLargeTitle)),
                    ("design", .string(variant.design.rawValue)),
                    ("edgeEffect", .string(bar.edgeEffect.rawValue)),
                    ("barInterfaceStyle", .string(bar.barInterfaceStyle.rawValue)),
                    ("titleAlignment", .string(bar.titleAlignment.rawValue)),
                    ("verticalBar", .string(bar.verticalBar.rawValue)),
                    ("title", .optional(screen.title)),
                    ("subtitle", .optional(screen.subtitle)),
                    ("prompt", .optional(screen.prompt)),
                    ("fields", .object(fields(of: bar.runtime))),
                ])
            }
        }
    }

    /// Every field of the bar, by its name, as the Swift the generated tables write it.
    static func fields(of bar: NavigationBarAppearance) -> [(String, JSONWriter.Value)] {
        bar.fields.map { field in (field.name, .string(BarFieldValue(field).value.swift)) }
    }

    private static func transition(_ planned: PlannedEdge) -> JSONWriter.Value {
        let plan = planned.plan
        return .object([
            ("from", .string(planned.edge.from)),
            ("to", .string(planned.edge.to)),
            ("operation", .string(planned.edge.operation.rawValue)),
            ("mode", .string(planned.mode)),
            ("visibility", .string(plan.visibility.rawValue)),
            ("background", .string(plan.background.rawValue)),
            ("shadow", .string(plan.shadow.rawValue)),
            ("tint", .string(plan.tint.rawValue)),
            ("title", .string(plan.title.rawValue)),
            ("statusBar", .string(plan.statusBar.rawValue)),
            ("largeTitle", .string(plan.largeTitle.rawValue)),
            ("bottomBar", .string(plan.bottomBar.rawValue)),
            ("interactivePop", .string(plan.interactivePop.rawValue)),
            ("animated", .bool(planned.edge.animated)),
            ("design", .string(planned.design.rawValue)),
            ("items", .string(plan.items.rawValue)),
            ("edgeEffect", .string(plan.edgeEffect.rawValue)),
            ("presentation", planned.edge.presentation.map { .string($0.rawValue) } ?? .null),
        ])
    }
}

extension TokenValue {
    /// A short human form for `inspect` and the report: `#RRGGBBAA`, `16px`, `System 17 600, line height 1.2`.
    public var summary: String {
        switch self {
        case .color(let color): color.colorSpace == "srgb" ? color.srgb.hex : "\(color.colorSpace)(\(color.components.map(formatNumber).joined(separator: " "))) ≈ \(color.srgb.hex)"
        case .dimension(let dimension): formatNumber(dimension.value) + dimension.unit
        case .fontFamily(let families): families.joined(separator: ", ")
        case .fontWeight(let weight): formatNumber(weight)
        case .duration(let value, let unit): formatNumber(value) + unit
        case .cubicBezier(let points): "cubic-bezier(\(points.map(formatNumber).joined(separator: ", ")))"
        case .number(let number): formatNumber(number)
        case .typography(let typography):
            "\(typography.fontFamily.first ?? "system") \(formatNumber(typography.fontSize.value))\(typography.fontSize.unit) \(formatNumber(typography.fontWeight))"
                + (typography.lineHeight.map { ", line height \(formatNumber($0))" } ?? "")
                + (typography.letterSpacing.map { ", letter spacing \(formatNumber($0.value))\($0.unit)" } ?? "")
        case .composite(let parts): "{" + parts.keys.sorted().map { "\($0): \(parts[$0]!.summary)" }.joined(separator: ", ") + "}"
        case .list(let items): "[" + items.map(\.summary).joined(separator: ", ") + "]"
        case .string(let text): text
        }
    }
}
