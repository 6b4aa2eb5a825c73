/// Links Interface Builder's named colours to the colour sets the run reads.
///
/// A `<color name="Brand"/>` is `UIColor(named: "Brand")` at run time: the asset catalogue's colour with its dark
/// variant. The value Xcode embeds under `<resources><namedColor>` only draws its canvas, and is stale once the
/// catalogue changes. So where the run reads the colour set, the value refers to its token `asset.Brand`; the
/// embedded copy stays for a storyboard read without its catalogue.
/// ([UIColor(named:)](https://developer.apple.com/documentation/uikit/uicolor/init(named:)))
enum AssetColorLinks {
    static func linked(_ documents: [SourceDocument], tokens: TokenCatalogue) -> [SourceDocument] {
        guard tokens.tokens.keys.contains(where: { $0.hasPrefix("asset.") }) else { return documents }
        return documents.map { document in
            guard document.format == .storyboard || document.format == .xib else { return document }
            var linked = document
            linked.updateBarValues { Self.linked($0, tokens: tokens) }
            return linked
        }
    }

    private static func linked(_ value: SourceValue, tokens: TokenCatalogue) -> SourceValue {
        guard let name = value.assetName, tokens.tokens["asset." + name]?.type == .color else { return value }
        var linked = SourceValue("{asset.\(name)}", at: value.location)
        linked.assetName = name
        return linked
    }
}
