internal import CLibXML2

/// The names of one document's elements and attributes, each made into a `String` once.
///
/// libxml2 interns names in its parser's dictionary, so a (prefix, local name) pointer pair stands for one name
/// for as long as the parse lasts; a small open-addressing table keyed by those pointers finds it again without
/// hashing or decoding the name's bytes.
struct XMLNameTable {
    private(set) var names: [String] = []
    private var keys: [Key?]
    private var indices: [Int]

    private struct Key: Equatable {
        var prefix: UnsafePointer<xmlChar>?
        var local: UnsafePointer<xmlChar>?
    }

    init() {
        keys = Array(repeating: nil, count: 256)
        indices = Array(repeating: 0, count: 256)
    }

    /// The index in `names` of `prefix:local` (or `local`).
    mutating func index(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>?) -> Int {
        let key = Key(prefix: prefix, local: local)
        var slot = Self.hash(key) & (keys.count - 1)
        while let existing = keys[slot] {
            if existing == key { return indices[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        let localName = local.map { String(cString: $0) } ?? ""
        names.append(prefix.map { String(cString: $0) + ":" + localName } ?? localName)
        keys[slot] = key
        indices[slot] = names.count - 1
        if names.count * 2 > keys.count { grow() }
        return names.count - 1
    }

    private static func hash(_ key: Key) -> Int {
        let bits = UInt(bitPattern: Int(bitPattern: key.local)) ^ UInt(bitPattern: Int(bitPattern: key.prefix)) &* 31
        // Fibonacci hashing: the product's high bits depend on every bit of the address.
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private mutating func grow() {
        let old = zip(keys, indices).compactMap { key, index in key.map { ($0, index) } }
        keys = Array(repeating: nil, count: keys.count * 2)
        indices = Array(repeating: 0, count: keys.count)
        for (key, index) in old {
            var slot = Self.hash(key) & (keys.count - 1)
            while keys[slot] != nil { slot = (slot + 1) & (keys.count - 1) }
            keys[slot] = key
            indices[slot] = index
        }
    }
}
