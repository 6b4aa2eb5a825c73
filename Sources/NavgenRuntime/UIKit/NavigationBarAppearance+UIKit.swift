#if canImport(UIKit)
import UIKit

extension NavigationBarAppearance {
    /// The [`UINavigationBarAppearance`](https://developer.apple.com/documentation/uikit/uinavigationbarappearance)
    /// for this bar in `design`, built with public API only; `transparentBackground` leaves the background out, for a
    /// split transition that draws each screen's own.
    @MainActor
    public func makeUIAppearance(transparentBackground: Bool = false, design: NavigationDesign = .legacy) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground()
        // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithdefaultbackground()
        // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
        switch transparentBackground ? .transparent : background {
        case .transparent:
            appearance.configureWithTransparentBackground()
        case .system, .glass:
            appearance.configureWithDefaultBackground()
            darkenMaterial(of: appearance, design: design)
        case .color(let color):
            if color.alpha < 1 {
                appearance.configureWithDefaultBackground()
                darkenMaterial(of: appearance, design: design)
            } else {
                appearance.configureWithOpaqueBackground()
            }
            // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
            appearance.backgroundColor = color.uiColor
        case .image(let name, let alpha):
            appearance.configureWithOpaqueBackground()
            // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundimage
            appearance.backgroundImage = UIImage(named: name).map { alpha < 1 ? Self.image($0, alpha: alpha) : $0 }
            appearance.backgroundColor = alpha < 1 ? .clear : nil
        }
        if design == .glass { showOwnBackgroundUnderGlass(in: appearance) }
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
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        if #available(iOS 27.0, *) { pinInterfaceStyle(of: appearance) }
        #endif
        return appearance
    }

    /// A bar that keeps a colour or an image under Liquid Glass shows it, with no glass over it: teams found that an
    /// opaque appearance alone still gets glass drawn over it on iOS 26 and that `backgroundEffect = nil` is needed too
    /// (wix/react-native-navigation PR #8312); a transparent one has no material at all (cupertino_native_better PR #74).
    /// The system glass is left alone.
    @MainActor
    private func showOwnBackgroundUnderGlass(in appearance: UINavigationBarAppearance) {
        switch background {
        case .color, .image, .transparent:
            // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundeffect
            appearance.backgroundEffect = nil
        case .system, .glass:
            break
        }
    }

    /// `image` drawn at `alpha`: a bar's background image has no alpha of its own.
    @MainActor
    private static func image(_ image: UIImage, alpha: Double) -> UIImage {
        // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)
        // https://developer.apple.com/documentation/uikit/uiimage/imagerendererformat
        // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
        UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in
            // https://developer.apple.com/documentation/uikit/uiimage/draw(at:blendmode:alpha:)
            image.draw(at: .zero, blendMode: .normal, alpha: alpha)
        }
    }

    /// A black bar's material is the dark one whatever the interface style: the default follows the style. Liquid
    /// Glass has no material to darken.
    @MainActor
    private func darkenMaterial(of appearance: UINavigationBarAppearance, design: NavigationDesign) {
        guard barStyle == .black, design == .legacy else { return }
        // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundeffect
        appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)
    }
}

