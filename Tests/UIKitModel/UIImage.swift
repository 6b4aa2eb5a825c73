// https://developer.apple.com/documentation/uikit/uiimage
// The model has every image the app names (it cannot see the app's asset catalogue); an image is its name.
open class UIImage: @unchecked Sendable, Equatable, CustomStringConvertible {
    public let modelName: String

    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) { modelName = name }

    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) { modelName = "system:" + name }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.modelName == rhs.modelName }

    public var description: String { "UIImage(\(modelName))" }
}
