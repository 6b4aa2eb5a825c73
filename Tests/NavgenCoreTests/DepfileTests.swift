import Foundation
import XCTest

/// `--depfile` lists exactly the files a run read: the inputs found in folders and named one by one, the files they
/// name (a resolver's sources), the templates that replace default ones and the config; nothing else there.
final class DepfileTests: XCTestCase {
    private static let color = #"{"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}"#

    /// A config, an input folder with a file navgen does not read, a resolver whose source is outside every input,
    /// a template override beside a file that is not one, and a name with a space.
    private func project() throws -> URL {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "navgen.json": #"{"inputs": ["Tokens", "Design/app.resolver.json"], "templates": "Overrides", "output": "out"}"#,
            "Tokens/app.nav.xml": #"<navigation><screen id="home" barTintColor="{color.brand}" tintColor="{color.accent}"/></navigation>"#,
            "Tokens/extra colors.tokens.json": #"{"color": {"$type": "color", "accent": {"$value": \#(Self.color)}}}"#,
            "Tokens/Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#,
            "Tokens/README.md": "Not an input.",
            // A colour set in a group that provides a namespace: the group's file names the colour, the catalogue's
            // and an image set's are no input.
            "Tokens/Assets.xcassets/Contents.json": Self.assetInfo,
            "Tokens/Assets.xcassets/Theme/Contents.json": #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#,
            "Tokens/Assets.xcassets/Theme/Accent.colorset/Contents.json": #"""
                {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.1", "green": "0.2", "blue": "0.3", "alpha": "1.000"}}}],
                 "info": {"author": "xcode", "version": 1}}
                """#,
            "Tokens/Assets.xcassets/Logo.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "logo.png"}], "info": {"author": "xcode", "version": 1}}"#,
            "Design/app.resolver.json": #"""
                {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "sets/brand.tokens.json"}]}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}]}
                """#,
            "Design/sets/brand.tokens.json": #"{"color": {"$type": "color", "brand": {"$value": \#(Self.color)}}}"#,
            "Design/unused.tokens.json": #"{"color": {"$type": "color", "unused": {"$value": \#(Self.color)}}}"#,
            "Overrides/NavigationTokens.swift.mustache": "{{> _header}}\n// The tokens, another way.\n",
            "Overrides/notes.txt": "Not a template.",
        ], in: folder)
        return folder
    }

    private static let assetInfo = #"{"info": {"author": "xcode", "version": 1}}"#
    private static let arguments = ["--depfile", "deps.d", "--sources-only", "--quiet"]

    func testTheDepfileListsTheFilesReadInMakeSyntax() throws {
        let folder = try project()
        let run = try TestSupport.navgen(Self.arguments, in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("deps.d"), encoding: .utf8), #"""
            out/NavigationTokens.swift out/NavigationAppearance.swift out/NavigationStoryboards.swift: \
              Design/app.resolver.json \
              Design/sets/brand.tokens.json \
              Overrides/NavigationTokens.swift.mustache \
              Tokens/Assets.xcassets/Theme/Accent.colorset/Contents.json \
              Tokens/Assets.xcassets/Theme/Contents.json \
              Tokens/Info.plist \
              Tokens/app.nav.xml \
              Tokens/extra\ colors.tokens.json \
              navgen.json

            """#)
    }

    /// What strace sees navgen open for reading under the project, its output aside, is what the depfile lists.
    func testTheDepfileListsExactlyWhatNavgenOpens() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            throw XCTSkip("strace is not installed (.ci/run installs it), so what navgen opens is not watched")
        }
        let folder = try project()
        // A file per thread (-ff), so that no call is split across lines by another thread's.
        let trace = try TestSupport.temporaryFolder(self).appendingPathComponent("trace")
        let run = try TestSupport.toolchain("strace", ["-ff", "-qq", "-e", "trace=open,openat", "-o", trace.path, TestSupport.executable.path]
                                            + Self.arguments, in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        let depfile = try String(contentsOf: folder.appendingPathComponent("deps.d"), encoding: .utf8)
        let listed = depfile.split(separator: "\n").dropFirst().map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \\")).replacingOccurrences(of: "\\ ", with: " ")
        }
        XCTAssertEqual(Set(try Self.filesOpenedForReading(trace, under: folder)), Set(listed))
    }

    /// A build system's glob over `**/*.json` names every `Contents.json` of an asset catalogue: navgen reads what it
    /// reads of the folder, with nothing said of the catalogue's own files.
    func testAnAssetCatalogueNamedFileByFileIsReadAsTheFolderIs() throws {
        let folder = try project()
        let folderRun = try TestSupport.navgen(["Tokens", "Design/app.resolver.json", "--out", "byFolder", "--sources-only"], in: folder)
        XCTAssertEqual(folderRun.status, 0, folderRun.errors)
        let named = ["Tokens/Assets.xcassets/Contents.json", "Tokens/Assets.xcassets/Theme/Contents.json",
                     "Tokens/Assets.xcassets/Theme/Accent.colorset/Contents.json", "Tokens/Assets.xcassets/Logo.imageset/Contents.json",
                     "Tokens/Info.plist", "Tokens/app.nav.xml", "Tokens/extra colors.tokens.json", "Design/app.resolver.json"]
        let namedRun = try TestSupport.navgen(named + ["--out", "byName", "--sources-only"], in: folder)
        XCTAssertEqual(namedRun.status, 0, namedRun.errors)
        XCTAssertEqual(namedRun.errors.replacingOccurrences(of: "byName", with: "out"), folderRun.errors.replacingOccurrences(of: "byFolder", with: "out"))
        XCTAssertFalse(namedRun.errors.contains("unsupported"), namedRun.errors)
        for file in ["NavigationTokens.swift", "NavigationAppearance.swift"] {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("byName/" + file)),
                           try Data(contentsOf: folder.appendingPathComponent("byFolder/" + file)), file)
        }
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("byName/NavigationTokens.swift"), encoding: .utf8)
            .contains("asset.Theme/Accent"), "the group's namespace names the colour")
    }

    func testAFailedRunWritesNoDepfileAndTheDepfileStaysOutOfTheInputs() throws {
        let folder = try project()
        try TestSupport.write(["Tokens/broken.tokens.json": "{"], in: folder)
        let failed = try TestSupport.navgen(Self.arguments, in: folder)
        XCTAssertEqual(failed.status, 1, failed.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("deps.d").path))
        let inside = try TestSupport.navgen(["--depfile", "Tokens/deps.d"], in: folder)
        XCTAssertEqual(inside.status, 2, inside.errors)
        XCTAssertEqual(inside.errors, "error: --depfile 'Tokens/deps.d' is inside the input 'Tokens'; write it beside the output instead\n")
        let check = try TestSupport.navgen(["--check", "--depfile", "deps.d"], in: folder)
        XCTAssertEqual(check.status, 2, check.errors)
    }

    /// A build system names a depfile in a folder it has not made: navgen makes it, as it makes `--out`'s, where it wrote
    /// the outputs and then failed.
    func testTheDepfilesFolderIsMade() throws {
        let folder = try project()
        let run = try TestSupport.navgen(["--out", "Generated", "--depfile", "deps/navgen/deps.d"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("deps/navgen/deps.d").path))
    }

    /// Make's syntax cannot spell a line break: such a path is refused before anything is written.
    func testAPathWithALineBreakIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try project()
        try TestSupport.write(["Tokens/two\nlines.tokens.json": #"{"color": {"$type": "color", "odd": {"$value": \#(Self.color)}}}"#], in: folder)
        let run = try TestSupport.navgen(Self.arguments, in: folder)
        XCTAssertEqual(run.status, 2, run.errors)
        XCTAssertEqual(run.errors, "error: cannot list 'Tokens/two\nlines.tokens.json' in a depfile: its path holds a line break\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("deps.d").path))
    }

    /// Paths opened read-only (not folders) that succeeded, relative to `folder`, outside `folder/out`; `trace` is the
    /// prefix of strace's files, one per thread.
    private static func filesOpenedForReading(_ trace: URL, under folder: URL) throws -> [String] {
        let prefix = folder.standardizedFileURL.path + "/"
        let logs = try FileManager.default.contentsOfDirectory(atPath: trace.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(trace.lastPathComponent + ".") }
        XCTAssertFalse(logs.isEmpty)
        let lines = try logs.flatMap { try String(contentsOf: trace.deletingLastPathComponent().appendingPathComponent($0), encoding: .utf8)
            .split(separator: "\n") }
        return lines.compactMap { line -> String? in
            guard let open = line.range(of: "open"), let quote = line[open.upperBound...].firstIndex(of: "\""),
                  let end = line[line.index(after: quote)...].firstIndex(of: "\""),
                  !line.contains("O_DIRECTORY"), !line.contains("O_WRONLY"), !line.contains("O_RDWR"),
                  let result = line.range(of: " = ", options: .backwards), !line[result.upperBound...].hasPrefix("-") else { return nil }
            var path = String(line[line.index(after: quote)..<end])
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) } else if path.hasPrefix("/") { return nil }
            return path.hasPrefix("out/") ? nil : path
        }
    }
}