extension NavigationBarButtonItem {
    /// The [`UIBarButtonItem`](https://developer.apple.com/documentation/uikit/uibarbuttonitem), styled
    /// (`style(_:tint:)`), without an action: an app gives its items their actions by making them itself.
    @MainActor
    public func makeBarButtonItem(tint: NavigationColor?) -> UIBarButtonItem {
        let item: UIBarButtonItem
        switch kind {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
        case .title: item = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
        case .image: item = UIBarButtonItem(image: image.flatMap(barImage), style: .plain, target: nil, action: nil)
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
        case .system: item = UIBarButtonItem(barButtonSystemItem: systemItem.map(Self.systemItem) ?? .done, target: nil, action: nil)
        case .fixedSpace: item = Self.fixedSpace(width ?? 8)
        case .separator: item = Self.separator()
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace
        case .flexibleSpace: item = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        // An empty view holds the place until the app sets the item with its own view.
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:)
        case .customView: item = UIBarButtonItem(customView: UIView())
        }
        style(item, tint: tint)
        return item
    }

    /// The image named `name`, from where the item says.
    @MainActor
    private func barImage(_ name: String) -> UIImage? {
        switch imageSource {
        // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
        case .symbol: UIImage(systemName: name)
        // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
        case .asset: UIImage(named: name)
        case .symbolOrAsset: UIImage(systemName: name) ?? UIImage(named: name)
        }
    }

    /// Gives `item` this item's look, keeping what it does (its target and action, its menu): tinted with its own tint
    /// or else `tint`; from iOS 26 with its style, badge, identifier and shared glass, from iOS 27.1 its axis. Only what
    /// is declared: what the app sets on the item in code where nothing is (a tint, glass hidden behind a custom view)
    /// stays.
    @MainActor
    public func style(_ item: UIBarButtonItem, tint: NavigationColor?) {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor
        if let color = tintColor ?? tint { item.tintColor = color.uiColor }
        if style == .prominent { item.style = Self.prominentStyle }
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
            // UIKit's defaults (shared, not hidden) are what declares nothing.
            // https://developer.apple.com/documentation/uikit/uibarbuttonitem/sharesbackground
            if !sharesBackground { item.sharesBackground = false }
            // https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
            if hidesSharedBackground { item.hidesSharedBackground = true }
            // An identifier or a badge the app sets in code (a count that changes) stays where none is declared.
            // https://developer.apple.com/documentation/uikit/uibarbuttonitem/identifier
            if let identifier { item.identifier = identifier }
            // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-4sz3f
            switch badge {
            // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct/count(_:)
            case .count(let count): item.badge = .count(count)
            // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct/indicator()
            case .indicator: item.badge = .indicator()
            case nil: break
            }
        }
        #endif
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        if #available(iOS 27.1, *) { applyAxis(to: item) }
        #endif
    }

    /// The zero-width fixed space that splits glass groups: UIKit's own from iOS 26, a space of width 0 before.
    @MainActor
    private static func separator() -> UIBarButtonItem {
        #if compiler(>=6.2)
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace()
        if #available(iOS 26.0, *) { return .fixedSpace() }
        #endif
        return fixedSpace(0)
    }

    /// A fixed space of `width`: [`fixedSpace(_:)`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:))
    /// from iOS 14, before it a fixed-space system item of that
    /// [`width`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/width).
    @MainActor
    private static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        if #available(iOS 14.0, *) { return .fixedSpace(width) }
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// [`prominent`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/prominent) from
    /// iOS 26, which gives it glass of its own; before it the bold
    /// [`done`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/done), the same value.
    private static var prominentStyle: UIBarButtonItem.Style {
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) { return .prominent }
        #endif
        return style(DoneStyle())
    }

    /// The style `done` gives, through the requirement, which is not deprecated.
    private static func style(_ done: some DoneStyleBefore26) -> UIBarButtonItem.Style { done.style }
}

/// `done`, which the iOS 26 SDK deprecates for `prominent`. Only this requirement reaches it, so an app whose deployment
/// target is 26 or later compiles the fallback for earlier systems, which never runs there, without a warning.
private protocol DoneStyleBefore26 {
    var style: UIBarButtonItem.Style { get }
}

private struct DoneStyle: DoneStyleBefore26 {
    @available(*, deprecated, message: "the style before iOS 26: read it through DoneStyleBefore26")
    var style: UIBarButtonItem.Style { .done }
}

extension NavigationBarButtonItem {
    /// The [`UIBarButtonItem.SystemItem`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem)
    /// `item` is.
    private static func systemItem(_ item: SystemItem) -> UIBarButtonItem.SystemItem {
        switch item {
        case .done: .done
        case .cancel: .cancel
        case .edit: .edit
        case .save: .save
        case .add: .add
        case .compose: .compose
        case .reply: .reply
        case .action: .action
        case .organize: .organize
        case .bookmarks: .bookmarks
        case .search: .search
        case .refresh: .refresh
        case .stop: .stop
        case .camera: .camera
        case .trash: .trash
        case .play: .play
        case .pause: .pause
        case .rewind: .rewind
        case .fastForward: .fastForward
        case .undo: .undo
        case .redo: .redo
        case .close: .close
        case .writingTools: writingTools
        }
    }

    /// [`writingTools`](https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/writingtools) from
    /// iOS 18.2, which the SDKs of Swift 6.0.3 (Xcode 16.2) and later declare; before it the nearest, the compose item.
    private static var writingTools: UIBarButtonItem.SystemItem {
        #if compiler(>=6.0.3)
        if #available(iOS 18.2, *) { return .writingTools }
        #endif
        return .compose
    }
}

extension [NavigationBarButtonItem] {
    /// The items a navigation item shows on one side. Those it has already (a storyboard's, or the app's own, with their
    /// actions and menus) are kept and styled as declared, in order; only a side with none gets items made from the
    /// declaration, which have no action.
    @MainActor
    public func barButtonItems(keeping existing: [UIBarButtonItem]?, tint: NavigationColor?) -> [UIBarButtonItem] {
        guard let existing, !existing.isEmpty else { return map { $0.makeBarButtonItem(tint: tint) } }
        for (item, declared) in zip(existing, self) { declared.style(item, tint: tint) }
        return existing
    }
}
#endif
