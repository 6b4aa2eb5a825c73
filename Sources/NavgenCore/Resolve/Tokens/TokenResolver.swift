/// The pipeline's entry point for tokens: every document, resolved in every mode.
public enum TokenResolver {
    /// Builds the catalogue as the pipeline does (`Navgen.resolveTokens`), on the threads bound by the caller.
    public static func resolve(_ documents: [TokenDocument], log: inout DiagnosticLog) -> TokenCatalogue {
        Navgen.resolveTokens(documents, modes: [], inputs: [], log: &log)
    }
}
