/// Something written in a token or resolver file that changes nothing, reported by the token readers.
struct NoEffectRule: Rule {
    static let description = RuleDescription(
        id: "no-effect", severity: .warning,
        rationale: """
            Something is written that navgen reads but that changes nothing: an empty group with a "$type", a \
            resolver modifier with one context, a resolver property the Resolver module does not define, a group \
            "$type" that an alias overrides with its target's type, a Tokens Studio set listed but not defined, a \
            colour modifier on a token that is not a colour, a `navgen:disable` comment naming a rule navgen does not \
            have (with the closest id) or none. It is often a leftover, a misunderstanding or a typo, so navgen says \
            what it ignored and why.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}, "margin": {"$value": "{size.gap}"}}}"#]),
            RuleExample(["app.resolver.json": ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##]),
            RuleExample(["app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="home" initial="true"/>
                  <!-- navgen:disable low-title-contrast -->
                  <screen id="home" title="Home"/>
                </navigation>
                """]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}, "later": ↓{"$type": "number"}, "color": {"$type": "color", "alias": {"$value": ↓"{size.gap}"}}}}"#]),
            RuleExample(["app.resolver.json": ##"{"version": "2025.10", ↓"mode": "x", "modifiers": {"theme": ↓{"contexts": {"light": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##]),
            RuleExample(["app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="home" initial="true"/>
                  <!-- navgen:disable ↓low-title-contarst -->
                  <screen id="home" title="Home"/>
                </navigation>
                """]),
        ])
}
