// https://developer.apple.com/documentation/uikit/uitraitdefinition
public protocol UITraitDefinition {
    /// Whether two collections differ in this trait: the model's own, where UIKit compares the values it stores.
    static func modelDiffers(_ one: UITraitCollection, _ other: UITraitCollection) -> Bool
}

// https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func modelDiffers(_ one: UITraitCollection, _ other: UITraitCollection) -> Bool {
        one.userInterfaceStyle != other.userInterfaceStyle
    }
}

// https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static func modelDiffers(_ one: UITraitCollection, _ other: UITraitCollection) -> Bool {
        one.accessibilityContrast != other.accessibilityContrast
    }
}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration {}

/// One registration: the controller it is for, the traits it observes, and what it runs.
@MainActor
struct ModelTraitObserver: UITraitChangeRegistration {
    weak var controller: UIViewController?
    let traits: [UITrait]
    let handler: @MainActor (UIViewController, UITraitCollection) -> Void
}

extension UIViewController {
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    // (iOS 17: "the system observes the specified traits, and calls your code when any of the observed traits change
    // value", A; the model calls it for a controller in a window, as UIKit propagates traits "to every view controller
    // and view in your app", UITraitEnvironment)
    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<Environment: UIViewController>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let observer = ModelTraitObserver(controller: self, traits: traits) { controller, previous in
            if let environment = controller as? Environment { handler(environment, previous) }
        }
        UIKitModel.traitObservers.append(observer)
        return observer
    }
}

extension UIKitModel {
    /// Calls the observers of what changed from `previous` to `traits`, for controllers still in a window.
    static func traitsChanged(from previous: UITraitCollection) {
        traitObservers.removeAll { $0.controller == nil }
        for observer in traitObservers where observer.traits.contains(where: { $0.modelDiffers(previous, traits) }) {
            guard let controller = observer.controller, controller.view.window != nil else { continue }
            observer.handler(controller, previous)
        }
    }
}
