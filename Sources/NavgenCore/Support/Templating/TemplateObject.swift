/// An object in a template context: members in the order they were set. Most objects hold a dozen
/// members or fewer and are built in the hundreds of thousands, so they are found by a scan, which
/// hashes and allocates nothing; only large objects (the root) keep an index.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// Key and value pairs: the same type as a dictionary literal's elements, so taking them copies nothing.
    private var members: [(String, TemplateValue)] = []
    private var index: [String: Int]?

    /// Past this many members a scan costs more than hashing the key.
    private static let indexedCount = 16

    public init() {}

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// Keys are taken as distinct, as in a dictionary literal: no scan per member.
    init(_ elements: [(String, TemplateValue)]) {
        members = elements
        if members.count > Self.indexedCount { reindex() }
    }

    public var count: Int { members.count }

    /// The members, in the order they were set.
    public var pairs: [(String, TemplateValue)] { members }

    /// The member named `key`; setting a new key appends it, setting nil removes it.
    public subscript(key: String) -> TemplateValue? {
        get { position(of: key).map { members[$0].1 } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                members[position].1 = value
            case (nil, let value?):
                members.append((key, value))
                if index != nil {
                    index?[key] = members.count - 1
                } else if members.count > Self.indexedCount {
                    reindex()
                }
            case (let position?, nil):
                members.remove(at: position)
                if index != nil { reindex() }
            case (nil, nil):
                break
            }
        }
    }

    /// The member values, the object given up: each then held only by the array, to be freed where it is dropped.
    consuming func takeValues() -> [TemplateValue] {
        members.map(\.1)
    }

    /// Sets every member of `other`, which wins where both have a key.
    public mutating func merge(_ other: TemplateObject) {
        for (key, value) in other.members { self[key] = value }
    }

    /// The member named `key`, looked for from position `hint` on and round: a template reads an item's
    /// members mostly in the order they were set, so each is then found at the first place looked instead of
    /// after comparing the keys before it. `hint` is left just past the member found.
    func member(_ key: String, hint: inout Int) -> TemplateValue? {
        position(of: key, hint: &hint).map { members[$0].1 }
    }

    /// Appends the member named `key` (looked for as `member(_:hint:)` does) when it is a string, read where it
    /// is stored; false, with nothing appended, when there is no such member or it is not a string. Copying a
    /// member out to append it retained and released it, for every value of every row.
    func appendString(_ key: String, hint: inout Int, to output: inout ChunkedBytes) -> Bool {
        guard let position = position(of: key, hint: &hint), case .string(let text) = members[position].1 else { return false }
        output.append(text)
        return true
    }

    private func position(of key: String, hint: inout Int) -> Int? {
        guard index == nil, !members.isEmpty else { return position(of: key) }
        var position = hint < members.count ? hint : 0
        for _ in members.indices {
            if members[position].0 == key {
                hint = position + 1
                return position
            }
            position = position + 1 == members.count ? 0 : position + 1
        }
        return nil
    }

    private mutating func reindex() {
        // The first of equal keys wins, as it does in a scan.
        index = Dictionary(members.indices.map { (members[$0].0, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Compared as strings, as a dictionary would: "\u{212A}" (KELVIN SIGN) is "K" though its UTF-8 is longer.
        return members.firstIndex { $0.0 == key }
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.members.count == rhs.members.count && lhs.members.allSatisfy { rhs[$0.0] == $0.1 }
    }
}
