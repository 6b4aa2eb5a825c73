/// Tokens Studio math: `{spacing.md} * 2`, `+ - * / ^`, parentheses, numbers with an optional unit, and expr-eval's
/// numeric functions (`TokensStudioMathFunction`). Units must agree (a bare number adopts the other operand's unit);
/// anything else, such as other functions or several values in one token, is reported as not supported, naming the token.
extension TokenValueResolver {
    struct Quantity {
        var value: Double
        var unit: String?
    }

    private struct MathError: Error {
        var message: String
    }

    /// A problem inside a referenced token, reported where it is.
    private struct AlreadyReported: Error {}

    mutating func evaluate(_ expression: String, as type: TokenType, for token: RawToken) -> TokenValue? {
        if type == .color { return colorFunction(expression, at: token.value) }
        return evaluate(expression, as: type, at: token.value.location)
    }

    /// The expression written at `location` (a token's value, a colour modifier's amount) as a `type` value.
    mutating func evaluate(_ expression: String, as type: TokenType, at location: SourceLocation) -> TokenValue? {
        var parser = MathParser(text: Array(expression.unicodeScalars), location: location)
        let result: Quantity
        do {
            result = try parser.parse(resolving: &self)
        } catch let error as MathError {
            log.report(.unsupported, at: location, "the expression '\(expression)' is not supported: \(error.message)")
            return nil
        } catch {
            return nil
        }
        switch type {
        case .dimension:
            let unit = result.unit ?? "px"
            guard unit == "px" || unit == "rem" else { return invalid(.string(expression, at: location), "'\(expression)' gives a value in '\(unit)', which is not a dimension unit") }
            return .dimension(Dimension(value: result.value, unit: unit))
        case .number, .fontWeight:
            guard result.unit == nil else { return invalid(.string(expression, at: location), "'\(expression)' gives a value in '\(result.unit!)', but a \(type.rawValue) has no unit") }
            return type == .number ? .number(result.value) : .fontWeight(result.value)
        default:
            log.report(.unsupported, at: location, "math in a \(type.rawValue) token is not supported")
            return nil
        }
    }

    /// A recursive-descent parser over the expression; references resolve through the resolver it is given.
    private struct MathParser {
        let text: [Unicode.Scalar]
        let location: SourceLocation
        var index = 0
        /// Open parentheses, signs, powers and calls: each is a level of recursion, so they are bounded.
        private var depth = 0
        static let maximumDepth = 256
        static let tooDeep = "the expression nests more than \(maximumDepth) levels deep (parentheses, signs, powers or calls)"

        init(text: [Unicode.Scalar], location: SourceLocation) {
            self.text = text
            self.location = location
        }

        mutating func parse(resolving resolver: inout TokenValueResolver) throws -> Quantity {
            let value = try sum(&resolver)
            skipSpaces()
            if index < text.count {
                throw MathError(message: "unexpected '\(String(String.UnicodeScalarView(text[index...])))' (several values in one token, or an operator navgen does not know)")
            }
            return value
        }

        private mutating func sum(_ resolver: inout TokenValueResolver) throws -> Quantity {
            var left = try product(&resolver)
            while let op = peekOperator(["+", "-"]) {
                index += 1
                let right = try product(&resolver)
                guard left.unit == nil || right.unit == nil || left.unit == right.unit else {
                    throw MathError(message: "cannot add '\(left.unit!)' and '\(right.unit!)'")
                }
                left = Quantity(value: op == "+" ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)
            }
            return left
        }

        private mutating func product(_ resolver: inout TokenValueResolver) throws -> Quantity {
            var left = try power(&resolver)
            while let op = peekOperator(["*", "/"]) {
                index += 1
                let right = try power(&resolver)
                if op == "*" {
                    // sd-transforms drops "px" before it evaluates, so a unitless dimension (read as px) multiplies as the
                    // number Tokens Studio wrote: `{space.xs} * {space.scale}` with a scale of "2".
                    guard left.unit == nil || right.unit == nil || (left.unit == "px" && right.unit == "px") else {
                        throw MathError(message: "cannot multiply two values with units")
                    }
                    left = Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
                } else {
                    guard right.value != 0 else { throw MathError(message: "division by zero") }
                    if right.unit != nil, right.unit != left.unit { throw MathError(message: "cannot divide by a value in '\(right.unit!)'") }
                    left = Quantity(value: left.value / right.value, unit: right.unit == nil ? left.unit : nil)
                }
            }
            return left
        }

