import Foundation

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`), computed as Tokens Studio computes
/// them. https://docs.tokens.studio/manage-tokens/token-types/color/modified-colors describes them; the computation
/// is sd-transforms' `ts/color/modifiers` transform (its `src/color-modifiers/`, on colorjs.io 0.5):
/// - `lighten` by `value` moves each channel towards its top: c + value·(1 − c) in `srgb` and `p3`, the lightness
///   l + value·(100 − l) in `hsl`, and in `lch` the lightness so while the chroma drops by value·C;
/// - `darken` moves towards zero: c − value·c (and in `lch` the chroma drops by value·C too);
/// - `mix` interpolates towards `color` by `value` in the space, a hue the shorter way round;
/// - `alpha` sets the alpha to `value`.
/// The result is written in the modifier's space (or its `format`), rounded as colorjs.io writes colours: five
/// significant digits, sRGB as percentages.
struct TokensStudioColorModifier {
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// Tokens Studio's spaces and formats, by their DTCG names (`hex` is sRGB in eight bits per channel).
    static let spaces = ["srgb": "srgb", "hsl": "hsl", "lch": "lch", "p3": "display-p3"]
    static let formats = spaces.merging(["hex": "hex"]) { $1 }

    var kind: Kind
    var amount: Double
    /// The DTCG space the modifier works in.
    var space: String
    /// The DTCG space the result is written in, or `hex`; nil writes it in `space`.
    var format: String?
    var mixColor: (space: String, components: [Double], alpha: Double)?

    /// The modified colour: its DTCG space, components and alpha.
    func apply(space baseSpace: String, components: [Double], alpha baseAlpha: Double) -> (space: String, components: [Double], alpha: Double) {
        let amount = kind == .mix || kind == .alpha ? min(max(amount, 0), 1) : amount
        var coordinates = convert(components, from: baseSpace, to: space)
        var alpha = baseAlpha
        switch kind {
        case .lighten:
            switch space {
            case "hsl": coordinates[2] = min(100, coordinates[2] + (100 - coordinates[2]) * amount)
            case "lch":
                coordinates[1] = max(0, coordinates[1] - amount * coordinates[1])
                coordinates[0] = min(100, coordinates[0] + (100 - coordinates[0]) * amount)
            default: coordinates = coordinates.map { min(1, $0 + amount * (1 - $0)) }
            }
        case .darken:
            switch space {
            case "hsl": coordinates[2] = max(0, coordinates[2] - coordinates[2] * amount)
            case "lch":
                coordinates[1] = max(0, coordinates[1] - amount * coordinates[1])
                coordinates[0] = max(0, coordinates[0] - coordinates[0] * amount)
            default: coordinates = coordinates.map { max(0, $0 - amount * $0) }
            }
        case .alpha:
            alpha = amount
        case .mix:
            guard let other = mixColor else { break }
            (coordinates, alpha) = mix(coordinates, alpha, with: convert(other.components, from: other.space, to: space), other.alpha, by: amount)
            // sd-transforms writes the mixture out and reads it back before converting it.
            coordinates = Self.rounded(inGamut(coordinates, space), in: space)
            alpha = Self.significant(alpha)
        }
        let written = format ?? space
        let target = written == "hex" ? "srgb" : written
        coordinates = inGamut(convert(coordinates, from: space, to: target), target)
        if written == "hex" {
            return ("srgb", coordinates.map { ($0 * 255).rounded() / 255 }, alpha < 1 ? (alpha * 255).rounded() / 255 : 1)
        }
        // An undefined hue is written "none", which reads as 0.
        return (target, Self.rounded(coordinates, in: target).map { $0.isNaN ? 0 : $0 }, Self.significant(alpha))
    }

    /// colorjs.io's `mix`: each coordinate interpolated (an undefined one takes the other colour's), hues fixed up
    /// to go the shorter way round, alpha interpolated, nothing premultiplied.
    private func mix(_ start: [Double], _ startAlpha: Double, with end: [Double], _ endAlpha: Double, by amount: Double) -> ([Double], Double) {
        var (start, end) = (start, end)
        if let hue = Self.hueIndex(of: space) {
            if start[hue].isNaN, !end[hue].isNaN { start[hue] = end[hue] } else if end[hue].isNaN, !start[hue].isNaN { end[hue] = start[hue] }
            start[hue] = ColorSpaceConversion.constrainedAngle(start[hue])
            end[hue] = ColorSpaceConversion.constrainedAngle(end[hue])
            if end[hue] - start[hue] > 180 { start[hue] += 360 } else if end[hue] - start[hue] < -180 { end[hue] += 360 }
        }
        func interpolate(_ from: Double, _ to: Double) -> Double {
            from.isNaN ? to : to.isNaN ? from : from + (to - from) * amount
        }
        return (zip(start, end).map(interpolate), interpolate(startAlpha, endAlpha))
    }

    private static func hueIndex(of space: String) -> Int? {
        space == "hsl" ? 0 : space == "lch" ? 2 : nil
    }

    private func convert(_ components: [Double], from source: String, to target: String) -> [Double] {
        source == target ? components : ColorSpaceConversion.fromSRGB(ColorSpaceConversion.toSRGB(from: source, components), to: target)
    }

    /// colorjs.io writes a colour in gamut for the bounded spaces (sRGB, HSL, P3); LCH is unbounded. Colours from
    /// sRGB inputs stay in gamut; a wider one is clipped here, where colorjs.io reduces its chroma instead.
    private func inGamut(_ coordinates: [Double], _ space: String) -> [Double] {
        switch space {
        case "srgb", "display-p3": return coordinates.map { min(max($0, 0), 1) }
        case "hsl":
            let rgb = ColorSpaceConversion.toSRGB(from: "hsl", coordinates)
            guard rgb.contains(where: { $0 < 0 || $0 > 1 }) else { return coordinates }
            return ColorSpaceConversion.fromSRGB(rgb.map { min(max($0, 0), 1) }, to: "hsl")
        default: return coordinates
        }
    }

    /// The coordinates as colorjs.io writes them: sRGB as percentages, the others as numbers, five significant digits.
    static func rounded(_ coordinates: [Double], in space: String) -> [Double] {
        space == "srgb" ? coordinates.map { significant($0 * 100) / 100 } : coordinates.map { significant($0) }
    }

    /// colorjs.io 0.5's `toPrecision(n, 5)`: five significant digits, counting the integer part's digits.
    static func significant(_ value: Double, digits precision: Int = 5) -> Double {
        guard value != 0, value.isFinite else { return value }
        let integer = value.rounded(.towardZero)
        let integerDigits = integer == 0 ? 0 : Int(log10(abs(integer)).rounded(.towardZero)) + 1
        let multiplier = pow(10, Double(precision - integerDigits))
        return (value * multiplier + 0.5).rounded(.down) / multiplier
    }
}
