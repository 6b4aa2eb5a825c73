/// The text of packed JSON as `PackedJSONStream` writes it, and the values open in it, innermost last: what each one's
/// container has written so far, and whether a list is being written as a table.
struct PackedJSONText {
    var bytes: [UInt8] = []
    /// The innermost open value, below it those around it; at the bottom, a value that is never finished.
    private var top = Frame(start: 0, packing: false, isRow: false)
    private var outer: [Frame] = []

    /// A value written without a container: Swift's plain ones, their optionals, and lists of them.
    enum Leaf {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case ints([Int])
        case optionalInts([Int?])
        case strings([String])
    }

    /// What the stream does with the next item of a list.
    enum ItemWriting {
        /// Nothing: it was a leaf and is written, or the list is already known not to be a table.
        case done
        /// Encode it as a row of the table.
        case row
        /// Write it as a value of its own.
        case value
    }

    private struct Frame {
        enum Shape { case unopened, object, list, single }
        enum Table { case undecided, rows, plain, failed }

        var shape = Shape.unopened
        /// Where the value starts in `bytes`.
        let start: Int
        /// Whether a list here may be a table.
        let packing: Bool
        /// Whether the value is a row of the table around it: its members' values only, in a list.
        let isRow: Bool
        /// Members or items written.
        var count = 0
        var table = Table.undecided
        /// A table's keys, from its first row; a first row's member names as it writes them.
        var keys: [String] = []
        /// A row's table's keys, when it is not the first row; whether a member's name differed from them.
        var expected: [String]?
        var differs = false
        /// Containers filled apart, and where they go.
        var nested: [(position: Int, stream: PackedJSONStream)] = []
    }

    /// Whether a value is open besides the bottom one.
    var isWriting: Bool { !outer.isEmpty }

    /// A new innermost value; a row of the innermost list when `isRow`.
    mutating func begin(packing: Bool, isRow: Bool) {
        var frame = Frame(start: bytes.count, packing: packing, isRow: isRow)
        if isRow, top.table == .rows, top.count > 1 { frame.expected = top.keys }
        outer.append(top)
        top = frame
    }

    /// The innermost value opened as an object or a list (again, if it already is).
    mutating func open(asList: Bool) {
        let shape = asList ? Frame.Shape.list : .object
        guard top.shape != shape else { return }
        precondition(top.shape == .unopened, "a value of the emit context asked for two kinds of container")
        top.shape = shape
        bytes.append(UInt8(ascii: shape == .object && !top.isRow ? "{" : "["))
    }

    /// The innermost value written as `leaf`, without a container.
    mutating func single(_ leaf: Leaf) {
        precondition(top.shape == .unopened, "a value of the emit context asked for two containers")
        top.shape = .single
        append(leaf)
    }

    /// The innermost value's next member, `name`; in a row, checked against the table's keys instead of written.
    mutating func member(_ name: String) {
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if !top.isRow {
            TemplateJSON.writeString(name, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        } else if let expected = top.expected {
            if top.count >= expected.count || expected[top.count] != name { top.differs = true }
        } else {
            top.keys.append(name)
        }
        top.count += 1
    }

    /// The innermost value's next member, `name`, and its value.
    mutating func member(_ name: String, _ value: Leaf) {
        member(name)
        append(value)
    }

    /// The innermost list's next item, written when it is `leaf`; else what the stream is to do with it.
    mutating func item(_ leaf: Leaf?) -> ItemWriting {
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        top.count += 1
        guard top.packing else {
            guard let leaf else { return .value }
            append(leaf)
            return .done
        }
        switch (top.table, leaf) {
        case (.failed, _):
            return .done
        case (.plain, let leaf?), (.undecided, let leaf?):
            top.table = .plain
            append(leaf)
            return .done
        case (.plain, nil):
            return .value
        case (.undecided, nil), (.rows, nil):
            top.table = .rows
            return .row
        case (.rows, _?):
            top.table = .failed
            return .done
        }
    }

    /// A stream for a container asked for inside the innermost value, here: after a member's name, or as the next item
    /// of a list, which is then no table (a list filled this way cannot be written again).
    mutating func nested(asItem: Bool) -> PackedJSONStream {
        if asItem {
            if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
            top.count += 1
            switch top.table {
            case .undecided: top.table = .plain
            case .rows: top.table = .failed
            case .plain, .failed: break
            }
        }
        let stream = PackedJSONStream()
        stream.text.begin(packing: false, isRow: false)
        top.nested.append((bytes.count, stream))
        return stream
    }

    /// Every open value finished.
    mutating func finishAll() {
        while isWriting { _ = finish() }
    }

    /// The innermost value closed and its nested containers put in place; false if it is a list that cannot be the
    /// table its `packing` asked for, and has to be written again.
    mutating func finish() -> Bool {
        let frame = top
        top = outer.removeLast()
        for (position, stream) in frame.nested.reversed() {
            stream.text.finishAll()
            bytes.insert(contentsOf: stream.text.bytes, at: position)
        }
        if frame.isRow { finishRow(frame) }
        switch frame.shape {
        case .unopened:
            bytes += (frame.isRow ? "[]" : "{}").utf8
        case .object:
            bytes.append(UInt8(ascii: frame.isRow ? "]" : "}"))
        case .single:
            break
        case .list:
            guard frame.packing, frame.table == .rows || frame.table == .failed else {
                bytes.append(UInt8(ascii: "]"))
                return true
            }
            guard frame.table == .rows, frame.count >= 2 else { return false }
            var head = Array("{\"keys\":[".utf8)
            for (index, key) in frame.keys.enumerated() {
                if index > 0 { head.append(UInt8(ascii: ",")) }
                TemplateJSON.writeString(key, to: &head)
            }
            head += "],\"rows\":".utf8
            bytes.insert(contentsOf: head, at: frame.start)
            bytes += "]}".utf8
        }
        return true
    }

    /// A row's member names given to its table as the keys when it is the first, else checked against them.
    private mutating func finishRow(_ row: Frame) {
        guard row.shape == .object || row.shape == .unopened else {
            top.table = .failed
            return
        }
        if let expected = row.expected {
            if row.differs || row.count != expected.count { top.table = .failed }
        } else {
            top.keys = row.keys
        }
    }

    /// Everything written since `start` taken back.
    mutating func truncate(to start: Int) {
        bytes.removeSubrange(start...)
    }

    var count: Int { bytes.count }

    mutating func append(_ leaf: Leaf) {
        switch leaf {
        case .null: bytes += "null".utf8
        case .bool(let flag): bytes += (flag ? "true" : "false").utf8
        case .int(let number): SwiftLiteral.write(number, to: &bytes)
        case .double(let number): TemplateJSON.writeNumber(number, to: &bytes)
        case .string(let text): TemplateJSON.writeString(text, to: &bytes)
        case .ints(let numbers): appendList(numbers) { .int($0) }
        case .optionalInts(let numbers): appendList(numbers) { $0.map(Leaf.int) ?? .null }
        case .strings(let texts): appendList(texts) { .string($0) }
        }
    }

    private mutating func appendList<Item>(_ items: [Item], _ leaf: (Item) -> Leaf) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(leaf(item))
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
