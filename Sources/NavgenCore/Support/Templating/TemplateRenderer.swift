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
                    output += value.text.utf8
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
                    for (position, item) in items.enumerated() {
                        stack.append(Frame(value: item.expanded, position: (position, items.count)))
                        defer { stack.removeLast() }
                        try run(program, body, stack: &stack, into: &output, depth: depth)
                    }
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
