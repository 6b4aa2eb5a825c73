/// Renders templates against a context; partials come from the same template set.
public struct TemplateRenderer: Sendable {
    /// Partials nested deeper than this are a template bug (a partial including itself).
    static let maximumPartialDepth = 16
    /// Lists this long or longer (screens, tokens, table chunks) are rendered in chunks on several threads.
    static let parallelListLength = 32

    let templates: [String: Template]

    public func render(_ name: String, context: TemplateValue) throws(Template.Failure) -> String {
        var output = ChunkedBytes()
        try render(name, context: context, into: &output)
        return String(decoding: output.joined, as: UTF8.self)
    }

    /// Appends the UTF-8 of template `name` to `output`. Bytes, not a String: appending to an array costs a
    /// fraction of a String append, the output is hundreds of thousands of small pieces, and a generated
    /// file of megabytes is never copied into a String.
    public func render(_ name: String, context: TemplateValue, into output: inout ChunkedBytes) throws(Template.Failure) {
        guard let template = templates[name] else {
            throw Template.Failure(diagnostic: Diagnostic(.template, at: .file(name), "no template named '\(name)'"))
        }
        var stack = [context]
        var lookups = Lookups(template.program)
        var written = TemplateOutput()
        try run(template.program, template.program.all, stack: &stack, innermost: Self.object(context), into: &written, lookups: &lookups,
                context: 0, depth: 0, parallel: ParallelMap.isParallel)
        output.append(contentsOf: written.finish())
    }

