import XCTest
@testable import NavgenCore

/// Per-mode files without a resolver: one `duplicate-id` error that shows the resolver declaring them.
final class ModeFileSuggestionTests: XCTestCase {
    private static let global = #"{"Global": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
    private static func theme(_ background: String, _ text: String) -> String {
        #"{"Bar": {"$type": "color", "Background": {"$value": "{Global.\#(background)}"}, "Text": {"$value": "{Global.\#(text)}"}}}"#
    }

    func testFilesDefiningTheSameTokensGetOneErrorShowingTheResolver() throws {
        let light = MarkedSource(#"{"Bar": {"$type": "color", ↓"Background": {"$value": "{Global.white}"}, "Text": {"$value": "{Global.black}"}}}"#)
        let folder = try TemporaryTokenFolder([
            "themes/dark.tokens.json": Self.theme("black", "white"),
            "themes/light.tokens.json": light.text,
            "global.tokens.json": Self.global,
        ])
        let (_, diagnostics, _) = folder.resolve(["global.tokens.json", "themes/dark.tokens.json", "themes/light.tokens.json"])
        let duplicates = diagnostics.filter { $0.rule == "duplicate-id" }
        XCTAssertEqual(duplicates.count, 1, diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "duplicate-id", at: light)
        let error = try XCTUnwrap(duplicates.first)
        XCTAssertEqual(error.location.file, folder.path("themes/light.tokens.json"))
        XCTAssertTrue(error.message.contains("'dark.tokens.json' and 'light.tokens.json' define the same 2 tokens"), error.message)
        XCTAssertTrue(error.message.contains("'\(folder.path("themes/tokens.resolver.json"))'"), error.message)
        XCTAssertEqual(error.notes.first?.location?.file, folder.path("themes/dark.tokens.json"))
        XCTAssertEqual(error.notes.first?.location?.line, 1)

        // The resolver the note shows, written where the message says, makes the files modes.
        let resolver = try XCTUnwrap(Self.resolver(in: error))
        try resolver.write(toFile: folder.path("themes/tokens.resolver.json"), atomically: true, encoding: .utf8)
        let (catalogue, fixed, _) = folder.resolve(["global.tokens.json", "themes/dark.tokens.json", "themes/light.tokens.json",
                                                    "themes/tokens.resolver.json"])
        XCTAssertTrue(fixed.isEmpty, fixed.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        guard case .color(let lightBar)? = catalogue.tokens["Bar.Background"]?.values["light"],
              case .color(let darkBar)? = catalogue.tokens["Bar.Background"]?.values["dark"] else { return XCTFail() }
        XCTAssertEqual(lightBar.srgb, .white)
        XCTAssertEqual(darkBar.srgb, .black)
    }

    func testThreeModeFilesAreOneModifierWithThreeContexts() throws {
        let folder = try TemporaryTokenFolder([
            "light.tokens.json": Self.theme("white", "black"),
            "dark.tokens.json": Self.theme("black", "white"),
            "contrast.tokens.json": Self.theme("black", "black"),
            "global.tokens.json": Self.global,
        ])
        let names = ["contrast.tokens.json", "dark.tokens.json", "global.tokens.json", "light.tokens.json"]
        let (_, diagnostics, _) = folder.resolve(names)
        let duplicates = diagnostics.filter { $0.rule == "duplicate-id" }
        XCTAssertEqual(duplicates.count, 1, diagnostics.summary)
        let error = try XCTUnwrap(duplicates.first)
        XCTAssertTrue(error.message.contains("'contrast.tokens.json', 'dark.tokens.json' and 'light.tokens.json'"), error.message)
        try XCTUnwrap(Self.resolver(in: error)).write(toFile: folder.path("tokens.resolver.json"), atomically: true, encoding: .utf8)
        let (catalogue, fixed, _) = folder.resolve(names + ["tokens.resolver.json"])
        XCTAssertTrue(fixed.isEmpty, fixed.summary)
        XCTAssertEqual(catalogue.modes, ["light", "contrast", "dark"])
    }

    /// Stems two files share are told apart by their folders, so each context still names one file.
    func testContextNamesStayDistinct() throws {
        let resolver = ModeFileSuggestion.resolver(for: ["a/light.tokens.json", "b/light.tokens.json"])
        XCTAssertTrue(resolver.contains(#""a-light": [{"$ref": "a/light.tokens.json"}]"#), resolver)
        XCTAssertTrue(resolver.contains(#""b-light": [{"$ref": "b/light.tokens.json"}]"#), resolver)
    }

    /// Spark's `brand.json5` and `brand.dark.json5`: a base and its dark variant are `light` (the default) and `dark`.
    func testABaseAndItsVariantsAreNamedByTheirSuffixes() {
        let resolver = ModeFileSuggestion.resolver(for: ["brand.dark.json5", "brand.json5"])
        XCTAssertTrue(resolver.contains(#""light": [{"$ref": "brand.json5"}],"#), resolver)
        XCTAssertTrue(resolver.contains(#""dark": [{"$ref": "brand.dark.json5"}]"#), resolver)
        XCTAssertTrue(resolver.contains(#""default": "light""#), resolver)
        let compact = ModeFileSuggestion.resolver(for: ["theme.compact.json", "theme.json"])
        XCTAssertTrue(compact.contains(#""default": "default""#), compact)
        XCTAssertTrue(compact.contains(#""compact": [{"$ref": "theme.compact.json"}]"#), compact)
    }

    /// Gestalt's `sema-color-light.json` and `sema-color-dark.json`: named by the words they differ in, light the
    /// default (they were `semaColorDark`, the default, and `semaColorLight`); a shared last word too.
    func testFilesSharingWordsAreNamedByTheWordsTheyDifferIn() {
        let gestalt = ModeFileSuggestion.resolver(for: ["sema-color-dark.json", "sema-color-light.json"])
        XCTAssertTrue(gestalt.contains(#""light": [{"$ref": "sema-color-light.json"}],"#), gestalt)
        XCTAssertTrue(gestalt.contains(#""dark": [{"$ref": "sema-color-dark.json"}]"#), gestalt)
        XCTAssertTrue(gestalt.contains(#""default": "light""#), gestalt)
        let trailing = ModeFileSuggestion.resolver(for: ["dark_colors.tokens.json", "high-contrast_colors.tokens.json"])
        XCTAssertTrue(trailing.contains(#""high-contrast": [{"$ref": "high-contrast_colors.tokens.json"}]"#), trailing)
        let capitals = ModeFileSuggestion.resolver(for: ["colors-Dark.json", "colors-Light.json"])
        XCTAssertTrue(capitals.contains(#""default": "Light""#), capitals)
        let nothingShared = ModeFileSuggestion.resolver(for: ["night.json", "day-mode.json"])
        XCTAssertTrue(nothingShared.contains(#""day-mode": [{"$ref": "day-mode.json"}]"#), nothingShared)
    }

    /// A few shared tokens among many are real duplicates: each keeps its own error.
    func testFilesSharingOnlySomeTokensKeepTheirDuplicateErrors() throws {
        let first = #"{"a": {"$type": "number", "one": {"$value": 1}, "two": {"$value": 2}, "three": {"$value": 3}, "four": {"$value": 4}}}"#
        let second = MarkedSource(#"{"a": {"$type": "number", ↓"one": {"$value": 1}, "two": {"$value": 2}, "five": {"$value": 5}}}"#)
        let folder = try TemporaryTokenFolder(["a.tokens.json": first, "b.tokens.json": second.text])
        let (_, diagnostics, _) = folder.resolve(["a.tokens.json", "b.tokens.json"])
        let duplicates = diagnostics.filter { $0.rule == "duplicate-id" }
        XCTAssertEqual(Set(duplicates.map(\.message)), ["token 'a.one' is defined twice", "token 'a.two' is defined twice"])
        XCTAssertDiagnostic(diagnostics, "duplicate-id", at: second)
    }

    /// A Style Dictionary project's `base.json` and the `dark.json` that redefines some of its tokens: one error whose
    /// resolver, written where it says, makes `dark.json` the dark mode over the base; a file named for no appearance
    /// that does the same keeps its duplicates.
    func testAnAppearancesOverridesAreSuggestedAsAModeOverTheBase() throws {
        let base = ##"{"color": {"gray": {"value": "#F5F5F5", "type": "color"}, "text": {"value": "#111111", "type": "color"}, "bar": {"value": "{color.gray}", "type": "color"}}}"##
        let dark = MarkedSource(##"{"color": {↓"gray": {"value": "#292929", "type": "color"}}}"##)
        let folder = try TemporaryTokenFolder(["tokens/base.json": base, "tokens/dark.json": dark.text, "brand/base.json": base,
                                               "brand/extra.json": dark.text.replacingOccurrences(of: "↓", with: "")])
        let (_, diagnostics, _) = folder.resolve(["tokens/base.json", "tokens/dark.json"])
        let error = try XCTUnwrap(diagnostics.first { $0.rule == "duplicate-id" }, diagnostics.summary)
        XCTAssertEqual(diagnostics.filter { $0.rule == "duplicate-id" }.count, 1)
        XCTAssertDiagnostic(diagnostics, "duplicate-id", at: dark)
        XCTAssertTrue(error.message.hasPrefix("'dark.json' redefines 1 of the tokens of 'base.json', as a dark appearance's overrides do"), error.message)
        let resolver = try XCTUnwrap(Self.resolver(in: error))
        try resolver.write(toFile: folder.path("tokens/tokens.resolver.json"), atomically: true, encoding: .utf8)
        let (catalogue, fixed, _) = folder.resolve(["tokens/base.json", "tokens/dark.json", "tokens/tokens.resolver.json"])
        XCTAssertTrue(fixed.isEmpty, fixed.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        guard case .color(let light)? = catalogue.tokens["color.bar"]?.values["light"],
              case .color(let night)? = catalogue.tokens["color.bar"]?.values["dark"],
              case .color(let text)? = catalogue.tokens["color.text"]?.values["dark"] else { return XCTFail(fixed.summary) }
        XCTAssertEqual(light.srgb.hex, "#F5F5F5FF")
        XCTAssertEqual(night.srgb.hex, "#292929FF", "a reference in the base resolves to the override in its mode")
        XCTAssertEqual(text.srgb.hex, "#111111FF", "what the overrides leave is the base's in every mode")

        let (_, plain, _) = folder.resolve(["brand/base.json", "brand/extra.json"])
        let kept: [String] = plain.filter { $0.rule == "duplicate-id" }.map(\.message)
        XCTAssertEqual(kept, ["token 'color.gray' is defined twice"])
    }

    /// Files named for an appearance with a hyphen or an underscore (`semantics-dark.json`, a real project's) are overrides
    /// too, and an empty group in them (`"disabled": {}`, beside a comment saying the token needs no dark value) adds
    /// nothing, as Style Dictionary's deep merge reads it, instead of hiding the base's token.
    func testOverridesNamedWithAHyphenAndEmptyGroupsInThem() throws {
        let base = ##"{"color": {"bg": {"value": "#FFFFFF"}, "fg": {"value": "#000000"}, "muted": {"value": "{color.fg}"}}}"##
        let dark = ##"{"color": {"bg": {"value": "#000000"}, "muted": {}}}"##
        for name in ["semantics-dark.json", "semantics_dark.json", "dark-semantics.json"] {
            let folder = try TemporaryTokenFolder(["semantics.json": base, name: dark])
            let (catalogue, diagnostics, _) = folder.resolve(["semantics.json", name])
            XCTAssertEqual(diagnostics.count, 1, diagnostics.summary)
            XCTAssertTrue(diagnostics.first?.message.hasPrefix("'\(name)' redefines 1 of the tokens of 'semantics.json', as a dark "
                                                              + "appearance's overrides do, so each is defined twice; declare it as mode 'dark'") == true,
                          diagnostics.summary)
            XCTAssertNotNil(catalogue.tokens["color.muted"], "the empty group leaves the token: \(diagnostics.summary)")
        }
    }

    /// Style Dictionary's dark-mode example keeps a base and its variants (`background.dark`, `.hc`, `.hcDark`) in files
    /// of their own: one suggestion declares them all as one modifier over the base, and following it reads them.
    func testABasesVariantsAreOneModifierOverTheBase() throws {
        let tokens = ["primary", "secondary", "tertiary"]
        func file(_ values: [String], extra: String = "") -> String {
            "{\"color\": {\"background\": {" + zip(tokens, values).map { "\"\($0)\": {\"value\": \"\($1)\"}" }.joined(separator: ", ") + extra + "}}}"
        }
        let folder = try TemporaryTokenFolder([
            "background.json5": file(["#FFFFFF", "#F3F4F4", "#DEE1E1"], extra: ", \"info\": {\"value\": \"#DCF2FF\"}"),
            "background.dark.json5": file(["#162020", "#253030", "#364141"]),
            "background.hc.json5": file(["#FFFFFF", "#DEE1E1", "#B0B6B7"]),
            "background.hcDark.json5": file(["#000000", "#111111", "#222222"]),
        ])
        let paths = ["background.json5", "background.dark.json5", "background.hc.json5", "background.hcDark.json5"]
        let (_, diagnostics, _) = folder.resolve(paths)
        XCTAssertEqual(diagnostics.count, 1, diagnostics.summary)
        let suggestion = try XCTUnwrap(diagnostics.first)
        XCTAssertTrue(suggestion.message.hasPrefix("'background.dark.json5', 'background.hc.json5' and 'background.hcDark.json5' redefine "
                                                   + "tokens of 'background.json5', as their variants do"), suggestion.message)
        try XCTUnwrap(Self.resolver(in: suggestion)).write(toFile: folder.path("tokens.resolver.json"), atomically: true, encoding: .utf8)
        let (catalogue, fixed, _) = folder.resolve(paths + ["tokens.resolver.json"])
        XCTAssertTrue(fixed.isEmpty, fixed.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark", "hc", "hcDark"])
        XCTAssertNotEqual(catalogue.tokens["color.background.primary"]?.values["hcDark"], catalogue.tokens["color.background.primary"]?.values["light"])
    }

    /// Danny Banks' whole project: the dark file redefines more of the base than the contrast files do, and a second
    /// base has a dark file of its own. One modifier still declares them all, each variant with its files.
    func testVariantsOfSeveralBasesAreOneModifier() throws {
        let base = ##"{"color": {"a": {"value": "#FFFFFF"}, "b": {"value": "#EEEEEE"}, "c": {"value": "#DDDDDD"}, "d": {"value": "#CCCCCC"}}}"##
        let folder = try TemporaryTokenFolder([
            "background.json5": base,
            "background.dark.json5": ##"{"color": {"a": {"value": "#000000"}, "b": {"value": "#111111"}, "c": {"value": "#222222"}}}"##,
            "background.hc.json5": ##"{"color": {"a": {"value": "#FFFFFF"}}}"##,
            "font.json5": ##"{"font": {"base": {"value": "#111111", "type": "color"}, "muted": {"value": "#555555", "type": "color"}}}"##,
            "font.dark.json5": ##"{"font": {"base": {"value": "#EEEEEE", "type": "color"}}}"##,
        ])
        let paths = ["background.json5", "background.dark.json5", "background.hc.json5", "font.json5", "font.dark.json5"]
        let (_, diagnostics, _) = folder.resolve(paths)
        XCTAssertEqual(diagnostics.count, 1, diagnostics.summary)
        let suggestion = try XCTUnwrap(diagnostics.first)
        try XCTUnwrap(Self.resolver(in: suggestion)).write(toFile: folder.path("tokens.resolver.json"), atomically: true, encoding: .utf8)
        let (catalogue, fixed, _) = folder.resolve(paths + ["tokens.resolver.json"])
        XCTAssertTrue(fixed.isEmpty, fixed.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark", "hc"])
        XCTAssertNotEqual(catalogue.tokens["font.base"]?.values["dark"], catalogue.tokens["font.base"]?.values["light"])
        XCTAssertEqual(catalogue.tokens["color.d"]?.values["dark"], catalogue.tokens["color.d"]?.values["light"])
    }

    /// Only an object with no member at all is empty: a group of a `$root` token, or of a `$type` the next file's tokens
    /// inherit, merges as a group.
    func testGroupsOfARootTokenOrATypeAreNotEmpty() throws {
        let typed = try TemporaryTokenFolder(["a.tokens.json": ##"{"color": {"$type": "color"}}"##,
                                              "b.tokens.json": ##"{"color": {"bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##])
        let (catalogue, diagnostics, _) = typed.resolve(["a.tokens.json", "b.tokens.json"])
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        XCTAssertNotNil(catalogue.tokens["color.bg"])
        let (_, plain, _) = try TemporaryTokenFolder(["a.tokens.json": ##"{"accent": {"$root": {"$value": 1, "$type": "number"}}}"##,
                                                     "b.tokens.json": ##"{"accent": {"$root": {"$value": 2, "$type": "number"}}}"##])
            .resolve(["a.tokens.json", "b.tokens.json"])
        XCTAssertEqual(plain.map(\.rule), ["duplicate-id"], "a $root token met twice is defined twice")
        // An object of properties alone over a token adds nothing to it, as an empty one does.
        for (first, second) in [("a", "b"), ("b", "a")] {
            let files = ["a.tokens.json": ##"{"color": {"$type": "color", "disabled": {"$value": "#777777"}}}"##,
                         "b.tokens.json": ##"{"color": {"disabled": {"$description": "no dark value needed"}}}"##]
            let (kept, said, _) = try TemporaryTokenFolder(files).resolve(["\(first).tokens.json", "\(second).tokens.json"])
            XCTAssertNotNil(kept.tokens["color.disabled"], said.summary)
        }
    }

    /// The resolver text in the error's note (after its first line).
    static func resolver(in diagnostic: Diagnostic) -> String? {
        guard let note = diagnostic.notes.first(where: { $0.location == nil }), let newline = note.message.firstIndex(of: "\n") else { return nil }
        return String(note.message[note.message.index(after: newline)...])
    }
}
