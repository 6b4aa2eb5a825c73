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
        return documents.map { linked($0, tokens: tokens) }
    }

    private static func linked(_ document: SourceDocument, tokens: TokenCatalogue) -> SourceDocument {
        guard document.format == .storyboard || document.format == .xib else { return document }
        var document = document
        for index in document.appearances.indices {
            link(&document.appearances[index].properties, tokens: tokens)
        }
        for index in document.controllers.indices {
            link(&document.controllers[index].properties, tokens: tokens)
            for bar in document.controllers[index].barAppearances.indices {
                link(&document.controllers[index].barAppearances[bar].properties, tokens: tokens)
            }
            for item in document.controllers[index].items.indices {
                document.controllers[index].items[item].tintColor = document.controllers[index].items[item].tintColor.map {
                    linked($0, tokens: tokens)
                }
            }
        }
        return document
    }

    private static func link(_ properties: inout [AppearanceProperty: SourceValue], tokens: TokenCatalogue) {
        for (property, value) in properties where value.assetName != nil {
            properties[property] = linked(value, tokens: tokens)
        }
    }

    private static func linked(_ value: SourceValue, tokens: TokenCatalogue) -> SourceValue {
        guard let name = value.assetName, tokens.tokens["asset." + name]?.type == .color else { return value }
        var linked = SourceValue("{asset.\(name)}", at: value.location)
        linked.assetName = name
        return linked
    }
}
