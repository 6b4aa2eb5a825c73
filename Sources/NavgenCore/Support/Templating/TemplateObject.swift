/// An object in a template context: members in the order they were set, as a list of keys and a list of values.
/// Most objects are rows of a list, hundreds of thousands of them with a dozen members each: the rows of one list
/// share one `TemplateKeys`, so a row is one array of values to make and free, and the renderer finds a member by
/// its position in the shared keys (see `TemplateRenderer`). Members are found by a scan, which hashes and
/// allocates nothing; only large objects (the root) keep an index.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private(set) var keys: TemplateKeys
    private(set) var values: [TemplateValue]

    public init() {
        self.init(keys: TemplateKeys([]), values: [])
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// Keys are taken as distinct, as in a dictionary literal: no scan per member.
    init(_ elements: [(String, TemplateValue)]) {
        self.init(keys: TemplateKeys(elements.map(\.0)), values: elements.map(\.1))
    }

    /// A row: `values` in the order of `keys`, which rows of the same shape share.
    init(keys: TemplateKeys, values: [TemplateValue]) {
        precondition(keys.count == values.count, "a row needs one value per key")
        self.keys = keys
        self.values = values
    }

    public var count: Int { values.count }

    /// The members, in the order they were set.
    public var pairs: [(String, TemplateValue)] { Array(zip(keys.names, values)) }

    /// The member named `key`; setting a new key appends it, setting nil removes it.
    public subscript(key: String) -> TemplateValue? {
        get { keys.position(of: key).map { values[$0] } }
        set {
            switch (keys.position(of: key), newValue) {
            case (let position?, let value?):
                values[position] = value
            case (nil, let value?):
                // Keys are shared among rows and never change: members are set one by one only on a few objects.
                keys = TemplateKeys(keys.names + [key])
                values.append(value)
            case (let position?, nil):
                keys = TemplateKeys(keys.names.enumerated().filter { $0.offset != position }.map(\.element))
                values.remove(at: position)
            case (nil, nil):
                break
            }
        }
    }

    /// Sets every member of `other`, which wins where both have a key.
    public mutating func merge(_ other: TemplateObject) {
        for (key, value) in zip(other.keys.names, other.values) { self[key] = value }
    }

    /// Appends the member at `position` of `keys` when it is a string, read where it is stored; false, with nothing
    /// appended, when it is not. Copying a member out to append it retained and released it, for every value of every row.
    func appendString(at position: Int, to output: inout TemplateOutput) -> Bool {
        guard case .string(let text) = values[position] else { return false }
        output.append(text)
        return true
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && zip(lhs.keys.names, lhs.values).allSatisfy { rhs[$0.0] == $0.1 }
    }
}

/// The keys of an object, in order: made once for every row of one shape (a `static let` beside the code that fills
/// the rows), so the rows share it, and the renderer can tell rows of one shape by identity.
public final class TemplateKeys: Sendable {
    let names: [String]
    private let index: [String: Int]?

    /// Past this many keys a scan costs more than hashing the key.
    private static let indexedCount = 16

    /// Keys are taken as distinct, as in a dictionary literal.
    public init(_ names: [String]) {
        self.names = names
        // The first of equal keys wins, as it does in a scan.
        index = names.count > Self.indexedCount ? Dictionary(names.indices.map { (names[$0], $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    var count: Int { names.count }

    /// The position of `key`, looked for from position `hint` on and round: a template reads a row's members mostly in
    /// the order they were set, so each is then found at the first place looked instead of after comparing the keys
    /// before it. `hint` is left just past the member found.
    func position(of key: String, hint: inout Int) -> Int? {
        guard index == nil, !names.isEmpty else { return position(of: key) }
        return names.withUnsafeBufferPointer { names in
            var position = hint < names.count ? hint : 0
            for _ in names.indices {
                if names[position] == key {
                    hint = position + 1
                    return position
                }
                position = position + 1 == names.count ? 0 : position + 1
            }
            return nil
        }
    }

    func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Compared as strings, as a dictionary would: "\u{212A}" (KELVIN SIGN) is "K" though its UTF-8 is longer.
        return names.firstIndex { $0 == key }
    }
}
