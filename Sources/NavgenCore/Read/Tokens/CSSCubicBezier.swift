/// CSS's easing functions that are cubic Béziers: `cubic-bezier(x1, y1, x2, y2)` and the keywords CSS defines as
/// one ([CSS Easing Functions Level 1](https://www.w3.org/TR/css-easing-1/#cubic-bezier-easing-functions)).
enum CSSCubicBezier {
    private static let keywords: [String: [Double]] = [
        "linear": [0, 0, 1, 1],
        "ease": [0.25, 0.1, 0.25, 1],
        "ease-in": [0.42, 0, 1, 1],
        "ease-out": [0, 0, 0.58, 1],
        "ease-in-out": [0.42, 0, 0.58, 1],
    ]

    /// The four numbers `text` names, or nil when it is no cubic Bézier easing (`steps(4)` is none).
    static func numbers(in text: String) -> [Double]? {
        let trimmed = text.trimming(" ").lowercased()
        if let numbers = keywords[trimmed] { return numbers }
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let numbers = arguments.compactMap { Double(String($0).trimming(" ")) }
        return numbers.count == 4 && arguments.count == 4 ? numbers : nil
    }
}
