/// How a Style Dictionary file's unitless sizes (`"value": "1.5"` with type `dimension`, `size` or `fontSize`) are
/// read. Style Dictionary gives them no unit; its own iOS transforms read them as rem and multiply by 16
/// (`size/remToPt`, `size/swift/remToCGFloat`: https://styledictionary.com/reference/hooks/transforms/predefined/),
/// so that is navgen's default. Tokens Studio sets and XML tokens write pixels without a unit and are not affected.
public enum UnitlessSize: String, Sendable, CaseIterable {
    /// Rem: 16 points each.
    case rem
    /// Points (DTCG `px`).
    case px

    public static let `default` = UnitlessSize.rem
}
