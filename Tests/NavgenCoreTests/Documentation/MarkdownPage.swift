import Foundation

/// A Markdown file as GitHub shows it: the anchors its headings get and the links it makes, outside code.
struct MarkdownPage {
    struct Link {
        var target: String
        var line: Int
    }

    let url: URL
    let lineCount: Int
    /// Each heading's anchor, as GitHub makes it (`## The token policy and --strict` → `the-token-policy-and---strict`).
    let anchors: Set<String>
    /// Every link and image whose target is not a URL: a path relative to the page, an `#anchor`, or both.
    let relativeLinks: [Link]

    init(_ url: URL) throws {
        self.url = url
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        lineCount = lines.last == "" ? lines.count - 1 : lines.count
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var links: [Link] = []
        var fence: String?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                fence = marker
                continue
            }
            if let heading = Self.heading(line) {
                // A repeated heading's anchor gets -1, -2… as GitHub numbers them.
                let slug = Self.slug(heading)
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            }
            // Code spans hold no links: `[x](y)` in backquotes is text.
            let prose = line.replacingOccurrences(of: "`[^`]*`", with: "``", options: .regularExpression)
            for target in Self.linkTargets(prose) where !target.contains(":") {
                links.append(Link(target: target, line: index + 1))
            }
        }
        self.anchors = anchors
        relativeLinks = links
    }

    /// The anchor GitHub gives a heading: its text lower-cased, without punctuation but `-` and `_`, spaces as `-`.
    static func slug(_ heading: String) -> String {
        var text = heading.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        return String(String.UnicodeScalarView(text.lowercased().unicodeScalars.compactMap { scalar in
            if scalar == " " { return "-" }
            let kept = scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.generalCategory == .nonspacingMark
            return kept ? scalar : nil
        }))
    }

    /// The text of an ATX heading (`## Text`), without its closing `#`s.
    private static func heading(_ line: String) -> String? {
        guard let match = line.range(of: #"^ {0,3}#{1,6}( +|$)"#, options: .regularExpression) else { return nil }
        let text = line[match.upperBound...].replacingOccurrences(of: #"( +#+)? *$"#, with: "", options: .regularExpression)
        return text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
    }

    /// The targets of inline links and images: `[text](target)`, `![alt](target "title")`.
    private static func linkTargets(_ line: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)"#)
        let text = line as NSString
        return pattern.matches(in: line, range: NSRange(location: 0, length: text.length)).map {
            text.substring(with: $0.range(at: 1))
        }
    }
}