    /// Runs the instructions in `range` of `program`. `stack` is the context chain, innermost last; sections
    /// push onto it and pop before returning. `innermost` is the innermost context when it is an object, held apart so
    /// reading its members retains nothing. `context` is the slot of `lookups` for the innermost context: 0 for the
    /// template's own, a section's number plus one for what the section pushed. `parallel` is false inside a list
    /// already split across threads.
    private func run(_ program: TemplateProgram, _ range: Range<Int>, stack: inout [TemplateValue], innermost: TemplateObject?,
                     into output: inout TemplateOutput, lookups: inout Lookups, context: Int, depth: Int, parallel: Bool) throws(Template.Failure) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction {
            case .text(let start, let end):
                program.bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            case .variable(let number, let lookup, let filtered):
                // Most values are strings of the innermost context, appended where they are stored.
                if !filtered, case .key(let key) = lookup,
                   innermost?.appendString(key, of: program, lookups: &lookups, context: context, to: &output) == true {
                    continue
                }
                guard let value = value(lookup, program, in: stack, innermost: innermost, lookups: &lookups, context: context) else {
                    let variable = program.variables[number]
                    throw Template.Failure(diagnostic: Diagnostic(.template, at: variable.location, "'\(variable.path.text)' is not in the context"))
                }
                if !filtered, case .string(let text) = value {
                    output.append(text)
                    continue
                }
                var text = value.text
                let filters = program.variables[number].filters
                guard let last = filters.last else {
                    output.append(text)
                    continue
                }
                for filter in filters[..<(filters.count - 1)] { text = filter.apply(to: text) }
                last.append(text, to: &output)
            case .section(let number, let lookup, let inverted, let end):
                let body = index..<end
                index = end
                guard let value = value(lookup, program, in: stack, innermost: innermost, lookups: &lookups, context: context) else {
                    let section = program.sections[number]
                    throw Template.Failure(diagnostic: Diagnostic(.template, at: section.location, "'\(section.path.text)' is not in the context"))
                }
                // What the section pushes is looked in through its own slot; an inverted section pushes nothing.
                let pushed = number + 1
                if inverted {
                    if !value.isTruthy {
                        try run(program, body, stack: &stack, innermost: innermost, into: &output, lookups: &lookups, context: context,
                                depth: depth, parallel: parallel)
                    }
                } else if let items = ListItems(value) {
                    if parallel, items.count >= Self.parallelListLength {
                        try runInChunks(program, body, items: items, stack: stack, context: pushed, depth: depth, into: &output)
                        continue
                    }
                    for item in 0..<items.count {
                        let value = items[item]
                        stack.append(value)
                        defer { stack.removeLast() }
                        try run(program, body, stack: &stack, innermost: Self.object(value), into: &output, lookups: &lookups, context: pushed,
                                depth: depth, parallel: parallel)
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    defer { stack.removeLast() }
                    try run(program, body, stack: &stack, innermost: Self.object(value), into: &output, lookups: &lookups, context: pushed,
                            depth: depth, parallel: parallel)
                }
            case .partial(let number):
                let partial = program.partials[number]
                guard depth < Self.maximumPartialDepth else {
                    throw Template.Failure(diagnostic: Diagnostic(.template, at: partial.location, "partials nested more than \(Self.maximumPartialDepth) deep"))
                }
                guard let included = templates[partial.name] else {
                    throw Template.Failure(diagnostic: Diagnostic(
                        .template, at: partial.location, "no partial named '\(partial.name)'\(Suggestion.hint(for: partial.name, in: templates.keys))"))
                }
                // The partial's names are its own program's: it looks them up in slots of its own.
                var partialLookups = Lookups(included.program)
                if partial.indentation.isEmpty {
                    try run(included.program, included.program.all, stack: &stack, innermost: innermost, into: &output,
                            lookups: &partialLookups, context: 0, depth: depth + 1, parallel: parallel)
                } else {
                    var text = TemplateOutput()
                    try run(included.program, included.program.all, stack: &stack, innermost: innermost, into: &text,
                            lookups: &partialLookups, context: 0, depth: depth + 1, parallel: parallel)
                    output.append(Self.indent(text.finish().joined, by: partial.indentation))
                }
            }
        }
    }

    /// A list section rendered as contiguous chunks of items on several threads, appended in order. The
    /// failure thrown is the first in item order, as rendering on one thread would throw.
    private func runInChunks(_ program: TemplateProgram, _ body: Range<Int>, items: ListItems, stack: [TemplateValue], context: Int,
                             depth: Int, into output: inout TemplateOutput) throws(Template.Failure) {
        let ranges = ParallelMap.ranges(splitting: items.count, perThread: 4)
        var chunks = ParallelMap.map(ranges) { range in
            Result { () throws(Template.Failure) -> ChunkedBytes in
                let program = program.unshared
                var stack = stack
                var lookups = Lookups(program)
                var text = TemplateOutput()
                for index in range {
                    let value = items[index]
                    stack.append(value)
                    try run(program, body, stack: &stack, innermost: Self.object(value), into: &text, lookups: &lookups, context: context,
                            depth: depth, parallel: false)
                    stack.removeLast()
                }
                return text.finish()
            }
        }
        // Each chunk's blocks move into the output; they are never copied or held twice.
        for index in chunks.indices {
            output.append(contentsOf: try chunks[index].get())
            chunks[index] = .success(ChunkedBytes())
        }
    }

    /// Every non-empty line of `text` with `indentation` in front.
    private static func indent(_ text: [UInt8], by indentation: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var atLineStart = true
        for byte in text {
            if atLineStart && byte != UInt8(ascii: "\n") { output += indentation }
            output.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return output
    }

    /// The value a name stands for, looked for from the innermost context outward as Mustache does; the rest
    /// of a dotted name is looked for only in what its first part found.
    private func value(_ lookup: TemplateProgram.Lookup, _ program: TemplateProgram, in stack: [TemplateValue], innermost: TemplateObject?,
                       lookups: inout Lookups, context: Int) -> TemplateValue? {
        switch lookup {
        case .item:
            return stack.last
        case .nothing:
            return nil
        case .key(let index):
            if let found = innermost?.member(index, of: program, lookups: &lookups, context: context) { return found }
            return stack.withUnsafeBufferPointer { Self.member(program.keys[index], in: UnsafeBufferPointer(rebasing: $0.dropLast())) }
        case .path(let index):
            let parts = program.paths[index].parts
            guard var value = stack.withUnsafeBufferPointer({ Self.member(parts[0], in: $0) }) else { return nil }
            for part in parts.dropFirst() {
                guard let next = value[part] else { return nil }
                value = next
            }
            return value
        }
    }

    private static func object(_ value: TemplateValue) -> TemplateObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The member named `key` of the innermost of `contexts` that has one.
    private static func member(_ key: String, in contexts: UnsafeBufferPointer<TemplateValue>) -> TemplateValue? {
        for position in contexts.indices.reversed() {
            if let found = contexts[position][key] { return found }
        }
        return nil
    }
}

