import Foundation

/// Bytes kept as a list of blocks of about 64 KB. A generated file of megabytes is never one buffer that
/// grows by copying itself into fresh memory, and the pieces rendered on several threads are moved in,
/// not copied: for the largest outputs, growing and joining buffers cost more page faults than rendering.
public struct ChunkedBytes: Sendable, Hashable {
    /// Small enough to come from malloc's arenas, which reuse freed memory instead of mapping new pages.
    static let blockSize = 64 * 1024
    /// Blocks smaller than this are copied rather than moved when one value is appended to another, so
    /// many short lists rendered on several threads do not leave a file in scraps.
    private static let movedBlockSize = 4 * 1024

    /// The room a value starts with: most are a few rows rendered on one thread.
    private static let firstRoom = 256

    /// Full blocks, in order; `current` follows them.
    private var full: [[UInt8]] = []
    /// The block being filled: its first `used` bytes are the value's last, the rest zeroed room. An append is
    /// then one copy into memory the array already holds; `Array.append(contentsOf:)` cost about a hundred
    /// instructions a call, and rendering appends millions of short pieces.
    private var current: [UInt8] = []
    private var used = 0

    public init() {}

    public init(_ bytes: [UInt8]) {
        current = bytes
        used = bytes.count
    }

    public var count: Int { full.reduce(used) { $0 + $1.count } }

    public var isEmpty: Bool { used == 0 && full.allSatisfy(\.isEmpty) }

    /// The blocks in order, the partly filled one last.
    public var blocks: [[UInt8]] { used == 0 ? full : full + [filled] }

    /// Every byte in one array, for callers that need the file whole.
    public var joined: [UInt8] {
        guard !full.isEmpty else { return filled }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for block in full { bytes += block }
        bytes += current[..<used]
        return bytes
    }

    /// The bytes of the block being filled, without its room.
    private var filled: [UInt8] { used == current.count ? current : Array(current[..<used]) }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    public mutating func append(_ byte: UInt8) {
        if used == current.count { makeRoom(for: 1) }
        current[used] = byte
        used += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if used + bytes.count > current.count { makeRoom(for: bytes.count) }
        let offset = used
        current.withUnsafeMutableBufferPointer { target in
            _ = memcpy(target.baseAddress! + offset, source, bytes.count)
        }
        used += bytes.count
    }

    /// Appends `other`, moving its large blocks rather than copying them.
    public mutating func append(contentsOf other: consuming ChunkedBytes) {
        for block in other.full + [other.filled] where !block.isEmpty {
            if block.count < Self.movedBlockSize {
                append(block)
            } else {
                if used > 0 { seal() }
                full.append(block)
            }
        }
    }

    /// Room for `count` more bytes: the block is sealed when they would take it past the block size, and
    /// grows (zeroed) otherwise.
    private mutating func makeRoom(for count: Int) {
        if used > 0, used + count > Self.blockSize { seal() }
        let needed = used + count
        guard needed > current.count else { return }
        // A sealed block means a large output: the next one is sized at once instead of growing to it.
        let size = full.isEmpty ? max(needed, min(Self.blockSize, max(Self.firstRoom, current.count * 2))) : max(needed, Self.blockSize)
        let kept = used
        current = current.withUnsafeBufferPointer { old in
            // Copied and zeroed by hand: growing through a sequence goes byte by byte in unoptimised builds.
            [UInt8](unsafeUninitializedCapacity: size) { room, initialized in
                if kept > 0 { _ = memcpy(room.baseAddress!, old.baseAddress!, kept) }
                memset(room.baseAddress! + kept, 0, size - kept)
                initialized = size
            }
        }
    }

    /// Moves the block being filled, without its room, to the full blocks.
    private mutating func seal() {
        current.removeLast(current.count - used)
        full.append(current)
        current = []
        used = 0
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
