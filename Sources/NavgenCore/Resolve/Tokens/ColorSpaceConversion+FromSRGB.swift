import Foundation

/// From sRGB into the spaces Tokens Studio's colour modifiers work in (`hsl`, `lch`, `display-p3`), the way
/// colorjs.io converts (https://colorjs.io/docs/spaces), which is the library Tokens Studio computes them with.
/// A hue that colorjs.io leaves undefined (an achromatic colour) is NaN; `toSRGB` reads it as 0, as colorjs.io does.
extension ColorSpaceConversion {
    /// Gamma-encoded sRGB (unclamped) to `space`: `srgb`, `hsl`, `lch` or `display-p3`.
    static func fromSRGB(_ rgb: [Double], to space: String) -> [Double] {
        switch space {
        case "hsl": return srgbToHSL(rgb)
        case "lch": return labToLCH(xyzD50ToLab(multiply(d65ToD50, multiply(linearSRGBToXYZ, rgb.map(decodeSRGB)))))
        case "display-p3": return multiply(xyzToLinearP3, multiply(linearSRGBToXYZ, rgb.map(decodeSRGB))).map(encodeSRGB)
        default: return rgb
        }
    }

    /// `toSRGB`, with an undefined (NaN) coordinate read as 0.
    static func toSRGB(from space: String, _ components: [Double]) -> [Double] {
        toSRGB(space: space, components: components.map { $0.isNaN ? 0 : $0 })
    }

    /// colorjs.io's `hsl` space: saturation and lightness from 0 to 100, no hue for a grey.
    private static func srgbToHSL(_ rgb: [Double]) -> [Double] {
        let (maximum, minimum) = (rgb.max()!, rgb.min()!)
        let lightness = (minimum + maximum) / 2
        let delta = maximum - minimum
        var (hue, saturation) = (Double.nan, 0.0)
        if delta != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
            case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
            default: hue = (rgb[0] - rgb[1]) / delta + 4
            }
            hue *= 60
        }
        return [hue, saturation * 100, lightness * 100]
    }

    private static func xyzD50ToLab(_ xyz: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f = zip(xyz, white).map { value, reference in
            value / reference > epsilon ? cbrt(value / reference) : (kappa * value / reference + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    /// colorjs.io 0.5 leaves the hue undefined when both a and b are within 0.02 of zero.
    private static func labToLCH(_ lab: [Double]) -> [Double] {
        let hue = abs(lab[1]) < 0.02 && abs(lab[2]) < 0.02 ? Double.nan : atan2(lab[2], lab[1]) * 180 / .pi
        return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue.isNaN ? hue : constrainedAngle(hue)]
    }

    /// An angle in [0, 360).
    static func constrainedAngle(_ degrees: Double) -> Double {
        (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    private static let linearSRGBToXYZ: Matrix = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    private static let xyzToLinearP3: Matrix = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    /// Bradford chromatic adaptation from the D65 to the D50 white point.
    private static let d65ToD50: Matrix = [
        [1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
        [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
        [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008],
    ]
}
