/// A parsed Mustache-style template.
///
/// The language: `{{name}}` and `{{a.b}}` insert a value (no HTML escaping: the output is Swift);
/// `{{name | filter | filter}}` pipes it through filters; `{{#name}}…{{/name}}` repeats over a list or
/// shows when truthy (an object becomes the context); `{{^name}}…{{/name}}` shows when falsy;
/// `{{> partial}}` includes `partial.mustache`; `{{! comment }}` renders nothing; `{{.}}` is the
/// current item, and inside a list `{{@index}}`, `{{#@first}}` and `{{#@last}}` say where it is. A line holding only a section, inverted, closing, partial or comment tag is removed
/// whole, so templates can be indented for reading without leaving blank lines.
public struct Template: Sendable {
    indirect enum Node: Sendable {
        /// Literal text as UTF-8 (invalid sequences already repaired): appended to the output as it is.
        case text([UInt8])
        case variable(path: Path, filters: [TemplateFilter], location: SourceLocation)
        case section(path: Path, inverted: Bool, body: [Node], location: SourceLocation)
        case partial(name: String, indentation: String, location: SourceLocation)
    }

    /// A dotted name, split once when the template is parsed rather than on every lookup.
    struct Path: Sendable {
        /// As written, for messages.
        let text: String
        let parts: [String]
        /// The first part, looked up on every render; nil for `.`, the current item.
        let first: String?
        /// `..`, `a.` or `.a` name nothing (the fuzzer found `{{..}}` indexing an empty list).
        let namesNothing: Bool

        init(_ text: String) {
            self.text = text
            parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            first = parts.first
            namesNothing = parts.contains(where: \.isEmpty)
        }
    }

    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    let name: String
    let program: TemplateProgram

    public init(name: String, path: String, source: String) throws(Failure) {
        self.name = name
        var parser = TemplateParser(path: path, source: source)
        program = TemplateProgram(try parser.parse())
    }
}
