import XCTest
@testable import NavgenCore

/// Which files a folder contributes, and that discovery order never matters.
final class InputDiscoveryTests: XCTestCase {
    func testFolderDiscoveryPicksTokenFormatsAndColourSetsOnly() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "in/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "in/Assets.xcassets/Logo.imageset/Contents.json": #"{"images": [], "info": {"author": "xcode", "version": 1}}"#,
            "in/Assets.xcassets/Brand.colorset/Contents.json": """
                {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0xFF", "alpha": "1.000"}}, "idiom": "universal"}],
                 "info": {"author": "xcode", "version": 1}}
                """,
            "in/legacy.json": ##"{"color": {"base": {"red": {"value": "#ff0000"}}}}"##,
            "in/package.json": #"{"name": "not-tokens", "version": "1.0.0"}"#,
            "in/.hidden/broken.json": "{",
            "in/notes.txt": "not an input",
        ], in: folder)
        var log = DiagnosticLog()
        let files = InputDiscovery.files(in: [folder.appendingPathComponent("in").path], log: &log)
        XCTAssertEqual(files.map { String($0.dropFirst(folder.path.count + 4)) },
                       ["Assets.xcassets/Brand.colorset/Contents.json", "legacy.json", "package.json"])
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent("in").path]))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(Set(result.model?.tokens.tokens.keys.map { $0 } ?? []), ["asset.Brand", "color.base.red"])
    }

    /// A folder's JSON that is no token format is passed over in silence; a file the user names is passed over with a
    /// word at its first plain value.
    func testANamedFileThatHoldsNoTokensSaysWhy() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/tokens.json": "{\n  \"midnight\": {\n    \"primary\": \"#7DC4FF\"\n  }\n}\n"], in: folder)
        let found = Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent("in").path]))
        XCTAssertEqual(found.diagnostics, [])
        let named = Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent("in/tokens.json").path]))
        XCTAssertEqual(named.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }, [
            "3:16 unsupported this file holds no design tokens, so it is passed over: its values are plain, as 'midnight.primary' here "
                + #"is a string; a token is an object with "$value" (DTCG) or "value" (Style Dictionary, Tokens Studio)"#,
        ])
    }

    /// Style Dictionary reads JSON5 token files, and GitHub's Primer keeps its DTCG tokens in them.
    func testJSON5TokenFilesAreReadAsTheirSyntaxSays() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "in/base.json5": "// Primer's form\n{base: {color: {blue: {$value: '#0969da', $type: 'color'}}}}\n",
            "in/functional.json5": "{bgColor: {accent: {$value: '{base.color.blue}', $type: 'color',},},}\n",
        ], in: folder)
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent("in").path]))
        XCTAssertEqual(result.diagnostics.map(\.rule), ["legacy-value"], "the hex string, at its place in the JSON5")
        XCTAssertEqual(result.diagnostics.first?.location.line, 2)
        XCTAssertEqual(result.model?.tokens.tokens["bgColor.accent"]?.values, result.model?.tokens.tokens["base.color.blue"]?.values)
        XCTAssertNotNil(result.model?.tokens.tokens["bgColor.accent"])
    }
}
