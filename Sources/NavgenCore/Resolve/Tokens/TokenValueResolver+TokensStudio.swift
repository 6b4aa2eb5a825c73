/// Tokens Studio's colour computations: colour modifiers and `rgba(colour, alpha)`.
extension TokenValueResolver {
    /// The resolution with the token's `$extensions["studio.tokens"].modify` applied; no longer an alias.
    mutating func modified(_ resolution: Resolution, by modify: JSONValue) -> Resolution? {
        guard case .color(let base) = resolution.value else {
            log.report(.noEffect, at: modify.location,
                       "a Tokens Studio colour modifier on a \(resolution.type.rawValue) token does nothing (Tokens Studio modifies colours only)")
            return resolution
        }
        guard let object = modifierObject(modify), let modifier = colorModifier(object) else { return nil }
        let result = modifier.apply(space: base.colorSpace, components: base.components, alpha: base.alpha)
        return Resolution(type: .color, value: .color(tokenColor(space: result.space, components: result.components,
                                                                 alpha: result.alpha, at: modify.location)))
    }

    /// The modifier, or the object of the token that `"modify": "{modifier}"` names, as sd-transforms reads it (a token
    /// holding a modifier, whatever its type, is not itself read as one); nil after reporting a path that names no token.
    private mutating func modifierObject(_ json: JSONValue) -> JSONValue? {
        guard let text = json.string, let path = CurlyReference.path(in: text) else { return json }
        guard case .token(let id)? = target(of: .path(path), at: json.location) else { return nil }
        return tokens.tokens[id].value
    }

    private mutating func colorModifier(_ json: JSONValue) -> TokensStudioColorModifier? {
        let kinds = TokensStudioColorModifier.Kind.allCases.map(\.rawValue)
        guard members(of: json, "a Tokens Studio colour modifier", required: ["type", "value", "space"], optional: ["color", "format"]),
              let kindName = string(json["type"]!, "a modifier's \"type\"") else { return nil }
        guard let kind = TokensStudioColorModifier.Kind(rawValue: kindName) else {
            return invalid(json["type"]!, "unknown colour modifier '\(kindName)'\(Suggestion.hint(for: kindName, in: kinds)); Tokens Studio has \(kinds.joined(separator: ", "))")
        }
        guard let spaceName = string(json["space"]!, "a modifier's \"space\"") else { return nil }
        guard let space = TokensStudioColorModifier.spaces[spaceName] else {
            let names = TokensStudioColorModifier.spaces.keys.sorted()
            return invalid(json["space"]!, "unknown modifier space '\(spaceName)'\(Suggestion.hint(for: spaceName, in: names)); Tokens Studio modifies colours in \(names.joined(separator: ", "))")
        }
        var format: String?
        if let formatValue = json["format"] {
            guard let name = string(formatValue, "a modifier's \"format\""), let known = TokensStudioColorModifier.formats[name] else {
                return invalid(formatValue, "a modifier's \"format\" must be one of \(TokensStudioColorModifier.formats.keys.sorted().joined(separator: ", "))")
            }
            format = known
        }
        guard let amount = modifierAmount(json["value"]!) else { return nil }
        var modifier = TokensStudioColorModifier(kind: kind, amount: amount, space: space, format: format)
        if kind == .mix {
            guard let mixValue = json["color"] else { return invalid(json, "a \"mix\" modifier needs the \"color\" to mix with") }
            guard let color = cssOrTokenColor(mixValue) else { return nil }
            modifier.mixColor = (color.colorSpace, color.components, color.alpha)
        }
        return modifier
    }

    /// A number, a numeric string (Tokens Studio writes `"0.2"`), a reference to a number token, or maths over numbers
    /// and references, which Tokens Studio evaluates in a modifier's value as in a number token's (`{base} + 6 * 0.04`).
    private mutating func modifierAmount(_ json: JSONValue) -> Double? {
        if let text = json.string, reference(in: json) == nil {
            if let amount = Double(text.trimming(" ")), amount.isFinite { return amount }
            guard text.contains(where: { "+-*/({".contains($0) }) else {
                return invalid(json, "a modifier's \"value\" must be a number such as \"0.2\", found '\(text)'")
            }
            guard case .number(let amount)? = evaluate(text, as: .number, at: json.location) else { return nil }
            return amount
        }
        return number(json, "a modifier's \"value\"")
    }

