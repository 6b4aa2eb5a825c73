import XCTest
@testable import NavgenCore

/// The real `navgen` binary: exit codes, nothing written on errors, unchanged files untouched.
final class CommandLineTests: XCTestCase {
    private let map = """
        <navigation>
          <navigationController id="main" root="home"/>
          <screen id="home" title="Home" prompt="Pick one" barTintColor="#112233" titleColor="#FFFFFF" tintColor="#FFFFFF">
            <push to="detail"/>
          </screen>
          <screen id="detail" barHidden="true"/>
        </navigation>
        """

    func testGeneratesAndASecondRunRewritesNothing() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": map], in: folder)
        // The legacy design alone: its coloured bar is then no Liquid Glass warning.
        let first = try TestSupport.navgen(["in", "--out", "out", "--sdk", "18.0"], in: folder)
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(first.errors, "navgen: 8 written, 0 unchanged, 0 removed in out\n")
        let file = folder.appendingPathComponent("out/NavigationAppearance.swift").path
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = try TestSupport.navgen(["in", "--out", "out", "--sdk", "18.0"], in: folder)
        XCTAssertEqual(second.errors, "navgen: 0 written, 8 unchanged, 0 removed in out\n")
        let after = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        XCTAssertEqual(before, after)
    }

    func testErrorsExitOneAndWriteNothing() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": "<navigation>\n  <screen id=\"a\" barAlpha=\"2\"/>\n</navigation>"], in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errors, """
            in/app.nav.xml:2:18: error: alpha must be between 0 and 1, found 2 [value-out-of-range]
              <screen id="a" barAlpha="2"/>
                             ^
            navgen: 1 error, nothing written to out; the rules that check screens and transitions run once the inputs have no errors

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testMalformedXMLAndJSONExitOne() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["x/app.nav.xml": "<navigation>\n<screen id=\"a\">\n</navigation>\n",
                               "y/t.tokens.json": "{\n  \"a\": {\"$value\": 1,}\n}"], in: folder)
        let xml = try TestSupport.navgen(["x", "--out", "out"], in: folder)
        XCTAssertEqual(xml.status, 1)
        XCTAssertTrue(xml.errors.hasPrefix("x/app.nav.xml:3:"), xml.errors)
        XCTAssertTrue(xml.errors.contains("[xml-syntax]"))
        let json = try TestSupport.navgen(["y", "--out", "out"], in: folder)
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.errors.hasPrefix("y/t.tokens.json:2:21: error: trailing comma before '}'; if the file is JSON5, name it .json5 [json-syntax]"), json.errors)
    }

    func testUsageErrorsExitTwo() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let missingOut = try TestSupport.navgen(["in"], in: folder)
        XCTAssertEqual(missingOut.status, 2)
        XCTAssertTrue(missingOut.errors.contains("error: missing --out <folder>"))
        XCTAssertTrue(missingOut.errors.contains("See 'navgen --help'"))
        let unknown = try TestSupport.navgen(["in", "--out", "o", "--modul-name", "X"], in: folder)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("unknown option '--modul-name'; did you mean '--module-name'?"), unknown.errors)
        let noInput = try TestSupport.navgen(["nowhere", "--out", "o"], in: folder)
        XCTAssertEqual(noInput.status, 2)
        XCTAssertTrue(noInput.errors.contains("nowhere:1:1: error: no such file or folder [input]"), noInput.errors)
        // A config that is not there, or is a folder, says so (it said the file "disappeared"), and help is help.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("configs"), withIntermediateDirectories: true)
        let missing = try TestSupport.navgen(["config", "lint", "nope.json"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("nope.json:1:1: error: cannot read the config file: no such file; pass the config file's path"),
                      missing.errors)
        let notAFile = try TestSupport.navgen(["config", "lint", "configs"], in: folder)
        XCTAssertTrue(notAFile.errors.contains("cannot read the config file: it is a folder; pass the config file's path"), notAFile.errors)
        for arguments in [["config", "lint", "--help"], ["config", "-h"], ["rules", "--help"]] {
            let help = try TestSupport.navgen(arguments, in: folder)
            XCTAssertEqual(help.status, 0, arguments.joined(separator: " "))
            XCTAssertTrue(help.output.hasPrefix("OVERVIEW:"), arguments.joined(separator: " "))
        }
        // A named file that is neither JSON nor XML is no input navgen reads, where it was told of a JSON syntax error.
        try TestSupport.write(["notes.yaml": "title: Reader\n"], in: folder)
        let yaml = try TestSupport.navgen(["notes.yaml", "--out", "o"], in: folder)
        XCTAssertEqual(yaml.status, 2)
        XCTAssertTrue(yaml.errors.hasPrefix("notes.yaml:1:1: error: navgen does not read this file: its content is neither JSON"), yaml.errors)
        // ibtool's strings file starts with a comment, which read as JSON with comments; a String Catalog is JSON.
        try TestSupport.write(["fr.lproj/Main.strings": "\n/* Class = \"UILabel\"; text = \"Celsius\"; ObjectID = \"3JI-87-cfh\"; */\n\"3JI-87-cfh.text\" = \"Celsius\";\n",
                               "Main.xcstrings": #"{"sourceLanguage": "en", "strings": {"abc-12-xyz.title": {}}, "version": "1.0"}"#,
                               "fr.lproj/Localizable.stringsdict": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#], in: folder)
        for name in ["fr.lproj/Main.strings", "Main.xcstrings", "fr.lproj/Localizable.stringsdict"] {
            let strings = try TestSupport.navgen([name, "--out", "o"], in: folder)
            XCTAssertEqual(strings.status, 2, name)
            XCTAssertTrue(strings.errors.hasPrefix("\(name):1:1: error: navgen does not read this file: a strings file or String Catalog"), strings.errors)
        }
        let rules = try TestSupport.navgen(["rules", "extra"], in: folder)
        XCTAssertEqual(rules.status, 2)
        XCTAssertTrue(rules.errors.contains("error: rules takes no arguments"), rules.errors)
    }

    func testRefusesDangerousOutputFolders() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": map], in: folder)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "/"], in: folder).status, 2)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "in"], in: folder).status, 2)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "in/sub"], in: folder).status, 2)
    }

    func testHelpAndVersion() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let help = try TestSupport.navgen(["--help"], in: folder)
        XCTAssertEqual(help.status, 0)
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:"] {
            XCTAssertTrue(help.output.contains(section), section)
        }
        XCTAssertEqual(try TestSupport.navgen(["--version"], in: folder).output, Navgen.version + "\n")
    }

    /// Each subcommand's help lists the options it takes and no others; `--help` anywhere shows it.
    func testEachSubcommandsHelpListsItsOwnOptions() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let main = try TestSupport.navgen(["in", "--out", "o", "--help"], in: folder)
        XCTAssertEqual(main.status, 0, main.errors)
        XCTAssertTrue(main.output.contains("\n  -o, --out <folder>      Where to write the generated files (required).\n"), main.output)
        XCTAssertTrue(main.output.contains("\n  --deployment-target <v> Override"), main.output)
        XCTAssertTrue(main.output.contains("""
              --sdk <version>         The iOS SDK the app builds with; with Info.plist's
                                      UIDesignRequiresCompatibility and the deployment target it decides

            """), main.output)
        XCTAssertFalse(main.output.contains("--fail-on"), main.output)
        let diff = try TestSupport.navgen(["diff", "HEAD", "--help"], in: folder)
        XCTAssertTrue(diff.output.contains("\n  --fail-on <gate>        Exit 1 on"), diff.output)
        XCTAssertTrue(diff.output.contains("\n  --mode <name>           Compare only this mode (repeatable)."), diff.output)
        XCTAssertFalse(diff.output.contains("--out"), diff.output)
        let inspect = try TestSupport.navgen(["inspect", "-h"], in: folder)
        XCTAssertTrue(inspect.output.contains("\n  --context               Print the template context"), inspect.output)
        XCTAssertFalse(inspect.output.contains("--out"), inspect.output)
    }

    func testUnknownOptionsSuggestTheSubcommandsOwn() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let inspect = try TestSupport.navgen(["inspect", "in", "--contxt"], in: folder)
        XCTAssertEqual(inspect.status, 2)
        XCTAssertTrue(inspect.errors.hasPrefix("error: unknown option '--contxt' for inspect; did you mean '--context'?\n"), inspect.errors)
        let diff = try TestSupport.navgen(["diff", "HEAD", "--fail-onn", "any-change"], in: folder)
        XCTAssertEqual(diff.status, 2)
        XCTAssertTrue(diff.errors.hasPrefix("error: unknown option '--fail-onn' for diff; did you mean '--fail-on'?\n"), diff.errors)
        // `--context` is inspect's alone.
        let generate = try TestSupport.navgen(["in", "--out", "o", "--context"], in: folder)
        XCTAssertTrue(generate.errors.hasPrefix("error: unknown option '--context'\n"), generate.errors)
    }

    /// A token document read from several files (a Figma collection's modes) names each of them.
    func testInspectNamesEveryFileOfATokenDocument() throws {
        let folder = try TestSupport.temporaryFolder(self)
        func mode(_ name: String) -> String {
            #"{"gap": {"$type": "number", "$value": 8, "$extensions": {"com.figma.scopes": ["GAP"]}}, "$extensions": {"com.figma.modeName": "\#(name)"}}"#
        }
        try TestSupport.write(["in/Light.tokens.json": mode("Light"), "in/Dark.tokens.json": mode("Dark")], in: folder)
        let run = try TestSupport.navgen(["inspect", "in", "--format", "json"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        let json = try JSONReader.parse(Array(run.output.utf8), path: "stdout")
        XCTAssertEqual(json["documents"]?.array?.map { $0["files"]?.array?.compactMap(\.string) }, [["in/Dark.tokens.json", "in/Light.tokens.json"]])
    }

    func testInspectPrintsTheModelAsJSON() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["app.nav.xml": map], in: folder)
        let run = try TestSupport.navgen(["inspect", "app.nav.xml", "--format", "json"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        let json = try JSONReader.parse(Array(run.output.utf8), path: "stdout")
        XCTAssertEqual(json["documents"]?.array?.first?["format"]?.string, "navigation-map")
        XCTAssertEqual(json["documents"]?.array?.first?["controllers"]?.array?.map { $0["id"]?.string }, ["main", "home", "detail"])
        let push = json["transitions"]?.array?.first { $0["operation"]?.string == "push" }
        XCTAssertEqual(push?["visibility"]?.string, "disappearing")
        XCTAssertEqual(push?["background"]?.string, "shared")
        // Each screen in each design: the iOS 27 SDK, and no deployment target, give both.
        XCTAssertEqual(json["designs"]?.array?.map(\.string), ["legacy", "glass"])
        XCTAssertEqual(json["screens"]?.array?.map { $0["design"]?.string }, ["legacy", "glass", "legacy", "glass"])
        XCTAssertEqual(json["screens"]?.array?.map { $0["background"]?.string }, ["color(#112233FF)", "color(#112233FF)", "transparent", "transparent"])
        XCTAssertEqual(json["screens"]?.array?.map { $0["title"]?.string }, ["Home", "Home", nil, nil])
        XCTAssertEqual(json["screens"]?.array?.map { $0["prompt"]?.string }, ["Pick one", "Pick one", nil, nil])
        XCTAssertEqual(json["screens"]?.array?.first?["subtitle"]?.kind, .null)
        XCTAssertEqual(Set(json["transitions"]?.array?.compactMap { $0["design"]?.string } ?? []), ["legacy", "glass"])
        XCTAssertEqual(json["diagnostics"]?.array?.map { $0["rule"]?.string }, ["glass-custom-bar-background", "glass-bar-tint"])
    }

    func testTheSDKAndTheInfoPlistDecideTheDesigns() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>UIDesignRequiresCompatibility</key>
              <true/>
            </dict>
            </plist>
            """
        try TestSupport.write(["app.nav.xml": map, "keyed/Info.plist": plist], in: folder)
        func designs(_ arguments: [String]) throws -> [String?]? {
            let run = try TestSupport.navgen(["inspect"] + arguments, in: folder)
            return try JSONReader.parse(Array(run.output.utf8), path: "stdout")["designs"]?.array?.map(\.string)
        }
        XCTAssertEqual(try designs(["app.nav.xml"]), ["legacy", "glass"])
        XCTAssertEqual(try designs(["app.nav.xml", "--sdk", "18.4"]), ["legacy"])
        XCTAssertEqual(try designs(["app.nav.xml", "--sdk", "26.0"]), ["legacy", "glass"])
        XCTAssertEqual(try designs(["app.nav.xml", "keyed", "--sdk", "26.0"]), ["legacy"])
        // The iOS 27 SDK ignores the key.
        XCTAssertEqual(try designs(["app.nav.xml", "keyed", "--sdk", "27.0"]), ["legacy", "glass"])
        let bad = try TestSupport.navgen(["app.nav.xml", "--out", "out", "--sdk", "latest"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.errors.hasPrefix("error: --sdk needs an iOS SDK version like 27.0, found 'latest'\n"), bad.errors)
        let generated = try TestSupport.navgen(["app.nav.xml", "--out", "out", "--deployment-target", "26.0"], in: folder)
        XCTAssertEqual(generated.status, 0, generated.errors)
        let appearance = try String(contentsOf: folder.appendingPathComponent("out/NavigationAppearance.swift"), encoding: .utf8)
        XCTAssertTrue(appearance.contains("public static let glassBuild = true"), appearance)
    }

    func testInspectShowsTokenExtensions() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["t.tokens.json": #"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$extensions": {"com.example": {"x": [1, true]}}}}}"#],
                              in: folder)
        let run = try TestSupport.navgen(["inspect", "t.tokens.json"], in: folder)
        let json = try JSONReader.parse(Array(run.output.utf8), path: "stdout")
        let token = json["tokens"]?.array?.first
        XCTAssertEqual(token?["path"]?.string, "c.a")
        XCTAssertEqual(token?["values"]?["default"]?.string, "#FF0000FF")
        XCTAssertEqual(token?["extensions"]?["com.example"]?["x"]?.array?.count, 2)
    }

    /// Tokens with no screen give the typed tokens and a line that says there is no screen; a second run removes what an
    /// earlier run with a screen wrote. Inputs that hold nothing to generate say so and leave the output folder as it is.
    func testTokensWithoutAScreenGiveTheTokensAndSaySo() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/t.tokens.json": #"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#,
                               "in/app.nav.xml": #"<navigation><screen id="home"/></navigation>"#,
                               "empty/Cell.xib": #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
                                   + #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CellOwner"/>"#
                                   + #"</objects></document>"#],
                              in: folder)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "out", "--quiet"], in: folder).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("in/app.nav.xml"))
        let run = try TestSupport.navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, """
            navgen: no screen in 1 token file (1 token read, 0 skipped), so NavigationTokens.swift only; add a storyboard, xib or \
            navigation map (*.nav.xml) with a screen for the rest
            navgen: 1 written, 0 unchanged, 7 removed in out; 1 token read, 0 skipped

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path), ["NavigationTokens.swift"])
        let quiet = try TestSupport.navgen(["in", "--out", "out", "--quiet"], in: folder)
        XCTAssertEqual(quiet.status, 0, quiet.errors)
        XCTAssertEqual(quiet.errors, "")

        let nothing = try TestSupport.navgen(["empty", "--out", "out"], in: folder)
        XCTAssertEqual(nothing.status, 0, nothing.errors)
        XCTAssertEqual(nothing.errors, """
            navgen: no screen in 1 xib, and no token to type or storyboard: nothing to generate, nothing written to out; add a storyboard, \
            xib or navigation map (*.nav.xml) with a screen (a xib's File's Owner, 'CellOwner', is not one: navgen reads the controllers \
            a xib holds, as MainWindow.xib holds its navigation controller), or design tokens

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path), ["NavigationTokens.swift"])
        let inspect = try TestSupport.navgen(["inspect", "in"], in: folder)
        XCTAssertEqual(inspect.status, 0, inspect.errors)
        let json = try JSONReader.parse(Array(inspect.output.utf8), path: "stdout")
        XCTAssertEqual(json["tokens"]?.array?.map { $0["path"]?.string }, ["c.a"])
    }

    /// A Tokens Studio source set's tokens are not exported, but they were read: the summary counts them and `inspect`
    /// lists them apart, so that none seems lost. A token exported in one mode and only a source in another is one token.
    func testReferenceOnlyTokensAreCountedAndListedApart() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "in/$themes.json": ##"""
                [{"id": "1", "name": "plain", "group": "g", "selectedTokenSets": {"brand": "enabled", "core": "source", "palette": "source"}},
                 {"id": "2", "name": "rich", "group": "g", "selectedTokenSets": {"brand": "enabled", "core": "enabled", "palette": "source"}}]
                """##,
            "in/brand.json": ##"{"bar": {"value": "{core.blue}", "type": "color"}}"##,
            "in/core.json": ##"{"core": {"blue": {"value": "#0000ff", "type": "color"}}}"##,
            "in/palette.json": ##"{"palette": {"red": {"value": "#ff0000", "type": "color"}}}"##,
            "in/app.nav.xml": #"<navigation><navigationController id="nav" root="home"/><screen id="home" barTintColor="{bar}"/></navigation>"#,
        ], in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.hasSuffix("removed in out; 3 tokens read, 0 skipped\n"), run.errors)
        let inspect = try TestSupport.navgen(["inspect", "in"], in: folder)
        let json = try JSONReader.parse(Array(inspect.output.utf8), path: "stdout")
        XCTAssertEqual(json["tokens"]?.array?.map { $0["path"]?.string }, ["bar", "core.blue"])
        XCTAssertEqual(json["referenceOnly"]?.array?.map { $0["path"]?.string }, ["core.blue", "palette.red"])
        XCTAssertEqual(json["referenceOnly"]?.array?.first?["values"]?["plain"]?.string, "#0000FFFF")
    }

    /// Xcode 4 and earlier wrote xibs as keyed archives: one warning, and the same exit status from both commands.
    func testAnArchiveXibIsOneUnsupportedWarningForInspectAndGenerate() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["Old.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            	<data><int key="IBDocument.SystemTarget">1056</int></data>
            </archive>
            """, "app.nav.xml": map], in: folder)
        let warning = """
            Old.xib:2:1: warning: this xib is an Interface Builder 3 archive (<archive>, the format of Xcode 4 and earlier), \
            which navgen does not read, so its controllers are skipped; open it in a current Xcode and save it, which converts \
            it to the document format of Xcode 5 and later [unsupported]
            """
        // The legacy design alone: the map's coloured bar is then no Liquid Glass warning.
        for inputs in [["Old.xib"], ["Old.xib", "app.nav.xml"]] {
            let generate = try TestSupport.navgen(inputs + ["--out", "out", "--sdk", "18.0"], in: folder)
            let inspect = try TestSupport.navgen(["inspect", "--format", "json", "--sdk", "18.0"] + inputs, in: folder)
            XCTAssertEqual(generate.status, 0, generate.errors)
            XCTAssertEqual(inspect.status, generate.status, inspect.errors)
            XCTAssertEqual(generate.errors.components(separatedBy: "\n").filter { $0.contains(": warning: ") }, [warning])
            let json = try JSONReader.parse(Array(inspect.output.utf8), path: "stdout")
            XCTAssertEqual(json["diagnostics"]?.array?.map { $0["rule"]?.string }, ["unsupported"])
        }
    }
}

