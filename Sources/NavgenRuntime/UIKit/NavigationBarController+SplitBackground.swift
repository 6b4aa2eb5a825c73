#if canImport(UIKit)
import UIKit

extension NavigationBarController {
    /// Puts a copy of the screen's bar background in a view of its own, from the top of the screen's view to the top
    /// of its safe area, which is the bar's bottom: pinned within the screen's own view, it holds before UIKit adds the
    /// view to the transition's hierarchy (`viewWillAppear` comes first).
    func installBackground(for screen: any NavigationScreenAdopting) {
        guard let background = Self.backgroundView(for: screen.navigationAppearance, design: screen.navigationDesign) else { return }
        background.isUserInteractionEnabled = false
        background.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(background)
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
        // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: screen.view.topAnchor),
            background.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
            background.bottomAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
        ])
        splitBackgrounds[ObjectIdentifier(screen)] = background
    }

    /// A view drawing what the bar draws behind `bar`: the legacy bar's material (dark for a black bar or in a dark
    /// mode), a colour (over the material when translucent), an image; nil where the bar draws nothing.
    private static func backgroundView(for bar: NavigationBarAppearance, design: NavigationDesign) -> UIView? {
        switch bar.background {
        case .system:
            return design == .glass ? nil : materialView(dark: bar.barStyle == .black)
        case .color(let color) where color.alpha < 1 && design == .legacy:
            let view = materialView(dark: bar.barStyle == .black)
            // https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
            view.contentView.backgroundColor = color.uiColor
            return view
        case .color(let color):
            let view = UIView()
            view.backgroundColor = color.uiColor
            return view
        case .image(let name, let alpha):
            // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
            let image = UIImageView(image: UIImage(named: name))
            image.alpha = alpha
            return image
        case .transparent, .glass:
            return nil
        }
    }

    /// UIKit's bar material, which follows the interface style unless the bar is black.
    private static func materialView(dark: Bool) -> UIVisualEffectView {
        // https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
        // https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
        UIVisualEffectView(effect: UIBlurEffect(style: dark ? .systemChromeMaterialDark : .systemChromeMaterial))
    }
}
#endif
