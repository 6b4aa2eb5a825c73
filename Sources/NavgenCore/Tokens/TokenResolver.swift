/// The pipeline's entry point for tokens: every document, resolved in every mode.
public enum TokenResolver {
    /// Builds the catalogue. `strict` turns pre-2025.10 string forms (`legacy-value`) into errors; modes resolve on up to `threads` threads.
    public static func resolve(_ documents: [TokenDocument], strict: Bool = false, threads: Int = 1,
                               log: inout DiagnosticLog) -> TokenCatalogue {
        TokenCatalogueBuilder(documents: documents, strict: strict, threads: threads).build(log: &log)
    }
}
