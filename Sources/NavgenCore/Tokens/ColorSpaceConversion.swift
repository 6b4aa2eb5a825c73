import Foundation

/// Converts DTCG colour spaces to sRGB with the published transfer functions and matrices (CSS Color 4).
enum ColorSpaceConversion {
    static let supportedSpaces = ["srgb", "display-p3"]

    static func isInRange(_ component: Double, index: Int, space: String) -> Bool {
        switch space {
        case "srgb", "display-p3": (0...1).contains(component)
        default: true
        }
    }

    static func toSRGB(space: String, components c: [Double], alpha: Double) -> RGBA? {
        switch space {
        case "srgb":
            return RGBA(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "display-p3":
            let linear = c.map(decodeSRGBTransfer)
            // Display P3 linear → XYZ D65 → linear sRGB, folded into one matrix.
            let r = 1.2249401762805598 * linear[0] - 0.22494017628055996 * linear[1]
            let g = -0.042056954709688163 * linear[0] + 1.0420569547096881 * linear[1]
            let b = -0.019637554590334432 * linear[0] - 0.078636045550631889 * linear[1] + 1.0982736001409663 * linear[2]
            let srgb = [r, g, b].map { min(max(encodeSRGBTransfer($0), 0), 1) }
            return RGBA(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
        default:
            return nil
        }
    }

    static func decodeSRGBTransfer(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encodeSRGBTransfer(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
