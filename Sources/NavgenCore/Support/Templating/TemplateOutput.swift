import Foundation

/// Where the renderer writes: memory it alone holds (the type cannot be copied), so an append is a bounds check and a
/// copy, with no reference count to check and no array to ask for its storage; full blocks go on to `ChunkedBytes`.
/// The renderer makes millions of appends of a few bytes each, and those checks had cost more than the copies.
struct TemplateOutput: ~Copyable {
    /// Owns the memory; a class so that nothing is left behind when rendering stops at an error.
    private final class Block {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { base.deallocate() }
    }

    private var block: Block
    /// `block.base` and `block.capacity`, read on every append.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// The bytes written before the current block.
    private var filled = ChunkedBytes()

    init() {
        block = Block(capacity: 256)
        base = block.base
        capacity = block.capacity
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let size = bytes.count
        if size > capacity - count { makeRoom(for: size) }
        Self.copy(size, from: source, to: base + count)
        count += size
    }

    mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `other`, moving its large blocks rather than copying them (see `ChunkedBytes.append(contentsOf:)`).
    mutating func append(contentsOf other: consuming ChunkedBytes) {
        seal()
        filled.append(contentsOf: other)
    }

    /// Everything written, the output given up.
    consuming func finish() -> ChunkedBytes {
        seal()
        return filled
    }

    /// The current block as one of `filled`'s, and an empty one in its place.
    private mutating func seal() {
        guard count > 0 else { return }
        filled.append(contentsOf: ChunkedBytes(block: Array(UnsafeBufferPointer(start: base, count: count))))
        count = 0
    }

    /// A block with room for `size` more bytes: the current one grown by doubling up to the block size, or a new one
    /// once it is full.
    private mutating func makeRoom(for size: Int) {
        if count > 0, count + size > ChunkedBytes.blockSize { seal() }
        guard count + size > capacity else { return }
        let grown = Block(capacity: max(count + size, min(capacity * 2, ChunkedBytes.blockSize)))
        if count > 0 { _ = memcpy(grown.base, base, count) }
        block = grown
        base = grown.base
        capacity = grown.capacity
    }

    /// Copies `size` bytes. Most pieces are a few bytes long: up to 16 are copied by two loads and two stores that may
    /// overlap, which costs a fraction of a call to `memcpy`.
    @inline(__always)
    private static func copy(_ size: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        switch size {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: size - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: size - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: size - 4, as: UInt32.self)
        case 1..<4:
            let (first, middle, last) = (source[0], source[size / 2], source[size - 1])
            target[0] = first
            target[size / 2] = middle
            target[size - 1] = last
        case 0:
            break
        default:
            _ = memcpy(target, source, size)
        }
    }
}
