import Foundation

extension Navgen {
    /// What a run reads and how: the command line's options (`navgen.json` gives the same).
    public struct Options: Sendable {
        public var inputs: [String]
        public var moduleName: String
        /// A folder whose templates replace the default ones, file by file.
        public var templates: String?
        public var threads: Int
        /// Only the Swift files an app target compiles: no generated tests, no report (the build plugin).
        public var sourcesOnly = false
        /// Modes to resolve and emit; all the inputs define when empty.
        public var modes: [String] = []
        /// Overrides the deployment target the inputs declare (rules and designs depend on it).
        public var deploymentTarget: String?
        /// The Xcode app target whose settings and Info.plist are the app's, where a project has several; nil reads
        /// every app among the inputs as one.
        public var appTarget: String?
        /// Whether an `appTarget` the projects lack is an error; the base of `navgen diff`, which may predate the
        /// target, reads every app as one instead.
        public var requiresAppTarget = true
        /// The Xcode target being built, which the build plugin gives: where it is an iOS app target of a project among
        /// the inputs it is the app's, whatever `appTarget` says (a white-label project builds each brand's target with
        /// one navgen.json); otherwise `appTarget` decides.
        public var buildingTarget: String?
        /// The iOS SDK the app builds with, which with the Info.plist decides its designs.
        public var sdk = BuildDesigns.defaultSDK
        /// Warnings become errors.
        public var strict: Bool
        /// Rule id → the severity to use instead of the rule's default; nil turns the rule off.
        public var ruleSeverities: [String: Severity?]
        /// How Style Dictionary files' unitless sizes are read; nil: not chosen, so rem, with a warning where it matters.
        public var unitlessSize: UnitlessSize?

        /// The module the generated tests import when none is given.
        public static let defaultModuleName = "NavigationSample"

        public init(inputs: [String], moduleName: String = defaultModuleName, templates: String? = nil,
                    threads: Int = ProcessInfo.processInfo.activeProcessorCount, strict: Bool = false,
                    ruleSeverities: [String: Severity?] = [:]) {
            self.inputs = inputs
            self.moduleName = moduleName
            self.templates = templates
            self.threads = threads
            self.strict = strict
            self.ruleSeverities = ruleSeverities
        }
    }
}