/// `--templates` replaces default templates one file at a time.
final class CustomTemplateTests: XCTestCase {
    private let map = "<navigation>\n<navigationController id=\"n\" root=\"a\"/>\n<screen id=\"a\"/>\n</navigation>\n"

    func testOverridingOneTemplateChangesThatFileOnly() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": map,
                               "templates/NavigationReport.md.mustache": "<!-- {{generatedBy | xmlComment}} -->\n{{#appearance.screens}}* {{id}}\n{{/appearance.screens}}"],
                              in: folder)
        XCTAssertEqual(try TestSupport.navgen(["in", "--out", "default"], in: folder).status, 0)
        let custom = try TestSupport.navgen(["in", "--out", "custom", "--templates", "templates"], in: folder)
        XCTAssertEqual(custom.status, 0, custom.errors)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("default").path).sorted()
        for file in files where file.contains(".") {
            let a = FileManager.default.contents(atPath: folder.appendingPathComponent("default/\(file)").path)
            let b = FileManager.default.contents(atPath: folder.appendingPathComponent("custom/\(file)").path)
            if file == "NavigationReport.md" {
                XCTAssertEqual(b.map { String(decoding: $0, as: UTF8.self) }?.hasSuffix("-->\n* a\n"), true)
            } else {
                XCTAssertEqual(a, b, file)
            }
        }
    }

    /// Any output's template may read the diagnostics and the bars, not only the default one's: the rules run before
    /// any output renders, and the bar catalogue is made by the first output that reads it, whichever it is.
    func testAnyTemplateThatReadsTheDiagnosticsOrTheBarsGetsThem() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let warned = "<navigation>\n<navigationController id=\"n\" root=\"a\"/>\n<screen id=\"a\" titleColor=\"#FFFFFF\" barTintColor=\"#FFFFFF\"/>\n</navigation>\n"
        try TestSupport.write(["in/app.nav.xml": warned,
                               "templates/NavigationTokens.swift.mustache": "{{#report.rules}}{{rule}} {{count}}\n{{/report.rules}}",
                               "templates/NavigationStoryboards.swift.mustache": "{{#appearance.screens}}{{id}}\n{{/appearance.screens}}"],
                              in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out", "--templates", "templates"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        let tokens = try String(contentsOf: folder.appendingPathComponent("out/NavigationTokens.swift"), encoding: .utf8)
        XCTAssertTrue(tokens.contains("low-title-contrast "), tokens)
        let storyboards = try String(contentsOf: folder.appendingPathComponent("out/NavigationStoryboards.swift"), encoding: .utf8)
        XCTAssertEqual(storyboards, "a\n")
    }

    func testBrokenTemplateGivesAPositionedErrorAndWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": map,
                               "templates/NavigationTokens.swift.mustache": "// ok\n{{#modes}}\n  {{identifier | shout}}\n{{/modes}}\n"],
                              in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out", "--templates", "templates"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.hasPrefix("templates/NavigationTokens.swift.mustache:3:3: error: unknown filter 'shout'"), run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
