// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: @unchecked Sendable, Equatable, CustomStringConvertible {
    // https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The family the font was asked for by name; nil for the system font.
    public let familyName: String?
    public let pointSize: CGFloat
    /// The weight of a system font.
    public let modelWeight: Weight?

    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    // The model has every font the app asks for: it cannot know which the app bundles.
    public init?(name fontName: String, size fontSize: CGFloat) {
        familyName = fontName
        pointSize = fontSize
        modelWeight = nil
    }

    init(systemSize: CGFloat, weight: Weight) {
        familyName = nil
        pointSize = systemSize
        modelWeight = weight
    }

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemSize: fontSize, weight: weight)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.modelWeight == rhs.modelWeight
    }

    public var description: String { "UIFont(\(familyName ?? "system") \(pointSize)\(modelWeight.map { " \($0.rawValue)" } ?? ""))" }
}
