// The app half of the device probe (see README.md): one navigation controller whose screens and delegate log every
// callback the model of UIKit asks about, and a scenario per launch argument (`-probe <scenario>`). The log is printed
// with a `PROBE` prefix and shown in a text view the UI tests read. Not built by SwiftPM: add it to an iOS app target.
import UIKit

/// The log: each line printed and kept for the text view.
@MainActor
enum ProbeLog {
    static var lines: [String] = []
    static weak var view: UITextView?

    static func log(_ line: String) {
        lines.append(line)
        print("PROBE " + line)
        view?.text = lines.joined(separator: "\n")
    }
}

/// A screen that logs its appearance callbacks with what the model's unknowns are about: whether a coordinator exists,
/// what the stack and the top say, whether its view is in a window yet.
final class ProbeScreen: UIViewController {
    init(_ name: String, color: UIColor) {
        super.init(nibName: nil, bundle: nil)
        title = name
        view.backgroundColor = color
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
    }

    required init?(coder: NSCoder) { nil }

    private func log(_ callback: String) {
        let navigation = navigationController
        ProbeLog.log("\(title ?? "?") \(callback) coordinator=\(transitionCoordinator != nil) inWindow=\(view.window != nil)"
                     + " top=\(navigation?.topViewController?.title ?? "-") stack=\(navigation?.viewControllers.compactMap(\.title) ?? [])")
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
    override var preferredStatusBarStyle: UIStatusBarStyle {
        ProbeLog.log("\(title ?? "?") preferredStatusBarStyle read")
        return title == "B" ? .lightContent : .darkContent
    }
}

/// The navigation controller: its own delegate, logging `willShow`, `didShow` and the coordinator's completion; its
/// `delegate` property answers another object, so the log says which one UIKit calls.
final class ProbeNavigationController: UINavigationController, UINavigationControllerDelegate {
    private let decoy = ProbeDecoyDelegate()
    /// The scenario asks for the bar to be hidden or shown in `willShow` (does it animate alongside the transition?).
    var togglesBarInWillShow = false

    override var delegate: (any UINavigationControllerDelegate)? {
        get { decoy }
        set { super.delegate = newValue }
    }

    override var childForStatusBarStyle: UIViewController? { topViewController }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        let coordinator = transitionCoordinator
        ProbeLog.log("willShow \(viewController.title ?? "?") coordinator=\(coordinator != nil) interactive=\(coordinator?.isInteractive == true)"
                     + " from=\(coordinator?.viewController(forKey: .from)?.title ?? "-") stack=\(viewControllers.compactMap(\.title))"
                     + " viewInWindow=\(viewController.view.window != nil)")
        if togglesBarInWillShow { setNavigationBarHidden(!isNavigationBarHidden, animated: true) }
        if coordinator?.isInteractive == true { watchWhileInteractive() }
        coordinator?.notifyWhenInteractionChanges { context in
            ProbeLog.log("interaction ended cancelled=\(context.isCancelled) stack=\(self.viewControllers.compactMap(\.title))")
        }
        coordinator?.animate(alongsideTransition: nil) { context in
            ProbeLog.log("completion cancelled=\(context.isCancelled) top=\(self.topViewController?.title ?? "-")"
                         + " stack=\(self.viewControllers.compactMap(\.title))")
        }
    }

    /// Every tenth frame while a swipe drives the transition: what `topViewController` says and where the bar is.
    private func watchWhileInteractive() {
        var frame = 0
        let link = CADisplayLink(target: ProbeFrameTarget { [weak self] link in
            guard let self, let coordinator = self.transitionCoordinator, coordinator.isInteractive else { return link.invalidate() }
            frame += 1
            guard frame % 10 == 0 else { return }
            ProbeLog.log("dragging \(Int(coordinator.percentComplete * 100))% top=\(self.topViewController?.title ?? "-")"
                         + " barY=\(self.navigationBar.layer.presentation()?.frame.minY ?? -1)")
        }, selector: #selector(ProbeFrameTarget.tick(_:)))
        link.add(to: .main, forMode: .common)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        ProbeLog.log("didShow \(viewController.title ?? "?") coordinator=\(transitionCoordinator != nil) stack=\(viewControllers.compactMap(\.title))")
    }
}

/// A display link's target that runs a closure each frame.
final class ProbeFrameTarget: NSObject {
    let body: @MainActor (CADisplayLink) -> Void

    init(_ body: @escaping @MainActor (CADisplayLink) -> Void) {
        self.body = body
    }

    @MainActor @objc func tick(_ link: CADisplayLink) {
        body(link)
    }
}

/// What UIKit calls if it reads the `delegate` property rather than what was set.
final class ProbeDecoyDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        ProbeLog.log("decoy willShow \(viewController.title ?? "?"): UIKit reads the delegate property")
    }
}

@main
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = ProbeNavigationController(rootViewController: ProbeScreen("A", color: .systemYellow))
        navigation.delegate = navigation
        let log = UITextView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
        log.accessibilityIdentifier = "probe-log"
        ProbeLog.view = log
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        window?.addSubview(log)
        let arguments = ProcessInfo.processInfo.arguments
        let scenario = arguments.firstIndex(of: "-probe").map { arguments[$0 + 1] } ?? "push"
        // Slowed so the UI tests can look mid-transition, and a person at the screenshots.
        window?.layer.speed = arguments.contains("-slow") ? 0.1 : 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { Self.run(scenario, on: navigation) }
        return true
    }

    /// The scenarios: what each does to the stack.
    @MainActor
    static func run(_ scenario: String, on navigation: ProbeNavigationController) {
        let b = ProbeScreen("B", color: .systemIndigo)
        let c = ProbeScreen("C", color: .systemGreen)
        ProbeLog.log("scenario \(scenario)")
        switch scenario {
        case "push": navigation.pushViewController(b, animated: true)
        case "pop":
            navigation.pushViewController(b, animated: false)
            navigation.popViewController(animated: true)
        case "popToRoot":
            navigation.setViewControllers([navigation.viewControllers[0], b, c], animated: false)
            ProbeLog.log("popped \(navigation.popToRootViewController(animated: true)?.compactMap(\.title) ?? [])")
        case "setPush", "setPop", "setSame":
            navigation.setViewControllers([navigation.viewControllers[0], b], animated: false)
            let new: [UIViewController] = switch scenario {
            case "setPush": [navigation.viewControllers[0], b, c]
            case "setPop": [navigation.viewControllers[0]]
            default: [c, b]
            }
            navigation.setViewControllers(new, animated: true)
            ProbeLog.log("after setViewControllers stack=\(navigation.viewControllers.compactMap(\.title))")
        case "swipe", "backAction":
            // The UI test swipes from the edge (or the content, iOS 26), completing or cancelling.
            navigation.pushViewController(b, animated: false)
            if scenario == "backAction", #available(iOS 16.0, *) {
                b.navigationItem.backAction = UIAction { _ in ProbeLog.log("backAction ran") }
            }
            if #available(iOS 26.0, *) {
                let content = navigation.interactiveContentPopGestureRecognizer
                ProbeLog.log("content recognizer \(content == nil ? "absent" : "present") delegate=\(String(describing: content?.delegate))")
            }
        case "hideInWillShow":
            navigation.togglesBarInWillShow = true
            navigation.pushViewController(b, animated: false)
        default:
            ProbeLog.log("unknown scenario")
        }
    }
}
