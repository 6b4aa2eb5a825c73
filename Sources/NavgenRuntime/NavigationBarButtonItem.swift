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
        /// The zero-width fixed space that splits Liquid Glass groups (`UIBarButtonItem.fixedSpace()`).
        case separator
        /// Space that takes what the bar leaves between items (`UIBarButtonItem.flexibleSpace()`); under Liquid Glass
        /// it splits groups too.
        case flexibleSpace
        /// The app's own view (`UIBarButtonItem(customView:)`), which it sets in code.
        case customView
    }

    /// One of UIKit's system items that is a button (`UIBarButtonItem.SystemItem`, its spaces aside, which are kinds of
    /// their own, and `pageCurl`, deprecated since iOS 11 and for toolbars only).
    public enum SystemItem: String, Hashable, Sendable, CaseIterable {
        case done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera,
             trash, play, pause, rewind, fastForward, undo, redo, close
        /// iOS 18.2; before it the glue shows the compose item.
        case writingTools
    }

    /// How the item is drawn (`UIBarButtonItem.Style`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case plain
        /// Own, tinted glass under Liquid Glass, never grouped with other items; the legacy bar draws it bold
        /// (UIKit's `done`, which the iOS 26 SDK makes the same value).
        case prominent
    }

    /// Where an `image` item's image comes from.
    public enum ImageSource: String, Hashable, Sendable, CaseIterable {
        /// An SF Symbol of that name, else the app's image: what a navigation map's `image` means.
        case symbolOrAsset
        /// An SF Symbol (a storyboard's `catalog="system"`).
        case symbol
        /// An image in the app's asset catalogue, even where an SF Symbol has the same name.
        case asset
    }

    /// A badge on the item (`UIBarButtonItem.Badge`, iOS 26).
    public enum Badge: Hashable, Sendable {
        /// A number.
        case count(Int)
        /// A dot.
        case indicator
    }

    /// Which bars the item can live on (iOS 27.1, `UIBarButtonItem.axisBehavior`): where the system shows a vertical
    /// bar, a `horizontalOnly` item is hidden.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// The system's choice.
        case automatic
        /// Only on a horizontal bar: hidden while the bar is vertical.
        case horizontalOnly
        /// Placed on the vertical bar when there is one.
        case verticalPreferred
    }

    /// What the item shows.
    public var kind: Kind
    /// The text of a `title` item.
    public var title: String?
    /// The SF Symbol or asset name of an `image` item.
    public var image: String?
    /// Where the image comes from.
    public var imageSource: ImageSource
    /// Which system item a `system` item is.
    public var systemItem: SystemItem?
    /// The width of a `fixedSpace` item, in points.
    public var width: Double?
    /// The item's own tint, over the bar's.
    public var tintColor: NavigationColor?
    /// How the item is drawn.
    public var style: Style
    /// Whether the item may share a glass background with its neighbours (iOS 26): `false` gives it glass of its own.
    public var sharesBackground: Bool
    /// Whether the item is drawn with no glass behind it at all (iOS 26), as a plain text or symbol on the bar.
    public var hidesSharedBackground: Bool
    /// The item's badge (iOS 26).
    public var badge: Badge?
    /// Matches the item with the item of the same identifier on the next screen, so UIKit morphs one into the other
    /// during a push or pop (iOS 26).
    public var identifier: String?
    /// Which bars the item can live on (iOS 27.1).
    public var axis: Axis

    /// An item of `kind`; the other values default to none.
    public init(kind: Kind, title: String? = nil, image: String? = nil, imageSource: ImageSource = .symbolOrAsset, systemItem: SystemItem? = nil, width: Double? = nil,
                tintColor: NavigationColor? = nil, style: Style = .plain, sharesBackground: Bool = true,
                hidesSharedBackground: Bool = false, badge: Badge? = nil, identifier: String? = nil, axis: Axis = .automatic) {
        self.kind = kind
        self.title = title
        self.image = image
        self.imageSource = imageSource
        self.systemItem = systemItem
        self.width = width
        self.tintColor = tintColor
        self.style = style
        self.sharesBackground = sharesBackground
        self.hidesSharedBackground = hidesSharedBackground
        self.badge = badge
        self.identifier = identifier
        self.axis = axis
    }
}
