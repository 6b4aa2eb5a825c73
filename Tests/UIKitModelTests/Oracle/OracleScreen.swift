import NavgenRuntime
import UIKit

/// The one mode of the oracle's screens: the variant being driven (`OracleScreen.bars`).
enum OracleMode: String, NavigationModeProtocol {
    case current

    static let traitModes = NavigationTraitModes<OracleMode>(light: .current, dark: .current, lightHighContrast: .current,
                                                             darkHighContrast: .current)
}

/// A screen of the inputs navgen read, with the bar navgen resolved for it in the mode and design being driven.
struct OracleScreen: NavigationScreenProtocol {
    let rawValue: String

    init?(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Each screen's bar in the variant being driven, by id.
    nonisolated(unsafe) static var bars: [String: NavigationBarAppearance] = [:]
    /// Whether the variant being driven is Liquid Glass.
    nonisolated(unsafe) static var glassBuild = false

    static var allCases: [OracleScreen] { bars.keys.sorted().compactMap(OracleScreen.init) }

    var title: String? { rawValue }

    func appearance(_ mode: OracleMode, design: NavigationDesign) -> NavigationBarAppearance {
        Self.bars[rawValue] ?? NavigationBarAppearance()
    }
}

/// A view controller showing one of the inputs' screens: content of its own and a content scroll view, as
/// `ScenarioController`; asked whether to go back, it agrees.
final class OracleController: UIViewController, NavigationScreenAdopting {
    let navigationScreen: OracleScreen
    private(set) var askedToGoBack = 0

    init(_ id: String) {
        navigationScreen = OracleScreen(rawValue: id)!
        super.init(nibName: nil, bundle: nil)
        title = id
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
        return true
    }
}
