/// The review report's tables (`NavigationReport.md`), with screens by the names people read.
public struct ReportContext: Codable, Equatable, Sendable {
    /// Every screen's bar, a table per mode and design.
    public var screenTables: [ScreenTable]
    /// A row per edge and distinct plan.
    public var transitions: [Transition]
    /// Every diagnostic that is not an error.
    public var warnings: [Warning]
    public var hasWarnings: Bool

    public struct ScreenTable: Codable, Equatable, Sendable {
        public var mode: String
        public var design: String
        public var rows: [ScreenRow]
    }

    public struct ScreenRow: Codable, Equatable, Sendable {
        /// The name people read.
        public var screen: String
        /// A square emoji close to the bar's colour (`▫️` when the bar is not visible).
        public var swatch: String
        /// What the bar shows: its background, or `hidden` or `transparent`.
        public var background: String
        /// `#RRGGBBAA`.
        public var tint: String
        public var titleColor: String
        /// WCAG 2 contrast ratios with the bar; nil when the bar is not visible.
        public var titleContrast: Double?
        public var tintContrast: Double?
        public var statusBar: String
        public var tabBarVisible: Bool
        /// What the bar of iOS 27 changes from the system's choice (`dark glass, title leading, no vertical bar`); empty
        /// when nothing, as always in the legacy design.
        public var iOS27Bar: String
    }

    /// An edge and one of its plans: each plan field's `NavigationTransitionPlan` case.
    public struct Transition: Codable, Equatable, Sendable {
        /// Both ends by the names people read.
        public var from: String
        public var to: String
        public var operation: String
        /// Where the plan holds: `every mode and design`, or the modes and designs as diagnostics name them.
        public var variants: String
        public var visibility: String
        public var background: String
        public var shadow: String
        public var tint: String
        public var title: String
        public var statusBar: String
        public var largeTitle: String
        public var bottomBar: String
        public var interactivePop: String
        public var items: String
        public var edgeEffect: String
    }

    public struct Warning: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var rule: String
        public var message: String
    }

    init(model: NavigationModel, plans: [PlannedEdge], diagnostics: [Diagnostic]) {
        screenTables = model.variants.map { variant in
            ScreenTable(mode: variant.mode, design: variant.design.rawValue, rows: model.screens.compactMap { screen in
                screen.appearances[variant].map { Self.row(screen.name, bar: $0, design: variant.design, tabBarVisible: screen.tabBarVisible[variant] ?? false) }
            })
        }
        let names = model.names
        let ends = plans.perEdge { edge in (from: names[edge.from] ?? edge.from, to: names[edge.to] ?? edge.to) }
        transitions = Self.transitions(plans, variants: model.variants).map { transition in
            let planned = plans[transition.plan]
            let ends = ends[transition.plan]
            let plan = planned.plan
            return Transition(from: ends.from, to: ends.to, operation: planned.edge.operation.rawValue, variants: transition.variants,
                              visibility: plan.visibility.rawValue, background: plan.background.rawValue, shadow: plan.shadow.rawValue,
                              tint: plan.tint.rawValue, title: plan.title.rawValue, statusBar: plan.statusBar.rawValue,
                              largeTitle: plan.largeTitle.rawValue, bottomBar: plan.bottomBar.rawValue,
                              interactivePop: plan.interactivePop.rawValue, items: plan.items.rawValue, edgeEffect: plan.edgeEffect.rawValue)
        }
        warnings = diagnostics.filter { $0.severity != .error }.map { diagnostic in
            Warning(file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                    severity: diagnostic.severity.rawValue, rule: diagnostic.rule, message: diagnostic.message)
        }
        hasWarnings = !warnings.isEmpty
    }

    private static func row(_ name: String, bar: BarAppearance, design: NavigationDesign, tabBarVisible: Bool) -> ScreenRow {
        let backdrop = bar.visibleBackground
        let visible = bar.visibility == .visible
        let (tint, title) = (bar.runtime.effectiveTintColor(in: design), bar.effectiveTitleColor)
        return ScreenRow(screen: name, swatch: visible ? ReportText.swatch(backdrop) : "▫️",
                         background: visible ? bar.background.identity : bar.visibility.rawValue, tint: tint.hex, titleColor: title.hex,
                         titleContrast: visible ? title.contrastRatio(with: backdrop) : nil,
                         tintContrast: visible ? tint.contrastRatio(with: backdrop) : nil,
                         statusBar: bar.statusBarStyle.rawValue, tabBarVisible: tabBarVisible, iOS27Bar: iOS27Bar(of: bar))
    }

    /// The bar of iOS 27's settings that are not `automatic`, as people read them.
    private static func iOS27Bar(of bar: BarAppearance) -> String {
        var parts: [String] = []
        if bar.barInterfaceStyle != .automatic { parts.append("\(bar.barInterfaceStyle.rawValue) glass") }
        if bar.titleAlignment != .automatic { parts.append("title \(bar.titleAlignment.rawValue)") }
        if bar.verticalBar == .disabled { parts.append("no vertical bar") }
        if bar.barMinimization != .automatic { parts.append("minimises \(bar.barMinimization.rawValue)") }
        return parts.joined(separator: ", ")
    }

    /// A contrast ratio as the report and `navgen diff` show it: `4.50:1`.
    static func ratio(_ value: Double) -> String {
        String(format2: (value * 100).rounded() / 100) + ":1"
    }

    /// The transitions table: a row per edge and distinct plan, at the edge's first plan of it, with where the plan holds
    /// (`every mode and design` when the edge is planned alike in all of them, else the modes or designs, as diagnostics
    /// name them). An edge's plans, one per mode and design, are listed one after another; most are alike, and four rows
    /// that say the same thing hide the one mode or design that differs.
    static func transitions(_ plans: [PlannedEdge], variants all: [Variant]) -> [(plan: Int, variants: String)] {
        // A handful of sets of variants recur across thousands of rows: each is phrased once.
        var phrases: [[Int]: String] = [:]
        return plans.groupedPerEdge(variants: all) { $0.plan == $1.plan }.map { first, variants in
            guard variants.count < all.count else { return (first, "every mode and design") }
            if phrases[variants] == nil {
                phrases[variants] = variants.compactMap { $0 < all.count ? all[$0] : nil }.variantPhrase(of: all) ?? "every mode and design"
            }
            return (first, phrases[variants]!)
        }
    }
}

extension String {
    /// Two decimals, without Foundation's locale-dependent formatting.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
