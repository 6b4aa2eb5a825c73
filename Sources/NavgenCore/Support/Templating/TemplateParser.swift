/// Turns template text into nodes, handling standalone-line whitespace control.
struct TemplateParser {
    private let path: String
    private let bytes: [UInt8]
    private var offset = 0
    /// Lines counted so far: tags come in order, so each location is counted on from the last one.
    private var counted = (offset: 0, line: 1, lineStart: 0)

    init(path: String, source: String) {
        self.path = path
        self.bytes = Array(source.utf8)
    }

    /// Text between tags: they begin and end at ASCII bytes, so the source's valid UTF-8 stays valid.
    private static func text(_ bytes: ArraySlice<UInt8>) -> Template.Node { .text(Array(bytes)) }

    private struct Tag {
        enum Kind { case variable, section, inverted, close, partial, comment }
        var kind: Kind
        var content: String
        var start: Int
        var end: Int
    }

    mutating func parse() throws(Template.Failure) -> [Template.Node] {
        var stack: [(path: String, inverted: Bool, nodes: [Template.Node], location: SourceLocation)] = []
        var current: [Template.Node] = []
        var textStart = 0
        while let tagStart = find(pair: UInt8(ascii: "{"), from: offset) {
            guard let close = find(pair: UInt8(ascii: "}"), from: tagStart + 2) else {
                throw failure("unclosed tag: '{{' has no matching '}}'", at: tagStart)
            }
            var tag = classify(start: tagStart, end: close + 2)
            var textEnd = tagStart
            var indentation = ""
            if tag.kind != .variable, let line = standaloneRange(tag) {
                indentation = String(decoding: bytes[line.lineStart..<tagStart], as: UTF8.self)
                textEnd = line.lineStart
                tag.end = line.lineEnd
            }
            if textStart < textEnd { current.append(Self.text(bytes[textStart..<textEnd])) }
            let location = self.location(of: tagStart)
            switch tag.kind {
            case .variable:
                let parts = tag.content.split(separator: "|").map { String($0).trimming(" ") }
                guard let path = parts.first, !path.isEmpty else { throw failure("empty tag", at: tagStart) }
                try checkLoopName(path, at: tagStart)
                var filters: [TemplateFilter] = []
                for name in parts.dropFirst() {
                    guard let filter = TemplateFilter(rawValue: name) else {
                        throw failure("unknown filter '\(name)'\(Suggestion.hint(for: name, in: TemplateFilter.allCases.map(\.rawValue)))", at: tagStart)
                    }
                    filters.append(filter)
                }
                current.append(.variable(path: Template.Path(path), filters: filters, location: location))
            case .section, .inverted:
                guard !tag.content.isEmpty else { throw failure("a section needs a name", at: tagStart) }
                try checkLoopName(tag.content, at: tagStart)
                stack.append((tag.content, tag.kind == .inverted, current, location))
                current = []
            case .close:
                guard let open = stack.popLast() else {
                    throw failure("'{{/\(tag.content)}}' closes no section", at: tagStart)
                }
                guard open.path == tag.content else {
                    throw failure("'{{/\(tag.content)}}' closes '\(open.path)', opened at line \(open.location.line)", at: tagStart)
                }
                let section = Template.Node.section(path: Template.Path(open.path), inverted: open.inverted, body: current, location: open.location)
                current = open.nodes + [section]
            case .partial:
                current.append(.partial(name: tag.content, indentation: indentation, location: location))
            case .comment:
                break
            }
            offset = tag.end
            textStart = tag.end
        }
        if textStart < bytes.count { current.append(Self.text(bytes[textStart...])) }
        if let open = stack.last {
            throw Template.Failure(diagnostic: Diagnostic(.template, at: open.location, "section '\(open.path)' is never closed"))
        }
        return current
    }

    /// Names starting with `@` are the renderer's: only those it knows.
    private mutating func checkLoopName(_ name: String, at byteOffset: Int) throws(Template.Failure) {
        guard name.hasPrefix("@"), TemplateProgram.LoopName(rawValue: name) == nil else { return }
        let names = TemplateProgram.LoopName.allCases.map(\.rawValue)
        throw failure("unknown name '\(name)'\(Suggestion.hint(for: name, in: names)); a list section gives its items \(names.joined(separator: ", "))",
                      at: byteOffset)
    }

    private func classify(start: Int, end: Int) -> Tag {
        let inner = String(decoding: bytes[(start + 2)..<(end - 2)], as: UTF8.self)
        let kind: Tag.Kind
        var content = inner
        switch inner.first {
        case "#": kind = .section; content.removeFirst()
        case "^": kind = .inverted; content.removeFirst()
        case "/": kind = .close; content.removeFirst()
        case ">": kind = .partial; content.removeFirst()
        case "!": kind = .comment
        default: kind = .variable
        }
        return Tag(kind: kind, content: content.trimming(" "), start: start, end: end)
    }

    /// The whole line when the tag stands alone on it (only blanks around it).
    private func standaloneRange(_ tag: Tag) -> (lineStart: Int, lineEnd: Int)? {
        var lineStart = tag.start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") {
            guard bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 else { return nil }
            lineStart -= 1
        }
        var lineEnd = tag.end
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
            guard bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 || bytes[lineEnd] == 0x0D else { return nil }
            lineEnd += 1
        }
        if lineEnd < bytes.count { lineEnd += 1 }
        return (lineStart, lineEnd)
    }

    /// Where the next `{{` or `}}` (`brace` is `{` or `}`) starts.
    private func find(pair brace: UInt8, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == brace, bytes[index + 1] == brace { return index }
            index += 1
        }
        return nil
    }

    private mutating func location(of byteOffset: Int) -> SourceLocation {
        if byteOffset < counted.offset { counted = (0, 1, 0) }
        for index in counted.offset..<byteOffset where bytes[index] == UInt8(ascii: "\n") {
            counted.line += 1
            counted.lineStart = index + 1
        }
        counted.offset = byteOffset
        return SourceLocation(file: path, line: counted.line, column: byteOffset - counted.lineStart + 1)
    }

    private mutating func failure(_ message: String, at byteOffset: Int) -> Template.Failure {
        Template.Failure(diagnostic: Diagnostic(.template, at: location(of: byteOffset), message))
    }
}
