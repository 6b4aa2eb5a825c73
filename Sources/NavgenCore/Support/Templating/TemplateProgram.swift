/// A template as the renderer walks it: one flat list of instructions whose payloads are plain integers, with
/// the text and the names in tables beside them, so that rendering a row copies no node of the parser's tree.
struct TemplateProgram: Sendable {
    enum Instruction: Sendable {
        /// `bytes[start..<end]`.
        case text(start: Int, end: Int)
        /// `variables[index]`, with what the renderer reads of it on every visit.
        case variable(Int, Lookup, filtered: Bool)
        /// `sections[index]`; the body is the instructions after this one, up to `end`.
        case section(Int, Lookup, inverted: Bool, end: Int)
        /// `partials[index]`.
        case partial(Int)
    }

    /// How a name is looked up, decided once.
    enum Lookup: Sendable {
        /// `.`, the current item.
        case item
        /// One part: `keys[index]`.
        case key(Int)
        /// Several parts: `paths[index]`.
        case path(Int)
        /// `..`, `a.` or `.a`: names nothing.
        case nothing
        /// `@index`, `@first` or `@last`: where the innermost list section is.
        case loop(LoopName)
    }

    /// What the renderer says about the item of the innermost list section.
    enum LoopName: String, CaseIterable, Sendable {
        /// Its position, from 0.
        case index = "@index"
        /// Whether it is the first.
        case first = "@first"
        /// Whether it is the last: `{{^@last}},{{/@last}}` separates items.
        case last = "@last"
    }

    /// For messages and filters: read only off the renderer's usual path.
    struct Variable: Sendable {
        let path: Template.Path
        let filters: [TemplateFilter]
        let location: SourceLocation
    }

    struct Section: Sendable {
        let path: Template.Path
        let location: SourceLocation
    }

    struct Partial: Sendable {
        let name: String
        /// Put in front of every line the partial renders.
        let indentation: [UInt8]
        let location: SourceLocation
    }

    private(set) var instructions: [Instruction] = []
    /// Every text of the template, one after another.
    private(set) var bytes: [UInt8] = []
    private(set) var variables: [Variable] = []
    private(set) var sections: [Section] = []
    private(set) var partials: [Partial] = []
    /// Names of one part.
    private(set) var keys: [String] = []
    /// Names of several parts.
    private(set) var paths: [Template.Path] = []

    init(_ nodes: [Template.Node]) {
        append(nodes)
    }

    /// Every instruction, as the whole template renders.
    var all: Range<Int> { instructions.indices }

    private mutating func append(_ nodes: [Template.Node]) {
        for node in nodes {
            switch node {
            case .text(let text):
                let start = bytes.count
                bytes += text
                instructions.append(.text(start: start, end: bytes.count))
            case .variable(let path, let filters, let location):
                variables.append(Variable(path: path, filters: filters, location: location))
                instructions.append(.variable(variables.count - 1, lookup(path), filtered: !filters.isEmpty))
            case .section(let path, let inverted, let body, let location):
                let section = sections.count
                sections.append(Section(path: path, location: location))
                let lookup = lookup(path)
                let position = instructions.count
                instructions.append(.section(section, lookup, inverted: inverted, end: position + 1))
                append(body)
                instructions[position] = .section(section, lookup, inverted: inverted, end: instructions.count)
            case .partial(let name, let indentation, let location):
                partials.append(Partial(name: name, indentation: Array(indentation.utf8), location: location))
                instructions.append(.partial(partials.count - 1))
            }
        }
    }

    private mutating func lookup(_ path: Template.Path) -> Lookup {
        if path.namesNothing { return .nothing }
        guard let first = path.first else { return .item }
        if let loop = LoopName(rawValue: path.text) { return .loop(loop) }
        if path.parts.count == 1 {
            keys.append(first)
            return .key(keys.count - 1)
        }
        paths.append(path)
        return .path(paths.count - 1)
    }
}
