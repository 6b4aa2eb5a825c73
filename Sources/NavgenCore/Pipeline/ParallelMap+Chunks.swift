extension ParallelMap {
    /// Maps a long array in a few contiguous chunks per thread: one task per element would spend more on
    /// scheduling than on small transforms. The result keeps the input order.
    static func chunked<Element: Sendable, Result: Sendable>(
        _ items: [Element], threads: Int, minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let chunkCount = min(threads * 4, items.count / minimumChunk)
        guard threads > 1, chunkCount > 1 else { return items.map(transform) }
        let bounds = (0...chunkCount).map { $0 * items.count / chunkCount }
        let chunks = (0..<chunkCount).map { items[bounds[$0]..<bounds[$0 + 1]] }
        return ParallelMap.map(chunks, threads: threads) { chunk in chunk.map(transform) }.flatMap { $0 }
    }

    /// Runs independent jobs at once and returns their results in order.
    static func all<Result: Sendable>(threads: Int, _ jobs: [@Sendable () -> Result]) -> [Result] {
        map(Array(jobs.indices), threads: threads) { jobs[$0]() }
    }
}
