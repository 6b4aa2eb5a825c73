/// One mode's tokens in definition order, numbered: resolving works on numbers, so a path is hashed once
/// when it is read rather than at every step of every alias chain.
struct TokenTable: Sendable {
    let tokens: [RawToken]
    /// Path → number; a path defined twice names its last definition.
    let ids: [String: Int]

    init(_ tokens: [RawToken]) {
        self.tokens = tokens
        var ids: [String: Int] = [:]
        ids.reserveCapacity(tokens.count)
        // By index: enumerating would copy every token to read its path.
        for id in tokens.indices { ids[tokens[id].path] = id }
        self.ids = ids
    }

    subscript(path: String) -> RawToken? {
        ids[path].map { tokens[$0] }
    }

    func id(of path: String) -> Int? {
        ids[path]
    }

    /// The number `tokens[index]`'s path resolves to: itself unless a later token has the same path.
    func id(at index: Int) -> Int {
        ids.count == tokens.count ? index : ids[tokens[index].path]!
    }

    var paths: Dictionary<String, Int>.Keys { ids.keys }
}
