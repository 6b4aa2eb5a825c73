/// Renders templates against a context; partials come from the same template set.
public struct TemplateRenderer: Sendable {
    /// Partials nested deeper than this are a template bug (a partial including itself).
    static let maximumPartialDepth = 16

    let templates: [String: Template]

    /// The text of template `name`.
    public func render(_ name: String, context: TemplateValue) throws(Template.Failure) -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// The UTF-8 of template `name`, as a generated file holds it.
    public func renderBytes(_ name: String, context: TemplateValue) throws(Template.Failure) -> [UInt8] {
        guard let template = templates[name] else {
            throw Template.Failure(diagnostic: Diagnostic(.template, at: .file(name), "no template named '\(name)'"))
        }
        var stack = [Frame(value: context)]
        var output: [UInt8] = []
        try run(template.program, template.program.all, stack: &stack, into: &output, depth: 0)
        return output
    }

    /// Where template `name` divides into parts: the section at its top level that walks the longest list (the first
    /// of the longest), and the list; nil when no section there walks a list.
    func division(of name: String, context: TemplateValue) -> TemplateDivision? {
        guard let program = templates[name]?.program else { return nil }
        let stack = [Frame(value: context)]
        var longest: TemplateDivision?
        var index = program.all.lowerBound
        while index < program.all.upperBound {
            let position = index
            index += 1
            guard case .section(_, let lookup, let inverted, let end) = program.instructions[position] else { continue }
            let body = index..<end
            index = end
            guard !inverted, case .list(let items)? = value(lookup, program, in: stack)?.expanded else { continue }
            if items.count > longest?.items.count ?? 0 { longest = TemplateDivision(section: position, body: body, items: items) }
        }
        return longest
    }

    /// Part `part` of template `name` divided into `parts` at `division`: the division's list in `parts` runs of items,
    /// with what comes before its section in the first part and what comes after in the last. The parts in order are
    /// the whole template, so that one long output can render on several threads; without a division, the first part
    /// is the whole.
    func renderBytes(_ name: String, context: TemplateValue, dividedAt division: TemplateDivision?, part: Int,
                     of parts: Int) throws(Template.Failure) -> [UInt8] {
        guard let division, let program = templates[name]?.program else { return part == 0 ? try renderBytes(name, context: context) : [] }
        var stack = [Frame(value: context)]
        var output: [UInt8] = []
        if part == 0 { try run(program, program.all.lowerBound..<division.section, stack: &stack, into: &output, depth: 0) }
        let items = division.items
        try run(program, division.body, items: items, in: items.count * part / parts..<items.count * (part + 1) / parts,
                stack: &stack, into: &output, depth: 0)
        if part == parts - 1 { try run(program, division.body.upperBound..<program.all.upperBound, stack: &stack, into: &output, depth: 0) }
        return output
    }

    /// One context of the chain a name is looked up in: the template's own, then one per section entered.
    private struct Frame {
        var value: TemplateValue
        /// Where the value is in the list a section walks; nil for a section that is not a list's.
        var position: (index: Int, count: Int)?
    }

    /// Runs the instructions in `range` of `program`. `stack` is the context chain, innermost last; sections push onto
    /// it and pop before returning.
    private func run(_ program: TemplateProgram, _ range: Range<Int>, stack: inout [Frame], into output: inout [UInt8],
                     depth: Int) throws(Template.Failure) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction {
            case .text(let start, let end):
                output += program.bytes[start..<end]
            case .variable(let number, let lookup, let filtered):
                guard let value = value(lookup, program, in: stack) else {
                    let variable = program.variables[number]
                    throw Template.Failure(diagnostic: Diagnostic(.template, at: variable.location, "'\(variable.path.text)' is not in the context"))
                }
                guard filtered else {
                    value.writeText(to: &output)
                    continue
                }
                let filters = program.variables[number].filters
                var piped = value
                for filter in filters.dropLast() { piped = .string(filter.apply(to: piped)) }
                filters[filters.count - 1].write(piped, to: &output)
            case .section(let number, let lookup, let inverted, let end):
                let body = index..<end
                index = end
                guard let value = value(lookup, program, in: stack)?.expanded else {
                    let section = program.sections[number]
                    throw Template.Failure(diagnostic: Diagnostic(.template, at: section.location, "'\(section.path.text)' is not in the context"))
                }
                if inverted {
                    if !value.isTruthy { try run(program, body, stack: &stack, into: &output, depth: depth) }
                } else if case .list(let items) = value {
                    try run(program, body, items: items, in: items.indices, stack: &stack, into: &output, depth: depth)
                } else if value.isTruthy {
                    stack.append(Frame(value: value))
                    defer { stack.removeLast() }
                    try run(program, body, stack: &stack, into: &output, depth: depth)
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
                if partial.indentation.isEmpty {
                    try run(included.program, included.program.all, stack: &stack, into: &output, depth: depth + 1)
                } else {
                    var text: [UInt8] = []
                    try run(included.program, included.program.all, stack: &stack, into: &text, depth: depth + 1)
                    output += Self.indent(text, by: partial.indentation)
                }
            }
        }
    }

    /// A section's `body` once for each item of `items` in `range`, the item the innermost context.
    private func run(_ program: TemplateProgram, _ body: Range<Int>, items: [TemplateValue], in range: Range<Int>, stack: inout [Frame],
                     into output: inout [UInt8], depth: Int) throws(Template.Failure) {
        for position in range {
            stack.append(Frame(value: items[position].expanded, position: (position, items.count)))
            defer { stack.removeLast() }
            try run(program, body, stack: &stack, into: &output, depth: depth)
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
    private func value(_ lookup: TemplateProgram.Lookup, _ program: TemplateProgram, in stack: [Frame]) -> TemplateValue? {
        switch lookup {
        case .item:
            return stack.last?.value
        case .nothing:
            return nil
        case .key(let index):
            return Self.member(program.keys[index], in: stack)
        case .path(let index):
            let parts = program.paths[index].parts
            guard var value = Self.member(parts[0], in: stack) else { return nil }
            for part in parts.dropFirst() {
                guard let next = value[part] else { return nil }
                value = next
            }
            return value
        case .loop(let name):
            guard let position = stack.last(where: { $0.position != nil })?.position else { return nil }
            switch name {
            case .index: return .int(position.index)
            case .first: return .bool(position.index == 0)
            case .last: return .bool(position.index == position.count - 1)
            }
        }
    }

    /// The member named `key` of the innermost context that has one.
    private static func member(_ key: String, in stack: [Frame]) -> TemplateValue? {
        var position = stack.count
        while position > 0 {
            position -= 1
            if case .object(let object) = stack[position].value, let found = object[key] { return found }
        }
        return nil
    }
}

/// Where a template divides into parts (`TemplateRenderer.division(of:context:)`): the position of the section at its
/// top level that walks the longest list, the section's body, and the list.
struct TemplateDivision: Sendable {
    let section: Int
    let body: Range<Int>
    let items: [TemplateValue]
}
