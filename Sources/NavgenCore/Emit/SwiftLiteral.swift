/// How the generated code spells values: what the `swift` template filter writes, as UTF-8 into the output.
enum SwiftLiteral {
    /// Four decimals keep every 8-bit step distinct and the tables readable.
    static func number(_ value: Double) -> String {
        var output: [UInt8] = []
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The shortest decimal of the value rounded to four decimals, written from its integer and its tenths of
    /// thousandths.
    static func write(_ value: Double, to output: inout [UInt8]) {
        let scaled = (value * 10_000).rounded()
        // Beyond this the tenths of thousandths are no longer exact, and Swift spells some such numbers with an exponent.
        guard abs(scaled) < 1e13 else {
            let rounded = scaled / 10_000
            output += formatNumber(rounded == 0 ? 0 : rounded).utf8
            return
        }
        let tenThousandths = Int(scaled)
        if tenThousandths < 0 { output.append(UInt8(ascii: "-")) }
        writeDigits(tenThousandths.magnitude / 10_000, to: &output)
        var fraction = tenThousandths.magnitude % 10_000
        guard fraction != 0 else { return }
        output.append(UInt8(ascii: "."))
        // Up to four digits, without the trailing zeros.
        var place: UInt = 1_000
        while fraction != 0 {
            output.append(UInt8(ascii: "0") + UInt8(fraction / place))
            fraction %= place
            place /= 10
        }
    }

    /// An integer in decimal digits, as Swift and JSON write it.
    static func write(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        writeDigits(value.magnitude, to: &output)
    }

    /// `value` in decimal digits.
    private static func writeDigits(_ value: UInt, to output: inout [UInt8]) {
        if value >= 10 { writeDigits(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// The alpha is left out when it is 1, the initialiser's default.
    static func write(_ color: SwiftColor, to output: inout [UInt8]) {
        output += "NavigationColor(red: ".utf8
        write(color.red, to: &output)
        output += ", green: ".utf8
        write(color.green, to: &output)
        output += ", blue: ".utf8
        write(color.blue, to: &output)
        if (color.alpha * 10_000).rounded() != 10_000 {
            output += ", alpha: ".utf8
            write(color.alpha, to: &output)
        }
        if let system = color.system {
            output += ", system: .".utf8
            output += system.utf8
        }
        output.append(UInt8(ascii: ")"))
    }

    static func write(_ font: SwiftFont, to output: inout [UInt8]) {
        output += "NavigationFont(family: ".utf8
        output += (font.family.map(SwiftName.stringLiteral) ?? "nil").utf8
        output += ", size: ".utf8
        write(font.size, to: &output)
        output += ", weight: ".utf8
        write(font.weight, to: &output)
        output.append(UInt8(ascii: ")"))
    }
}

extension SwiftValue {
    /// The Swift expression.
    var swift: String {
        var output: [UInt8] = []
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The Swift expression, appended to `output`.
    func write(to output: inout [UInt8]) {
        switch self {
        case .none: output += "nil".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let number): SwiftLiteral.write(number, to: &output)
        case .string(let text): output += SwiftName.stringLiteral(text).utf8
        case .member(let name):
            output.append(UInt8(ascii: "."))
            output += SwiftName.escape(name).utf8
        case .color(let color): SwiftLiteral.write(color, to: &output)
        case .font(let font): SwiftLiteral.write(font, to: &output)
        case .call(let name, let arguments):
            output += name.utf8
            output.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { output += ", ".utf8 }
                argument.write(to: &output)
            }
            output.append(UInt8(ascii: ")"))
        case .argument(let label, let value):
            output += label.utf8
            output += ": ".utf8
            value.write(to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", ".utf8 }
                item.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        }
    }
}
