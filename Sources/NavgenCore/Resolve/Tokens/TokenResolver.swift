/// The pipeline's entry point for tokens: every document, resolved in every mode.
public enum TokenResolver {
    /// Builds the catalogue; modes resolve on several threads at once.
    public static func resolve(_ documents: [TokenDocument], log: inout DiagnosticLog) -> TokenCatalogue {
        TokenCatalogueBuilder(documents: documents).build(log: &log)
    }
}
