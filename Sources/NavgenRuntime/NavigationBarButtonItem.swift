/// A bar button item, as the inputs declare it.
public struct NavigationBarButtonItem: Hashable, Sendable {
    /// What the item shows.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A text button.
        case title
        /// An image button: an SF Symbol name, else an image in the app's assets.
        case image
        /// One of UIKit's system items (`UIBarButtonItem.SystemItem`), by name.
        case system
        /// Fixed space of `width` points.
        case fixedSpace
    }

    /// What the item shows.
    public var kind: Kind
    /// The text of a `title` item.
    public var title: String?
    /// The SF Symbol or asset name of an `image` item.
    public var image: String?
    /// The `UIBarButtonItem.SystemItem` case name (`done`, `add`, …) for a `system` item.
    public var systemItem: String?
    /// The width of a `fixedSpace` item, in points.
    public var width: Double?
    /// The item's own tint, over the bar's.
    public var tintColor: NavigationColor?

    /// An item of `kind`; the other values default to none.
    public init(kind: Kind, title: String? = nil, image: String? = nil, systemItem: String? = nil, width: Double? = nil,
                tintColor: NavigationColor? = nil) {
        self.kind = kind
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.width = width
        self.tintColor = tintColor
    }
}
