/// Input files that show a rule: a navigation map, token files, a storyboard.
public struct RuleExample: Sendable {
    /// The marker that, in a triggering example, stands where a diagnostic must be reported.
    public static let marker: Character = "↓"

    /// File name → contents, markers included.
    public var files: [String: String]
    /// The SDK the example builds with (`--sdk`), which with the files decides its designs.
    public var sdk: String

    public init(_ files: [String: String], sdk: String = BuildDesigns.defaultSDK) {
        self.files = files
        self.sdk = sdk
    }

    /// A navigation map alone (`app.nav.xml`), built with `sdk`.
    public static func map(_ text: String, sdk: String = BuildDesigns.defaultSDK) -> RuleExample {
        RuleExample(["app.nav.xml": text], sdk: sdk)
    }

    /// A navigation map with a DTCG token file (`tokens.tokens.json`).
    public static func map(_ text: String, tokens: String) -> RuleExample {
        RuleExample(["app.nav.xml": text, "tokens.tokens.json": tokens])
    }

    /// The files as navgen reads them: markers removed.
    public var strippedFiles: [String: String] {
        files.mapValues { $0.replacingOccurrences(of: String(Self.marker), with: "") }
    }

    /// Where the markers stand once removed, in navgen's coordinates (1-based; columns in UTF-8 bytes).
    public var markedLocations: [SourceLocation] {
        var locations: [SourceLocation] = []
        for (path, text) in files {
            for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var column = 1
                for character in line {
                    if character == Self.marker {
                        locations.append(SourceLocation(file: path, line: lineIndex + 1, column: column))
                    } else {
                        column += character.utf8.count
                    }
                }
            }
        }
        return locations.sorted()
    }
}
