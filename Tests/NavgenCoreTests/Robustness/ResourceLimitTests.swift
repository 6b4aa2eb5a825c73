import Foundation
import XCTest
@testable import NavgenCore

/// Size limits with clear errors, and no unbounded recursion on any input: every chain navgen follows
/// is either walked iteratively or stopped at a stated depth with a diagnostic.
final class ResourceLimitTests: XCTestCase {
    func testFilesPastThePerFileLimitAreRefused() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["big.tokens.json": String(repeating: " ", count: 200) + "{}"], in: folder)
        let path = folder.appendingPathComponent("big.tokens.json").path
        var log = DiagnosticLog()
        _ = InputReader.read([path], limits: InputReader.Limits(file: 100), log: &log)
        XCTAssertEqual(TestSupport.lines(log.entries),
                       ["\(path):1:1: error: the file is 202 bytes; navgen reads files up to 100 bytes [input]"])
    }

    func testInputsPastTheTotalLimitAreRefusedFromTheFirstFileOver() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let body = "{\"t\": {\"$type\": \"number\", \"$value\": 1}}" + String(repeating: " ", count: 560)
        try TestSupport.write(["a.tokens.json": body, "b.tokens.json": body, "c.tokens.json": body, "d.tokens.json": body], in: folder)
        var log = DiagnosticLog()
        let inputs = InputReader.read([folder.path], limits: InputReader.Limits(file: 1_000, total: 1_500), log: &log)
        let c = folder.appendingPathComponent("c.tokens.json").path
        XCTAssertEqual(TestSupport.lines(log.entries),
                       ["\(c):1:1: error: the inputs reach 1797 bytes with this file; navgen reads up to 1500 bytes in all (2 files not read) [input]"])
        XCTAssertEqual(inputs.files.count, 2)
    }

    func testTheLimitsAreThoseDocumented() {
        XCTAssertEqual(InputReader.maximumFileSize, 64 * 1024 * 1024)
        XCTAssertEqual(InputReader.maximumTotalSize, 256 * 1024 * 1024)
    }

    /// Files are parsed on worker threads, whose stacks are smaller than the main thread's: nesting just
    /// under the XML and JSON limits must still parse there.
    func testNestingAtTheLimitsParsesOnWorkerThreads() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let json = "{\"a\": {\"$type\": \"number\", \"$value\": " + String(repeating: "[", count: 509) + String(repeating: "]", count: 509) + "}}"
        let xml = "<navigation>" + String(repeating: "<screen id=\"a\">", count: 254) + String(repeating: "</screen>", count: 254) + "</navigation>"
        try TestSupport.write(["in/deep.tokens.json": json, "in/deep.nav.xml": xml, "in/other.tokens.json": "{}"], in: folder)
        let run = try TestSupport.navgen(["in", "--out", "out", "--threads", "4"], in: folder)
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.errors.contains("[invalid-token]"), run.errors)
        XCTAssertFalse(run.errors.contains("json-syntax") || run.errors.contains("xml-syntax"), run.errors)
    }

    func testLongAliasChainsStopWithADiagnostic() throws {
        var tokens = (0..<1_100).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \"{t\($0 + 1)}\"}" }
        tokens.append("\"t1100\": {\"$type\": \"number\", \"$value\": 1}")
        let result = try TestSupport.analyse(["chain.tokens.json": "{" + tokens.joined(separator: ",\n") + "}"], self)
        XCTAssertTrue(result.diagnostics.contains { $0.rule == "reference-cycle" && $0.message.hasPrefix("alias chain deeper than 1000 tokens") },
                      TestSupport.lines(result.diagnostics).prefix(3).joined(separator: "\n"))
    }

    /// 2,000 groups in the full tier, 500 in the fast one (`TestTier`): either far past the 64 links followed.
    func testLongExtendsChainsStopWithADiagnostic() throws {
        let count = TestTier.size(fast: 500, full: 2_000)
        var groups = (0..<count).map { "\"g\($0)\": {\"$extends\": \"{g\($0 + 1)}\"}" }
        groups.append("\"g\(count)\": {\"x\": {\"$type\": \"number\", \"$value\": 1}}")
        let start = Date()
        let result = try TestSupport.analyse(["extends.tokens.json": "{" + groups.joined(separator: ",\n") + "}"], self)
        // No screen uses these groups, so the problem is a warning (`TokenPolicyTests`).
        XCTAssertEqual(TestSupport.lines(Array(result.diagnostics.prefix(1))), [
            "extends.tokens.json:65:21: warning: 'g64' extends a chain of more than 64 groups; navgen follows no further [reference-cycle]",
        ])
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }

    /// Found by running navgen under AddressSanitizer on the merged DTCG suite: a stack overflow.
    func testAnExtendsThatCopiesItselfStopsWithADiagnostic() throws {
        let result = try TestSupport.analyse(["t.tokens.json": #"{"A": {"$extends": "{B}"}, "B": {"x": {"$extends": "{A}"}}}"#], self)
        XCTAssertEqual(TestSupport.lines(Array(result.diagnostics.prefix(1))), [
            "t.tokens.json:1:39: warning: 'B.x' repeats the group it is copied from: an \"$extends\" brings back a group that contains it [reference-cycle]",
        ])
    }

    /// `$extends` copies that double at each level expand like a billion-laughs document.
    func testExtendsCopiesThatDoubleStopAtTheGroupBudget() throws {
        var groups = ["\"g0\": {\"a\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}}"]
        for level in 1...30 {
            groups.append("\"g\(level)\": {\"x\": {\"$extends\": \"{g\(level - 1)}\"}, \"y\": {\"$extends\": \"{g\(level - 1)}\"}}")
        }
        let start = Date()
        let result = try TestSupport.analyse(["double.tokens.json": "{" + groups.joined(separator: ",\n") + "}"], self)
        XCTAssertEqual(result.diagnostics.filter { $0.message.hasPrefix("the groups expand to more than 20000 groups") }.count, 1,
                       TestSupport.lines(Array(result.diagnostics.prefix(3))).joined(separator: "\n"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }

    func testLongSetChainsInAResolverStopWithADiagnostic() throws {
        var sets = (0..<3_000).map { "\"s\($0)\": {\"sources\": [{\"$ref\": \"#/sets/s\($0 + 1)\"}]}" }
        sets.append("\"s3000\": {\"sources\": [{\"a\": {\"$type\": \"number\", \"$value\": 1}}]}")
        let resolver = "{\"version\": \"2025.10\", \"sets\": {" + sets.joined(separator: ",\n")
            + "}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
        let result = try TestSupport.analyse(["r.resolver.json": resolver], self)
        XCTAssertTrue(result.diagnostics.contains { $0.message == "sets include each other more than 64 deep at 's65'; navgen follows no further" },
                      TestSupport.lines(result.diagnostics).prefix(3).joined(separator: "\n"))
    }

    func testDeeplyNestedMathStopsWithADiagnostic() throws {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let signs = String(repeating: "-", count: 100_000) + "1"
        let powers = Array(repeating: "2", count: 100_000).joined(separator: "^")
        let calls = String(repeating: "min(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let text = """
            {"base": {"value": "4px", "type": "dimension"},
             "a": {"value": "{base} * \(deep)", "type": "dimension"},
             "b": {"value": "{base} * \(signs)", "type": "dimension"},
             "c": {"value": "{base} * \(powers)", "type": "dimension"},
             "d": {"value": "{base} * \(calls)", "type": "dimension"}}
            """
        let result = try TestSupport.analyse(["ts.json": text], self)
        XCTAssertEqual(result.diagnostics.filter {
            $0.message.hasSuffix("the expression nests more than 256 levels deep (parentheses, signs, powers or calls)")
        }.count, 4,
                       TestSupport.lines(result.diagnostics).joined(separator: "\n").prefix(500).description)
    }

    /// A chain of 2,000 storyboards in the full tier, 500 in the fast one (`TestTier`).
    func testStoryboardReferenceChainsAndCyclesAreWalkedIteratively() {
        func placeholder(_ index: Int, to target: String) -> (path: String, text: String) {
            ("S\(index).storyboard", IBTest.storyboard(initial: "ref-\(index)", """
                    <scene sceneID="scn-\(index)">
                        <objects>
                            <viewControllerPlaceholder storyboardName="\(target)" id="ref-\(index)" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """))
        }
        let count = TestTier.size(fast: 500, full: 2_000)
        var files = (0..<count).map { placeholder($0, to: "S\($0 + 1)") }
        files.append(("S\(count).storyboard", IBTest.storyboard(initial: "end-vc", """
                <scene sceneID="scn-end">
                    <objects>
                        <viewController id="end-vc" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)))
        files += [placeholder(5_000, to: "S5001"), placeholder(5_001, to: "S5000")]
        var documents = files.map { IBTest.read($0.text, path: $0.path).document }
        var log = DiagnosticLog()
        StoryboardReferences.resolve(&documents, log: &log)
        XCTAssertEqual(documents[0].controllers.first?.resolvedReference, "end-vc")
        XCTAssertNil(documents[count + 1].controllers.first?.resolvedReference)
    }
}
