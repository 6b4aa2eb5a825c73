/// The first controller of each id among the documents, in document order, looked up where the documents hold it.
struct ControllerTable: Sendable {
    private let documents: [SourceDocument]
    private var positions: [String: Position] = [:]
    /// The ids, each once, in the order their first controllers come.
    private(set) var order: [String] = []

    private struct Position: Sendable {
        var document: Int
        var controller: Int
    }

    init(_ documents: [SourceDocument]) {
        self.documents = documents
        let count = documents.reduce(0) { $0 + $1.controllers.count }
        positions.reserveCapacity(count)
        order.reserveCapacity(count)
    }

    /// Adds the controller at `controller` in document `document` unless its id has one; the earlier one's place when it has.
    mutating func add(document: Int, controller: Int) -> SourceLocation? {
        let id = documents[document].controllers[controller].id
        if let earlier = positions[id] { return documents[earlier.document].controllers[earlier.controller].location }
        positions[id] = Position(document: document, controller: controller)
        order.append(id)
        return nil
    }

    /// Whether a document starts at the id's controller (its initial view controller).
    func isInitial(_ id: String) -> Bool {
        documents.contains { $0.initialController == id }
    }

    subscript(id: String) -> SourceController? {
        guard let position = positions[id] else { return nil }
        return documents[position.document].controllers[position.controller]
    }

    /// `body` given the id's controller where its document holds it; nil when no controller has the id.
    func read<Result>(_ id: String, _ body: (SourceController) -> Result) -> Result? {
        positions[id].map { body(documents[$0.document].controllers[$0.controller]) }
    }

    /// Each id's role, read in place.
    var roles: [String: ControllerRole] {
        positions.mapValues { documents[$0.document].controllers[$0.controller].role }
    }

    /// The format of the document the id's controller comes from: apps often set the root of a storyboard's or xib's
    /// navigation controller in code.
    func format(of id: String) -> DocumentFormat? {
        positions[id].map { documents[$0.document].format }
    }
}
