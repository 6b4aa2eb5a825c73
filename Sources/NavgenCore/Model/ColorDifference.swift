import Foundation

/// A colour in CIELAB (D65 white), the space colour differences are measured in.
public struct LabColor: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// An opaque sRGB colour through linear sRGB and XYZ (IEC 61966-2-1 matrix, D65 white).
    public init(_ color: RGBA) {
        let (red, green, blue) = (ColorSpaceConversion.decodeSRGB(color.red),
                                  ColorSpaceConversion.decodeSRGB(color.green),
                                  ColorSpaceConversion.decodeSRGB(color.blue))
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
        func f(_ t: Double) -> Double {
            let epsilon = pow(6.0 / 29.0, 3)
            return t > epsilon ? cbrt(t) : t / (3 * pow(6.0 / 29.0, 2)) + 4.0 / 29.0
        }
        lightness = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }
}

/// CIEDE2000 colour difference (CIE 142-2001, as written out by Sharma, Wu and Dalal, 2005),
/// with the parametric weights kL = kC = kH = 1. A difference below 1 is not visible.
public enum ColorDifference {
    public static func ciede2000(_ first: LabColor, _ second: LabColor) -> Double {
        let chromaMean = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
        let g = 0.5 * (1 - sqrt(pow(chromaMean, 7) / (pow(chromaMean, 7) + pow(25, 7))))
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = hypot(a1, first.b)
        let c2 = hypot(a2, second.b)
        let h1 = hueAngle(b: first.b, a: a1)
        let h2 = hueAngle(b: second.b, a: a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * sqrt(c1 * c2) * sin(radians(deltaHue / 2))

        let lightnessMean = (first.lightness + second.lightness) / 2
        let chromaPrimeMean = (c1 + c2) / 2
        var hueMean = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                hueMean = (h1 + h2) / 2
            } else {
                hueMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(hueMean - 30)) + 0.24 * cos(radians(2 * hueMean))
            + 0.32 * cos(radians(3 * hueMean + 6)) - 0.20 * cos(radians(4 * hueMean - 63))
        let deltaTheta = 30 * exp(-pow((hueMean - 275) / 25, 2))
        let rotationChroma = 2 * sqrt(pow(chromaPrimeMean, 7) / (pow(chromaPrimeMean, 7) + pow(25, 7)))
        let lightnessWeight = 1 + 0.015 * pow(lightnessMean - 50, 2) / sqrt(20 + pow(lightnessMean - 50, 2))
        let chromaWeight = 1 + 0.045 * chromaPrimeMean
        let hueWeight = 1 + 0.015 * chromaPrimeMean * t
        let rotation = -sin(radians(2 * deltaTheta)) * rotationChroma

        let lightnessTerm = deltaL / lightnessWeight
        let chromaTerm = deltaC / chromaWeight
        let hueTerm = deltaH / hueWeight
        return sqrt(lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm + rotation * chromaTerm * hueTerm)
    }

    /// The difference between two opaque sRGB colours.
    public static func ciede2000(_ first: RGBA, _ second: RGBA) -> Double {
        ciede2000(LabColor(first), LabColor(second))
    }

    /// h′ in degrees, 0 ≤ h′ < 360; 0 for a neutral colour.
    private static func hueAngle(b: Double, a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees >= 0 ? degrees : degrees + 360
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
