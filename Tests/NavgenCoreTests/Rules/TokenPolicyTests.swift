import XCTest
@testable import NavgenCore

/// The navigation decides what is fatal: a problem in a token no screen reaches is a warning and the token is
/// skipped; a screen that uses a skipped token gets an error at its attribute, with a note at the problem.
final class TokenPolicyTests: XCTestCase {
    /// `color.bad` has an unknown colour space (line 5, column 38); `color.alias` (line 6) refers to it.
    private let tokens = """
        {
          "color": {
            "$type": "color",
            "good": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
            "bad": {"$value": {"colorSpace": "srgbb", "components": [0, 0, 0]}},
            "alias": {"$value": "{color.bad}"}
          }
        }
        """

    /// A build with the legacy bar only: these tests are about tokens, and under Liquid Glass a bar colour is warned about.
    private static let legacySDK = "18.0"

    private func map(_ barTintColor: String) -> String {
        """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home" barTintColor="\(barTintColor)"/>
        </navigation>
        """
    }

    private func analyse(_ barTintColor: String, strict: Bool = false, severities: [String: Severity?] = [:]) throws -> Navgen.Result {
        try TestSupport.analyse(["t.tokens.json": tokens, "app.nav.xml": map(barTintColor)], self, strict: strict, severities: severities,
                                sdk: Self.legacySDK)
    }

    private let problem = "t.tokens.json:5:38: %@: unknown colour space 'srgbb'; did you mean 'srgb'? [invalid-color]"

