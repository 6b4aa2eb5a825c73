import Foundation
import XCTest
@testable import NavgenCore

/// The token paths `../shared/corpus/design-systems/oracle.py` counts in a set, walked the way it walks them, so
/// that a test can ask navgen about each by name; and the counts it wrote in `expected.json`.
enum OracleLeaves {
    /// oracle.py's leaves: objects with `$value` in files that have one, else with `value`, and Spectrum tokens whose
    /// values sit under `sets` (one token for all of them); `$`-named files and keys, and resolvers, are not tokens.
    /// Each distinct path once, with the position of its first definition's value.
    static func leaves(in folder: URL) throws -> [(path: String, location: SourceLocation)] {
        var leaves: [(path: String, location: SourceLocation)] = []
        var seen: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".resolver.json") && !($0.split(separator: "/").last!.hasPrefix("$")) }.sorted()
        for file in files {
            let path = folder.appendingPathComponent(file).path
            let json = try JSONReader.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
            let key = contains(json, key: "$value") ? "$value" : "value"
            func walk(_ value: JSONValue, _ prefix: [String]) {
                for member in value.object ?? [] where !member.key.hasPrefix("$") && member.value.object != nil {
                    let name = (prefix + [member.key]).joined(separator: ".")
                    if let leaf = member.value[key] ?? (key == "value" ? member.value["sets"].flatMap(\.object).map { _ in member.value } : nil) {
                        if seen.insert(name).inserted { leaves.append((name, leaf.location)) }
                    } else {
                        walk(member.value, prefix + [member.key])
                    }
                }
            }
            walk(json, [])
        }
        return leaves
    }

    private static func contains(_ json: JSONValue, key: String) -> Bool {
        if json[key] != nil { return true }
        return (json.object ?? []).contains { contains($0.value, key: key) } || (json.array ?? []).contains { contains($0, key: key) }
    }

    /// A number `expected.json` gives for the set, such as `distinct_token_paths`.
    static func expected(_ set: String, _ key: String) throws -> Int {
        let url = try TestSupport.requireShared().appendingPathComponent("corpus/design-systems/expected.json")
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [String: Any]]
        return try XCTUnwrap(expected?[set]?[key] as? Int, "\(set): no \(key) in expected.json")
    }
}
