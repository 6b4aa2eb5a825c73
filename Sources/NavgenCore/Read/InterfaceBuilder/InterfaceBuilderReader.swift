/// Reads an Interface Builder storyboard or xib (any Xcode from 5 on) into the reader-neutral source model; an older
/// `<archive>` xib is recognised and reported.
///
/// Nothing is resolved here: colours become literals or `{asset.…}` references, storyboard references stay
/// placeholders until `StoryboardReferences.resolve`. What navgen does not know is skipped without a word; what it
/// knows but finds malformed (a segue to a missing object, an unparsable colour, a repeated id) is an error.
public enum InterfaceBuilderReader {
    public static func read(_ document: XMLDocument, log: inout DiagnosticLog) -> SourceDocument {
        let root = document.root
        var source = SourceDocument(path: document.path, format: format(of: root))
        guard root.name == "document" else {
            log.report(.unsupported, at: root.location, """
                this \(source.format.rawValue) is an Interface Builder 3 archive (<archive>, the format of Xcode 4 and \
                earlier), which navgen does not read, so its controllers are skipped; open it in a current Xcode and \
                save it, which converts it to the document format of Xcode 5 and later
                """)
            return source
        }
        readAttributes(of: root, into: &source, log: &log)

        var context = IBContext(document: document, log: log)
        let identifiers = IdentifierIndex.build(root, log: &context.log)
        let found = ControllerDiscovery.controllers(in: root, format: source.format)
        for controller in found {
            if let controller = ControllerReader.read(controller, context: &context) { source.controllers.append(controller) }
        }
        var segues = SegueReader(controllerIDs: source.controllers.map(\.id), identifiers: identifiers)
        segues.read(root, format: source.format, context: &context)
        source.segues = segues.segues + RootAttribute.segues(controllers: source.controllers, segues: segues.segues, log: &context.log)
            + NestedControllers.segues(of: found.map(\.element), format: source.format)
        source.textViews = TextViewReader.read(root)
        source.filesOwnerClass = root.firstChild(named: "objects")?.children.first { $0.attribute("placeholderIdentifier") == "IBFilesOwner" }?
            .attribute("customClass")
        LooseNavigationBars.report(in: root, format: source.format, segues: source.segues, filesOwner: source.filesOwnerClass, log: &context.log)
        log = context.log
        return source
    }

    /// `storyboard` or `xib` from the document type (`…CocoaTouch.Storyboard.XIB`, `…Cocoa.XIB`), else from the
    /// presence of scenes.
    static func format(of root: XMLElement) -> DocumentFormat {
        if let type = root.attribute("type") {
            if type.contains("Storyboard") { return .storyboard }
            if type.hasSuffix("XIB") { return .xib }
        }
        return root.firstChild(named: "scenes") != nil ? .storyboard : .xib
    }

    /// The platform a `targetRuntime` names when it is not iOS (nor Mac Catalyst's iOS storyboards), and why navgen
    /// skips it; nil for iOS and for values navgen does not know.
    static func otherPlatform(runtime: String) -> (name: String, reason: String)? {
        let noBar = "whose controllers have no UIKit navigation bar"
        if runtime.hasPrefix("MacOSX") { return ("macOS", noBar) }
        if runtime.lowercased().hasPrefix("watchkit") { return ("watchOS", noBar) }
        // tvOS has navigation controllers, but no status bar or swipe back, and the runtime builds for iOS only.
        if runtime.hasPrefix("AppleTV") {
            return ("tvOS", "which NavgenRuntime and the generated tests do not build for: they set the status bar and swipe back, "
                        + "which tvOS has not")
        }
        return nil
    }

    private static func readAttributes(of root: XMLElement, into source: inout SourceDocument, log: inout DiagnosticLog) {
        source.documentType = root.attribute("type")
        source.version = root.attribute("version")
        source.toolsVersion = root.attribute("toolsVersion")
        source.targetRuntime = root.attribute("targetRuntime")
        if let runtime = root.located("targetRuntime"), let platform = otherPlatform(runtime: runtime.value) {
            source.otherPlatform = platform.name
            log.report(.unsupported, at: runtime.location, """
                this \(source.format.rawValue) is for \(platform.name) (targetRuntime "\(runtime.value)"), \(platform.reason), so \
                navgen skips it; give navgen the folders of the iOS app's storyboards to leave it out
                """)
        }
        source.initialController = root.attribute("initialViewController")
        if let launch = IBBool.attribute("launchScreen", of: root, log: &log) { source.launchScreen = launch.value }
        let deployments = root.children(named: "dependencies").flatMap { $0.children(named: "deployment") }
        guard let deployment = deployments.first else { return }
        source.deploymentPlatform = deployment.attribute("identifier")
        // `defaultVersion` (Xcode 5) is the project's target at the time, used when the file sets none of its own.
        guard let version = deployment.located("version") ?? deployment.located("defaultVersion") else { return }
        guard let dotted = DeploymentVersion.dotted(version.value, platform: source.deploymentPlatform) else {
            log.report(.invalidValue, at: version.location, "'\(version.value)' is not a deployment version")
            return
        }
        source.deploymentTarget = SourceValue(dotted, at: version.location)
    }
}
