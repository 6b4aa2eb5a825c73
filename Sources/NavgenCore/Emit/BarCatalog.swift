/// The distinct bars of the screens and containers, numbered in the order first met.
struct DistinctBars {
    private(set) var bars: [NavigationBarAppearance] = []
    private var positions: [Key: Int] = [:]

    /// Room for `capacity` distinct bars, so the table is never rehashed as it grows.
    init(capacity: Int = 0) {
        positions.reserveCapacity(capacity)
    }

    static func name(_ position: Int) -> String { "bar" + String(position) }

    /// The bar's position, numbering it if it is new.
    mutating func position(of bar: NavigationBarAppearance) -> Int {
        if let position = positions[Key(bar: bar)] { return position }
        positions[Key(bar: bar)] = bars.count
        bars.append(bar)
        return bars.count - 1
    }

    /// A bar hashed by its numbers and flags: hashing every field (each enum hashes the string of its raw value) cost
    /// more than the rest of building the context. Bars that differ only in their enums are told apart by `==`.
    private struct Key: Hashable {
        let bar: NavigationBarAppearance

        func hash(into hasher: inout Hasher) {
            if case .color(let color) = bar.background { hasher.combine(color) }
            hasher.combine(bar.barTintColor)
            hasher.combine(bar.tintColor)
            hasher.combine(bar.titleColor)
            hasher.combine(bar.largeTitleColor)
            hasher.combine(bar.titleFont?.size)
            hasher.combine(bar.largeTitleFont?.size)
            hasher.combine(bar.barAlpha)
            hasher.combine(bar.leftItems.count)
            hasher.combine(bar.rightItems.count)
            hasher.combine(bar.barImage?.utf8.count)
            for flag in [bar.prefersLargeTitles, bar.translucent, bar.backInteractive, bar.swipeBackEnabled, bar.hidesBottomBarWhenPushed,
                         bar.hidesBackButton, bar.extendedLayoutIncludesTopBar, bar.tabBarVisible, bar.usesDarkAppearance] {
                hasher.combine(flag)
            }
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.bar == rhs.bar }
    }

    /// The bars as the generated catalogue holds them: every distinct field value once, as the Swift it is written in,
    /// and each bar as the positions of its fields among them, in declaration order. A field is left out where its
    /// value is spelled as the default bar's, even if it is not equal to it: the app only ever sees the spelling.
    func spelled() -> SpelledBars {
        let defaults = NavigationBarAppearance().fields
        let defaultValues = defaults.map { SwiftLiteral.field($0).value }
        var fields: [(name: String, value: String)] = []
        // Each value is spelled once; values spelled alike (equal to four decimals) share a position; nil marks a
        // value spelled as the default's.
        var byValue: [NavigationBarField: Int?] = [:]
        var bySpelling: [String: Int] = [:]
        // Each field's value in the bar before and where it went: bars met one after another share most values, and
        // comparing a value costs less than hashing it (colours, fonts and item lists).
        var previous: [(field: NavigationBarField, position: Int?)?] = Array(repeating: nil, count: defaults.count)
        let rows = bars.map { bar in
            var row: [Int] = []
            for (index, field) in bar.fields.enumerated() where field != defaults[index] {
                if let last = previous[index], last.field == field {
                    if let position = last.position { row.append(position) }
                    continue
                }
                if let known = byValue[field] {
                    previous[index] = (field, known)
                    if let known { row.append(known) }
                    continue
                }
                let spelled = SwiftLiteral.field(field)
                guard spelled.value != defaultValues[index] else {
                    byValue[field] = .some(nil)
                    previous[index] = (field, nil)
                    continue
                }
                let key = spelled.name + ":" + spelled.value
                let position = bySpelling[key] ?? fields.count
                if position == fields.count {
                    fields.append(spelled)
                    bySpelling[key] = position
                }
                byValue[field] = position
                previous[index] = (field, position)
                row.append(position)
            }
            return row
        }
        return SpelledBars(fields: fields, rows: rows)
    }
}

/// Every distinct field value of the bars once, written as Swift, and each bar as positions among them.
struct SpelledBars: Sendable {
    /// The field's name (its `NavigationBarField` case) and its value as the Swift expression the case takes.
    let fields: [(name: String, value: String)]
    /// Each bar's fields that differ from the default bar's, as positions in `fields`, in declaration order.
    let rows: [[Int]]
}
