/// The edges the model lays out.
enum ModelLayoutAttribute { case top, bottom, leading, trailing }

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// A view, or a layout guide.
    let item: AnyObject
    let attribute: ModelLayoutAttribute

    init(_ item: AnyObject, _ attribute: ModelLayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: (item, attribute), second: (anchor.item, anchor.attribute), constant: 0)
    }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: (item, attribute), second: (anchor.item, anchor.attribute), constant: c)
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
// The model solves equalities between edges only, which is all the glue makes (`UIKitModel.Layout`).
@MainActor open class NSLayoutConstraint {
    typealias End = (item: AnyObject, attribute: ModelLayoutAttribute)
    let first: End
    let second: End
    let constant: CGFloat

    init(first: End, second: End, constant: CGFloat) {
        self.first = first
        self.second = second
        self.constant = constant
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive (the anchors' views "must have a
    // common ancestor"; UIKit raises an exception otherwise)
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive, !Self.view(of: first.item).modelSharesAncestor(with: Self.view(of: second.item)) {
                UIKitModel.fault("activating a constraint between views with no common ancestor (UIKit raises)")
                isActive = false
                return
            }
            for item in [first.item, second.item] {
                let view = Self.view(of: item)
                view.constraints.removeAll { $0 === self }
                if isActive { view.constraints.append(self) }
            }
        }
    }

    /// The view an anchor's item is, or owns it.
    static func view(of item: AnyObject) -> UIView {
        (item as? UIView) ?? (item as! UILayoutGuide).owningView
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide {
    // https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    public unowned let owningView: UIView

    init(owningView: UIView) {
        self.owningView = owningView
    }

    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
}
