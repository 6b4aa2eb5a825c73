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

    /// The family the font belongs to; nil for the system font.
    public let familyName: String?
    /// The face: its PostScript name; nil for the system font.
    public let fontName: String?
    public let pointSize: CGFloat
    /// The face's weight; nil for a face of a font the model does not know (one the app bundles), whose name says it.
    public let modelWeight: Weight?

    init(family: String?, face: String?, size: CGFloat, weight: Weight?) {
        familyName = family
        fontName = face
        pointSize = size
        modelWeight = weight
    }

    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:) ("The fully specified name of the font.
    // This name incorporates both the font family name and the specific style information for the font."): a face's
    // PostScript name. A family's name is none. A name the model does not know is taken for a face the app bundles.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if let face = UIKitModel.fontFaces.values.joined().first(where: { $0.name == fontName }) {
            let family = UIKitModel.fontFaces.first { $0.value.contains { $0.name == fontName } }?.key
            self.init(family: family, face: face.name, size: fontSize, weight: face.weight)
        } else if UIKitModel.fontFaces[fontName] != nil {
            return nil
        } else {
            self.init(family: fontName, face: fontName, size: fontSize, weight: nil)
        }
    }

    // https://developer.apple.com/documentation/uikit/uifont/fontnames(fornamily:)
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        UIKitModel.fontFaces[familyName]?.map(\.name) ?? []
    }

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: nil, face: nil, size: fontSize, weight: weight)
    }

    /// The face's italic and width traits.
    public var modelTraits: UIFontDescriptor.SymbolicTraits {
        UIKitModel.fontFaces.values.joined().first { $0.name == fontName }?.traits ?? []
    }

    // https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    open var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [:]
        attributes[.family] = familyName
        attributes[.name] = fontName
        if let modelWeight { attributes[.traits] = [UIFontDescriptor.TraitKey.weight: modelWeight.rawValue] }
        return UIFontDescriptor(fontAttributes: attributes, symbolicTraits: modelTraits)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
            && lhs.modelWeight == rhs.modelWeight
    }

    public var description: String {
        "UIFont(\(fontName ?? "system") \(pointSize)\(modelWeight.map { " \($0.rawValue)" } ?? ""))"
    }
}

// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    public struct AttributeName: Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    public struct TraitKey: Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    }

    public let fontAttributes: [AttributeName: Any]
    // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
    public let symbolicTraits: SymbolicTraits

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
    public init(fontAttributes: [AttributeName: Any]) {
        self.fontAttributes = fontAttributes
        symbolicTraits = []
    }

    init(fontAttributes: [AttributeName: Any], symbolicTraits: SymbolicTraits) {
        self.fontAttributes = fontAttributes
        self.symbolicTraits = symbolicTraits
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }
}

extension UIKitModel {
    /// A face of an installed family: its PostScript name, weight, and italic and width traits.
    public struct FontFace: Sendable {
        public var name: String
        public var weight: UIFont.Weight
        public var traits: UIFontDescriptor.SymbolicTraits = []
    }

    /// The families the model has installed, by name, with their faces: three iOS ships
    /// (https://developer.apple.com/fonts/system-fonts/), an italic or condensed face listed before the upright,
    /// normal-width face of its weight, a condensed face heavier than any normal one, and a family of condensed faces.
    nonisolated public static let fontFaces: [String: [FontFace]] = [
        "Avenir Next": [
            FontFace(name: "AvenirNext-UltraLight", weight: .ultraLight), FontFace(name: "AvenirNext-Italic", weight: .regular, traits: .traitItalic),
            FontFace(name: "AvenirNext-Regular", weight: .regular),
            FontFace(name: "AvenirNext-DemiBoldItalic", weight: .semibold, traits: .traitItalic),
            FontFace(name: "AvenirNext-Medium", weight: .medium), FontFace(name: "AvenirNext-DemiBold", weight: .semibold),
            FontFace(name: "AvenirNext-Bold", weight: .bold), FontFace(name: "AvenirNext-Heavy", weight: .heavy),
        ],
        "Avenir Next Condensed": [
            FontFace(name: "AvenirNextCondensed-Regular", weight: .regular, traits: .traitCondensed),
            FontFace(name: "AvenirNextCondensed-Bold", weight: .bold, traits: .traitCondensed),
        ],
        "Helvetica Neue": [
            FontFace(name: "HelveticaNeue-Thin", weight: .thin), FontFace(name: "HelveticaNeue-Light", weight: .light),
            FontFace(name: "HelveticaNeue", weight: .regular), FontFace(name: "HelveticaNeue-Medium", weight: .medium),
            FontFace(name: "HelveticaNeue-CondensedBold", weight: .bold, traits: .traitCondensed),
            FontFace(name: "HelveticaNeue-Bold", weight: .bold),
            FontFace(name: "HelveticaNeue-CondensedBlack", weight: .black, traits: .traitCondensed),
        ],
    ]
}
