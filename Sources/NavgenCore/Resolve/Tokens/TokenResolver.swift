/// The pipeline's entry point for tokens: every document, resolved in every mode.
public enum TokenResolver {
    /// Builds the catalogue; modes resolve on up to `threads` threads.
    public static func resolve(_ documents: [TokenDocument], threads: Int = 1, log: inout DiagnosticLog) -> TokenCatalogue {
        TokenCatalogueBuilder(documents: documents, threads: threads).build(log: &log)
    }
}
