extension ParallelMap {
    /// Frees `values` on all threads. Dropping a large structure frees everything in it on the thread
    /// that drops it, and the last reference to a mode's thirty thousand tokens would otherwise be dropped on
    /// one thread while the others wait.
    static func release<Value: Sendable>(_ values: consuming [Value]) {
        // The array is consumed by the map, so each box then holds its value's only reference.
        let boxes = (consume values).map(ReleaseBox.init)
        _ = map(boxes) { $0.value = nil }
    }
}

/// One value, dropped by whichever thread clears it.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    /// Cleared once, by one thread.
    var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
