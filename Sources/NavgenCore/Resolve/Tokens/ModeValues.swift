/// A token's value in each mode, in the order the modes were recorded.
///
/// Tokens have a few modes each and a catalogue holds tens of thousands of tokens: a dictionary per token
/// costs a hash table (most of a large catalogue's memory) and a hash per lookup, where a short list
/// costs one small array and a comparison or two. Equality ignores the order, as a dictionary's does.
public struct ModeValues<Value: Hashable & Sendable>: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    public typealias Element = (key: String, value: Value)

    private struct Entry: Hashable, Sendable {
        var mode: String
        var value: Value
    }

    private var entries: [Entry] = []

    public init() {}

    /// Empty, with room for `count` modes.
    public init(capacity count: Int) {
        entries.reserveCapacity(count)
    }

    public init(dictionaryLiteral elements: (String, Value)...) {
        for (mode, value) in elements { self[mode] = value }
    }

    /// The dictionary's entries in order of mode name.
    public init(_ dictionary: [String: Value]) {
        entries = dictionary.sorted { $0.key < $1.key }.map { Entry(mode: $0.key, value: $0.value) }
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }

    public subscript(position: Int) -> Element { (entries[position].mode, entries[position].value) }

    /// The value in `mode`; setting a new mode appends it, setting nil removes it.
    public subscript(mode: String) -> Value? {
        get { entries.first { $0.mode == mode }?.value }
        set {
            let position = entries.firstIndex { $0.mode == mode }
            switch (position, newValue) {
            case (let position?, let value?): entries[position].value = value
            case (nil, let value?): entries.append(Entry(mode: mode, value: value))
            case (let position?, nil): entries.remove(at: position)
            case (nil, nil): break
            }
        }
    }

    public var keys: [String] { entries.map(\.mode) }
    public var values: [Value] { entries.map(\.value) }

    public static func == (lhs: ModeValues, rhs: ModeValues) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.mode] == $0.value }
    }

    /// Independent of the order, as equality is: each entry is hashed on its own and the hashes combined by XOR.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        hasher.combine(entries.reduce(0) { $0 ^ $1.hashValue })
    }
}
