/// "Did you mean" support: the closest candidate by edit distance, if it is close enough to help.
public enum Suggestion {
    /// The nearest candidate (see `NameSuggester`), or nil when none is near enough.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        NameSuggester(candidates: candidates).closest(to: name)
    }

    /// The text appended to a message: ` (did you mean 'x'?)` or nothing.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The message for a value that is none of `names`: `unknown edgeEffect 'sofft'; did you mean 'soft'?; expected one
    /// of automatic, soft, hard, hidden`.
    public static func unknown(_ what: String, _ value: String, expected names: [String]) -> String {
        "unknown \(what) '\(value)'\(hint(for: value, in: names)); expected one of \(names.joined(separator: ", "))"
    }
}
