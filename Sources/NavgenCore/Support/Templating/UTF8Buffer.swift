import Foundation

/// Bytes built a piece at a time, in memory of its own that an append fills with one copy. Emitting makes millions of
/// short appends: `Array.append(contentsOf:)` costs far more than the copy for a short piece, and even writing into an
/// array's room asks the array whether its storage is shared and hands out a pointer to it on every append.
struct UTF8Buffer: Sendable {
    private var storage: Storage
    private(set) var count = 0

    /// The memory: `capacity` bytes, of which a buffer uses its first `count`. Buffers copied from one another share it
    /// until one of them appends (`makeUnique`).
    private final class Storage: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: max(capacity, 1))
            self.capacity = capacity
        }

        deinit { base.deallocate() }

        static let empty = Storage(capacity: 0)
    }

    init(capacity: Int = 0) {
        storage = capacity > 0 ? Storage(capacity: capacity) : .empty
    }

    init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        append(bytes)
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes, in an array of their own.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: count)) }

    var string: String { String(decoding: UnsafeBufferPointer(start: storage.base, count: count), as: UTF8.self) }

    /// Makes the room at least `capacity` bytes.
    mutating func reserve(_ capacity: Int) {
        guard capacity > storage.capacity else { return }
        let grown = Storage(capacity: capacity)
        if count > 0 { _ = memcpy(grown.base, storage.base, count) }
        storage = grown
    }

    /// Room for `more` bytes in memory no other buffer shares.
    private mutating func makeRoom(for more: Int) {
        if count + more > storage.capacity {
            reserve(max(count + more, storage.capacity * 2, 64))
        } else if !isKnownUniquelyReferenced(&storage) {
            let copy = Storage(capacity: storage.capacity)
            if count > 0 { _ = memcpy(copy.base, storage.base, count) }
            storage = copy
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeRoom(for: bytes.count)
        _ = memcpy(storage.base + count, source, bytes.count)
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
        makeRoom(for: 1)
        storage.base[count] = byte
        count += 1
    }

    /// `byte` `count` times, as a caret line's padding.
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        makeRoom(for: repeats)
        _ = memset(storage.base + count, Int32(byte), repeats)
        count += repeats
    }

    /// `value` in decimal digits, without a `String` made for it.
    mutating func appendDecimal(_ value: UInt64) {
        if value >= 10 { appendDecimal(value / 10) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `value` in decimal digits, `-` first when it is negative, as `String(value)` spells it.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(value.magnitude))
    }

    /// Drops the bytes from `newCount` on.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncating past the end")
        count = newCount
    }

    mutating func remove(at index: Int) {
        precondition(index >= 0 && index < count, "removing past the end")
        makeRoom(for: 0)
        let tail = count - index - 1
        if tail > 0 { _ = memmove(storage.base + index, storage.base + index + 1, tail) }
        count -= 1
    }

    /// Whether the bytes from `start` on are `other`, compared as memory.
    func bytes(from start: Int, equal other: [UInt8]) -> Bool {
        guard count - start == other.count else { return false }
        guard !other.isEmpty else { return true }
        return other.withUnsafeBufferPointer { memcmp(storage.base + start, $0.baseAddress!, other.count) == 0 }
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
