#if canImport(UIKit)
import UIKit

extension NavigationBarAppearance {
    /// The [`UINavigationBarAppearance`](https://developer.apple.com/documentation/uikit/uinavigationbarappearance)
    /// for this bar, built with public API only; `transparentBackground` leaves the background out, for a split
    /// transition that draws each screen's own.
    @MainActor
    public func makeUIAppearance(transparentBackground: Bool = false) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground()
        // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithdefaultbackground()
        // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
        switch transparentBackground ? .transparent : background {
        case .transparent:
            appearance.configureWithTransparentBackground()
        case .system, .glass:
            appearance.configureWithDefaultBackground()
        case .color(let color):
            if color.alpha < 1 { appearance.configureWithDefaultBackground() } else { appearance.configureWithOpaqueBackground() }
            // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
            appearance.backgroundColor = color.uiColor
        case .image(let name, let alpha):
            appearance.configureWithOpaqueBackground()
            // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundimage
            appearance.backgroundImage = UIImage(named: name)
            appearance.backgroundColor = alpha < 1 ? .clear : nil
        }
        // https://developer.apple.com/documentation/uikit/uibarappearance/shadowcolor
        // https://developer.apple.com/documentation/uikit/uibarappearance/shadowimage
        switch shadow {
        case .system: break
        case .hidden: appearance.shadowColor = .clear
        case .color(let color): appearance.shadowColor = color.uiColor
        case .image(let name): appearance.shadowImage = UIImage(named: name)
        }
        // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes
        var title: [NSAttributedString.Key: Any] = [.foregroundColor: effectiveTitleColor.uiColor]
        if let titleFont { title[.font] = titleFont.uiFont }
        appearance.titleTextAttributes = title
        // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/largetitletextattributes
        var largeTitle: [NSAttributedString.Key: Any] = [.foregroundColor: (largeTitleColor ?? effectiveTitleColor).uiColor]
        if let largeTitleFont { largeTitle[.font] = largeTitleFont.uiFont }
        appearance.largeTitleTextAttributes = largeTitle
        if let tintColor {
            // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/buttonappearance
            let buttons = UIBarButtonItemAppearance()
            buttons.normal.titleTextAttributes = [.foregroundColor: tintColor.uiColor]
            appearance.buttonAppearance = buttons
        }
        return appearance
    }
}

extension NavigationBarButtonItem {
    /// The [`UIBarButtonItem`](https://developer.apple.com/documentation/uikit/uibarbuttonitem), tinted with its own
    /// tint or else `tint`.
    @MainActor
    public func makeBarButtonItem(tint: NavigationColor?) -> UIBarButtonItem {
        let item: UIBarButtonItem
        switch kind {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
        case .title: item = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
        case .image:
            item = UIBarButtonItem(image: image.flatMap { UIImage(systemName: $0) ?? UIImage(named: $0) }, style: .plain,
                                   target: nil, action: nil)
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
        case .system: item = UIBarButtonItem(barButtonSystemItem: systemItem.flatMap(Self.systemItem) ?? .done, target: nil, action: nil)
        case .fixedSpace: item = .fixedSpace(width ?? 8)
        case .separator: item = .fixedSpace(0)
        }
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor
        item.tintColor = (tintColor ?? tint)?.uiColor
        return item
    }

    /// The [`UIBarButtonItem.SystemItem`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem) of
    /// that name.
    private static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        switch name {
        case "done": .done
        case "cancel": .cancel
        case "edit": .edit
        case "save": .save
        case "add": .add
        case "compose": .compose
        case "reply": .reply
        case "action": .action
        case "organize": .organize
        case "bookmarks": .bookmarks
        case "search": .search
        case "refresh": .refresh
        case "stop": .stop
        case "camera": .camera
        case "trash": .trash
        case "play": .play
        case "pause": .pause
        case "rewind": .rewind
        case "fastForward": .fastForward
        case "undo": .undo
        case "redo": .redo
        case "close": .close
        default: nil
        }
    }
}
#endif
