// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable { case off, on, mixed }

    init() {}
}

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    let handler: UIActionHandler
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property ("a unique identifier" when
    // none is given)
    public let identifier: UIAction.Identifier
    private static var madeWithoutIdentifier = 0

    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.handler = handler
        if let identifier {
            self.identifier = identifier
        } else {
            Self.madeWithoutIdentifier += 1
            self.identifier = Identifier("model.action.\(Self.madeWithoutIdentifier)")
        }
        super.init()
    }

    /// What UIKit does when a person triggers the action.
    func modelPerform() {
        handler(self)
    }
}
