/// Writes values as packed JSON (see `TemplateJSON`) through their `Encodable` conformances, each container's text as
/// it is filled (`PackedJSONText`).
///
/// A list whose first item is a structure is written as a table straight away, each item as a row of its members'
/// values, and its keys are put before the rows once it has two rows that agree; a list that turns out not to be a
/// table (one item, or an item that differs) is written again, as a plain list. A container asked for inside a value
/// (never by synthesised conformances) is filled apart and put in place when its owner is finished, so that it may be
/// filled late.
final class PackedJSONStream {
    var text = PackedJSONText()

    /// `value`, written again as a plain list if it is a list that is not a table.
    func write<T: Encodable>(_ value: T) {
        if let leaf = Self.leaf(value) {
            text.append(leaf)
            return
        }
        let start = text.count
        if !encode(value, packing: true, isRow: false) {
            text.truncate(to: start)
            _ = encode(value, packing: false, isRow: false)
        }
    }

    /// The next item of the innermost list.
    func item<T: Encodable>(_ value: T) {
        switch text.item(Self.leaf(value)) {
        case .done: break
        case .row: _ = encode(value, packing: true, isRow: true)
        case .value: write(value)
        }
    }

    /// The value of a single value container: a leaf as itself, else as though it were the innermost value itself.
    func single<T: Encodable>(_ value: T) throws {
        if let leaf = Self.leaf(value) {
            text.single(leaf)
        } else {
            try value.encode(to: PackedJSONEncoder(stream: self))
        }
    }

    /// False, with `value` written badly, if it is a list that cannot be a table though `packing` asked for one.
    private func encode<T: Encodable>(_ value: T, packing: Bool, isRow: Bool) -> Bool {
        text.begin(packing: packing, isRow: isRow)
        do {
            try value.encode(to: PackedJSONEncoder(stream: self))
        } catch {
            preconditionFailure("the emit context cannot be encoded: \(error)")
        }
        return text.finish()
    }

    /// `value` as a leaf, if it is one. Told by type, so that a structure is not cast to each of them.
    private static func leaf<T: Encodable>(_ value: T) -> PackedJSONText.Leaf? {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .int(value as! Int) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Double.self { return .double(value as! Double) }
        if T.self == Int?.self { return (value as! Int?).map { .int($0) } ?? .null }
        if T.self == String?.self { return (value as! String?).map { .string($0) } ?? .null }
        if T.self == Bool?.self { return (value as! Bool?).map { .bool($0) } ?? .null }
        if T.self == Double?.self { return (value as! Double?).map { .double($0) } ?? .null }
        if T.self == [Int].self { return .ints(value as! [Int]) }
        if T.self == [Int?].self { return .optionalInts(value as! [Int?]) }
        if T.self == [String].self { return .strings(value as! [String]) }
        return nil
    }
}
