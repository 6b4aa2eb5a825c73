import Foundation

/// Converts the DTCG colour spaces to sRGB with the transfer functions and matrices published in
/// CSS Color Module Level 4 (§10, "Sample code for color conversions") and Björn Ottosson's OKLab.
enum ColorSpaceConversion {
    typealias Matrix = [[Double]]

    /// Every space the DTCG colour module lists (COL-2 in docs/dtcg-requirements.md), in its order.
    static let spaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
                         "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    /// COL-3: the allowed range of each component; nil bounds are unbounded.
    static func range(of index: Int, in space: String) -> (lower: Double?, upper: Double?, upperIncluded: Bool) {
        switch (space, index) {
        case ("hsl", 0), ("hwb", 0), ("lch", 2), ("oklch", 2): (0, 360, false)
        case ("hsl", _), ("hwb", _): (0, 100, true)
        case ("lab", 0), ("lch", 0): (0, 100, true)
        case ("lab", _), ("oklab", 1), ("oklab", 2): (nil, nil, true)
        case ("lch", 1), ("oklch", 1): (0, nil, true)
        default: (0, 1, true)
        }
    }

    /// The colour in sRGB, clamped into gamut, with its alpha: what Tokens Studio's colour modifiers work on.
    static func clampedSRGB(space: String, components: [Double], alpha: Double) -> RGBA {
        RGBA(toSRGB(space: space, components: components), alpha: alpha)
    }

    /// Whether unclamped sRGB components (`toSRGB`) lie outside sRGB, beyond rounding.
    static func isOutsideSRGB(_ components: [Double]) -> Bool {
        components.contains { $0 < -0.000_5 || $0 > 1.000_5 }
    }

    /// The colour in gamma-encoded sRGB, unclamped: components outside [0, 1] mean out of gamut.
    static func toSRGB(space: String, components c: [Double]) -> [Double] {
        switch space {
        case "srgb": return c
        case "hsl": return hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb": return hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        default: return linearSRGBToSRGB(toLinearSRGB(space: space, components: c))
        }
    }

    private static func toLinearSRGB(space: String, components c: [Double]) -> [Double] {
        switch space {
        case "srgb-linear": return c
        case "display-p3": return multiply(xyzD65ToLinearSRGB, multiply(linearP3ToXYZ, c.map(decodeSRGB)))
        case "a98-rgb": return multiply(xyzD65ToLinearSRGB, multiply(linearA98ToXYZ, c.map(decodeA98)))
        case "rec2020": return multiply(xyzD65ToLinearSRGB, multiply(linearRec2020ToXYZ, c.map(decodeRec2020)))
        case "prophoto-rgb": return multiply(xyzD65ToLinearSRGB, multiply(d50ToD65, multiply(linearProPhotoToXYZD50, c.map(decodeProPhoto))))
        case "xyz-d65": return multiply(xyzD65ToLinearSRGB, c)
        case "xyz-d50": return multiply(xyzD65ToLinearSRGB, multiply(d50ToD65, c))
        case "lab": return multiply(xyzD65ToLinearSRGB, multiply(d50ToD65, labToXYZD50(c)))
        case "lch": return multiply(xyzD65ToLinearSRGB, multiply(d50ToD65, labToXYZD50(polarToRectangular(c))))
        case "oklab": return oklabToLinearSRGB(c)
        case "oklch": return oklabToLinearSRGB(polarToRectangular(c))
        default: return c
        }
    }

    // MARK: Transfer functions

    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    private static func linearSRGBToSRGB(_ c: [Double]) -> [Double] { c.map(encodeSRGB) }

    private static func decodeA98(_ value: Double) -> Double {
        let linear = pow(abs(value), 563.0 / 256.0)
        return value < 0 ? -linear : linear
    }

    private static func decodeProPhoto(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 16.0 / 512.0 ? magnitude / 16 : pow(magnitude, 1.8)
        return value < 0 ? -linear : linear
    }

    private static func decodeRec2020(_ value: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let magnitude = abs(value)
        let linear = magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return value < 0 ? -linear : linear
    }

    // MARK: Cylindrical and perceptual spaces

    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let hue = hue.truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    private static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return [gray, gray, gray]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    /// [L, C, H] → [L, a, b].
    private static func polarToRectangular(_ c: [Double]) -> [Double] {
        let radians = c[2] * .pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    private static func labToXYZD50(_ c: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let fy = (c[0] + 16) / 116, fx = c[1] / 500 + fy, fz = fy - c[2] / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = c[0] > kappa * epsilon ? pow((c[0] + 16) / 116, 3) : c[0] / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func oklabToLinearSRGB(_ c: [Double]) -> [Double] {
        let l = pow(c[0] + 0.3963377774 * c[1] + 0.2158037573 * c[2], 3)
        let m = pow(c[0] - 0.1055613458 * c[1] - 0.0638541728 * c[2], 3)
        let s = pow(c[0] - 0.0894841775 * c[1] - 1.2914855480 * c[2], 3)
        return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s]
    }

    // MARK: Matrices (CSS Color 4)

    static func multiply(_ matrix: Matrix, _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    static let xyzD65ToLinearSRGB: Matrix = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let linearP3ToXYZ: Matrix = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let linearA98ToXYZ: Matrix = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let linearRec2020ToXYZ: Matrix = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let linearProPhotoToXYZD50: Matrix = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602],
    ]
    /// Bradford chromatic adaptation from the D50 to the D65 white point.
    private static let d50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
}
