/// Every kind of diagnostic navgen reports, in the order `navgen rules` lists them, as the Swift compiler keeps its
/// diagnostics in one place: what the readers and resolvers report where they find a problem (described beside this
/// file), the rules that check the model (each described in its file in `Check/`), and the diagnostics about navgen's
/// own inputs and templates.
public enum DiagnosticCatalogue {
    /// Reported by the readers and the resolvers, where the problem is found.
    static let readerKinds: [DiagnosticKind] = [
        .xmlSyntax,
        .jsonSyntax,
        .unresolvedReference,
        .storyboardNotInInputs,
        .accentColorNotInInputs,
        .buildSettingsNotInInputs,
        .referenceCycle,
        .invalidValue,
        .unknownName,
        .invalidColor,
        .valueOutOfRange,
        .invalidToken,
        .typeMismatch,
        .duplicateID,
        .pushOutsideNavigation,
        .missingRoot,
        .incompleteMode,
        .fixedInterfaceStyle,
        .skippedToken,
        .legacyValue,
        .unitlessSize,
        .noEffect,
    ]

    /// Checked on the resolved model and the engine's plans, each rule described and checked in its file in `Check/`.
    static let modelRules: [any Rule.Type] = [
        DeadEndRule.self,
        HiddenBackSwipeRule.self,
        UnreachableScreenRule.self,
        ScreenInTwoStacksRule.self,
        MoreTabsRule.self,
        ImageOverridesColorRule.self,
        OpaqueBarTransparencyRule.self,
        LowTitleContrastRule.self,
        LowTintContrastRule.self,
        StatusBarContrastRule.self,
        SheetStatusBarStyleRule.self,
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
        // The bar of iOS 27 (the iOS 27 SDK).
        VerticalBarHiddenItemRule.self,
        VerticalBarUnstableRule.self,
    ]

    /// The rules: the readers' kinds, then the model rules' descriptions.
    public static let rules: [DiagnosticKind] = readerKinds + modelRules.map { $0.description }

    /// Diagnostics about navgen's own inputs and templates rather than about the app; not rules, yet configurable.
    public static let toolKinds: [DiagnosticKind] = [.input, .config, .template, .unsupported, .outOfGamut]

    /// Every id `--rule` and the config's `"rules"` may name: the rules and the tool diagnostics.
    public static var ids: [String] { (rules + toolKinds).map(\.id) }

    /// Why `id` cannot be configured, with the closest known id; nil when navgen has it.
    public static func unknownID(_ id: String) -> String? {
        guard kind(id: id) == nil else { return nil }
        return "unknown rule '\(id)' ('navgen rules' lists them)\(Suggestion.hint(for: id, in: ids))"
    }

    /// The rule or tool diagnostic with `id`.
    static func kind(id: String) -> DiagnosticKind? {
        rules.first { $0.id == id } ?? toolKinds.first { $0.id == id }
    }

    /// The `navgen rules` listing.
    public static func listing() -> String {
        func entry(_ kind: DiagnosticKind) -> String { "\(kind.id) (\(kind.defaultSeverity.rawValue))\n    \(kind.rationale)\n" }
        return rules.map(entry).joined() + "\nNot rules (about navgen's own inputs and templates):\n" + toolKinds.map(entry).joined()
    }
}

extension DiagnosticKind {
    /// Reported by the token resolver too, where a token refers to a deprecated one.
    static var deprecatedToken: DiagnosticKind { DeprecatedTokenRule.description }
}
