extension ParallelMap {
    /// Maps a long array in a few contiguous chunks per thread: one task per element would spend more on
    /// scheduling than on small transforms. The result keeps the input order.
    static func chunked<Element: Sendable, Result: Sendable>(
        _ items: [Element], threads: Int, minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        chunked(items, threads: threads, minimumChunk: minimumChunk) { item, results in results.append(transform(item)) }
    }

    /// `chunked` for transforms that give any number of results per element: each appends to its chunk's
    /// array, so no array is made per element. The results keep the input order.
    static func chunked<Element: Sendable, Result: Sendable>(
        _ items: [Element], threads: Int, minimumChunk: Int = 64, appending transform: @Sendable (Element, inout [Result]) -> Void
    ) -> [Result] {
        let chunkCount = max(1, min(threads * 4, items.count / minimumChunk))
        let bounds = (0...chunkCount).map { $0 * items.count / chunkCount }
        let chunks = ParallelMap.map(Array(0..<chunkCount), threads: threads > 1 && chunkCount > 1 ? threads : 1) { chunk in
            var results: [Result] = []
            for item in items[bounds[chunk]..<bounds[chunk + 1]] { transform(item, &results) }
            return results
        }
        guard chunks.count > 1 else { return chunks.first ?? [] }
        var joined: [Result] = []
        joined.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { joined += chunk }
        return joined
    }

    /// Runs independent jobs at once and returns their results in order.
    static func all<Result: Sendable>(threads: Int, _ jobs: [@Sendable () -> Result]) -> [Result] {
        map(Array(jobs.indices), threads: threads) { jobs[$0]() }
    }
}
