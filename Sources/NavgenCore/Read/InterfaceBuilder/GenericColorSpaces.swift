import Foundation

/// Interface Builder's calibrated colours are in macOS's Generic RGB and Generic Gray profiles (the colour picker's
/// default before Xcode 8), which UIKit shows colour-managed: a storyboard's Generic RGB (84, 124, 224) reads back as
/// sRGB (102, 146, 230), and its Generic Gray 85 as 104 (keyboardfuel.com, "What's up with colors in storyboards",
/// 2018; the crayon red (1, 0, 0) is the familiar sRGB #FF2600). Generic RGB: gamma 1.8, D65 white, primaries R
/// (0.630, 0.340), G (0.295, 0.605), B (0.155, 0.077); Generic Gray: gamma 1.8.
enum GenericColorSpaces {
    /// Gamma-encoded sRGB components of a Generic RGB colour, unclamped.
    static func sRGB(fromGenericRGB components: [Double]) -> [Double] {
        let linear = components.map { $0 < 0 ? -pow(-$0, 1.8) : pow($0, 1.8) }
        return ColorSpaceConversion.multiply(genericRGBToLinearSRGB, linear).map(ColorSpaceConversion.encodeSRGB)
    }

    /// The sRGB grey level of a Generic Gray one.
    static func sRGB(fromGenericGray white: Double) -> Double {
        ColorSpaceConversion.encodeSRGB(pow(max(white, 0), 1.8))
    }

    /// Linear Generic RGB → XYZ (from its primaries, scaled so that white is D65), then XYZ → linear sRGB.
    private static let genericRGBToLinearSRGB: ColorSpaceConversion.Matrix = {
        let primaries = [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)]
        let xyz = { (x: Double, y: Double) in [x / y, 1, (1 - x - y) / y] }
        let columns = primaries.map(xyz)
        let white = xyz(0.3127, 0.3290)
        let scales = solve(columns: columns, white)
        let toXYZ = (0..<3).map { row in (0..<3).map { column in columns[column][row] * scales[column] } }
        return (0..<3).map { row in
            (0..<3).map { column in (0..<3).reduce(0) { $0 + ColorSpaceConversion.xyzD65ToLinearSRGB[row][$1] * toXYZ[$1][column] } }
        }
    }()

    /// The scales s with Σ s[i]·columns[i] = target, by Cramer's rule.
    private static func solve(columns c: [[Double]], _ target: [Double]) -> [Double] {
        func determinant(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[2][1] * m[1][2]) - m[1][0] * (m[0][1] * m[2][2] - m[2][1] * m[0][2])
                + m[2][0] * (m[0][1] * m[1][2] - m[1][1] * m[0][2])
        }
        let whole = determinant(c)
        return (0..<3).map { index in
            var replaced = c
            replaced[index] = target
            return determinant(replaced) / whole
        }
    }
}
