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
            throw Template.Failure(diagnostic: Diagnostic(TemplateDiagnostic.self, at: .file(name), "no template named '\(name)'"))
        }
        var stack = [context]
        try run(template.program, template.program.all, stack: &stack, into: &output, depth: 0, parallel: ParallelMap.isParallel)
    }

    /// Runs the instructions in `range` of `program`. `stack` is the context chain, innermost last; sections
    /// push onto it and pop before returning. `parallel` is false inside a list already split across threads.
    private func run(_ program: TemplateProgram, _ range: Range<Int>, stack: inout [TemplateValue], into output: inout ChunkedBytes,
                     depth: Int, parallel: Bool) throws(Template.Failure) {
        // Where the last member of the innermost context was found: the next is usually just after it.
        var hint = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction {
            case .text(let start, let end):
                program.bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            case .variable(let number, let lookup, let filtered):
                // Most values are strings of the innermost context, appended where they are stored.
                if !filtered, case .key(let key) = lookup, let innermost = stack.indices.last,
                   stack[innermost].appendStringMember(program.keys[key], hint: &hint, to: &output) {
                    continue
                }
                guard let value = value(lookup, program, in: stack, hint: &hint) else {
                    let variable = program.variables[number]
                    throw Template.Failure(diagnostic: Diagnostic(TemplateDiagnostic.self, at: variable.location, "'\(variable.path.text)' is not in the context"))
                }
                if !filtered, case .string(let text) = value {
                    output.append(text)
                    continue
                }
                var text = value.text
                for filter in program.variables[number].filters { text = filter.apply(to: text) }
                output.append(text)
            case .section(let number, let lookup, let inverted, let end):
                let body = index..<end
                index = end
                guard let value = value(lookup, program, in: stack, hint: &hint) else {
                    let section = program.sections[number]
                    throw Template.Failure(diagnostic: Diagnostic(TemplateDiagnostic.self, at: section.location, "'\(section.path.text)' is not in the context"))
                }
                if inverted {
                    if !value.isTruthy { try run(program, body, stack: &stack, into: &output, depth: depth, parallel: parallel) }
                } else if let items = ListItems(value) {
                    if parallel, items.count >= Self.parallelListLength {
                        try runInChunks(program, body, items: items, stack: stack, depth: depth, into: &output)
                        continue
                    }
                    for item in 0..<items.count {
                        stack.append(items[item])
                        defer { stack.removeLast() }
                        try run(program, body, stack: &stack, into: &output, depth: depth, parallel: parallel)
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    defer { stack.removeLast() }
                    try run(program, body, stack: &stack, into: &output, depth: depth, parallel: parallel)
                }
            case .partial(let number):
                let partial = program.partials[number]
                guard depth < Self.maximumPartialDepth else {
                    throw Template.Failure(diagnostic: Diagnostic(TemplateDiagnostic.self, at: partial.location, "partials nested more than \(Self.maximumPartialDepth) deep"))
                }
                guard let included = templates[partial.name] else {
                    throw Template.Failure(diagnostic: Diagnostic(
                        TemplateDiagnostic.self, at: partial.location, "no partial named '\(partial.name)'\(Suggestion.hint(for: partial.name, in: templates.keys))"))
                }
                if partial.indentation.isEmpty {
                    try run(included.program, included.program.all, stack: &stack, into: &output, depth: depth + 1, parallel: parallel)
                } else {
                    var text = ChunkedBytes()
                    try run(included.program, included.program.all, stack: &stack, into: &text, depth: depth + 1, parallel: parallel)
                    output.append(Self.indent(text.joined, by: partial.indentation))
                }
            }
        }
    }

    /// A list section rendered as contiguous chunks of items on several threads, appended in order. The
    /// failure thrown is the first in item order, as rendering on one thread would throw.
    private func runInChunks(_ program: TemplateProgram, _ body: Range<Int>, items: ListItems, stack: [TemplateValue], depth: Int,
                             into output: inout ChunkedBytes) throws(Template.Failure) {
        let ranges = ParallelMap.ranges(splitting: items.count, perThread: 4)
        var chunks = ParallelMap.map(ranges) { range in
            Result { () throws(Template.Failure) -> ChunkedBytes in
                let program = program.unshared
                var stack = stack
                var text = ChunkedBytes()
                for index in range {
                    stack.append(items[index])
                    try run(program, body, stack: &stack, into: &text, depth: depth, parallel: false)
                    stack.removeLast()
                }
                return text
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
    /// of a dotted name is looked for only in what its first part found. `hint` is where to start looking in
    /// the innermost context.
    private func value(_ lookup: TemplateProgram.Lookup, _ program: TemplateProgram, in stack: [TemplateValue],
                       hint: inout Int) -> TemplateValue? {
        switch lookup {
        case .item:
            return stack.last
        case .nothing:
            return nil
        case .key(let index):
            return member(program.keys[index], in: stack, hint: &hint)
        case .path(let index):
            let parts = program.paths[index].parts
            guard var value = member(parts[0], in: stack, hint: &hint) else { return nil }
            for part in parts.dropFirst() {
                guard let next = value[part] else { return nil }
                value = next
            }
            return value
        }
    }

    /// Read in place: copying each context out of the stack to ask it would retain and release it.
    private func member(_ key: String, in stack: [TemplateValue], hint: inout Int) -> TemplateValue? {
        stack.withUnsafeBufferPointer { contexts in
            guard let innermost = contexts.indices.last else { return nil }
            if let found = contexts[innermost].member(key, hint: &hint) { return found }
            for position in contexts.indices.dropLast().reversed() {
                if let found = contexts[position][key] { return found }
            }
            return nil
        }
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
