import Foundation

/// A string spelled from pieces straight into its own storage: the pieces are measured in a first pass, so the
/// string is allocated once at its size, with no byte array between and no regrowing (a transition row has
/// nineteen pieces, and appending each to an array cost more than copying its bytes).
struct UTF8Assembly {
    /// Nil while measuring.
    private let storage: UnsafeMutableBufferPointer<UInt8>?
    private(set) var count = 0

    private init(storage: UnsafeMutableBufferPointer<UInt8>?) {
        self.storage = storage
    }

    /// The string `build` spells; `build` runs twice and must append the same pieces both times.
    static func string(_ build: (inout UTF8Assembly) -> Void) -> String {
        var measure = UTF8Assembly(storage: nil)
        build(&measure)
        return String(unsafeUninitializedCapacity: measure.count) { buffer in
            var spell = UTF8Assembly(storage: buffer)
            build(&spell)
            return spell.count
        }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    mutating func append(_ text: String) {
        text.withUTF8Bytes { put($0) }
    }

    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let storage, let source = bytes.baseAddress, !bytes.isEmpty {
            precondition(count + bytes.count <= storage.count, "a UTF8Assembly piece changed between its two passes")
            _ = memcpy(storage.baseAddress! + count, source, bytes.count)
        }
        count += bytes.count
    }
}
