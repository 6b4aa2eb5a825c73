/// The distinct bars of the screens and containers, numbered in the order first met.
struct DistinctBars {
    private(set) var bars: [NavigationBarAppearance] = []
    private var positions: [NavigationBarAppearance: Int] = [:]

    static func name(_ position: Int) -> String { "bar" + String(position) }

    /// The bar's position, numbering it if it is new.
    mutating func position(of bar: NavigationBarAppearance) -> Int {
        if let position = positions[bar] { return position }
        positions[bar] = bars.count
        bars.append(bar)
        return bars.count - 1
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
        let rows = bars.map { bar in
            var row: [Int] = []
            for (index, field) in bar.fields.enumerated() where field != defaults[index] {
                if let known = byValue[field] {
                    if let known { row.append(known) }
                    continue
                }
                let spelled = SwiftLiteral.field(field)
                guard spelled.value != defaultValues[index] else {
                    byValue[field] = .some(nil)
                    continue
                }
                let key = spelled.name + ":" + spelled.value
                let position = bySpelling[key] ?? fields.count
                if position == fields.count {
                    fields.append(spelled)
                    bySpelling[key] = position
                }
                byValue[field] = position
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
