/// navgen's default templates, compiled into navgen itself so that a copied binary needs no file beside it.
///
/// `DefaultTemplates+Sources.swift` spells out `Templates/Default/*.mustache`, the files to edit; `DefaultTemplatesTests`
/// fails when it no longer matches them, and `NAVGEN_UPDATE_GOLDENS=1 swift test --filter DefaultTemplatesTests`
/// writes it again.
public enum DefaultTemplates {
    /// The folder the sources are kept in, relative to the package: where a default template's diagnostics point.
    public static let folder = "Templates/Default"
}
