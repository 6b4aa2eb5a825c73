/// The review report (`NavigationReport.md`): a summary that reads well in a pull request at any size, with screens by
/// the names people read. It counts, and lists what needs a look, up to `limit` rows each: the warnings by rule, the
/// screens with diagnostics or a contrast below WCAG's, the pushes, presentations and unwinds whose bar visibly changes,
/// and the first warnings; `NavigationReport.html` has everything.
public struct ReportContext: Codable, Equatable, Sendable {
    public var screenCount: Int
    public var stackCount: Int
    /// Pushes, presentations and unwinds: what the inputs write.
    public var edgeCount: Int
    /// Storyboard unwind segues to the Exit object, which UIKit routes at run time and navgen does not plan; null when none.
    public var exitUnwindCount: Int?
    /// Every plan: each edge and what follows from it (pops, swipes back, dismissals), in every mode and design.
    public var planCount: Int
    public var warningCount: Int
    public var noteCount: Int
    /// The diagnostics per rule, most first.
    public var rules: [RuleCount]
    public var screens: [ScreenRow]
    public var hasScreens: Bool
    /// How many more screens need a look than `screens` lists; null when none.
    public var moreScreens: Int?
    /// Named apart from the top-level `transitions`, which a template naming this one would build too.
    public var changingTransitions: [Transition]
    public var hasTransitions: Bool
    public var moreTransitions: Int?
    /// The first diagnostics that are not errors, in order of place.
    public var warnings: [Warning]
    public var hasWarnings: Bool
    public var moreWarnings: Int?

    /// Rows a list holds at most: the report stays a few tens of kilobytes at 2,000 screens.
    static let limit = 50

    public struct RuleCount: Codable, Equatable, Sendable {
        public var rule: String
        public var severity: String
        public var count: Int
        /// `file:line:column` of its first diagnostic.
        public var first: String
    }

    /// A screen that needs a look: its diagnostics and its lowest contrasts.
    public struct ScreenRow: Codable, Equatable, Sendable {
        /// The name people read.
        public var screen: String
        /// Its navigation controller's name, or null.
        public var stack: String?
        public var diagnostics: Int
        /// The lowest title and tint contrast over the variants where the bar is visible (null when it never is), and
        /// where it is lowest, as diagnostics name modes and designs.
        public var titleContrast: Double?
        public var titleContrastIn: String?
        public var tintContrast: Double?
        public var tintContrastIn: String?
    }

    /// A push, presentation or unwind whose plan changes what the bar looks like, in the variants where it holds.
    public struct Transition: Codable, Hashable, Sendable {
        /// Both ends by the names people read.
        public var from: String
        public var to: String
        public var operation: String
        /// `every mode and design`, or the modes and designs as diagnostics name them.
        public var variants: String
        /// What changes: `background split; tab bar hides; status bar lightContent`.
        public var changes: String
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
        let reported = diagnostics.filter { $0.severity != .error }
        screenCount = model.screens.count
        stackCount = model.containers.count { $0.role == .navigation }
        edgeCount = model.edges.count { [.push, .present, .unwind].contains($0.operation) }
        let exitUnwinds = model.exitUnwinds.values.reduce(0) { $0 + $1.count }
        exitUnwindCount = exitUnwinds == 0 ? nil : exitUnwinds
        planCount = plans.count
        warningCount = reported.count { $0.severity == .warning }
        noteCount = reported.count { $0.severity == .note }
        rules = Self.rules(reported)
        let screens = Self.screens(model: model, diagnostics: reported)
        self.screens = screens.prefix(Self.limit).map { $0.row(of: model) }
        hasScreens = !screens.isEmpty
        moreScreens = Self.more(screens.count, self.screens.count)
        let transitions = Self.changingTransitions(model: model, plans: plans)
        changingTransitions = Array(transitions.prefix(Self.limit))
        hasTransitions = !transitions.isEmpty
        moreTransitions = Self.more(transitions.count, changingTransitions.count)
        warnings = reported.prefix(2 * Self.limit).map { diagnostic in
            Warning(file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                    severity: diagnostic.severity.rawValue, rule: diagnostic.rule, message: diagnostic.message)
        }
        hasWarnings = !warnings.isEmpty
        moreWarnings = Self.more(reported.count, warnings.count)
    }

    private static func more(_ all: Int, _ listed: Int) -> Int? { all > listed ? all - listed : nil }