    /// A colour as Tokens Studio writes one (`#hex`, `rgba(…)`), a reference, or a DTCG colour object.
    private mutating func cssOrTokenColor(_ json: JSONValue) -> TokenColor? {
        if let text = json.string, reference(in: json) == nil {
            guard let object = CSSColorString.dtcgColor(text, at: json.location) else {
                return invalid(json, "'\(text)' is not a colour; write #rrggbb, rgb(…) or a reference such as {color.white}", as: .invalidColor)
            }
            return color(object)
        }
        guard case .color(let color)? = value(json, as: .color) else { return nil }
        return color
    }

    /// `rgba({colour}, alpha)`, `rgba(#hex, {opacity})`: the colour in sRGB with the alpha replaced.
    /// `written` is where the expression is written, which its problems point at. Any other CSS colour function with
    /// references is read with the references replaced (`cssColor`).
    mutating func colorFunction(_ expression: String, at written: JSONValue) -> TokenValue? {
        let location = written.location
        if let suffixed = TokensStudioColorFunction.hexAlphaSuffix(expression) {
            guard case .color(let color)? = value(.string(suffixed.reference, at: location), as: .color) else { return nil }
            guard color.alpha == 1 else {
                return invalid(written, "'\(expression)' appends alpha digits to '\(suffixed.reference)', which has an alpha already, so the "
                               + "text is no colour; to replace its alpha, write rgba(\(suffixed.reference), \(formatNumber((suffixed.alpha * 100).rounded() / 100)))", as: .invalidColor)
            }
            return .color(TokenColor(srgb: ColorSpaceConversion.clampedSRGB(space: color.colorSpace, components: color.components,
                                                                           alpha: suffixed.alpha)))
        }
        guard let function = TokensStudioColorFunction(expression) else {
            guard TokensStudioColorFunction.isCSSCall(expression) else {
                return invalid(written, TokensStudioColorFunction.malformed(expression), as: .invalidColor)
            }
            return cssColor(expression, at: written)
        }
        let color: TokenColor
        if CurlyReference.path(in: function.color) != nil {
            guard case .color(let referenced)? = value(.string(function.color, at: location), as: .color) else { return nil }
            color = referenced
        } else if let rgba = HexColor.parse(function.color) {
            color = TokenColor(srgb: rgba)
        } else {
            return invalid(written, "rgba() takes a colour first, a reference such as {color.blue} or #rrggbb; found '\(function.color)'",
                           as: .invalidColor)
        }
        let alpha: Double
        if CurlyReference.path(in: function.alpha) != nil {
            guard case .number(let number)? = value(.string(function.alpha, at: location), as: .number) else { return nil }
            alpha = number
        } else if let number = LegacyValueAlignment.number(.string(function.alpha, at: location))?.number {
            alpha = number
        } else {
            return invalid(written, "rgba()'s alpha must be a number, a percentage or a reference to a number token; found '\(function.alpha)'",
                           as: .invalidColor)
        }
        guard (0...1).contains(alpha) else {
            return invalid(written, "rgba()'s alpha must be between 0 and 1 (0% and 100%), found \(formatNumber(alpha))", as: .valueOutOfRange)
        }
        let srgb = ColorSpaceConversion.clampedSRGB(space: color.colorSpace, components: color.components, alpha: alpha)
        return .color(TokenColor(srgb: srgb))
    }

    /// `hsl({hue.brand} {saturation.brand} {lightness.brand})`: each reference, to a number token, replaced by its
    /// value, then read as a CSS colour, as Tokens Studio substitutes references in text. A number written `45%` is
    /// 0.45, which the CSS reading takes as the same share.
    private mutating func cssColor(_ expression: String, at written: JSONValue) -> TokenValue? {
        var text = expression
        for path in CurlyReference.paths(inside: expression) {
            guard let resolution = resolve(path, at: written.location) else { return nil }
            guard case .number(let number) = resolution.value else {
                return invalid(written, "'\(expression)' names '\(path)', a \(resolution.type.rawValue) token, where the colour function "
                               + "takes a number", as: .invalidColor)
            }
            text = text.replacingOccurrences(of: "{\(path)}", with: formatNumber(number))
        }
        guard let object = CSSColorString.dtcgColor(text, at: written.location) else {
            return invalid(written, "'\(expression)' reads as '\(text)', which is not a colour", as: .invalidColor)
        }
        return color(object).map { .color($0) }
    }
}
