/// Every screen's and container's bar in each design and mode, as positions among the distinct bars (numbered in the
/// order first met), and those bars as the generated catalogue holds them. Every design has its bars: one the app does
/// not have takes those of its first design.
struct BarCatalog {
    /// Per screen, then per container, in the model's order: its bar's position per design (in
    /// `NavigationDesign.allCases` order), then per mode.
    let screenPositions: [[Int]]
    let containerPositions: [[Int]]
    /// Every distinct field value of the bars once, and each bar's fields as positions among them (see
    /// `DistinctBars.catalog()`).
    let fields: [BarFieldValue]
    let rows: [[Int]]

    init(model: NavigationModel) {
        let count = (model.screens.count + model.containers.count) * NavigationDesign.allCases.count * model.modes.count
        var distinct = DistinctBars(count: count)
        let fallback = model.designs.first ?? .legacy
        func positions(_ states: [Variant: BarAppearance]) -> [Int] {
            NavigationDesign.allCases.flatMap { design in
                let source = model.designs.contains(design) ? design : fallback
                return model.modes.map { mode in
                    distinct.position(of: states[Variant(mode: mode, design: source)]?.runtime ?? NavigationBarAppearance())
                }
            }
        }
        screenPositions = model.screens.map { positions($0.appearances) }
        containerPositions = model.containers.map { positions($0.appearances) }
        (fields, rows) = distinct.catalog()
    }
}

/// The distinct bars of the screens and containers, numbered in the order first met.
struct DistinctBars {
    private var list: DistinctList<NavigationBarAppearance>
    var bars: [NavigationBarAppearance] { list.values }

    /// For `count` bars, most of them distinct where an app's screens have titles and buttons of their own.
    init(count: Int = 0) {
        list = DistinctList(reservingCapacity: count)
    }

    /// The bar's position, numbering it if it is new.
    mutating func position(of bar: NavigationBarAppearance) -> Int {
        list.position(of: bar)
    }

    /// The bars as the generated catalogue holds them: every distinct field value once, and each bar as the positions
    /// of its fields among them, in declaration order. Values are told apart as they are written: values written alike
    /// (equal to four decimals) share a position, and a field is left out where its value is written as the default
    /// bar's, even if it is not equal to it, since the app only ever sees the writing.
    func catalog() -> (fields: [BarFieldValue], rows: [[Int]]) {
        let defaults = NavigationBarAppearance().fields
        let defaultSpellings = defaults.map { BarFieldValue($0).value.swift }
        var fields: [BarFieldValue] = []
        // Each value's position, nil for one written as the default's; each written value's position.
        var byValue: [NavigationBarField: Int?] = [:]
        var bySpelling: [String: Int] = [:]
        let rows = bars.map { bar in
            var row: [Int] = []
            for (index, field) in bar.fields.enumerated() where field != defaults[index] {
                let position: Int?
                if let known = byValue[field] {
                    position = known
                } else {
                    position = Self.position(of: BarFieldValue(field), spelledAsDefault: defaultSpellings[index], in: &fields,
                                             bySpelling: &bySpelling)
                    byValue[field] = position
                }
                if let position { row.append(position) }
            }
            return row
        }
        return (fields, rows)
    }

    /// The position of `value` among `fields`, adding it if no value there is spelled alike; nil when it is spelled as
    /// the default bar's value of its field.
    private static func position(of value: BarFieldValue, spelledAsDefault defaultSpelling: String, in fields: inout [BarFieldValue],
                                 bySpelling: inout [String: Int]) -> Int? {
        let spelling = value.value.swift
        guard spelling != defaultSpelling else { return nil }
        let key = value.name + ":" + spelling
        if let known = bySpelling[key] { return known }
        bySpelling[key] = fields.count
        fields.append(value)
        return fields.count - 1
    }
}
