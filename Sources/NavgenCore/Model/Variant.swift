/// One appearance mode in one design: every screen is resolved, every edge planned and every rule checked in each.
public struct Variant: Hashable, Sendable {
    public var mode: String
    public var design: NavigationDesign

    public init(mode: String, design: NavigationDesign) {
        self.mode = mode
        self.design = design
    }

    /// Every mode in every design, design by design: the order of every table and report.
    static func all(modes: [String], designs: [NavigationDesign]) -> [Variant] {
        designs.flatMap { design in modes.map { Variant(mode: $0, design: design) } }
    }
}

extension Array where Element == Variant {
    /// ` in mode 'dark'`, ` in design 'glass'` or ` in mode 'dark' of design 'legacy'` when only some of the model's
    /// variants are listed, else nothing: a diagnostic that holds for one mode or design names it.
    func variantSuffix(of all: [Variant]) -> String {
        variantPhrase(of: all).map { " in " + $0 } ?? ""
    }

    /// `mode 'dark'`, `design 'glass'` or `mode 'dark' of design 'legacy'` when only some of the model's variants are
    /// listed, else nil.
    func variantPhrase(of all: [Variant]) -> String? {
        guard count < all.count else { return nil }
        let designs = Array<NavigationDesign>(uniqueOf: all.lazy.map(\.design))
        let allModes = Array<String>(uniqueOf: all.lazy.map(\.mode))
        let listed = designs.compactMap { design -> (design: NavigationDesign, modes: [String])? in
            let modes = compactMap { $0.design == design ? $0.mode : nil }
            return modes.isEmpty ? nil : (design, modes)
        }
        let modes = { (modes: [String]) in "mode " + modes.map { "'\($0)'" }.joined(separator: ", ") }
        let sameModes = listed.allSatisfy { $0.modes == listed[0].modes }
        // The same modes in every design.
        if listed.count == designs.count, sameModes { return listed[0].modes.count < allModes.count ? modes(listed[0].modes) : nil }
        if listed.allSatisfy({ $0.modes.count == allModes.count }) {
            return "design " + listed.map { "'\($0.design.rawValue)'" }.joined(separator: ", ")
        }
        return listed.map { entry in
            "\(entry.modes.count == allModes.count ? "every mode" : modes(entry.modes)) of design '\(entry.design.rawValue)'"
        }.joined(separator: " and ")
    }
}

extension Array where Element: Equatable {
    /// The elements in order with later duplicates dropped (a handful of modes or designs); a lazy sequence is read
    /// without an array of its own.
    init(uniqueOf elements: some Sequence<Element>) {
        self = []
        for element in elements where !contains(element) { append(element) }
    }
}

extension NavigationModel {
    /// The variants of the legacy design, for rules that only hold there; empty for a glass-only app.
    var legacyVariants: [Variant] { variants.filter { $0.design == .legacy } }

    /// The variants of the glass design, for rules that only hold there; empty for a legacy-only app.
    var glassVariants: [Variant] { variants.filter { $0.design == .glass } }

    /// Each screen's bar items in the design of `variants` (items are the same in every mode but their tint, so the
    /// first variant's list serves), for the screens whose own bar shows (`showsOwnBar`), and the suffix that names the
    /// design; nil when the app does not have it.
    func barItems(in variants: [Variant]) -> (suffix: String, screens: [(screen: Screen, items: [BarItem])])? {
        guard let variant = variants.first else { return nil }
        return (variants.variantSuffix(of: self.variants), screens.filter { showsOwnBar($0.id) }.map { ($0, $0.appearances[variant]?.items ?? []) })
    }
}
