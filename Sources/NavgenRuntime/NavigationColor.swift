import Foundation

/// A colour in sRGB: components and alpha from 0 to 1, or, for a Display P3 colour outside sRGB, components beyond
/// that range (extended-range sRGB, which UIKit reads unclamped).
///
/// navgen resolves every token and storyboard colour to this form, whatever colour space it was written in,
/// so comparisons, compositing and contrast all work on the same numbers at build time and at run time.
public struct NavigationColor: Hashable, Sendable {
    /// The red component, 0…1 within sRGB.
    public var red: Double
    /// The green component, 0…1 within sRGB.
    public var green: Double
    /// The blue component, 0…1 within sRGB.
    public var blue: Double
    /// The opacity, 0 (clear) to 1 (opaque).
    public var alpha: Double
    /// The UIKit system colour this is, where the inputs name one: the components are then its documented value in the
    /// mode, which navgen checks, and the glue gives UIKit the system colour itself.
    public var system: NavigationSystemColor?

    /// A colour from sRGB components; opaque unless `alpha` says otherwise; `system` where it is a UIKit system colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, system: NavigationSystemColor? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.system = system
    }

    /// Fully transparent black.
    public static let clear = NavigationColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white: the content behind a bar in light modes.
    public static let white = NavigationColor(red: 1, green: 1, blue: 1)
    /// Opaque black: the content behind a bar in dark modes.
    public static let black = NavigationColor(red: 0, green: 0, blue: 0)

    /// Whether two colours are equal within one 8-bit step per channel, alpha included: what no one can tell apart
    /// on screen, and what a round trip through 8-bit storage changes.
    public func isClose(to other: NavigationColor) -> Bool {
        let tolerance = 1.0 / 255.0 + 1e-9
        return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    /// This colour composited source-over onto an opaque `backdrop`: what people see where a translucent bar lies
    /// over content. The result is opaque.
    public func over(_ backdrop: NavigationColor) -> NavigationColor {
        NavigationColor(red: red * alpha + backdrop.red * (1 - alpha),
                        green: green * alpha + backdrop.green * (1 - alpha),
                        blue: blue * alpha + backdrop.blue * (1 - alpha))
    }

    /// WCAG 2 relative luminance, from 0 (black) to 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ value: Double) -> Double { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio with another colour, from 1 (the same luminance) to 21 (black on white). Both are
    /// taken as opaque: composite a translucent colour over its backdrop first.
    public func contrastRatio(with other: NavigationColor) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
