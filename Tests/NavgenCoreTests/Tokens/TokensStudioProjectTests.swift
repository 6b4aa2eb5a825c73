import XCTest
@testable import NavgenCore

/// Tokens Studio projects read whole, as `navgen inspect <folder>` reads them, by Tokens Studio's own rules: only the
/// root's `$themes.json` and `$metadata.json` are metadata, every other JSON file under the root is a token set named
/// by its path (folders included), and a set is read once, as the project reads it.
final class TokensStudioProjectTests: XCTestCase {
    /// A project in `tokens/` whose set folder `core/` holds token sets named `$metadata` and `$themes`, and whose
    /// themes select sets two folders down.
    private static let project = [
        "tokens/$themes.json": ##"""
        [{"id": "l", "name": "Light", "group": "theme", "selectedTokenSets": {"core/$metadata": "source", "core/$themes": "enabled", "core/colors": "source", "brand/modes/light": "enabled"}},
         {"id": "d", "name": "Dark", "group": "theme", "selectedTokenSets": {"core/$metadata": "source", "core/$themes": "enabled", "core/colors": "source", "brand/modes/dark": "enabled"}}]
        """##,
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core/$metadata", "core/$themes", "core/colors", "brand/modes/light", "brand/modes/dark"]}"##,
        "tokens/core/$metadata.json": ##"{"meta": {"gap": {"value": "6", "type": "spacing"}}}"##,
        "tokens/core/$themes.json": ##"{"radius": {"small": {"value": "{meta.gap}", "type": "borderRadius"}}}"##,
        "tokens/core/colors.json": ##"{"palette": {"white": {"value": "#ffffff", "type": "color"}, "ink": {"value": "#111111", "type": "color"}}}"##,
        "tokens/brand/modes/light.json": ##"{"bar": {"background": {"value": "{palette.white}", "type": "color"}, "gap": {"value": "1.5", "type": "dimension"}}}"##,
        "tokens/brand/modes/dark.json": ##"{"bar": {"background": {"value": "{palette.ink}", "type": "color"}, "gap": {"value": "2", "type": "dimension"}}}"##,
    ]

    private func analyse(_ files: [String: String], at input: String) throws -> (Navgen.Result, TokenCatalogue) {
        let folder = try TemporaryTokenFolder(files)
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.path(input)]))
        return (result, try XCTUnwrap(result.model?.tokens))
    }

    /// Two groups that both have a `Light` and a `Dark` theme: each mode takes each group's own theme's sets.
    func testAThemeNameTwoGroupsShareIsEachGroupsOwn() throws {
        let (result, tokens) = try analyse([
            "$themes.json": ##"""
                [{"id": "1", "name": "Light", "group": "Brand", "selectedTokenSets": {"base": "enabled", "brand/light": "enabled"}},
                 {"id": "2", "name": "Dark", "group": "Brand", "selectedTokenSets": {"base": "enabled", "brand/dark": "enabled"}},
                 {"id": "3", "name": "Light", "group": "Partner", "selectedTokenSets": {"base": "enabled"}},
                 {"id": "4", "name": "Dark", "group": "Partner", "selectedTokenSets": {"base": "enabled", "partner/dark": "enabled"}}]
                """##,
            "$metadata.json": ##"{"tokenSetOrder": ["base", "brand/light", "brand/dark", "partner/dark"]}"##,
            "base.json": ##"{"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
            "brand/light.json": ##"{"bg": {"value": "{white}", "type": "color"}}"##,
            "brand/dark.json": ##"{"bg": {"value": "{black}", "type": "color"}}"##,
            "partner/dark.json": ##"{"ink": {"value": "{white}", "type": "color"}}"##,
        ], at: ".")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(tokens.modes, ["Brand/Light-Partner/Light", "Brand/Light-Partner/Dark", "Brand/Dark-Partner/Light", "Brand/Dark-Partner/Dark"])
        let bg = try XCTUnwrap(tokens.tokens["bg"])
        XCTAssertEqual(tokens.modes.map { bg.values[$0].flatMap { if case .color(let color) = $0 { color.srgb.hex } else { nil } } },
                       ["#FFFFFFFF", "#FFFFFFFF", "#000000FF", "#000000FF"], "the partner's Dark is not the brand's")
        XCTAssertEqual(tokens.modes.map { tokens.tokens["ink"]?.values[$0] != nil }, [false, true, false, true])
    }

    /// A set `tokenSetOrder` lists with no file, which no theme selects, is an entry left behind; one a theme selects is
    /// missing, said where the theme selects it, and either fix is said; without themes, the fix is in `tokenSetOrder`.
    func testSetsWithoutAFileSayWhatToDo() throws {
        let (result, _) = try analyse([
            "$themes.json": ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"base": "enabled", "brand": "enabled"}}]"##,
            "$metadata.json": ##"{"tokenSetOrder": ["base", "brand", "old/colors"]}"##,
            "base.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
        ], at: ".")
        let said = result.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(said.count, 2, said.joined(separator: "\n"))
        XCTAssertEqual(said.first,
                       #"$metadata.json:1:37 "tokenSetOrder" lists 'old/colors', but there is no file 'old/colors.json' and no theme selects it; remove the stale entry"#)
        XCTAssertTrue(said.last?.hasPrefix("$themes.json:1:72 token set 'brand' has no file '") == true, said.last ?? "")
        XCTAssertTrue(said.last?.hasSuffix(#"/brand.json'; the set is left out, so its tokens are not defined; add the file, or stop selecting the set in "$themes""#) == true)
        let (alone, _) = try analyse([
            "$metadata.json": ##"{"tokenSetOrder": ["base", "brand"]}"##,
            "base.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
        ], at: ".")
        XCTAssertEqual(alone.diagnostics.map { $0.message.hasSuffix(#"add the file, or remove it from "tokenSetOrder""#) }, [true])
    }

    /// One set's group `text.xs` (its size and line height) and a later set's token `text.xs`, as a real project writes
    /// its type scale: Tokens Studio keeps both names, a DTCG tree cannot, so what the token replaces is said.
    func testATokenThatReplacesAnotherSetsGroupSaysSo() throws {
        let (result, tokens) = try analyse([
            "$themes.json": ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"primitive": "source", "semantic": "enabled"}}]"##,
            "$metadata.json": ##"{"tokenSetOrder": ["primitive", "semantic"]}"##,
            "primitive.json": ##"{"text": {"xs": {"size": {"$type": "dimension", "$value": "12px"}, "line": {"$type": "dimension", "$value": "16px"}}}}"##,
            "semantic.json": ##"{"text": {"xs": {"$type": "dimension", "$value": "14px"}}}"##,
        ], at: ".")
        let said = result.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertEqual(said, ["semantic.json:1:11 token 'text.xs' replaces a group of 2 tokens of the same name, which a DTCG tree cannot hold "
                              + "beside it, so they are not defined (Tokens Studio keeps both names); rename the token or the group"])
        XCTAssertEqual(result.diagnostics.first?.notes.first?.message, "'text.xs' is a group of 2 tokens here")
        XCTAssertNotNil(tokens.tokens["text.xs"])
    }

    /// Themes that only source their sets export nothing (a real project's every theme does): said once, at the first
    /// theme. A group whose themes only source sets is fine while another group's enable some.
    func testThemesThatOnlySourceTheirSetsAreSaidToExportNothing() throws {
        let sets = [
            "$metadata.json": ##"{"tokenSetOrder": ["light", "dark"]}"##,
            "light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
            "dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
        ]
        let (result, tokens) = try analyse(sets.merging(["$themes.json": ##"""
            [{"id": "1", "name": "Light", "selectedTokenSets": {"light": "source"}},
             {"id": "2", "name": "Dark", "selectedTokenSets": {"light": "source", "dark": "source"}}]
            """##]) { $1 }, at: ".")
        XCTAssertEqual(result.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column) \($0.message)" }, [
            #"no-effect 1:2 no theme in "$themes" enables a token set, only "source" ones, which give other sets their values but are "#
                + #"not exported, so no token is; mark the sets that hold the app's tokens "enabled""#,
        ])
        XCTAssertEqual(tokens.tokens.count, 0)

        let (grouped, _) = try analyse(sets.merging(["$themes.json": ##"""
            [{"id": "1", "name": "Base", "group": "Brand", "selectedTokenSets": {"light": "source"}},
             {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}]
            """##]) { $1 }, at: ".")
        XCTAssertEqual(grouped.diagnostics, [])
    }

    func testSetsNamedLikeMetadataInSetFoldersAreTokenSets() throws {
        // From the project's folder and from the folder above it: the root is where the project's themes are.
        for input in ["tokens", "."] {
            let (result, tokens) = try analyse(Self.project, at: input)
            XCTAssertEqual(result.diagnostics, [], "from \(input)")
            XCTAssertFalse(result.hasErrors)
            XCTAssertEqual(tokens.modes, ["Light", "Dark"])
            XCTAssertEqual(tokens.tokens["radius.small"]?.values["Dark"], .dimension(Dimension(value: 6, unit: "px")), "core/$themes is enabled")
            XCTAssertEqual(tokens.referenced("meta.gap", in: "Light")?.value, .dimension(Dimension(value: 6, unit: "px")), "core/$metadata is a source")
            XCTAssertNil(tokens.tokens["meta.gap"])
            XCTAssertEqual(result.tokenDocuments.map(\.format), [.tokensStudio], "every set is the project's, none a file of its own")
        }
    }

    func testASetInANestedFolderIsReadOnceAsTheProjectReadsIt() throws {
        // Tokens Studio writes sizes in pixels without a unit; read alone, the file would look like Style Dictionary's.
        let (result, tokens) = try analyse(Self.project, at: "tokens")
        XCTAssertEqual(tokens.tokens["bar.gap"]?.values["Light"], .dimension(Dimension(value: 1.5, unit: "px")))
        XCTAssertEqual(tokens.tokens["bar.gap"]?.values["Dark"], .dimension(Dimension(value: 2, unit: "px")))
        XCTAssertFalse(result.diagnostics.contains { $0.rule == DiagnosticKind.unitlessSize.id }, result.diagnostics.summary)
        guard case .color(let dark)? = tokens.tokens["bar.background"]?.values["Dark"] else { return XCTFail("no dark bar background") }
        XCTAssertEqual(dark.srgb.hex, "#111111FF")
    }

    func testAProjectWithoutThemesHasItsRootAtItsTopmostMetadata() throws {
        let files = [
            "design/$metadata.json": ##"{"tokenSetOrder": ["core/$metadata", "base"]}"##,
            "design/core/$metadata.json": ##"{"space": {"s": {"value": "4", "type": "spacing"}}}"##,
            "design/base.json": ##"{"space": {"m": {"value": "{space.s} * 2", "type": "spacing"}}}"##,
        ]
        for input in ["design", "."] {
            let (result, tokens) = try analyse(files, at: input)
            XCTAssertEqual(result.diagnostics, [], "from \(input)")
            XCTAssertEqual(tokens.tokens["space.m"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
        }
    }

    /// A token-shaped `$metadata.json` at the root is the project's metadata, and says what it lacks at its place; beside
    /// themes, which say what the sets are, it stops nothing (a real project's transformer rewrote its order as tokens).
    func testTheRootsMetadataIsStillCheckedAtItsPlace() throws {
        var files = Self.project
        files["tokens/$metadata.json"] = ##"{"tokenSetOrder": {"0": {"value": "core/colors", "type": "other"}}}"##
        let (result, tokens) = try analyse(files, at: "tokens")
        XCTAssertEqual(result.diagnostics.errors, [], result.diagnostics.summary)
        let problem = try XCTUnwrap(result.diagnostics.first { $0.rule == DiagnosticKind.noEffect.id }, result.diagnostics.summary)
        XCTAssertTrue(problem.location.file.hasSuffix("tokens/$metadata.json"))
        XCTAssertEqual([problem.location.line, problem.location.column], [1, 1])
        XCTAssertEqual(problem.message, "\"tokenSetOrder\" in \"$metadata\" is no array of set names, so it orders nothing; the sets are read in "
                       + "the order the themes select them")
        XCTAssertNotNil(tokens.tokens["bar.background"])
    }

    /// A project's `$metadata.json` pointed at alone reads the project, through the themes beside it, as the themes file
    /// or the folder does; it read nothing, with a message to add design tokens.
    func testTheMetadataAloneReadsItsProjectThroughItsThemes() throws {
        var modes: [[String]] = []
        for input in ["tokens/$metadata.json", "tokens/$themes.json", "tokens"] {
            let (result, tokens) = try analyse(Self.project, at: input)
            XCTAssertEqual(result.diagnostics.errors, [], "from \(input)")
            let background = try XCTUnwrap(tokens.tokens["bar.background"], "from \(input)")
            XCTAssertEqual(tokens.modes.compactMap { background.values[$0] }.count, 2, "from \(input)")
            modes.append(tokens.modes)
        }
        XCTAssertEqual(modes[0], modes[1])
        XCTAssertEqual(modes[0], modes[2])
    }

    /// A theme that selects no set at all exports nothing, as one that only sources its sets does, and says so at the
    /// theme (a real project's only theme selected none).
    func testAThemeThatSelectsNoSetIsSaidToExportNothing() throws {
        let themes = ##"[{"id": "1", "name": "Light", "selectedTokenSets": {}}, {"id": "2", "name": "Dark", "selectedTokenSets": {"base": "enabled"}}]"##
        let (result, _) = try analyse([
            "$themes.json": themes,
            "$metadata.json": ##"{"tokenSetOrder": ["base"]}"##,
            "base.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
        ], at: ".")
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            #"1:2 [no-effect] theme 'Light' selects no token set, so its mode holds nothing of its own; mark the sets it exports "enabled" in its "selectedTokenSets""#,
        ])
    }

    /// Tokens Studio reads every token file of the project as a set. Without `$metadata.json`, one no theme names was read
    /// beside the project, in every mode; it is a set in no mode, as with the metadata, and said so.
    func testASetFileNoThemeNamesIsInNoModeWithoutMetadataToo() throws {
        let files = [
            "$themes.json": ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"core": "enabled"}}, {"id": "2", "name": "Dark", "selectedTokenSets": {"core": "enabled"}}]"##,
            "core.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
            "brand/extra.json": ##"{"accent": {"value": "#445566", "type": "color"}}"##,
        ]
        for withMetadata in [false, true] {
            var project = files
            if withMetadata { project["$metadata.json"] = ##"{"tokenSetOrder": ["core", "brand/extra"]}"## }
            let (result, tokens) = try analyse(project, at: ".")
            XCTAssertNil(tokens.tokens["accent"], "with metadata: \(withMetadata)")
            XCTAssertNotNil(tokens.tokens["white"])
            XCTAssertEqual(result.diagnostics.map(\.message), [
                #"token set 'brand/extra' is in no theme of "$themes", so its tokens are in no mode; select it in a theme ("source" where a set only gives others their values)"#,
            ], "with metadata: \(withMetadata)")
        }
    }

    /// Entries of `tokenSetOrder` with no file are said once; where they are the top-level groups of a token file (a real
    /// project kept its single-file export's metadata beside it), the warning says so and what to do instead of removing them.
    func testStaleEntriesAreSaidOnceAndNamedAsAFilesGroups() throws {
        let themes = ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"base": "enabled"}}]"##
        let (result, _) = try analyse([
            "$themes.json": themes,
            "$metadata.json": ##"{"tokenSetOrder": ["base", "global", "light"]}"##,
            "base.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
            "tokens.json": ##"{"global": {"ink": {"value": "#111111", "type": "color"}}, "light": {"bg": {"value": "{ink}", "type": "color"}}}"##,
        ], at: ".")
        let stale = result.diagnostics.filter { $0.message.hasPrefix(#""tokenSetOrder" lists"#) }
        XCTAssertEqual(stale.map(\.message), [
            #""tokenSetOrder" lists 'global', 'light', but there is no file for them and no theme selects them; they are the top-level "#
                + #"groups of tokens.json, which Tokens Studio's multi-file sync reads as one set 'tokens': split the file into a file per "#
                + #"set, or put "$themes" and "$metadata" in it"#,
        ], result.diagnostics.summary)
        let metadata = ##"{"tokenSetOrder": ["base", "global", "light"]}"##
        let column = metadata.distance(from: metadata.startIndex, to: metadata.range(of: #""global""#)!.lowerBound) + 1
        XCTAssertEqual(stale.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column)" },
                       ["$metadata.json:1:\(column)"], "at the first stale entry")
    }
}
