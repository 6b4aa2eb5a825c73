import XCTest
@testable import NavgenCore

/// The resolver module (RES-1 to RES-10 of docs/dtcg-requirements.md), and modes built from its modifiers.
final class TokensResolverRuleTests: XCTestCase {
    private static let base = ##"{"color": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##
    private static let light = ##"{"color": {"background": {"$value": "{color.white}"}}}"##
    private static let dark = ##"{"color": {"background": {"$value": "{color.black}"}}}"##

    private func resolver(_ body: String) -> String {
        "{\"version\": \"2025.10\", \(body)}"
    }

    private func themed(_ order: String = ##"[{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]"##) -> String {
        resolver(##"""
        "sets": {"base": {"sources": [{"$ref": "tokens/base.tokens.json"}]}},
        "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "tokens/light.tokens.json"}], "dark": [{"$ref": "tokens/dark.tokens.json"}]}}},
        "resolutionOrder": \##(order)
        """##)
    }

    private func folder(_ resolver: String) throws -> TemporaryTokenFolder {
        try TemporaryTokenFolder(["app.resolver.json": resolver, "tokens/base.tokens.json": Self.base,
                                  "tokens/light.tokens.json": Self.light, "tokens/dark.tokens.json": Self.dark])
    }

    func testVersionIsRequiredAndSchemaAndDefsAreTolerated() throws {
        let source = MarkedSource(##"{"version": ↓"2024", "resolutionOrder": []}"##)
        let files = try TemporaryTokenFolder(["a.resolver.json": source.text])
        let diagnostics = files.resolve(["a.resolver.json"]).1
        XCTAssertTrue(diagnostics.contains { $0.rule == "invalid-value" && $0.location.line == source.line && $0.location.column == source.column }, diagnostics.summary)
        let tolerant = try TemporaryTokenFolder(["a.resolver.json": resolver(##""$schema": "x", "$defs": {}, "name": "n", "sets": {"s": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##)])
        XCTAssertTrue(tolerant.resolve(["a.resolver.json"]).1.isEmpty)
    }

    func testResolutionOrderIsRequiredAndNotEmpty() throws {
        // RES-1: with no order, or an empty one, nothing resolves; the message gives the order to write. A file named
        // otherwise is a resolver too when it has only resolver properties and a resolver's version.
        let missing = MarkedSource(##"↓{"version": "2025.10", "sets": {"base": {"sources": []}}, "modifiers": {"theme": {"contexts": {"a": [], "b": []}}}}"##)
        let diagnostics = try TemporaryTokenFolder(["tokens.json": missing.text]).resolve(["tokens.json"]).1
        XCTAssertDiagnostic(diagnostics, "invalid-value", at: missing)
        XCTAssertTrue(diagnostics.contains { $0.message.hasSuffix(##"add "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]"##) },
                      diagnostics.summary)
        let empty = MarkedSource(resolver(##""sets": {"base": {"sources": []}}, "resolutionOrder": ↓[]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": empty.text]).resolve(["r.resolver.json"]).1, "invalid-value", at: empty)
        // A package.json has a version too, and is passed over as before.
        let package = try TemporaryTokenFolder(["package.json": ##"{"name": "tokens", "version": "1.0.0", "description": "Brand tokens"}"##])
        XCTAssertEqual(package.resolve(["package.json"]).1, [])
        XCTAssertEqual(package.resolve(["package.json"]).2.count, 0)
    }

    func testSetsAndModifiersHaveOnlyTheirProperties() throws {
        // A property the Resolver module does not define has no effect; the closest defined one is suggested.
        let cases = [
            (MarkedSource(resolver(##""sets": {"s": {"sources": [], ↓"source": "a.json"}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##)), "did you mean 'sources'?"),
            (MarkedSource(resolver(##""sets": {"s": {↓"name": "s", "sources": []}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##)), "gives a set only"),
            (MarkedSource(resolver(##""modifiers": {"m": {"contexts": {"a": [], "b": []}, ↓"defualt": "a"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##)),
             "did you mean 'default'?"),
            (MarkedSource(resolver(##""resolutionOrder": [{"type": "set", "name": "s", "sources": [], ↓"order": 1}]"##)), "gives a set only"),
            (MarkedSource(resolver(##""resolutionOrder": [{"type": "modifier", "name": "m", "contexts": {"a": [], "b": []}, ↓"mode": "a"}]"##)), "gives a modifier only"),
        ]
        for (source, hint) in cases {
            let diagnostics = try TemporaryTokenFolder(["r.resolver.json": source.text]).resolve(["r.resolver.json"]).1
            XCTAssertDiagnostic(diagnostics, "no-effect", .warning, at: source)
            XCTAssertTrue(diagnostics.contains { $0.message.contains(hint) }, diagnostics.summary)
        }
        // RES-9: extensions are an object.
        let extensions = MarkedSource(resolver(##""sets": {"s": {"sources": [], "$extensions": ↓[]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": extensions.text]).resolve(["r.resolver.json"]).1, "invalid-value", at: extensions)
    }

    func testSetSourcesMergeInOrderLastWins() throws {
        let files = try TemporaryTokenFolder(["r.resolver.json": resolver(##"""
        "sets": {"s": {"sources": [{"$ref": "a.json"}, {"n": {"$type": "number", "$value": 2}}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]
        """##), "a.json": ##"{"n": {"$type": "number", "$value": 1}, "m": {"$type": "number", "$value": 5}}"##])
        let (catalogue, diagnostics, _) = files.resolve(["r.resolver.json", "a.json"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["n"]?.values["default"], .number(2))
        XCTAssertEqual(catalogue.tokens["m"]?.values["default"], .number(5))
    }

    func testModifierContextsAndTheirDefault() throws {
        let none = MarkedSource(resolver(##""modifiers": {"m": ↓{"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": none.text]).resolve(["r.resolver.json"]).1, "invalid-value", at: none)
        let one = MarkedSource(resolver(##""modifiers": {"m": ↓{"contexts": {"only": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": one.text]).resolve(["r.resolver.json"]).1, "no-effect", .warning, at: one)
        let fallback = MarkedSource(resolver(##""modifiers": {"m": {"default": ↓"dusk", "contexts": {"light": [], "dark": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": fallback.text]).resolve(["r.resolver.json"]).1, "invalid-value", at: fallback)
        let notSources = MarkedSource(resolver(##""modifiers": {"m": {"contexts": {"a": ↓{"n": {"$type": "number", "$value": 1}}, "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##))
        let diagnostics = try TemporaryTokenFolder(["r.resolver.json": notSources.text]).resolve(["r.resolver.json"]).1
        XCTAssertDiagnostic(diagnostics, "invalid-value", at: notSources)
        XCTAssertTrue(diagnostics.contains { $0.message == "context 'a' of modifier 'm' must be an array of references and token trees, found an object" },
                      diagnostics.summary)
    }

    func testAReferenceMustNotPointAtWhatHoldsIt() throws {
        // RES-8: the resolver, its sets, the reference itself.
        for pointer in ["#", "#/sets", "#/sets/s/sources/0"] {
            let source = MarkedSource(resolver(##""sets": {"s": {"sources": [{"$ref": ↓"\##(pointer)"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##))
            XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": source.text]).resolve(["r.resolver.json"]).1, "reference-cycle", at: source)
        }
        let elsewhere = resolver(##""$defs": {"t": {"n": {"$type": "number", "$value": 1}}}, "sets": {"s": {"sources": [{"$ref": "#/$defs/t"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##)
        let (catalogue, diagnostics, _) = try TemporaryTokenFolder(["r.resolver.json": elsewhere]).resolve(["r.resolver.json"])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.tokens["n"]?.values["default"], .number(1))
    }

    /// A fragment without '/' (`themes.json#orange`) is no JSON Pointer: the message says so and gives the pointer.
    func testAFragmentThatIsNoPointerNamesThePointerToWrite() throws {
        let source = MarkedSource(resolver(##""sets": {"base": {"sources": [{"$ref": ↓"tokens/base.tokens.json#color"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]"##))
        let files = try TemporaryTokenFolder(["app.resolver.json": source.text, "tokens/base.tokens.json": Self.base])
        XCTAssertEqual(files.resolve(["app.resolver.json"]).1.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }, [
            "\(source.line):\(source.column) invalid-value 'tokens/base.tokens.json#color': what follows '#' is a JSON Pointer, which starts "
                + "with '/'; write 'tokens/base.tokens.json#/color'",
        ])
    }

    func testSetsMustNotReferenceModifiers() throws {
        let source = MarkedSource(resolver(##""sets": {"s": {"sources": [{"$ref": ↓"#/modifiers/m"}]}}, "modifiers": {"m": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": source.text]).resolve(["r.resolver.json"]).1, "invalid-value", at: source)
    }

    func testInlineEntriesNeedNameAndTypeAndUniqueNames() throws {
        let unnamed = MarkedSource(resolver(##""resolutionOrder": [↓{"type": "set", "sources": []}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": unnamed.text]).resolve(["r.resolver.json"]).1, "invalid-value", at: unnamed)
        let twice = MarkedSource(resolver(##""resolutionOrder": [{"type": "set", "name": "a", "sources": []}, ↓{"type": "set", "name": "a", "sources": []}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": twice.text]).resolve(["r.resolver.json"]).1, "duplicate-id", at: twice)
    }

    func testEveryContextIsAModeSoNoInputIsNeeded() throws {
        // navgen enumerates every permutation instead of taking inputs, so no input can be invalid.
        let (catalogue, diagnostics, _) = try folder(themed()).resolve(["app.resolver.json"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
    }

    func testAliasesResolveAfterFlatteningPerMode() throws {
        let (catalogue, _, _) = try folder(themed()).resolve(["app.resolver.json"])
        let background = catalogue.tokens["color.background"]
        guard case .color(let light)? = background?.values["light"], case .color(let dark)? = background?.values["dark"] else {
            return XCTFail("color.background must have a light and a dark value")
        }
        XCTAssertEqual(light.srgb, .white)
        XCTAssertEqual(dark.srgb, .black)
        XCTAssertEqual(background?.type, .color)
    }

    /// A mistake in the base is found in every mode, and its suggestion is defined in each mode's file: one warning,
    /// noting each definition.
    func testAProblemEveryModeFindsIsOneDiagnosticWithEveryModesNotes() throws {
        let files = try TemporaryTokenFolder([
            "app.resolver.json": themed(), "tokens/light.tokens.json": Self.light, "tokens/dark.tokens.json": Self.dark,
            "tokens/base.tokens.json": Self.base.replacingOccurrences(of: "}}}}", with: ##"}}, "bar": {"$value": "{color.backgrund}"}}}"##),
        ])
        let diagnostics = files.resolve(["app.resolver.json"]).1.with(rule: "unresolved-reference")
        XCTAssertEqual(diagnostics.map(\.message), ["unknown token 'color.backgrund'; did you mean 'color.background'?"])
        XCTAssertEqual(diagnostics.first?.notes.compactMap { $0.location.map { URL(fileURLWithPath: $0.file).lastPathComponent } }.sorted(),
                       ["dark.tokens.json", "light.tokens.json"])
    }

    func testFilesAreRelativeToTheResolverAndReadOnlyThroughIt() throws {
        let files = try folder(themed())
        let (_, _, documents) = files.resolve(["app.resolver.json", "tokens/base.tokens.json", "tokens/light.tokens.json", "tokens/dark.tokens.json"])
        XCTAssertEqual(documents.map(\.format), [.resolver], "referenced files are not read again as base files")
        XCTAssertEqual(TokenInput.normalizedPath("Tokens/./themes/../base.tokens.json"), "Tokens/base.tokens.json")
        XCTAssertEqual(Set(documents[0].referencedPaths), Set(["base", "light", "dark"].map { files.path("tokens/\($0).tokens.json") }))
        let missing = MarkedSource(resolver(##""sets": {"s": {"sources": [{"$ref": ↓"nowhere.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]"##))
        XCTAssertDiagnostic(try TemporaryTokenFolder(["r.resolver.json": missing.text]).resolve(["r.resolver.json"]).1, "unresolved-reference", at: missing)
    }

    func testExtensionsOnSetsAndModifiersAreAccepted() throws {
        let text = resolver(##""sets": {"s": {"sources": [], "$extensions": {"x": 1}}}, "modifiers": {"m": {"contexts": {"a": [], "b": []}, "$extensions": {"y": 2}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]"##)
        XCTAssertTrue(try TemporaryTokenFolder(["r.resolver.json": text]).resolve(["r.resolver.json"]).1.isEmpty)
    }

    func testModesAreEveryCombinationNamedByContexts() throws {
        let text = resolver(##"""
        "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}, "contrast": {"contexts": {"regular": [], "highContrast": [{"n": {"$type": "number", "$value": 1}}]}}},
        "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]
        """##)
        let (catalogue, _, _) = try TemporaryTokenFolder(["r.resolver.json": text]).resolve(["r.resolver.json"])
        XCTAssertEqual(catalogue.modes, ["light-regular", "light-highContrast", "dark-regular", "dark-highContrast"])
        XCTAssertEqual(Set(catalogue.tokens["n"]?.values.keys ?? []), ["light-highContrast", "dark-highContrast"], "absent where no context defines it")
    }

    func testUnreferencedFilesMergeUnderneathAsABaseSet() throws {
        let files = try TemporaryTokenFolder(["app.resolver.json": themed(), "tokens/base.tokens.json": Self.base,
                                              "tokens/light.tokens.json": Self.light, "tokens/dark.tokens.json": Self.dark,
                                              "extra.tokens.json": ##"{"spacing": {"$type": "number", "$value": 8}, "color": {"background": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"##])
        let (catalogue, diagnostics, _) = files.resolve(["app.resolver.json", "extra.tokens.json"])
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["spacing"]?.values, ["light": .number(8), "dark": .number(8)])
        guard case .color(let dark)? = catalogue.tokens["color.background"]?.values["dark"] else { return XCTFail() }
        XCTAssertEqual(dark.srgb, .black, "the resolver's stack wins over base files")
    }

    func testContextInsteadOfContextsGetsAHint() throws {
        // DEC-5: the examples write "context"; the schema, which navgen follows, says "contexts".
        let text = resolver(##""modifiers": {"m": {"context": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##)
        let diagnostics = try TemporaryTokenFolder(["r.resolver.json": text]).resolve(["r.resolver.json"]).1
        XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.message.contains("the schema says \"contexts\"") }, diagnostics.summary)
    }
}