/// Where the names of one program were found in the contexts it renders, one slot per context a section pushes (and
/// one for the template's own). The rows of a list share their keys (`TemplateKeys`), so each name is looked for once
/// per list, not once per row: a slot remembers the keys it last saw and each name's position among them.
private struct Lookups {
    /// By slot: the keys the slot's positions are for.
    private var keys: [TemplateKeys?]
    /// By slot, then by name (`TemplateProgram.keys`): a position, `unknown` or `absent`.
    private var positions: [Int]
    /// By slot: where a name not yet known is looked for first, just past the last one found, as a row's members are
    /// mostly read in the order they were set.
    private var hints: [Int]
    private let names: Int

    private static let unknown = -2
    private static let absent = -1

    init(_ program: TemplateProgram) {
        let slots = program.sections.count + 1
        names = program.keys.count
        keys = Array(repeating: nil, count: slots)
        positions = Array(repeating: Self.unknown, count: slots * names)
        hints = Array(repeating: 0, count: slots)
    }

    /// The position of name `key` of `program` among `keys`, those of the innermost context, which slot `context` holds.
    mutating func position(of key: Int, of program: TemplateProgram, in keys: TemplateKeys, context: Int) -> Int? {
        let row = context * names
        if self.keys[context] !== keys {
            self.keys[context] = keys
            positions.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[row..<(row + names)]).update(repeating: Self.unknown) }
        }
        let known = positions[row + key]
        if known >= 0 { return known }
        if known == Self.absent { return nil }
        let found = keys.position(of: program.keys[key], hint: &hints[context])
        positions[row + key] = found ?? Self.absent
        return found
    }
}

extension TemplateObject {
    /// Appends name `key` of `program` when this object, the innermost context, holds it as a string, read in place.
    fileprivate func appendString(_ key: Int, of program: TemplateProgram, lookups: inout Lookups, context: Int,
                                  to output: inout TemplateOutput) -> Bool {
        guard let position = lookups.position(of: key, of: program, in: keys, context: context) else { return false }
        return appendString(at: position, to: &output)
    }

    /// The member for name `key` of `program` when this object, the innermost context, holds one.
    fileprivate func member(_ key: Int, of program: TemplateProgram, lookups: inout Lookups, context: Int) -> TemplateValue? {
        lookups.position(of: key, of: program, in: keys, context: context).map { values[$0] }
    }
}

/// Escaping filters, so templates never build Swift syntax by hand.
enum TemplateFilter: String, CaseIterable, Sendable {
    /// A lowerCamelCase Swift identifier, keywords escaped.
    case identifier
    /// An UpperCamelCase Swift type name.
    case typeName
    /// A complete Swift string literal, quotes included.
    case stringLiteral
    /// Text safe on one `///` line.
    case docComment
    /// Text and attribute values in XML (SVG).
    case xml
    /// Text inside one Markdown table cell.
    case markdownCell

    /// `apply(to: text)` appended to `output`; the escaping filters write straight into it.
    func append(_ text: String, to output: inout TemplateOutput) {
        switch self {
        case .xml: ReportText.appendXML(text, to: &output)
        case .markdownCell: ReportText.appendMarkdownCell(text, to: &output)
        default: output.append(apply(to: text))
        }
    }

    func apply(to text: String) -> String {
        switch self {
        case .identifier: SwiftName.identifier(text)
        case .typeName: SwiftName.typeName(text)
        case .stringLiteral: SwiftName.stringLiteral(text)
        case .docComment: SwiftName.docComment(text)
        case .xml: ReportText.xml(text)
        case .markdownCell: ReportText.markdownCell(text)
        }
    }
}

/// The items of a list section, stored or made on demand.
private enum ListItems: Sendable {
    case stored([TemplateValue])
    case generated(GeneratedList)

    init?(_ value: TemplateValue) {
        switch value {
        case .list(let items): self = .stored(items)
        case .generated(let list): self = .generated(list)
        default: return nil
        }
    }

    var count: Int {
        switch self {
        case .stored(let items): items.count
        case .generated(let list): list.count
        }
    }

    subscript(index: Int) -> TemplateValue {
        switch self {
        case .stored(let items): items[index]
        case .generated(let list): list[index]
        }
    }
}
