/// Every rule navgen has, in the order `navgen rules` lists them.
public enum RuleCatalogue {
    public static let rules: [any Rule.Type] = readerRules + modelRules.map { $0 }

    /// Reported by the readers and the resolver, where the problem is found.
    static let readerRules: [any Rule.Type] = [
        XMLSyntaxRule.self,
        JSONSyntaxRule.self,
        UnresolvedReferenceRule.self,
        ReferenceCycleRule.self,
        InvalidValueRule.self,
        UnknownNameRule.self,
        InvalidColorRule.self,
        ValueOutOfRangeRule.self,
        InvalidTokenRule.self,
        TypeMismatchRule.self,
        DuplicateIDRule.self,
        PushOutsideNavigationRule.self,
        MissingRootRule.self,
        IncompleteModeRule.self,
        SkippedTokenRule.self,
        LegacyValueRule.self,
        UnitlessSizeRule.self,
        NoEffectRule.self,
    ]

    /// Checked on the resolved model and the engine's plans. Listed as model rules, not found among all rules by
    /// casting: a cast that fails searches every conformance the process has loaded (Foundation's too), at start-up.
    static let modelRules: [any ModelRule.Type] = [
        DeadEndRule.self,
        UnreachableScreenRule.self,
        ImageOverridesColorRule.self,
        OpaqueBarTransparencyRule.self,
        LowTitleContrastRule.self,
        LowTintContrastRule.self,
        StatusBarContrastRule.self,
        ScrollEdgeTransparentRule.self,
        NegativeFixedSpaceRule.self,
        CJKTextViewDefaultTextRule.self,
        SplitWithTabBarChangeRule.self,
        SplitWithLargeTitleChangeRule.self,
        NearDuplicateBackgroundRule.self,
        DeprecatedTokenRule.self,
        // Liquid Glass (the iOS 26 SDK and later).
        DesignCompatExpiringRule.self,
        GlassCustomBarBackgroundRule.self,
        GlassBarAlphaRule.self,
        GlassBarTintRule.self,
        GlassFixedSpaceRule.self,
        GlassProminentOveruseRule.self,
    ]

    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// Diagnostics about navgen's own inputs and templates rather than about the app; not configurable rules.
    public static let toolDiagnostics: [any ToolDiagnostic.Type] = [
        InputDiagnostic.self,
        ConfigDiagnostic.self,
        TemplateDiagnostic.self,
        UnsupportedDiagnostic.self,
        OutOfGamutDiagnostic.self,
    ]

    /// Every id `--rule` and the config's `"rules"` may name: the rules and the tool diagnostics.
    public static var ids: [String] { rules.map { $0.id } + toolDiagnostics.map { $0.id } }

    /// Why `id` cannot be configured, with the closest known id; nil when navgen has it.
    public static func unknownID(_ id: String) -> String? {
        guard kind(id: id) == nil else { return nil }
        return "unknown rule '\(id)' ('navgen rules' lists them)\(Suggestion.hint(for: id, in: ids))"
    }

    /// The rule or tool diagnostic with `id`.
    static func kind(id: String) -> (any DiagnosticKind.Type)? {
        rules.first { $0.id == id } ?? toolDiagnostics.first { $0.id == id }
    }

    /// The `navgen rules` listing.
    public static func listing() -> String {
        let rules = descriptions.map { "\($0.id) (\($0.severity.rawValue))\n    \($0.rationale)\n" }.joined()
        let tools = toolDiagnostics.map { "\($0.id) (\($0.defaultSeverity.rawValue))\n    \($0.rationale)\n" }.joined()
        return rules + "\nNot rules (about navgen's own inputs and templates):\n" + tools
    }

    /// Runs every model rule once; the violations come in catalogue order.
    static func violations(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        modelRules.flatMap { $0.check(model: model, plans: plans) }
    }
}
