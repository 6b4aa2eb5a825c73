/// Figma's export writes a variable that aliases a variable of another collection as the value the alias has in the
/// mode exported, naming the target in `"com.figma.aliasData"` (`"targetVariableName": "Weight/Medium"`). Where the
/// target is among the inputs, the token is read as a reference to it, so that it follows the target's modes; where it
/// is not (a library's variable), the value as written stands.
enum FigmaAliases {
    private static let aliasKey = "com.figma.aliasData"

    /// `files` with each Figma alias whose target some DTCG file among them defines read as a reference to it.
    static func linked(_ files: [(path: String, json: JSONValue, format: TokenInput.Format)])
        -> [(path: String, json: JSONValue, format: TokenInput.Format)] {
        var defined: Set<String> = []
        for file in files where file.format == .dtcg {
            file.json.forEachToken { path, _ in defined.insert(path) }
        }
        return files.map { file in
            guard file.format == .dtcg else { return file }
            var linked = false
            file.json.forEachToken { path, token in linked = linked || target(of: token, at: path, in: defined) != nil }
            guard linked else { return file }
            let json = file.json.mappingTokens { path, token in
                guard let target = target(of: token, at: path, in: defined) else { return token }
                return token.updatingMember("$value") { $0.kind = .string("{\(target)}") }
            }
            return (file.path, json, file.format)
        }
    }

    /// The path of the token `token` aliases, when the export names one that `defined` holds and the token's value
    /// holds no reference already. A Figma name's groups are separated by `/`, a token path's by `.`.
    private static func target(of token: JSONValue, at path: String, in defined: Set<String>) -> String? {
        guard let name = token["$extensions"]?[aliasKey]?["targetVariableName"]?.string,
              let value = token["$value"], value.string?.contains("{") != true
        else { return nil }
        let groups = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !groups.contains(where: { $0.isEmpty || $0.contains(where: { ".{}".contains($0) }) }) else { return nil }
        let target = groups.joined(separator: ".")
        return target != path && defined.contains(target) ? target : nil
    }
}
