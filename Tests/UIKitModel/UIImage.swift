// https://developer.apple.com/documentation/uikit/uiimage
// The model has every image the app names (it cannot see the app's asset catalogue); an image is its name, and the
// alpha it was drawn at.
open class UIImage: @unchecked Sendable, Equatable, CustomStringConvertible {
    public let modelName: String
    public let modelAlpha: Double

    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        modelName = name
        modelAlpha = 1
    }

    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {
        modelName = "system:" + name
        modelAlpha = 1
    }

    init(modelName: String, alpha: Double) {
        self.modelName = modelName
        modelAlpha = alpha
    }

    // https://developer.apple.com/documentation/uikit/uiimage/size (every image is one point square in the model)
    open var size: CGSize { CGSize(width: 1, height: 1) }

    // https://developer.apple.com/documentation/uikit/uiimage/imagerendererformat
    @MainActor open var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    // https://developer.apple.com/documentation/uikit/uiimage/draw(at:blendmode:alpha:)
    @MainActor open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsImageRendererContext.current?.drawn.append((self, Double(alpha)))
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.modelName == rhs.modelName && lhs.modelAlpha == rhs.modelAlpha }

    public var description: String { "UIImage(\(modelName)\(modelAlpha < 1 ? " at \(modelAlpha)" : ""))" }
}

// https://developer.apple.com/documentation/coregraphics/cgblendmode (CoreGraphics', which UIKit re-exports)
public enum CGBlendMode: Int32, Sendable { case normal }

// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
@MainActor open class UIGraphicsImageRendererFormat {
    public init() {}
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
@MainActor open class UIGraphicsImageRendererContext {
    static var current: UIGraphicsImageRendererContext?
    /// The images drawn, with their alphas.
    var drawn: [(image: UIImage, alpha: Double)] = []
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
@MainActor open class UIGraphicsImageRenderer {
    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {}

    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:) (the model draws the
    // last image drawn, at its alpha: what one image drawn over nothing looks like)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        UIGraphicsImageRendererContext.current = context
        actions(context)
        UIGraphicsImageRendererContext.current = nil
        guard let last = context.drawn.last else { return UIImage(modelName: "", alpha: 0) }
        return UIImage(modelName: last.image.modelName, alpha: last.image.modelAlpha * last.alpha)
    }
}
