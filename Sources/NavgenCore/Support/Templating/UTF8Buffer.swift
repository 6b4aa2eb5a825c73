import Foundation

/// Bytes built a piece at a time: the first `count` bytes of zeroed room. An append is one copy into memory the
/// array already holds, where `Array.append(contentsOf:)` costs far more than the copy for a short piece, and
/// emitting makes millions of short appends.
struct UTF8Buffer: Sendable {
    private var storage: [UInt8] = []
    private(set) var count = 0

    init(capacity: Int = 0) {
        if capacity > 0 { reserve(capacity) }
    }

    init(_ bytes: [UInt8]) {
        storage = bytes
        count = bytes.count
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes, in an array of their own.
    var bytes: [UInt8] { count == storage.count ? storage : Array(storage[..<count]) }

    var string: String {
        storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
    }

    /// The bytes, the buffer given up: its room is dropped in place rather than copied away.
    consuming func takeBytes() -> [UInt8] {
        storage.removeLast(storage.count - count)
        return storage
    }

    /// Makes the room at least `capacity` bytes.
    mutating func reserve(_ capacity: Int) {
        guard capacity > storage.count else { return }
        let kept = count
        storage = storage.withUnsafeBufferPointer { old in
            // Copied and zeroed by hand: through generic calls, unoptimised builds go byte by byte.
            [UInt8](unsafeUninitializedCapacity: capacity) { room, initialized in
                if kept > 0 { _ = memcpy(room.baseAddress!, old.baseAddress!, kept) }
                memset(room.baseAddress! + kept, 0, capacity - kept)
                initialized = capacity
            }
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > storage.count { reserve(max(count + bytes.count, storage.count * 2, 64)) }
        let offset = count
        storage.withUnsafeMutableBufferPointer { _ = memcpy($0.baseAddress! + offset, source, bytes.count) }
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func appendLiteral(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(utf8Of text: String) {
        text.withUTF8Bytes { append($0) }
    }

    mutating func append(_ byte: UInt8) {
        if count == storage.count { reserve(max(storage.count * 2, 64)) }
        storage[count] = byte
        count += 1
    }

    /// Drops the bytes from `newCount` on.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncating past the end")
        count = newCount
    }

    mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "removing past the end")
        let tail = count - index - 1
        if tail > 0 {
            storage.withUnsafeMutableBufferPointer { _ = memmove($0.baseAddress! + index, $0.baseAddress! + index + 1, tail) }
        }
        count -= 1
    }

    /// Whether the bytes from `start` on are `other`, compared as memory.
    func bytes(from start: Int, equal other: [UInt8]) -> Bool {
        guard count - start == other.count else { return false }
        guard !other.isEmpty else { return true }
        return storage.withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { memcmp(mine.baseAddress! + start, $0.baseAddress!, other.count) == 0 }
        }
    }
}

extension String {
    /// The string's UTF-8 in one buffer: its own storage when it has its bytes in a row (nearly always), else a copy.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var contiguous = self
        return contiguous.withUTF8(body)
    }
}
