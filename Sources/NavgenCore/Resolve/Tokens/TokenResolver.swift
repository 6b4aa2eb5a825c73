/// The pipeline's entry point for tokens: every document, resolved in every mode.
public enum TokenResolver {
    /// Builds the catalogue, mode after mode (the pipeline resolves the modes at once: `Navgen.resolveTokens`).
    public static func resolve(_ documents: [TokenDocument], log: inout DiagnosticLog) -> TokenCatalogue {
        TokenCatalogueBuilder(documents: documents).build(log: &log)
    }
}