        /// `base ^ exponent`, expr-eval's power, binding tighter than `*` and to the right (`2^3^2` is `2^9`).
        private mutating func power(_ resolver: inout TokenValueResolver) throws -> Quantity {
            let base = try factor(&resolver)
            guard peekOperator(["^"]) != nil else { return base }
            index += 1
            // Each `^` is a level of recursion, as a parenthesis is.
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else {
                throw MathError(message: Self.tooDeep)
            }
            let exponent = try power(&resolver)
            do {
                return try TokensStudioMathFunction.apply("pow", to: [base, exponent])
            } catch {
                throw MathError(message: error.message)
            }
        }

        private mutating func factor(_ resolver: inout TokenValueResolver) throws -> Quantity {
            skipSpaces()
            guard index < text.count else { throw MathError(message: "the expression ends early") }
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else {
                throw MathError(message: Self.tooDeep)
            }
            switch text[index] {
            case "-":
                index += 1
                // The sign applies after the power, as in expr-eval: `-2^2` is -4.
                let inner = try power(&resolver)
                return Quantity(value: -inner.value, unit: inner.unit)
            case "(":
                index += 1
                let inner = try sum(&resolver)
                skipSpaces()
                guard index < text.count, text[index] == ")" else { throw MathError(message: "a '(' is not closed") }
                index += 1
                return inner
            case "{":
                return try reference(&resolver)
            case let scalar where scalar.properties.isAlphabetic:
                return try call(&resolver)
            default:
                return try literal()
            }
        }

        /// `name(value, …)`: one of the functions Tokens Studio evaluates.
        private mutating func call(_ resolver: inout TokenValueResolver) throws -> Quantity {
            let start = index
            while index < text.count, text[index].properties.isAlphabetic || text[index].properties.numericType != nil { index += 1 }
            let name = String(String.UnicodeScalarView(text[start..<index]))
            guard peekOperator(["("]) != nil else {
                if let constant = TokensStudioMathFunction.constants[name] { return Quantity(value: constant, unit: nil) }
                throw MathError(message: "'\(name)' is neither a number nor a function call")
            }
            index += 1
            var arguments = [try sum(&resolver)]
            while peekOperator([","]) != nil {
                index += 1
                arguments.append(try sum(&resolver))
            }
            guard peekOperator([")"]) != nil else { throw MathError(message: "the '(' after '\(name)' is not closed") }
            index += 1
            do {
                return try TokensStudioMathFunction.apply(name, to: arguments)
            } catch {
                throw MathError(message: error.message)
            }
        }

        private mutating func reference(_ resolver: inout TokenValueResolver) throws -> Quantity {
            guard let close = text[index...].firstIndex(of: "}") else { throw MathError(message: "a '{' is not closed") }
            let path = String(String.UnicodeScalarView(text[(index + 1)..<close]))
            index = close + 1
            guard let resolution = resolver.resolve(path, at: location) else { throw AlreadyReported() }
            switch resolution.value {
            case .dimension(let dimension): return Quantity(value: dimension.value, unit: dimension.unit)
            case .number(let value), .fontWeight(let value): return Quantity(value: value, unit: nil)
            default: throw MathError(message: "'\(path)' is a \(resolution.type.rawValue) token, not a number or dimension")
            }
        }

        private mutating func literal() throws -> Quantity {
            let start = index
            while index < text.count, text[index].properties.numericType != nil || text[index] == "." { index += 1 }
            guard start < index, let value = Double(String(String.UnicodeScalarView(text[start..<index]))) else {
                throw MathError(message: "expected a number, a reference, a function or '(' at '\(String(String.UnicodeScalarView(text[start...])))'")
            }
            let unitStart = index
            while index < text.count, text[index].properties.isAlphabetic || text[index] == "%" { index += 1 }
            let unit = String(String.UnicodeScalarView(text[unitStart..<index]))
            return Quantity(value: value, unit: unit.isEmpty ? nil : unit)
        }

        private mutating func peekOperator(_ operators: [Unicode.Scalar]) -> Unicode.Scalar? {
            skipSpaces()
            guard index < text.count, operators.contains(text[index]) else { return nil }
            return text[index]
        }

        private mutating func skipSpaces() {
            while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
        }
    }
}
