import Foundation

/// A value made when first read, once, whatever the thread: a thread that reads it while it is being made waits for it.
/// What several outputs share (the plans and the diagnostics, the bar catalogue, the flow's layout) is made by the
/// first job of the render seam that reads it, beside the outputs that do not.
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
