/// The iOS major version an app supports, for rules that only matter on some systems.
enum DeploymentTarget {
    /// The major version of `15.0`; nil when the inputs do not say, and the rules that depend on it stay silent.
    static func major(_ text: String?) -> Int? {
        text.flatMap { Int($0.split(separator: ".").first ?? "") }
    }
}
