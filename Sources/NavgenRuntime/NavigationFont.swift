/// A font: its family, size in points and weight.
public struct NavigationFont: Hashable, Sendable {
    /// The family, or nil for the system font.
    public var family: String?
    /// The size in points.
    public var size: Double
    /// The CSS weight, 1…1000 (400 regular, 700 bold).
    public var weight: Double

    /// A font of `family` (nil for the system font), `size` points and CSS `weight`.
    public init(family: String?, size: Double, weight: Double) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}
