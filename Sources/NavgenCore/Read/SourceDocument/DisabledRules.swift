/// `<!-- navgen:disable rule-a rule-b -->` comments, as navigation maps and storyboards both write them.
enum DisabledRules {
    static func parse(_ comments: [String]) -> Set<String> {
        var rules: Set<String> = []
        for comment in comments where comment.hasPrefix("navgen:disable") {
            for word in comment.dropFirst("navgen:disable".count).split(whereSeparator: { $0 == " " || $0 == "," }) {
                rules.insert(String(word))
            }
        }
        return rules
    }
}
