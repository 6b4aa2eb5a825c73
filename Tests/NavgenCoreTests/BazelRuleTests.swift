import Foundation
import XCTest
@testable import NavgenCore

/// `Integrations/Bazel`: the rule declares navgen's output list, and its example workspace builds in Bazel's sandbox
/// to exactly what the command line writes, and is served from the cache to a copy at another absolute path.
/// Bazel runs in batch mode (no server outlives the test) with its own output root and disk cache in a temporary folder.
final class BazelRuleTests: XCTestCase {
    private static var rules: URL { TestSupport.packageRoot.appendingPathComponent("Integrations/Bazel") }

    /// `outputs.bzl` spells out `OutputFile.appSources`, the one list of the files the rule declares.
    func testTheRuleDeclaresNavgensAppFiles() throws {
        let file = Self.rules.appendingPathComponent("outputs.bzl")
        let expected = """
            # Written by BazelRuleTests from Sources/PluginsShared/OutputFile.swift, where navgen's outputs are listed; a change
            # there makes that test fail until this file is written again: NAVGEN_UPDATE_GOLDENS=1 swift test --filter BazelRuleTests
            \"\"\"The files navgen_generate declares: what `navgen --sources-only` always writes, in navgen's order.\"\"\"

            NAVGEN_APP_SOURCES = [
            \(OutputFile.appSources.map { "    \"\($0.path)\",\n" }.joined())]

            """
        if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_GOLDENS"] == "1" {
            try Data(expected.utf8).write(to: file)
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), expected,
                       "Integrations/Bazel/outputs.bzl is stale: NAVGEN_UPDATE_GOLDENS=1 swift test --filter BazelRuleTests")
    }

    /// The rule tells an option's value from an input by the options that take one: navgen's, as `--help` lists them.
    func testTheRuleKnowsWhichOptionsTakeAValue() throws {
        let help = try TestSupport.navgen(["--help"], in: try TestSupport.temporaryFolder(self))
        let taking = help.output.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first(where: { $0.hasPrefix("--") }), words.firstIndex(of: name).map({ words.indices.contains($0 + 1) && words[$0 + 1].hasPrefix("<") }) == true
            else { return nil }
            return name
        }
        let own: Set = ["--out", "--templates", "--depfile", "--config"]
        let rule = try String(contentsOf: Self.rules.appendingPathComponent("navgen.bzl"), encoding: .utf8)
        let listed = try XCTUnwrap(rule.split(separator: "\n").first { $0.hasPrefix("_VALUE_OPTIONS = ") })
        XCTAssertEqual(Set(listed.split(separator: "\"").filter { $0.hasPrefix("--") }.map(String.init)), Set(taking).subtracting(own))
    }

    func testTheExampleBuildsInTheSandboxAsTheCommandLineDoesAndIsCachedAcrossPaths() throws {
        guard let bazel = Self.bazel() else {
            throw XCTSkip("bazel is not on PATH, so the example workspace is not built (.ci/run installs Debian's bazel-bootstrap)")
        }
        let folder = try TestSupport.temporaryFolder(self)
        // Bazel leaves read-only folders (its install base, the execroot): made writable so that the folder can go.
        addTeardownBlock { _ = try? TestSupport.toolchain("chmod", ["-R", "u+w", folder.path], in: folder) }
        let cache = folder.appendingPathComponent("disk-cache").path
        let first = try workspace(in: folder.appendingPathComponent("first"))
        let second = try workspace(in: folder.appendingPathComponent("second/elsewhere"))

        let built = try build(first, bazel: bazel, root: folder.appendingPathComponent("root-first"), cache: cache)
        XCTAssertEqual(built.spawn?["runner"] as? String, "linux-sandbox", "navgen's action: \(String(describing: built.spawn))")

        let commandLine = folder.appendingPathComponent("command-line")
        let run = try TestSupport.navgen(["Tokens", "--out", commandLine.path, "--sources-only", "--quiet"], in: first)
        XCTAssertEqual(run.status, 0, run.errors)
        for name in OutputFile.appSources.map(\.path) {
            let bazelFile = try Data(contentsOf: first.appendingPathComponent("bazel-bin/navigation/\(name)"))
            XCTAssertEqual(bazelFile, try Data(contentsOf: commandLine.appendingPathComponent(name)), "\(name) differs from the command line's")
        }

        // A target whose glob matches nothing fails: navgen would read ./Tokens, which it does not declare.
        let buildFile = first.appendingPathComponent("BUILD.bazel")
        try (String(contentsOf: buildFile, encoding: .utf8) + """

            navgen_generate(name = "empty", srcs = glob(["Nothing/**/*.json"], allow_empty = True), navgen = "//tools:navgen")

            navgen_generate(name = "elsewhere", srcs = glob(["Tokens/**/*.json"]), navgen = "//tools:navgen", options = ["-o", "/tmp"])

            navgen_generate(name = "positional", srcs = glob(["Tokens/**/*.json"]), navgen = "//tools:navgen",
                            options = ["--mode", "light", "--sdk=26.0", "Extra/more.nav.xml"])

            navgen_generate(name = "templated", srcs = glob(["Tokens/**/*.json", "Tokens/**/*.nav.xml"]), navgen = "//tools:navgen",
                            templates = ["Templates/NavigationTokens.swift.mustache"])

            """).write(to: buildFile, atomically: true, encoding: .utf8)
        let empty = try TestSupport.toolchain(bazel, ["--nohome_rc", "--noworkspace_rc", "--batch", "--output_user_root=\(folder.appendingPathComponent("root-first").path)",
                                                      "build", "//:empty"], in: first)
        XCTAssertNotEqual(empty.status, 0, empty.output)
        XCTAssertTrue(empty.output.contains("srcs of //:empty matches no file"), empty.output)
        // Only the listed template is read, also unsandboxed: the other one in its folder is not.
        try TestSupport.write(["Templates/NavigationTokens.swift.mustache": "// listed\n",
                               "Templates/NavigationAppearance.swift.mustache": "// not listed\n"], in: first)
        let templated = try TestSupport.toolchain(bazel, ["--nohome_rc", "--noworkspace_rc", "--batch", "--output_user_root=\(folder.appendingPathComponent("root-first").path)",
                                                          "build", "--spawn_strategy=local", "//:templated"], in: first)
        XCTAssertEqual(templated.status, 0, templated.output)
        XCTAssertEqual(try String(contentsOf: first.appendingPathComponent("bazel-bin/templated/NavigationTokens.swift"), encoding: .utf8), "// listed\n")
        XCTAssertNotEqual(try String(contentsOf: first.appendingPathComponent("bazel-bin/templated/NavigationAppearance.swift"), encoding: .utf8), "// not listed\n")
        let elsewhere = try TestSupport.toolchain(bazel, ["--nohome_rc", "--noworkspace_rc", "--batch", "--output_user_root=\(folder.appendingPathComponent("root-first").path)",
                                                          "build", "//:elsewhere"], in: first)
        XCTAssertNotEqual(elsewhere.status, 0, elsewhere.output)
        XCTAssertTrue(elsewhere.output.contains("-o is the rule's own option: the rule writes the files under <name>/"), elsewhere.output)
        // A path among the options is an input Bazel would not declare; an option's value is not.
        let positional = try TestSupport.toolchain(bazel, ["--nohome_rc", "--noworkspace_rc", "--batch", "--output_user_root=\(folder.appendingPathComponent("root-first").path)",
                                                           "build", "//:positional"], in: first)
        XCTAssertNotEqual(positional.status, 0, positional.output)
        XCTAssertTrue(positional.output.contains("'Extra/more.nav.xml' in options is an input; list it in srcs"), positional.output)
        XCTAssertFalse(positional.output.contains("'light' in options"), positional.output)

        let cached = try build(second, bazel: bazel, root: folder.appendingPathComponent("root-second"), cache: cache)
        XCTAssertEqual(cached.spawn?["remoteCacheHit"] as? Bool, true, "navgen's action: \(String(describing: cached.spawn))")
        for name in OutputFile.appSources.map(\.path) {
            XCTAssertEqual(try Data(contentsOf: second.appendingPathComponent("bazel-bin/navigation/\(name)")),
                           try Data(contentsOf: commandLine.appendingPathComponent(name)), name)
        }
    }

    /// A copy of the rule and its example under `folder`, with the built navgen in the example's `tools/`; returns
    /// the example's folder.
    private func workspace(in folder: URL) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("Bazel")
        try manager.copyItem(at: Self.rules, to: copy)
        let example = copy.appendingPathComponent("example")
        // What a build of the example in the checkout left there is not part of it.
        for leftover in try manager.contentsOfDirectory(atPath: example.path) where leftover.hasPrefix("bazel-") {
            try manager.removeItem(at: example.appendingPathComponent(leftover))
        }
        let navgen = example.appendingPathComponent("tools/navgen")
        try? manager.removeItem(at: navgen)
        try manager.copyItem(at: TestSupport.executable, to: navgen)
        return example
    }

    /// Builds `//:navigation` in `workspace` in Bazel's Linux sandbox and returns navgen's spawn from the execution log.
    private func build(_ workspace: URL, bazel: String, root: URL, cache: String) throws -> (output: String, spawn: [String: Any]?) {
        let log = root.appendingPathExtension("exec.json")
        // The user's and the workspace's bazelrc stay out; the system's stays (Debian's names its install base).
        let build = try TestSupport.toolchain(bazel, [
            "--nohome_rc", "--noworkspace_rc", "--batch", "--output_user_root=\(root.path)",
            // Bazel 8's default, which refuses a glob pattern that matches nothing.
            "build", "--incompatible_disallow_empty_glob",
            "--disk_cache=\(cache)", "--spawn_strategy=linux-sandbox", "--nosandbox_debug",
            "--execution_log_json_file=\(log.path)", "//:navigation",
        ], in: workspace)
        XCTAssertEqual(build.status, 0, build.output)
        let spawns = try Self.jsonObjects(in: String(contentsOf: log, encoding: .utf8))
        let navgen = spawns.filter { $0["mnemonic"] as? String == "NavgenGenerate" }
        XCTAssertEqual(navgen.count, 1, build.output)
        return (build.output, navgen.first)
    }

    /// The execution log is JSON objects one after another, not one array.
    private static func jsonObjects(in text: String) throws -> [[String: Any]] {
        var objects: [[String: Any]] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start = text.utf8.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"):
                if depth == 0 { start = index }
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0, let object = try JSONSerialization.jsonObject(with: Data(text.utf8[start...index])) as? [String: Any] {
                    objects.append(object)
                }
            default: break
            }
        }
        return objects
    }

    /// `bazel`'s path on PATH, if it is installed.
    private static func bazel() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/bazel" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
