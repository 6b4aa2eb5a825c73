/// DTCG token files and their resolver: a light and a dark context over shared sets.
enum TokenFiles {
    /// A resolver whose `foundation` set reads `sets` and whose `theme` modifier reads one file per mode.
    static func resolver(sets: [String], light: String, dark: String) -> String {
        let sources = sets.map { #"{ "$ref": "\#($0)" }"# }.joined(separator: ",\n        ")
        return """
            {
              "version": "2025.10",
              "name": "Bench",
              "sets": {
                "foundation": {
                  "sources": [
                    \(sources)
                  ]
                }
              },
              "modifiers": {
                "theme": {
                  "default": "light",
                  "contexts": {
                    "light": [{ "$ref": "\(light)" }],
                    "dark": [{ "$ref": "\(dark)" }]
                  }
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/foundation" }, { "$ref": "#/modifiers/theme" }]
            }

            """
    }

    /// The tokens the storyboards and navigation map refer to: a type scale shared by both modes.
    static let typography = """
        {
          "font": {
            "family": { "$type": "fontFamily", "text": { "$value": ["SF Pro Text", "system"] } },
            "weight": { "$type": "fontWeight", "semibold": { "$value": 600 } }
          },
          "typography": {
            "$type": "typography",
            "navTitle": {
              "$description": "Inline navigation-bar titles.",
              "$value": {
                "fontFamily": "{font.family.text}", "fontSize": { "value": 17, "unit": "px" },
                "fontWeight": "{font.weight.semibold}", "letterSpacing": { "value": -0.4, "unit": "px" }, "lineHeight": 1.3
              }
            }
          }
        }

        """

    /// The semantic colours the storyboards and navigation map use, different in each mode. `legacy` writes them
    /// as a team part way through a migration has them: pre-2025.10 hex strings, each deprecated.
    static func brandColors(dark: Bool, legacy: Bool = false) -> String {
        let values: [(String, String, String)] = [
            ("brand", "primary", dark ? "0.12 0.13 0.17" : "0.22 0.24 0.67"),
            ("brand", "onPrimary", dark ? "0.93 0.94 1" : "1 1 1"),
            ("brand", "accent", dark ? "1 0.55 0.45" : "0.85 0.25 0.2"),
            ("surface", "reading", dark ? "0.2 0.17 0.13" : "0.98 0.95 0.89"),
            ("surface", "dark", "0.1 0.1 0.1"),
            ("surface", "onDark", "1 1 1"),
            ("text", "primary", dark ? "0.96 0.96 0.96" : "0.07 0.08 0.11"),
        ]
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for (group, name, components) in values {
            if groups[group] == nil { order.append(group) }
            if legacy {
                let hex = components.split(separator: " ").map { hexByte(Double($0)!) }.joined()
                groups[group, default: []].append(##""\##(name)": { "$value": "#\##(hex)", "$deprecated": "the 2026 palette replaces it" }"##)
                continue
            }
            let numbers = components.split(separator: " ").joined(separator: ", ")
            groups[group, default: []].append(#""\#(name)": { "$value": { "colorSpace": "srgb", "components": [\#(numbers)] } }"#)
        }
        let body = order.map { #""\#($0)": {\#n      \#(groups[$0]!.joined(separator: ",\n      "))\#n    }"# }
        return "{\n  \"color\": {\n    \"$type\": \"color\",\n    \(body.joined(separator: ",\n    "))\n  }\n}\n"
    }

    /// A palette in the pre-2025.10 string forms (`"#3366FF"`, `"16px"`, `"200ms"`): one `legacy-value` warning per token.
    static func legacyPalette(tokens: Int, random: inout SplitMix64) -> String {
        let groupSize = 50
        var groups: [String] = []
        for first in stride(from: 0, to: tokens, by: groupSize) {
            let kind = (first / groupSize) % 3
            let type = ["color", "dimension", "duration"][kind]
            let members = (first..<min(first + groupSize, tokens)).map { index -> String in
                let value = switch kind {
                case 0: "#" + (0..<3).map { _ in hexByte(Double(random.int(256)) / 255) }.joined()
                case 1: "\(random.int(in: 1...64))px"
                default: "\(random.int(in: 1...40) * 25)ms"
                }
                return #"    "t\#(index)": { "$value": "\#(value)" }"#
            }
            groups.append("  \"legacy\(first / groupSize)\": {\n    \"$type\": \"\(type)\",\n" + members.joined(separator: ",\n") + "\n  }")
        }
        return "{\n" + groups.joined(separator: ",\n") + "\n}\n"
    }

    /// A component in 0...1 as two hex digits.
    private static func hexByte(_ component: Double) -> String {
        let byte = Int((component * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[byte / 16], digits[byte % 16]])
    }
}
