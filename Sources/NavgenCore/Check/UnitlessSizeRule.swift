/// A Style Dictionary file writes sizes without a unit, reported once per file by the token reader.
struct UnitlessSizeRule: Rule {
    static let description = RuleDescription(
        id: "unitless-size", severity: .warning,
        rationale: """
            A Style Dictionary file writes sizes as bare numbers ("1.5"), which Style Dictionary gives no unit: its \
            iOS transforms read them as rem (16 points each), its web ones add whatever unit the platform asks for. \
            navgen reads them as rem by default, and says so once per file at the first such size, because reading \
            them as points instead would make every size 16 times smaller without a word. "unitlessSize" in \
            navgen.json (or --unitless-size) chooses rem or px; once chosen, this is a note.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.json": #"{"size": {"padding": {"value": "8px", "type": "dimension"}, "none": {"value": "0", "type": "dimension"}}}"#]),
            // Tokens Studio writes pixels without a unit: nothing to say.
            RuleExample(["tokens.json": #"{"space": {"sm": {"value": "4", "type": "spacing"}, "md": {"value": 8, "type": "dimension"}}}"#]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.json": #"{"size": {"small": {"value": ↓"0.5", "type": "dimension"}, "large": {"value": "2", "type": "dimension"}}}"#]),
            RuleExample(["tokens.json": #"{"size": {"font": {"base": {"value": ↓1, "type": "fontSize"}}}}"#,
                         "more.json": #"{"size": {"icon": {"value": "8px", "type": "dimension"}, "gap": {"value": ↓"1.5", "type": "dimension"}}}"#]),
        ])
}
