/// Renders templates against a context; partials come from the same template set.
public struct TemplateRenderer: Sendable {
    /// Partials nested deeper than this are a template bug (a partial including itself).
    static let maximumPartialDepth = 16
    /// Lists this long or longer (screens, tokens, table chunks) are rendered in chunks on several threads.
    static let parallelListLength = 32

    let templates: [String: Template]
    /// Threads for long lists; the output is the same for any number.
    var threads = 1

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
            throw Template.Failure(diagnostic: .error("template", at: .file(name), "no template named '\(name)'"))
        }
        var stack = [context]
        try render(template.nodes, stack: &stack, into: &output, depth: 0, parallel: threads > 1)
    }

    /// `stack` is the context chain, innermost last; sections push onto it and pop before returning.
    /// `parallel` is false inside a list already split across threads.
    private func render(_ nodes: [Template.Node], stack: inout [TemplateValue], into output: inout ChunkedBytes, depth: Int,
                        parallel: Bool) throws(Template.Failure) {
        // Where the last member of the innermost context was found: the next is usually just after it.
        var hint = 0
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(bytes)
            case .variable(let path, let filters, let location):
                guard let value = lookup(path, in: stack, hint: &hint) else {
                    throw Template.Failure(diagnostic: .error("template", at: location, "'\(path.text)' is not in the context"))
                }
                if filters.isEmpty, case .string(let text) = value {
                    output.append(text)
                    continue
                }
                var text = value.text
                for filter in filters { text = filter.apply(to: text) }
                output.append(text)
            case .section(let path, let inverted, let body, let location):
                guard let value = lookup(path, in: stack, hint: &hint) else {
                    throw Template.Failure(diagnostic: .error("template", at: location, "'\(path.text)' is not in the context"))
                }
                if inverted {
                    if !value.isTruthy { try render(body, stack: &stack, into: &output, depth: depth, parallel: parallel) }
                } else if let items = ListItems(value) {
                    if parallel, items.count >= Self.parallelListLength {
                        try renderInChunks(body, items: items, stack: stack, depth: depth, into: &output)
                        continue
                    }
                    for index in 0..<items.count {
                        stack.append(items[index])
                        defer { stack.removeLast() }
                        try render(body, stack: &stack, into: &output, depth: depth, parallel: parallel)
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    defer { stack.removeLast() }
                    try render(body, stack: &stack, into: &output, depth: depth, parallel: parallel)
                }
            case .partial(let name, let indentation, let location):
                guard depth < Self.maximumPartialDepth else {
                    throw Template.Failure(diagnostic: .error("template", at: location, "partials nested more than \(Self.maximumPartialDepth) deep"))
                }
                guard let partial = templates[name] else {
                    throw Template.Failure(diagnostic: .error(
                        "template", at: location, "no partial named '\(name)'\(Suggestion.hint(for: name, in: templates.keys))"))
                }
                if indentation.isEmpty {
                    try render(partial.nodes, stack: &stack, into: &output, depth: depth + 1, parallel: parallel)
                } else {
                    var included = ChunkedBytes()
                    try render(partial.nodes, stack: &stack, into: &included, depth: depth + 1, parallel: parallel)
                    output.append(Self.indent(included.joined, by: Array(indentation.utf8)))
                }
            }
        }
    }

    /// A list section rendered as contiguous chunks of items on several threads, appended in order. The
    /// failure thrown is the first in item order, as rendering on one thread would throw.
    private func renderInChunks(_ body: [Template.Node], items: ListItems, stack: [TemplateValue], depth: Int,
                                into output: inout ChunkedBytes) throws(Template.Failure) {
        let ranges = ParallelMap.ranges(splitting: items.count, into: min(threads * 4, items.count))
        var chunks = ParallelMap.map(ranges, threads: threads) { range in
            Result { () throws(Template.Failure) -> ChunkedBytes in
                let body = body.map(\.unshared)
                var stack = stack
                var text = ChunkedBytes()
                for index in range {
                    stack.append(items[index])
                    try render(body, stack: &stack, into: &text, depth: depth, parallel: false)
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

    /// Looks a dotted name up from the innermost context outward, as Mustache does.
    /// `hint` is where to start looking in the innermost context.
    private func lookup(_ path: Template.Path, in stack: [TemplateValue], hint: inout Int) -> TemplateValue? {
        guard let first = path.first else { return stack.last?.resolved }
        guard !path.namesNothing else { return nil }
        for position in stack.indices.reversed() {
            let found = position == stack.count - 1 ? stack[position].member(first, hint: &hint) : stack[position][first]
            guard var value = found else { continue }
            // Most paths have one part: skipping the loop spares the slice `dropFirst` makes on every lookup
            // (3.6 % of the instructions on tokens-L).
            if path.parts.count > 1 {
                for part in path.parts.dropFirst() {
                    guard let next = value[part] else { return nil }
                    value = next
                }
            }
            return value
        }
        return nil
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
