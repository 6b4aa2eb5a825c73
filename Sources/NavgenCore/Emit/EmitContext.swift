import Foundation

/// Builds the plain context every template renders: names already sanitised, values written as the Swift the
/// runtime's types take.
public struct EmitContext: Sendable {
    public var model: NavigationModel
    public var plans: [PlannedEdge]
    public var diagnostics: [Diagnostic]
    public var inputs: [String]
    public var moduleName: String

    public init(model: NavigationModel, plans: [PlannedEdge], diagnostics: [Diagnostic], inputs: [String], moduleName: String) {
        self.model = model
        self.plans = plans
        self.diagnostics = diagnostics
        self.inputs = inputs
        self.moduleName = moduleName
    }

    /// The parts of the context are independent, so they are built on all threads; the tokens,
    /// nearly all the work for a large design system, are split into chunks of their own. With `names`, the names
    /// the templates to render look up, the parts only the tests and the report read are left out when none of their
    /// keys is among them.
    public func build(reading names: Set<String>? = nil) -> TemplateValue {
        let modeNames = NameTable(model.modes)
        let tokens = model.tokens.tokens
        // Filtered once: with tens of thousands of tokens each pass is measurable.
        let emitted = emittedPositions()
        let emittedPaths = emitted.map { tokens[$0].path }
        // One table after another, each on all threads: a parallel map nested in another runs on one thread.
        let screenNames = NameTable(keyed: model.screens.map { ($0.id, $0.displayName) })
        let containerNames = NameTable(keyed: model.containers.map { ($0.id, $0.displayName) })
        let tokenNames = NameTable(emittedPaths)
        var context: TemplateObject = [
            "navgenVersion": .string(Navgen.version),
            "headerLine": .string("// " + generatedBy),
            "generatedBy": .string(generatedBy),
            // XML comments cannot hold "--".
            "generatedByComment": .string(generatedBy.replacingOccurrences(of: "--", with: "- -")),
            "moduleName": .string(moduleName),
            "inputs": .list(inputs.map { .string($0) }),
        ]
        context["modes"] = .separated(model.modes.map { mode in
            ["name": .string(mode), "identifier": .string(modeNames[mode]), "literal": .string(SwiftName.stringLiteral(mode))]
        })
        context["traitModes"] = TraitModes.context(model.modes, names: modeNames)
        context["designs"] = .separated(model.designs.map { ["name": .string($0.rawValue)] })
        context["everyVariant"] = .separated(model.variants.map { $0.context(modeNames) })
        context["glassBuild"] = .string(model.build.glassBuild ? "true" : "false")
        context["glassBuildComment"] = .string(SwiftName.docComment(model.build.summary))
        context["hasSubtitles"] = .bool(model.screens.contains { $0.subtitle != nil || $0.largeSubtitle != nil })
        let deprecated = SwiftName.stringLiteral("deprecated token")
        // What a token's value row says about its mode, looked up once rather than for every token.
        let modeRows = model.modes.enumerated().map { index, mode in
            (mode: mode, identifier: modeNames[mode], label: modeNames.label(mode), isLast: index == model.modes.count - 1)
        }
        let tokenIdentifiers = tokenNames.identifiers(of: emittedPaths)
        context["tokens"] = .generated(GeneratedList(count: emitted.count) {
            token(for: tokens[emitted[$0]], identifier: tokenIdentifiers[$0], modes: modeRows, defaultDeprecation: deprecated)
        })
        context["hasTokens"] = .bool(!emitted.isEmpty)
        let read = { (keys: [String]) in names.map { !$0.isDisjoint(with: keys) } ?? true }
        // In this order: merged so, the context lists its members as `navgen inspect --context` shows them. Each job
        // has its place in the order the jobs start, longest first (CPU time on storyboards-L: the appearances 31 ms,
        // the report 20, the transitions 14, the tests 7, the storyboards 5): the report's part, started fourth, had
        // been the last still being built, on one thread.
        var jobs: [(start: Int, build: @Sendable () -> TemplateObject)] = [
            (4, { @Sendable in AppearanceContext(model: model, screens: screenNames, containers: containerNames, modes: modeNames).build() }),
        ]
        if read(TransitionContext.keys) {
            jobs.append((2, { @Sendable in
                TransitionContext(model: model, plans: plans, screens: screenNames, containers: containerNames, modes: modeNames).build()
            }))
        }
        jobs.append((0, { @Sendable in StoryboardContext(documents: model.documents).build() }))
        if read(ReportContext.keys) { jobs.append((3, { @Sendable in ReportContext(model: model, plans: plans, diagnostics: diagnostics).build() })) }
        if read(TestContext.keys) {
            jobs.append((1, { @Sendable in
                TestContext(model: model, diagnostics: diagnostics, screens: screenNames, modes: modeNames, tokens: tokenNames).build()
            }))
        }
        let (starts, builds) = (jobs.map(\.start), jobs.map(\.build))
        let parts = ParallelMap.map(Array(builds.indices), costliestFirst: { starts[$0] }) { builds[$0]() }
        for part in parts { context.merge(part) }
        return .object(context)
    }

