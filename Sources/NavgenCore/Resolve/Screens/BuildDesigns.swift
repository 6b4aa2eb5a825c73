/// Which designs an app has, from the SDK it builds with, the Info.plist's `UIDesignRequiresCompatibility` and the
/// deployment target:
///
/// | SDK | key | designs |
/// |---|---|---|
/// | below 26 | any | `legacy` |
/// | 26.x | YES | `legacy` |
/// | 26.x without the key, or 27 and later | any | `glass` on iOS 26 and later, and `legacy` when the deployment target is below 26 or not given |
public struct BuildDesigns: Sendable {
    /// The SDK as given (`27.0`).
    public var sdk: String
    /// `UIDesignRequiresCompatibility` as the first property list among the inputs that has it sets it.
    public var requiresCompatibility: Located<Bool>?
    /// The designs, legacy first.
    public var designs: [NavigationDesign]
    /// Whether the build shows Liquid Glass on iOS 26 and later: what `NavigationDesign.current(glassBuild:)` asks.
    public var glassBuild: Bool

    /// The SDK navgen assumes when none is given: the current one.
    public static let defaultSDK = "27.0"

    public init(sdk: String = BuildDesigns.defaultSDK, requiresCompatibility: Located<Bool>? = nil, deploymentTarget: String?) {
        self.sdk = sdk
        self.requiresCompatibility = requiresCompatibility
        let major = Self.major(sdk) ?? 0
        glassBuild = major >= 27 || (major == 26 && requiresCompatibility?.value != true)
        guard glassBuild else {
            designs = [.legacy]
            return
        }
        let supportsOlder = DeploymentTarget.major(deploymentTarget).map { $0 < 26 } ?? true
        designs = supportsOlder ? [.legacy, .glass] : [.glass]
    }

    /// The style a presentation in `automatic` style takes: UIKit's `automatic` is a page sheet, a form sheet from the
    /// iOS 18 SDK, for an app that links the iOS 13 SDK or later; before that, presentations covered the screen.
    public var automaticPresentationStyle: NavigationPresentationStyle {
        let major = Self.major(sdk) ?? 0
        return major >= 18 ? .formSheet : major >= 13 ? .pageSheet : .fullScreen
    }

    /// Whether the SDK has the bar of iOS 27 (`AppearanceProperty.glassOnly`): the iOS 26 SDK, Swift 6.2 and 6.3, lacks
    /// its API, so the glue leaves it out.
    public var hasIOS27Bar: Bool { (Self.major(sdk) ?? 0) >= 27 }

    /// `Built with the iOS 27.0 SDK: Liquid Glass on iOS 26 and later.`, as the generated code and the report say it.
    public var summary: String {
        let key = requiresCompatibility.map { " and UIDesignRequiresCompatibility \($0.value ? "YES" : "NO")" } ?? ""
        let shows = glassBuild ? "Liquid Glass on iOS 26 and later" : "the legacy bar on every iOS"
        return "Built with the iOS \(sdk) SDK\(key): \(shows)."
    }

    /// The major version of an SDK written `27`, `27.0` or `26.4.1`; nil for anything else.
    public static func major(_ version: String) -> Int? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Int(parts[0])
    }
}
