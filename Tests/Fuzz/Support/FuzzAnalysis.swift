@testable import NavgenCore

/// The analysis after reading, shared by the navigation-map and storyboard harnesses: the model
/// against a small fixed token set, the transition plans and every model rule.
enum FuzzAnalysis {
    private static let tokens: TokenCatalogue = {
        let json = try! JSONReader.parse(Array("""
            {"color": {"$type": "color",
              "brand": {"primary": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.8]}}},
              "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
             "typography": {"navTitle": {"$type": "typography", "$value": {"fontFamily": "SF Pro Text",
              "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 600,
              "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
            """.utf8), path: "fuzz.tokens.json")
        var log = DiagnosticLog()
        let document = DTCGReader.read(json, path: "fuzz.tokens.json", log: &log)
        return TokenResolver.resolve([document], log: &log)
    }()

    static func analyse(_ sources: [SourceDocument], log: inout DiagnosticLog) {
        let (model, diagnostics) = ModelBuilder.build(documents: sources, tokens: tokens)
        log.add(contentsOf: diagnostics)
        let plans = TransitionEngine.plans(for: model)
        _ = ModelCheck.violations(model: model, plans: plans)
    }
}
