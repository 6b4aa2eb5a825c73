import XCTest
@testable import NavgenCore

/// An option given on the command line beats navgen.json's, for each kind of option (a flag, a value, a repeated
/// value, the rule severities), and navgen.json's values are checked as the command line's are.
final class CommandLineOverConfigTests: XCTestCase {
    /// Two Tokens Studio themes, `plain` (a blue bar) and `rich` (a red one), are the modes.
    private let inputs = [
        "in/$themes.json": """
            [{"id": "1", "name": "plain", "group": "g", "selectedTokenSets": {"plain": "enabled"}},
             {"id": "2", "name": "rich", "group": "g", "selectedTokenSets": {"rich": "enabled"}}]
            """,
        "in/plain.json": ##"{"bar": {"value": "#0000ff", "type": "color"}}"##,
        "in/rich.json": ##"{"bar": {"value": "#ff0000", "type": "color"}}"##,
        "in/app.nav.xml": #"<navigation><navigationController id="nav" root="home"/><screen id="home" barTintColor="{bar}"/></navigation>"#,
    ]

    private func project(config: String) throws -> URL {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(inputs.merging(["navgen.json": config]) { _, config in config }, in: folder)
        return folder
    }

    private func rules(in run: TestSupport.Run) -> [String] {
        run.errors.split(separator: "\n").compactMap { line in
            line.firstRange(of: ": warning: ").flatMap { _ in line.split(separator: "[").last.map { String($0.dropLast()) } }
        }
    }

    func testAFlagOnTheCommandLineBeatsTheConfigsFalse() throws {
        let folder = try project(config: #"{"inputs": ["in"], "output": "out", "sdk": "18.0", "strict": false}"#)
        let config = try TestSupport.navgen(["--config", "navgen.json"], in: folder)
        XCTAssertEqual(config.status, 0, config.errors)
        XCTAssertEqual(rules(in: config), ["low-tint-contrast", "low-title-contrast"])
        // Strict, the same warnings are errors.
        let strict = try TestSupport.navgen(["--config", "navgen.json", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1, strict.errors)
        XCTAssertTrue(strict.errors.contains(": error: the default title colour #000000FF"), strict.errors)
    }

    /// `inspect` reads the config as `navgen` does (the current folder's without inputs), so it shows the model
    /// generating with it makes: here the modes and the SDK it names; a flag still beats it.
    func testInspectReadsTheConfig() throws {
        let folder = try project(config: #"{"inputs": ["in"], "output": "out", "sdk": "18.0", "modes": ["rich"]}"#)
        for arguments in [["inspect"], ["inspect", "--config", "navgen.json"]] {
            let run = try TestSupport.navgen(arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.errors)
            let json = try JSONReader.parse(Array(run.output.utf8), path: "stdout")
            XCTAssertEqual(json["modes"]?.array?.compactMap(\.string), ["rich"], "\(arguments)")
            XCTAssertEqual(json["designs"]?.array?.compactMap(\.string), ["legacy"], "\(arguments)")
        }
        let flags = try TestSupport.navgen(["inspect", "--sdk", "27.0", "--mode", "plain"], in: folder)
        let json = try JSONReader.parse(Array(flags.output.utf8), path: "stdout")
        XCTAssertEqual(json["designs"]?.array?.compactMap(\.string), ["legacy", "glass"])
        XCTAssertEqual(json["modes"]?.array?.compactMap(\.string), ["plain"])
        // A config navgen cannot use stops it, as it stops navgen.
        try TestSupport.write(["navgen.json": #"{"inputs": ["in"], "sdk": 18}"#], in: folder)
        let broken = try TestSupport.navgen(["inspect"], in: folder)
        XCTAssertEqual(broken.status, 1, broken.errors)
        XCTAssertEqual(broken.output, "")
        let empty = try TestSupport.navgen(["inspect"], in: TestSupport.temporaryFolder(self))
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.errors.hasPrefix("error: inspect needs input files or folders"), empty.errors)
    }

    func testAValueOnTheCommandLineBeatsTheConfigs() throws {
        let folder = try project(config: #"{"inputs": ["in"], "output": "config-out", "sdk": "18.0"}"#)
        let run = try TestSupport.navgen(["--config", "navgen.json", "--out", "out", "--sdk", "27.0"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/NavigationTokens.swift").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("config-out").path))
        // The iOS 27 SDK builds Liquid Glass too, where the coloured bar is warned about.
        XCTAssertTrue(rules(in: run).contains("glass-custom-bar-background"), run.errors)
    }

    func testARepeatedValueOnTheCommandLineReplacesTheConfigs() throws {
        let folder = try project(config: #"{"inputs": ["in"], "output": "out", "modes": ["plain"], "sdk": "18.0"}"#)
        func modes(_ arguments: [String]) throws -> [String] {
            let run = try TestSupport.navgen(["--config", "navgen.json"] + arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.errors)
            let tokens = try String(contentsOfFile: folder.appendingPathComponent("out/NavigationTokens.swift").path, encoding: .utf8)
            return ["plain", "rich"].filter { tokens.contains("case \($0) = \"\($0)\"") }
        }
        XCTAssertEqual(try modes([]), ["plain"])
        XCTAssertEqual(try modes(["--mode", "rich"]), ["rich"])
        XCTAssertEqual(try modes(["--mode", "rich", "--mode", "plain"]), ["plain", "rich"])
    }

    /// The command line's severity for a rule replaces the config's for that rule; the config's others stay.
    func testRuleSeveritiesOnTheCommandLineBeatTheConfigsRuleByRule() throws {
        let folder = try project(config: #"{"inputs": ["in"], "output": "out", "sdk": "18.0", "rules": {"low-tint-contrast": "off", "low-title-contrast": "error"}}"#)
        XCTAssertEqual(try TestSupport.navgen(["--config", "navgen.json"], in: folder).status, 1)
        let run = try TestSupport.navgen(["--config", "navgen.json", "--rule", "low-title-contrast=warning"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(rules(in: run), ["low-title-contrast"])
    }

    /// A module name is written as code (`import <name>`), so navgen.json's is checked as `--module-name`'s is.
    func testAConfigsModuleNameMustBeAnIdentifier() throws {
        let folder = try project(config: "{\n  \"inputs\": [\"in\"],\n  \"output\": \"out\",\n  \"moduleName\": \"My App\"\n}")
        let run = try TestSupport.navgen(["--config", "navgen.json"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.hasPrefix(#"navgen.json:4:17: error: "moduleName" must be a Swift module name (letters, digits and _), found 'My App' [config]"#),
                      run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        let usage = try TestSupport.navgen(["in", "--out", "out", "--module-name", "My App"], in: folder)
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.errors.hasPrefix("error: --module-name needs a Swift module name (letters, digits and _), found 'My App'\n"), usage.errors)
    }
}
