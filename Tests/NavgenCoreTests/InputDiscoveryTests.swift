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
}