    func testAProblemInATokenNoScreenUsesIsAWarningAndTheTokenAndItsDependentsAreSkipped() throws {
        let result = try analyse("{color.good}")
        XCTAssertFalse(result.hasErrors, TestSupport.lines(result.diagnostics).joined(separator: "\n"))
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [problem.replacingOccurrences(of: "%@", with: "warning")])
        XCTAssertEqual(result.diagnostics.first?.notes, [.init("'color.alias' refers to 'color.bad' and is skipped too",
                                                                at: SourceLocation(file: "t.tokens.json", line: 6, column: 5))])
        let catalogue = try XCTUnwrap(result.model?.tokens)
        XCTAssertEqual(Array(catalogue.tokens.keys), ["color.good"])
        XCTAssertEqual(catalogue.skipped.map { "\($0.path) \($0.rule) \($0.location.line):\($0.location.column)" },
                       ["color.alias invalid-color 6:5", "color.bad invalid-color 5:38"])
        XCTAssertEqual(catalogue.skipped.first?.reason,
                       "it refers to 'color.bad', which is skipped: unknown colour space 'srgbb'; did you mean 'srgb'?")
    }

    func testAScreenThatUsesASkippedTokenGetsAnErrorAtItsAttributeWithANoteAtTheProblem() throws {
        let result = try analyse("{color.bad}")
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "app.nav.xml:3:21: error: '{color.bad}' cannot be used: navgen skipped the token for its problem (invalid-color, in the note); fix it or use another token [skipped-token]",
            problem.replacingOccurrences(of: "%@", with: "error"),
        ])
        XCTAssertEqual(result.diagnostics.first?.notes, [.init("unknown colour space 'srgbb'; did you mean 'srgb'?",
                                                                at: SourceLocation(file: "t.tokens.json", line: 5, column: 38))])
    }

    func testAScreenThatUsesADependentIsSentToTheProblemItDependsOn() throws {
        let result = try analyse("{color.alias}")
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "app.nav.xml:3:21: error: '{color.alias}' cannot be used: it refers to 'color.bad', which navgen skipped for a problem (invalid-color, in the note); "
                + "fix it or use another token [skipped-token]",
            problem.replacingOccurrences(of: "%@", with: "error"),
        ])
        XCTAssertEqual(result.diagnostics.first?.notes.first?.location, SourceLocation(file: "t.tokens.json", line: 5, column: 38))
    }

    func testStrictAndRuleSeveritiesApplyAfterThePolicy() throws {
        XCTAssertEqual(try analyse("{color.good}", strict: true).diagnostics.map(\.severity), [.error])
        XCTAssertEqual(try analyse("{color.good}", severities: ["invalid-color": .some(.error)]).diagnostics.map(\.severity), [.error])
        let silenced = try analyse("{color.good}", severities: ["invalid-color": nil])
        XCTAssertEqual(silenced.diagnostics, [])
        XCTAssertEqual(silenced.model?.tokens.skipped.count, 2, "a rule turned off still leaves the token without a value")
        XCTAssertTrue(try analyse("{color.bad}", severities: ["invalid-color": nil]).hasErrors, "the screen still cannot use it")
    }

    func testABarDefaultIsReachedByEveryScreen() throws {
        let defaults = #"{"navigation": {"bar": {"$type": "color", "tintColor": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}}}"#
        let result = try TestSupport.analyse(["d.tokens.json": defaults, "app.nav.xml": map("#FFFFFF")], self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.severity == .error }), [
            "d.tokens.json:1:105: error: '{navigation.bar.tintColor}' cannot be used: navgen skipped the token for its problem (value-out-of-range, in the note); "
                + "fix it or use another token [skipped-token]",
            "d.tokens.json:1:105: error: component 1 of a srgb colour must be in [0, 1], found 2 [value-out-of-range]",
        ])
    }

    func testAProblemInAGroupIsReachedThroughItsTokens() throws {
        let grouped = #"{"unused": {"$type": "color", "$description": 5}, "used": {"$type": "color", "$description": 6, "c": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
        let unused = try TestSupport.analyse(["g.tokens.json": grouped, "app.nav.xml": map("#FFFFFF")], self, sdk: Self.legacySDK)
        XCTAssertEqual(unused.diagnostics.with(rule: "invalid-token").map(\.severity), [.warning, .warning])
        let used = try TestSupport.analyse(["g.tokens.json": grouped, "app.nav.xml": map("{used.c}")], self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(used.diagnostics.with(rule: "invalid-token")), [
            #"g.tokens.json:1:47: warning: "$description" must be a string, found a number [invalid-token]"#,
            #"g.tokens.json:1:94: error: "$description" must be a string, found a number [invalid-token]"#,
        ])
    }

    /// The one diagnostic for files that look like modes stands for every token they share: an error when a screen
    /// uses any of them, not only the first.
    func testFilesThatLookLikeModesAreAWarningUnlessAScreenUsesOneOfTheirTokens() throws {
        let a = #"{"size": {"$type": "number", "gap": {"$value": 4}, "pad": {"$value": 0.5}}}"#
        let b = #"{"size": {"$type": "number", "gap": {"$value": 8}, "pad": {"$value": 0.7}}}"#
        let c = #"{"size": {"$type": "number", "gap": {"$value": 9}, "pad": {"$value": 0.9}}}"#
        let files = ["a.tokens.json": a, "b.tokens.json": b, "c.tokens.json": c]
        let unused = try TestSupport.analyse(files.merging(["app.nav.xml": map("#FFFFFF")]) { $1 }, self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(unused.diagnostics.with(rule: "duplicate-id")), [
            "b.tokens.json:1:30: warning: 'a.tokens.json', 'b.tokens.json' and 'c.tokens.json' define the same 2 tokens, so each is defined "
                + "in more than one of them; files like these are one theme's modes: declare them in 'tokens.resolver.json' as the note shows [duplicate-id]",
        ])
        let screen = map("#FFFFFF").replacingOccurrences(of: "barTintColor=\"#FFFFFF\"", with: "barAlpha=\"{size.pad}\"")
        let used = try TestSupport.analyse(files.merging(["app.nav.xml": screen]) { $1 }, self, sdk: Self.legacySDK)
        XCTAssertEqual(used.diagnostics.with(rule: "duplicate-id").map(\.severity), [.error])
    }

    func testATokenDefinedInTwoFilesIsAWarningUnlessAScreenUsesIt() throws {
        let a = #"{"size": {"$type": "number", "gap": {"$value": 4}}}"#
        let b = #"{"size": {"$type": "number", "gap": {"$value": 8}}}"#
        let unused = try TestSupport.analyse(["a.tokens.json": a, "b.tokens.json": b, "app.nav.xml": map("#FFFFFF")], self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(unused.diagnostics), [
            "b.tokens.json:1:30: warning: token 'size.gap' is defined twice [duplicate-id]",
        ])
        XCTAssertEqual(unused.model?.tokens.skipped.map(\.path), ["size.gap"])
        let screen = map("#FFFFFF").replacingOccurrences(of: "barTintColor=\"#FFFFFF\"", with: "barAlpha=\"{size.gap}\"")
        let used = try TestSupport.analyse(["a.tokens.json": a, "b.tokens.json": b, "app.nav.xml": screen], self, sdk: Self.legacySDK)
        XCTAssertEqual(used.diagnostics.with(rule: "duplicate-id").map(\.severity), [.error])
        XCTAssertEqual(used.diagnostics.with(rule: "skipped-token").map(\.location.line), [3])
    }

    func testTheSummaryLineAndInspectListTheSkippedTokens() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/t.tokens.json": tokens, "in/app.nav.xml": map("{color.good}")], in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.hasSuffix("removed in out; 3 tokens read, 2 skipped\n"), run.errors)
        let inspect = try TestSupport.navgen(["inspect", "in", "--format", "json"], in: folder)
        XCTAssertEqual(inspect.status, 0, inspect.errors)
        let skipped = try XCTUnwrap(try JSONReader.parse(Array(inspect.output.utf8), path: "stdout")["skipped"]?.array)
        XCTAssertEqual(skipped.map { entry in ["path", "rule", "file", "line"].map { entry[$0]?.string ?? entry[$0]?.number.map(formatNumber) ?? "?" } }, [
            ["color.alias", "invalid-color", "in/t.tokens.json", "6"],
            ["color.bad", "invalid-color", "in/t.tokens.json", "5"],
        ])
        XCTAssertEqual(skipped.last?["reason"]?.string, "unknown colour space 'srgbb'; did you mean 'srgb'?")
    }

    /// What a reader skips on purpose, with a rule and a reason, joins the same list and policy.
    func testATokenAReaderSkipsIsSkippedLikeAProblem() throws {
        let legacy = ##"{"base": {"value": "4px", "type": "dimension"}, "rem": {"value": "{base} + 1rem", "type": "dimension"}}"##
        let result = try TestSupport.analyse(["ts.json": legacy, "app.nav.xml": map("#FFFFFF")], self, sdk: Self.legacySDK)
        XCTAssertFalse(result.hasErrors, TestSupport.lines(result.diagnostics).joined(separator: "\n"))
        XCTAssertEqual(result.model?.tokens.skipped.map { "\($0.path) \($0.rule)" }, ["rem unsupported"])
        let screen = map("#FFFFFF").replacingOccurrences(of: "barTintColor=\"#FFFFFF\"", with: "barAlpha=\"{rem}\"")
        let used = try TestSupport.analyse(["ts.json": legacy, "app.nav.xml": screen], self, sdk: Self.legacySDK)
        XCTAssertEqual(used.diagnostics.with(rule: "skipped-token").count, 1)
    }

    /// An XML token whose value is not of its type is reported once, under the policy.
    func testAnXMLTokenValueProblemIsOneDiagnosticUnderThePolicy() throws {
        let xml = """
            <tokens>
              <group name="color" type="color">
                <token name="bad" value="nocolor"/>
              </group>
            </tokens>
            """
        let unused = try TestSupport.analyse(["a.tokens.xml": xml, "app.nav.xml": map("#FFFFFF")], self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(unused.diagnostics), [
            "a.tokens.xml:3:23: warning: 'nocolor' is not a color value (see the XML tokens format) [invalid-color]",
        ])
        XCTAssertEqual(unused.model?.tokens.skipped.map(\.path), ["color.bad"])
        let used = try TestSupport.analyse(["a.tokens.xml": xml, "app.nav.xml": map("{color.bad}")], self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(used.diagnostics).map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") }, [
            "a.tokens.xml:3:23: error", "app.nav.xml:3:21: error",
        ])
    }

    /// A colour-set entry navgen cannot read is left out, and its problem is one in the token; with no entry left,
    /// the token is skipped.
    func testAColorSetProblemIsOneInItsToken() throws {
        let broken = #"{"info": {"version": 1}, "colors": [{"idiom": "universal", "color": {"components": {"red": "x", "green": 0, "blue": 0}}}]}"#
        let fallback = #"{"info": {"version": 1}, "colors": [{"idiom": "universal", "color": {"components": {"red": 1, "green": 0, "blue": 0}}}, "#
            + #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"green": 0, "blue": 0}}}]}"#
        let files = ["A.xcassets/Bar.colorset/Contents.json": broken, "A.xcassets/Tint.colorset/Contents.json": fallback]
        let unused = try TestSupport.analyse(files.merging(["app.nav.xml": map("#FFFFFF")]) { $1 }, self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(unused.diagnostics.with(rule: "invalid-color")), [
            "A.xcassets/Bar.colorset/Contents.json:1:92: warning: 'x' is not a colour component (a number 0–1, an integer 0–255 or 0xHH) [invalid-color]",
            #"A.xcassets/Tint.colorset/Contents.json:1:232: warning: a srgb colour needs a "red" component [invalid-color]"#,
        ])
        XCTAssertEqual(unused.model?.tokens.skipped.map(\.path), ["asset.Bar"])
        let tint = try XCTUnwrap(unused.model?.tokens.tokens["asset.Tint"])
        XCTAssertEqual(tint.values["dark"], tint.values["light"], "the dark entry is left out: the universal one applies")
        let screen = map("{asset.Bar}").replacingOccurrences(of: "/>\n</nav", with: " tintColor=\"{asset.Tint}\"/>\n</nav")
        let used = try TestSupport.analyse(files.merging(["app.nav.xml": screen]) { $1 }, self, sdk: Self.legacySDK)
        XCTAssertEqual(used.diagnostics.filter { $0.severity == .error }.map { "\($0.rule) \($0.location.line):\($0.location.column)" },
                       ["invalid-color 1:92", "invalid-color 1:232", "skipped-token 3:21"])
    }

    /// A token that refers to one a reader skipped is its dependent, not a reference to nothing.
    func testATokenThatRefersToOneAReaderSkippedIsSkippedWithIt() throws {
        let legacy = """
            {"grad": {"value": "linear-gradient(red, blue)", "type": "color"},
             "bar": {"value": "{grad}", "type": "color"}}
            """
        let result = try TestSupport.analyse(["sd.json": legacy, "app.nav.xml": map("#FFFFFF")], self, sdk: Self.legacySDK)
        XCTAssertEqual(result.diagnostics.with(rule: "unresolved-reference"), [])
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "unsupported")), [
            "sd.json:1:20: warning: 1 colour token in this file is a CSS gradient, skipped: a DTCG colour cannot hold a gradient, "
                + "and a bar colour is one colour [unsupported]",
        ])
        XCTAssertEqual(result.diagnostics.first?.notes, [.init("'bar' refers to 'grad' and is skipped too", at: SourceLocation(file: "sd.json", line: 2, column: 2))])
        XCTAssertEqual(result.model?.tokens.skipped.map { "\($0.path) \($0.rule) \($0.location.line):\($0.location.column)" },
                       ["bar unsupported 2:2", "grad unsupported 1:20"])
        // The skipped list gives the reason alone: each entry names its token already.
        let reason = "it is a CSS gradient, which a DTCG colour cannot hold, and a bar colour is one colour"
        XCTAssertEqual(result.model?.tokens.skipped.map(\.reason), ["it refers to 'grad', which is skipped: \(reason)", reason])
        let used = try TestSupport.analyse(["sd.json": legacy, "app.nav.xml": map("{bar}")], self, sdk: Self.legacySDK)
        XCTAssertEqual(TestSupport.lines(used.diagnostics.with(rule: "skipped-token")), [
            "app.nav.xml:3:21: error: '{bar}' cannot be used: it refers to 'grad', which navgen skipped for a problem (unsupported, in the note); "
                + "fix it or use another token [skipped-token]",
        ])
        // The note is the skipped token's own problem, where it is written, not the file's one warning again.
        XCTAssertEqual(used.diagnostics.first?.notes.first, .init("token 'grad' is skipped: \(reason)", at: SourceLocation(file: "sd.json", line: 1, column: 20)))
    }
}
