// What the emit stage still calls until it is plain: each runs on the calling thread.
extension ParallelMap {
    static func chunked<Element, Result>(_ items: [Element], minimumChunk: Int = 64, _ transform: (Element) -> Result) -> [Result] {
        items.map(transform)
    }

    static func chunked<Element, Result>(_ items: [Element], minimumChunk: Int = 64,
                                         appending transform: (Element, inout [Result]) -> Void) -> [Result] {
        var results: [Result] = []
        for item in items { transform(item, &results) }
        return results
    }

    static func ranges(splitting count: Int, perThread: Int, minimumLength: Int = 1) -> [Range<Int>] {
        let parts = max(1, min(threads * perThread, count / max(1, minimumLength)))
        return (0..<parts).map { ($0 * count / parts)..<(($0 + 1) * count / parts) }
    }

    static func pair<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        (first(), second())
    }
}
