/// Bytes kept as a list of blocks of about 64 KB. A generated file of megabytes is never one buffer that
/// grows by copying itself into fresh memory, and the pieces rendered on several threads are moved in,
/// not copied: for the largest outputs, growing and joining buffers cost more page faults than rendering.
public struct ChunkedBytes: Sendable, Hashable {
    /// Small enough to come from malloc's arenas, which reuse freed memory instead of mapping new pages.
    static let blockSize = 64 * 1024
    /// Blocks smaller than this are copied rather than moved when one value is appended to another, so
    /// many short lists rendered on several threads do not leave a file in scraps.
    private static let movedBlockSize = 4 * 1024

    /// Full blocks, in order; `current` follows them.
    private var full: [[UInt8]] = []
    private var current = UTF8Buffer()

    public init() {}

    public init(_ bytes: [UInt8]) {
        current = UTF8Buffer(bytes)
    }

    /// A full block, taken as it is (`append(contentsOf:)` then moves it rather than copying it).
    init(block: [UInt8]) {
        full = [block]
    }

    public var count: Int { full.reduce(current.count) { $0 + $1.count } }

    public var isEmpty: Bool { current.isEmpty && full.allSatisfy(\.isEmpty) }

    /// The blocks in order, the partly filled one last.
    public var blocks: [[UInt8]] { current.isEmpty ? full : full + [current.bytes] }

    /// Every byte in one array, for callers that need the file whole.
    public var joined: [UInt8] {
        guard !full.isEmpty else { return current.bytes }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for block in full { bytes += block }
        bytes += current.bytes
        return bytes
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    public mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    public mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        current.append(byte)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        makeRoom(for: bytes.count)
        current.append(bytes)
    }

    /// Appends `other`, moving its large blocks rather than copying them.
    public mutating func append(contentsOf other: consuming ChunkedBytes) {
        let last = other.takeCurrent()
        for block in other.full + [last] where !block.isEmpty {
            if block.count < Self.movedBlockSize {
                append(block)
            } else {
                if !current.isEmpty { seal() }
                full.append(block)
            }
        }
    }

    /// A new block when `count` more bytes would take the current one past the block size.
    private mutating func makeRoom(for count: Int) {
        guard current.count + count > Self.blockSize, !current.isEmpty else { return }
        seal()
        // A sealed block means a large output: the next one is sized at once instead of growing to it.
        current.reserve(Self.blockSize)
    }

    private mutating func seal() {
        full.append(takeCurrent())
    }

    /// The partly filled block's bytes, in an array of their size; the block's memory is kept for the bytes that follow.
    private mutating func takeCurrent() -> [UInt8] {
        let bytes = current.bytes
        current.truncate(to: 0)
        return bytes
    }

    /// Equal when the bytes are, wherever the blocks happen to end.
    public static func == (lhs: ChunkedBytes, rhs: ChunkedBytes) -> Bool {
        lhs.count == rhs.count && lhs.joined == rhs.joined
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for block in blocks {
            for byte in block { hasher.combine(byte) }
        }
    }
}
