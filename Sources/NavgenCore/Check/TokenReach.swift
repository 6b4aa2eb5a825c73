/// What the navigation reaches among the tokens: the tokens its screens, appearances and controllers name, the
/// `navigation.bar.*` defaults, and everything these refer to, in any mode. A problem in a token outside it cannot
/// change a bar, so the policy reports it as a warning and the token is skipped; inside it, the problem keeps its
/// rule's severity.
struct TokenReach: Sendable {
    private var reached: Set<String> = []
    /// Every group of a reached token (`color`, `color.brand` for `color.brand.primary`): a group's problem is reached
    /// when one of its tokens is.
    private var groups: Set<String> = []

    /// Nil when no token has a problem: then nothing needs deciding.
    init?(model: NavigationModel) {
        let catalogue = model.tokens
        guard let references = catalogue.references else { return nil }
        var pending = Array(model.declarations.tokenPaths)
            + (catalogue.tokens.keys + catalogue.skipped.map(\.path)).filter(ModelBuilder.isBarDefault)
        while let path = pending.popLast() {
            guard reached.insert(path).inserted else { continue }
            pending += references.targets[path] ?? []
            var group = Substring(path)
            while let dot = group.lastIndex(of: ".") {
                group = group[..<dot]
                guard groups.insert(String(group)).inserted else { break }
            }
        }
    }

    /// Whether a screen reaches the token or group at `path`.
    func reaches(_ path: String) -> Bool {
        reached.contains(path) || groups.contains(path)
    }

    /// The severity the policy gives a problem of its rule's `severity` in the tokens or groups at `paths`: an error
    /// stays one where a screen reaches any of them.
    func severity(_ severity: Severity, ofAProblemIn paths: [String]) -> Severity {
        severity == .error && !paths.contains(where: reaches) ? .warning : severity
    }
}
