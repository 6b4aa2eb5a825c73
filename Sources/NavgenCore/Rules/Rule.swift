/// What `navgen rules` prints for each rule, and what the rule tests run.
public struct RuleDescription: Sendable {
    public var id: String
    public var severity: Severity
    public var rationale: String

    public init(id: String, severity: Severity, rationale: String) {
        self.id = id
        self.severity = severity
        self.rationale = rationale
    }
}

/// Every diagnostic id navgen can emit.
public enum RuleCatalogue {
    public static let all: [RuleDescription] = [
        RuleDescription(id: "input", severity: .error, rationale: "An input file or folder cannot be found, listed or read, or is too large."),
        RuleDescription(id: "xml-syntax", severity: .error, rationale: "The XML is not well-formed, or declares entities, which navgen never expands."),
        RuleDescription(id: "json-syntax", severity: .error, rationale: "The JSON is not valid RFC 8259 JSON, or an object repeats a key."),
        RuleDescription(id: "template", severity: .error, rationale: "A template cannot be parsed or names something the context does not have."),
        RuleDescription(id: "unresolved-reference", severity: .error, rationale: "A token, appearance, screen or storyboard reference names nothing; the message suggests the closest name."),
        RuleDescription(id: "reference-cycle", severity: .error, rationale: "Aliases reference each other in a loop, so no value can be resolved."),
        RuleDescription(id: "invalid-value", severity: .error, rationale: "A value has the wrong syntax or is out of range, or an element or attribute is unknown."),
        RuleDescription(id: "type-mismatch", severity: .error, rationale: "A property or alias gets a token of the wrong type, such as a dimension as a bar colour."),
        RuleDescription(id: "duplicate-id", severity: .error, rationale: "Two screens, appearances, controllers or tokens share an id where ids must be unique."),
        RuleDescription(id: "push-outside-navigation", severity: .error, rationale: "A push starts from a screen in no navigation controller; UIKit would ignore it or present modally."),
        RuleDescription(id: "missing-root", severity: .error, rationale: "A navigation controller without a root screen shows an empty stack."),
        RuleDescription(id: "incomplete-mode", severity: .error, rationale: "A token used by a screen has no value in some mode, so that mode cannot be drawn."),
        RuleDescription(id: "legacy-value", severity: .warning, rationale: "A DTCG token uses a pre-2025.10 string form; the message shows the 2025.10 form."),
    ]

    /// The `navgen rules` listing.
    public static func listing() -> String {
        all.map { "\($0.id) (\($0.severity.rawValue))\n    \($0.rationale)\n" }.joined()
    }
}
