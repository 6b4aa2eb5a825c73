/// `<!-- navgen:disable rule-a rule-b -->` comments, as navigation maps and storyboards both write them. An id navgen
/// does not have turns nothing off, so it is reported at its place, with the closest id, as `--rule` reports it.
enum DisabledRules {
    private static let prefix = "navgen:disable"

    static func parse(_ comments: [XMLComment], log: inout DiagnosticLog) -> Set<String> {
        var rules: Set<String> = []
        for comment in comments where comment.text.hasPrefix(prefix) {
            let words = Self.words(in: comment.text)
            if words.isEmpty {
                log.report(.noEffect, at: comment.location, "\(prefix) names no rule; write the ids to turn off after it")
            }
            for (word, offset) in words {
                if let problem = DiagnosticCatalogue.unknownID(word) {
                    log.report(.noEffect, at: comment.location(ofByte: offset), "\(prefix): \(problem)")
                } else {
                    rules.insert(word)
                }
            }
        }
        return rules
    }

    /// The ids after the prefix, separated by white space or commas, with the UTF-8 offset of each in `text`.
    private static func words(in text: String) -> [(String, Int)] {
        let bytes = Array(text.utf8)
        var words: [(String, Int)] = []
        var start: Int?
        for offset in prefix.utf8.count...bytes.count {
            let separates = offset == bytes.count || [0x20, 0x0A, 0x09, 0x0D, UInt8(ascii: ",")].contains(bytes[offset])
            if separates, let first = start {
                words.append((String(decoding: bytes[first..<offset], as: UTF8.self), first))
                start = nil
            } else if !separates, start == nil {
                start = offset
            }
        }
        return words
    }
}