    /// The positions in the catalogue, in order of path, of the tokens navgen can type: complete in every mode
    /// and of a type it emits. Checked in chunks on all threads.
    private func emittedPositions() -> [Int] {
        let tokens = model.tokens.tokens
        let modes = model.modes
        return ParallelMap.chunked(Array(tokens.indices)) { (index, positions: inout [Int]) in
            let token = tokens[index]
            if SwiftTokenType.of(token.type) != nil && modes.allSatisfy({ token.values[$0] != nil }) { positions.append(index) }
        }
    }

    /// The header sentence every output starts with; the writer recognises navgen's files by it.
    var generatedBy: String {
        let sources = inputs.isEmpty ? "no inputs" : inputs.joined(separator: ", ")
        return "Generated by navgen \(Navgen.version) from \(SwiftName.docComment(sources)). Do not edit."
    }

    private func token(for token: ResolvedToken, identifier: String,
                       modes: [(mode: String, identifier: String, label: String, isLast: Bool)],
                       defaultDeprecation: String) -> TemplateValue {
        let type = SwiftTokenType.of(token.type)!
        return .row(Self.tokenKeys, [
            .string(token.path),
            .string(SwiftName.docComment(token.description ?? "")),
            .bool(token.deprecated != nil),
            .string(identifier),
            .string(type.name),
            // `.separated` written out: copying each item to add the separators costs more than the item.
            .list(modes.map { mode in
                .row(Self.tokenValueKeys, [
                    .string(mode.label), .string(type.literal(token.values[mode.mode]!)), .string(mode.isLast ? "" : ","), .string(mode.mode),
                    .string(mode.identifier), .bool(mode.isLast), .string(mode.isLast ? "" : ", "),
                ])
            }),
            .string(token.deprecated.flatMap { $0.isEmpty ? nil : SwiftName.stringLiteral($0) } ?? defaultDeprecation),
        ])
    }

    // Each list's rows share their keys; the values are given in the same order, the order the default templates
    // read them.
    private static let tokenKeys = TemplateKeys([
        "path", "description", "deprecated", "identifier", "swiftType", "values", "deprecationMessage",
    ])
    private static let tokenValueKeys = TemplateKeys([
        "modeLabel", "swiftValue", "lineComma", "mode", "modeIdentifier", "isLast", "comma",
    ])
}

extension Variant {
    /// A mode of a design as templates read it: the mode's identifier and the design's case name.
    func context(_ modes: NameTable) -> TemplateValue {
        ["mode": .string(modes[mode]), "design": .string(design.rawValue)]
    }
}

/// How each token type is spelled in the generated Swift.
enum SwiftTokenType {
    case color, number, font, fontFamily

    static func of(_ type: TokenType) -> SwiftTokenType? {
        switch type {
        case .color: .color
        case .dimension, .number, .fontWeight, .duration: .number
        case .typography: .font
        case .fontFamily: .fontFamily
        default: nil
        }
    }

    var name: String {
        switch self {
        case .color: "NavigationColor"
        case .number: "Double"
        case .font: "NavigationFont"
        case .fontFamily: "String"
        }
    }

    func literal(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): SwiftLiteral.color(color.srgb)
        case .dimension(let dimension): SwiftLiteral.number(dimension.points)
        case .number(let number), .fontWeight(let number): SwiftLiteral.number(number)
        case .duration(let value, let unit): SwiftLiteral.number(unit == "ms" ? value / 1000 : value)
        case .typography(let typography):
            SwiftLiteral.font(NavigationFont(family: typography.fontFamily.first.flatMap { $0 == "system" ? nil : $0 },
                                      size: typography.fontSize.points, weight: typography.fontWeight))
        case .fontFamily(let families): SwiftName.stringLiteral(families.first ?? "")
        default: "0"
        }
    }
}
