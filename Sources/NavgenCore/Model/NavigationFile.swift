/// A storyboard, xib or navigation map of the inputs as the app's code names things in it: the identifiers of its scenes
/// and segues, which `NavigationStoryboards.swift` declares.
public struct NavigationFile: Sendable {
    public var path: String
    public var format: DocumentFormat
    /// The storyboard identifiers of its controllers (storyboards and xibs only), as written, in order.
    public var sceneIdentifiers: [String]
    /// The identifiers of its segues, tab relationships aside, as written, in order.
    public var segueIdentifiers: [String]
    /// A xib's File's Owner class, which loads it and is no controller of its own.
    public var filesOwnerClass: String?
    /// Where each of its controllers' elements begins, by controller id: what is written from there to the next one is
    /// about that controller.
    public var controllerStarts: [ControllerStart] = []

    public struct ControllerStart: Sendable {
        public var id: String
        public var location: SourceLocation
    }
}

extension NavigationFile {
    init(_ document: SourceDocument) {
        path = document.path
        format = document.format
        sceneIdentifiers = document.format == .storyboard || document.format == .xib
            ? document.controllers.compactMap { $0.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 } } : []
        segueIdentifiers = document.segues.compactMap { segue in
            segue.effect == .tab ? nil : segue.identifier.flatMap { $0.isEmpty ? nil : $0 }
        }
        filesOwnerClass = document.filesOwnerClass
        controllerStarts = document.controllers.map { ControllerStart(id: $0.id, location: $0.start) }
    }
}
