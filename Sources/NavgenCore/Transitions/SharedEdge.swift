/// An edge stored once and referenced by each of its plans.
final class SharedEdge: Sendable {
    let edge: Edge

    init(_ edge: Edge) {
        self.edge = edge
    }
}