    private static func rules(_ diagnostics: [Diagnostic]) -> [RuleCount] {
        var counts: [String: RuleCount] = [:]
        for diagnostic in diagnostics {
            counts[diagnostic.rule, default: RuleCount(rule: diagnostic.rule, severity: diagnostic.severity.rawValue, count: 0,
                                                       first: diagnostic.location.description)].count += 1
        }
        return counts.values.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// A screen that needs a look, before its row is written: the variants where each contrast is lowest are phrased
    /// only for the rows the report lists.
    private struct ScreenFinding {
        var name: String
        var navigationController: String?
        var diagnostics: Int
        var title: (ratio: Double, variants: [Variant])?
        var tint: (ratio: Double, variants: [Variant])?

        func row(of model: NavigationModel) -> ScreenRow {
            let phrase = { (variants: [Variant]) in variants.variantPhrase(of: model.variants) ?? "every mode and design" }
            return ScreenRow(screen: name, stack: navigationController.map { model.name(of: $0) }, diagnostics: diagnostics,
                             titleContrast: title?.ratio, titleContrastIn: title.map { phrase($0.variants) }, tintContrast: tint?.ratio,
                             tintContrastIn: tint.map { phrase($0.variants) })
        }
    }

    /// The screens with diagnostics (as the page links them) or a title or bar-button tint contrast below what the
    /// contrast rules ask, most diagnostics first, then in model order.
    private static func screens(model: NavigationModel, diagnostics: [Diagnostic]) -> [ScreenFinding] {
        let positions = Dictionary(model.screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var counts = [Int](repeating: 0, count: model.screens.count)
        let linking = ReportPageDiagnostics(model: model, screens: positions)
        for diagnostic in diagnostics {
            if let screen = linking.screen(at: diagnostic.location) { counts[screen] += 1 }
        }
        let findings = model.screens.enumerated().compactMap { position, screen -> (finding: ScreenFinding, position: Int)? in
            // What the contrast rules measure, on the bars they measure.
            let bars = model.measurableBars(of: screen)
            let title = lowest(bars) { bar, _ in screen.titleColors(on: bar).map { ($0.color, $0.minimum) } }
            let tint = lowest(bars) { bar, design in model.buttonTints(of: screen, on: bar, design: design).map { ($0.color, 3) } }
            guard counts[position] > 0 || title?.isLow == true || tint?.isLow == true else { return nil }
            let finding = ScreenFinding(name: screen.name, navigationController: screen.navigationController, diagnostics: counts[position],
                                        title: title.map { ($0.ratio, $0.variants) }, tint: tint.map { ($0.ratio, $0.variants) })
            return (finding, position)
        }
        return findings.sorted { ($1.finding.diagnostics, $0.position) < ($0.finding.diagnostics, $1.position) }.map(\.finding)
    }

    /// The lowest contrast of the colours `colors` gives on each bar, to two decimals, the variants where it is that
    /// low, and whether some colour falls below the minimum it gives with it.
    private static func lowest(_ bars: [(variant: Variant, bar: BarAppearance, backdrop: RGBA)],
                               _ colors: (BarAppearance, NavigationDesign) -> [(RGBA, minimum: Double)])
        -> (ratio: Double, variants: [Variant], isLow: Bool)? {
        var lowest: (ratio: Double, variants: [Variant], isLow: Bool)?
        for (variant, bar, backdrop) in bars {
            for (color, minimum) in colors(bar, variant.design) {
                let exact = color.contrast(on: backdrop)
                let ratio = (exact * 100).rounded() / 100
                let isLow = (lowest?.isLow ?? false) || exact < minimum
                if lowest == nil || ratio < lowest!.ratio {
                    lowest = (ratio, [variant], isLow)
                } else {
                    if ratio == lowest!.ratio, lowest!.variants.last != variant { lowest!.variants.append(variant) }
                    lowest!.isLow = isLow
                }
            }
        }
        return lowest
    }

    /// The transitions table's rows (`transitions(_:variants:)`) of pushes, presentations and unwinds whose plan
    /// changes what the bar looks like; two segues between the same screens (a cell and a button opening one detail)
    /// are one row, as the warnings about them are one.
    private static func changingTransitions(model: NavigationModel, plans: [PlannedEdge]) -> [Transition] {
        let names = model.names
        let written: Set<NavigationOperation> = [.push, .present, .unwind]
        var seen: Set<Transition> = []
        return transitions(plans, variants: model.variants).compactMap { row -> Transition? in
            let planned = plans[row.plan]
            guard written.contains(planned.edge.operation), let changes = changes(planned.plan, operation: planned.edge.operation, presentation: planned.edge.presentation)
            else { return nil }
            let edge = planned.edge
            let transition = Transition(from: names[edge.from] ?? edge.from, to: names[edge.to] ?? edge.to, operation: edge.operationName,
                                        variants: row.variants, changes: changes)
            return seen.insert(transition).inserted ? transition : nil
        }
    }

    /// What a plan changes that people see, or nil when the bar stays as it was. A sheet or popover covers part of the
    /// screen, and the presenting screen's bar stays behind it: what disappears, or appears again as it closes, is only
    /// the sheet's own.
    static func changes(_ plan: NavigationTransitionPlan, operation: NavigationOperation,
                        presentation: NavigationPresentationStyle?) -> String? {
        var changes: [String] = []
        if plan.background == .split { changes.append("background split") }
        // Presented, a bar-less sheet's bar disappears; dismissed, it appears again.
        let closing = operation == .dismiss || operation == .unwind
        switch (plan.visibility, presentation) {
        case (.disappearing, .pageSheet?) where !closing, (.disappearing, .formSheet?) where !closing,
             (.appearing, .pageSheet?) where closing, (.appearing, .formSheet?) where closing:
            changes.append("a sheet without a bar")
        case (.disappearing, .popover?) where !closing, (.appearing, .popover?) where closing:
            changes.append("a popover without a bar")
        case (.appearing, _), (.disappearing, _): changes.append("bar \(plan.visibility.rawValue)")
        default: break
        }
        if plan.bottomBar != .unchanged { changes.append("tab bar \(plan.bottomBar.rawValue)") }
        if plan.statusBar != .unchanged { changes.append("status bar \(plan.statusBar.rawValue)") }
        switch plan.interactivePop {
        case .blockedSwipeBackDisabled: changes.append("no swipe back (swipe-back disabled)")
        case .blockedBackNotInteractive: changes.append("no swipe back (back not interactive)")
        case .allowed, .notApplicable: break
        }
        return changes.isEmpty ? nil : changes.joined(separator: "; ")
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
