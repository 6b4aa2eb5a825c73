import Foundation

/// The numeric functions of expr-eval, the evaluator Tokens Studio's math runs on (sd-transforms' `checkAndEvaluateMath`
/// evaluates with its `Parser`): `min`, `max`, `pow` and `roundTo`, and the unary operators `abs`, `ceil`, `floor`,
/// `round`, `trunc` and `sqrt` written as calls. A result keeps its arguments' unit, which must agree, as in a sum.
/// The trigonometric and exponential ones (`sin`, `cos`, `tan`, `exp`, `log`/`ln`, `log10`/`lg`) and the constants `PI`
/// and `E` take and give plain numbers, as an easing curve's maths uses them.
enum TokensStudioMathFunction {
    typealias Quantity = TokenValueResolver.Quantity

    static let constants = ["PI": Double.pi, "E": M_E]

    /// The one-value functions that keep their value's unit.
    private static let sized: [String: @Sendable (Double) -> Double] = [
        "abs": { abs($0) }, "ceil": { $0.rounded(.up) }, "floor": { $0.rounded(.down) }, "round": jsRound,
        "trunc": { $0.rounded(.towardZero) }, "sqrt": { $0.squareRoot() },
    ]

    /// The one-value functions of plain numbers.
    private static let plain: [String: @Sendable (Double) -> Double] = [
        "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) }, "exp": { Foundation.exp($0) },
        "log": { Foundation.log($0) }, "ln": { Foundation.log($0) }, "log10": { Foundation.log10($0) }, "lg": { Foundation.log10($0) },
    ]

    /// Every function and constant name `apply` and `constants` know.
    static let names = Set(["min", "max", "pow", "roundTo"]).union(sized.keys).union(plain.keys).union(constants.keys)

    struct Problem: Error {
        var message: String
    }

    static func apply(_ name: String, to arguments: [Quantity]) throws(Problem) -> Quantity {
        if let function = sized[name] {
            let value = try single(arguments, of: name)
            return Quantity(value: try finite(function(value.value), name, of: value.value), unit: value.unit)
        }
        if let function = plain[name] {
            let value = try unitless(try single(arguments, of: name), in: name, which: "the value")
            return Quantity(value: try finite(function(value), name, of: value), unit: nil)
        }
        switch name {
        case "min", "max":
            guard let first = arguments.first else { throw Problem(message: "'\(name)' needs at least one value") }
            let unit = try commonUnit(of: arguments, in: name)
            let values = arguments.map(\.value)
            return Quantity(value: name == "min" ? values.min()! : values.max()!, unit: unit ?? first.unit)
        case "pow":
            guard arguments.count == 2 else { throw Problem(message: "'pow' takes two values, a base and an exponent") }
            let exponent = try unitless(arguments[1], in: name)
            let result = Foundation.pow(arguments[0].value, exponent)
            guard result.isFinite else { throw Problem(message: "'pow(\(formatNumber(arguments[0].value)), \(formatNumber(exponent)))' is not a number") }
            return Quantity(value: result, unit: arguments[0].unit)
        case "roundTo":
            guard arguments.count == 2 else { throw Problem(message: "'roundTo' takes two values, a number and how many decimal places") }
            let places = try unitless(arguments[1], in: name)
            guard places == places.rounded(), abs(places) <= 100 else { throw Problem(message: "'roundTo' takes a whole number of decimal places") }
            return Quantity(value: roundTo(arguments[0].value, places: Int(places)), unit: arguments[0].unit)
        default:
            let functions = names.subtracting(constants.keys).sorted()
            throw Problem(message: "navgen does not evaluate '\(name)'; it evaluates \(functions.dropLast().joined(separator: ", ")) and \(functions.last!)")
        }
    }

    private static func finite(_ result: Double, _ name: String, of value: Double) throws(Problem) -> Double {
        guard result.isFinite else { throw Problem(message: "'\(name)' of \(formatNumber(value)) is not a number") }
        return result
    }

    private static func single(_ arguments: [Quantity], of name: String) throws(Problem) -> Quantity {
        guard arguments.count == 1 else { throw Problem(message: "'\(name)' takes one value") }
        return arguments[0]
    }

    private static func unitless(_ argument: Quantity, in name: String, which: String = "the second value") throws(Problem) -> Double {
        guard argument.unit == nil else { throw Problem(message: "\(which) of '\(name)' has a unit, '\(argument.unit!)'") }
        return argument.value
    }

    /// The one unit the arguments are in; a bare number takes the others'.
    private static func commonUnit(of arguments: [Quantity], in name: String) throws(Problem) -> String? {
        let units = Set(arguments.compactMap(\.unit))
        guard units.count <= 1 else { throw Problem(message: "'\(name)' compares values in '\(units.sorted().joined(separator: "' and '"))'") }
        return units.first
    }

    /// JavaScript's `Math.round`: halves round up, towards positive infinity.
    private static func jsRound(_ value: Double) -> Double {
        let down = value.rounded(.down)
        return value - down >= 0.5 ? down + 1 : down
    }

    /// expr-eval's `roundTo` moves the decimal point in the number's text before rounding, so 1.005 to two places is
    /// 1.01 where scaling by 100 in binary would give 1.
    private static func roundTo(_ value: Double, places: Int) -> Double {
        guard places != 0, value.isFinite, let shifted = Double(decimalText(value, shiftedBy: places)) else { return jsRound(value) }
        let rounded = jsRound(shifted)
        return Double(decimalText(rounded, shiftedBy: -places)) ?? rounded
    }

    /// `value`'s shortest decimal text with its exponent moved by `places`.
    private static func decimalText(_ value: Double, shiftedBy places: Int) -> String {
        let parts = "\(value)".split(separator: "e")
        let exponent = (parts.count > 1 ? Int(parts[1]) ?? 0 : 0) + places
        return "\(parts[0])e\(exponent)"
    }
}
