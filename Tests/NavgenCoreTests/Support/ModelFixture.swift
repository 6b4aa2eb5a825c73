import XCTest
@testable import NavgenCore

/// A model built in process from a navigation map and hand-made colour tokens, for tests that need
/// several modes before a token format that declares modes is read.
enum ModelFixture {
    struct Built {
        var model: NavigationModel
        var plans: [PlannedEdge]
        var diagnostics: [Diagnostic]

        /// The plan of one edge in one mode and design; fails the test when there is none.
        func plan(_ from: String, _ to: String, _ operation: NavigationOperation, mode: String = TokenCatalogue.defaultMode,
                  design: NavigationDesign = .legacy, file: StaticString = #filePath, line: UInt = #line) -> NavigationTransitionPlan? {
            let found = planned(from, to, operation, mode: mode, design: design)?.plan
            XCTAssertNotNil(found, "no \(operation) plan \(from) → \(to) in \(mode), \(design)", file: file, line: line)
            return found
        }

        func planned(_ from: String, _ to: String, _ operation: NavigationOperation, mode: String = TokenCatalogue.defaultMode,
                     design: NavigationDesign = .legacy) -> PlannedEdge? {
            plans.first {
                $0.edge.from == from && $0.edge.to == to && $0.edge.operation == operation && $0.mode == mode && $0.design == design
            }
        }
    }

    /// `colors`: token path → mode → colour; every mode of `modes` is a mode of the catalogue. The designs follow from
    /// the iOS 27 SDK and the map's deployment target, as in a real run.
    static func build(_ map: String, modes: [String] = [TokenCatalogue.defaultMode], colors: [String: [String: RGBA]] = [:],
                      settings: BuildSettings = BuildSettings(), edit: (inout SourceDocument) -> Void = { _ in }) throws -> Built {
        var log = DiagnosticLog()
        var document = NavigationMapReader.read(try XMLReader.parse(Array(map.utf8), path: "app.nav.xml"), log: &log)
        edit(&document)
        var tokens: [String: ResolvedToken] = [:]
        for (path, values) in colors {
            tokens[path] = ResolvedToken(path: path, type: .color, values: ModeValues(values.mapValues { .color(TokenColor(srgb: $0)) }),
                                         description: nil, deprecated: nil, location: .file("tokens.tokens.json"))
        }
        let (model, diagnostics) = ModelBuilder.build(documents: [document], tokens: TokenCatalogue(modes: modes, tokens: tokens),
                                                      settings: settings)
        return Built(model: model, plans: TransitionEngine.plans(for: model), diagnostics: log.entries + diagnostics)
    }
}

extension RGBA {
    /// `#RRGGBB` for tests.
    init(hex: String) {
        let value = Int(hex.dropFirst(), radix: 16)!
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
