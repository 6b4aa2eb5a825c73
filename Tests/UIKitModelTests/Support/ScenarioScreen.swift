import NavgenRuntime
import UIKit

/// The modes of the scenarios' screens.
enum ScenarioMode: String, NavigationModeProtocol {
    case light, dark

    static let traitModes = NavigationTraitModes<ScenarioMode>(light: .light, dark: .dark, lightHighContrast: .light,
                                                               darkHighContrast: .dark)
}

/// Screens with one bar of each kind the glue treats differently.
enum ScenarioScreen: String, NavigationScreenProtocol {
    /// UIKit's own bar (glass under Liquid Glass).
    case plain
    /// An opaque brand colour, light content, no shadow, a bar tint, an item.
    case brand
    /// A translucent colour, and an item with a title.
    case translucent
    /// Looks hidden: a clear background.
    case clear
    /// Really hidden.
    case hidden
    /// A background image at an alpha, and a coloured shadow.
    case image
    /// `backInteractive` false: the back button asks, the swipes are blocked.
    case guarded
    /// `swipeBackEnabled` false.
    case unswipeable
    /// Hides the tab bar when pushed.
    case hidesTabBar
    /// A large title.
    case large
    /// UIKit's system colours, as a storyboard names them: the background, the title's label colour, the blue tint.
    case systemColors
    /// Hides its back button in the dark mode only, as a token can say.
    case hidesBackInDark

    /// Whether the app is built for Liquid Glass: set with the model's design.
    nonisolated(unsafe) static var glassBuild = false

    var title: String? { rawValue }
    var subtitle: String? { self == .large ? "Subtitle" : nil }

    func appearance(_ mode: ScenarioMode, design: NavigationDesign) -> NavigationBarAppearance {
        let dark = mode == .dark
        var bar = NavigationBarAppearance([.statusBarStyle(dark ? .lightContent : .darkContent), .usesDarkAppearance(dark)])
        switch self {
        case .plain:
            bar.background = design == .glass ? .glass : .system(.default)
        case .brand:
            bar.barStyle = .black
            bar.background = .color(NavigationColor(red: 0.29, green: 0.27, blue: dark ? 0.6 : 0.8))
            bar.tintColor = .white
            bar.titleColor = .white
            bar.titleFont = NavigationFont(family: "Avenir Next", size: 17, weight: 600)
            bar.shadow = .hidden
            bar.statusBarStyle = .lightContent
            bar.rightItems = [NavigationBarButtonItem(kind: .image, image: "square.and.pencil", axis: .verticalPreferred)]
            bar.edgeEffect = .soft
            bar.barMinimization = .never
            if design == .glass {
                bar.barInterfaceStyle = .dark
                bar.titleAlignment = .leading
            }
        case .translucent:
            bar.background = .color(NavigationColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 0.6))
            bar.titleColor = NavigationColor(red: 0.2, green: 0.1, blue: 0)
            // The heaviest face of the family is a condensed one: the bar takes the heaviest normal-width face.
            bar.titleFont = NavigationFont(family: "Helvetica Neue", size: 17, weight: 900)
            bar.rightItems = [NavigationBarButtonItem(kind: .title, title: "Sort", identifier: "sort")]
            bar.barMinimization = .onScrollDown
        case .clear:
            bar.background = .transparent
            bar.visibility = .transparent
            bar.barAlpha = 0
            bar.statusBarStyle = .lightContent
            bar.edgeEffect = .hidden
        case .hidden:
            bar.visibility = .hidden
        case .image:
            bar.barImage = "header"
            bar.barAlpha = 0.6
            bar.background = .image(name: "header", alpha: 0.6)
            bar.shadow = .color(NavigationColor(red: 1, green: 0, blue: 0))
            bar.leftItems = [NavigationBarButtonItem(kind: .system, systemItem: .close, axis: .horizontalOnly)]
            bar.edgeEffect = .hard
        case .guarded:
            bar.background = design == .glass ? .glass : .system(.default)
            bar.backInteractive = false
        case .unswipeable:
            bar.background = .color(NavigationColor(red: 0.1, green: 0.6, blue: 0.3))
            // A family of condensed faces only: the bar takes its upright face nearest the weight.
            bar.titleFont = NavigationFont(family: "Avenir Next Condensed", size: 17, weight: 700)
            bar.swipeBackEnabled = false
        case .hidesTabBar:
            bar.background = .color(NavigationColor(red: 0.1, green: 0.1, blue: 0.1))
            bar.barStyle = .black
            bar.statusBarStyle = .lightContent
            bar.hidesBottomBarWhenPushed = true
        case .large:
            bar.background = design == .glass ? .glass : .system(.default)
            bar.largeTitleDisplayMode = .always
            bar.prefersLargeTitles = true
            if design == .glass { bar.verticalBar = .disabled }
        case .hidesBackInDark:
            bar.background = design == .glass ? .glass : .system(.default)
            bar.hidesBackButton = dark
        case .systemColors:
            // The documented values navgen checks, in the mode; the glue hands UIKit the system colours themselves.
            let background = NavigationColor(red: dark ? 0 : 1, green: dark ? 0 : 1, blue: dark ? 0 : 1, system: .systemBackground)
            bar.background = design == .glass ? .glass : .color(background)
            bar.titleColor = NavigationColor(red: dark ? 1 : 0, green: dark ? 1 : 0, blue: dark ? 1 : 0, system: .label)
            bar.tintColor = dark ? NavigationColor(red: 10 / 255, green: 132 / 255, blue: 1, system: .systemBlue)
                : NavigationColor(red: 0, green: 122 / 255, blue: 1, system: .systemBlue)
        }
        return bar
    }
}

/// A view controller showing one of the scenario screens: content in a colour of its own, and a scroll view (its
/// content scroll view) over all of it.
final class ScenarioController: UIViewController, NavigationScreenAdopting {
    let navigationScreen: ScenarioScreen
    /// What the screen answers when asked whether to go back (`backInteractive` false).
    var agreesToGoBack = true
    /// How often it was asked.
    private(set) var askedToGoBack = 0

    init(_ screen: ScenarioScreen) {
        navigationScreen = screen
        super.init(nibName: nil, bundle: nil)
        title = screen.rawValue
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        super.loadView()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        let scroll = UIScrollView(frame: view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scroll)
        setContentScrollView(scroll, for: .top)
    }

    func navigationShouldGoBack() async -> Bool {
        askedToGoBack += 1
        return agreesToGoBack
    }
}

/// A view controller that does not adopt navgen: it keeps whatever bar it is given and says its own status bar.
final class ForeignController: UIViewController {
    var statusBarStyle = UIStatusBarStyle.default
    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }
}
