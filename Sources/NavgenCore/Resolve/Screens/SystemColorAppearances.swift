/// The light and dark modes a storyboard's system colours declare.
///
/// `systemBackgroundColor`, `labelColor` and their kind follow the interface style, and an app follows the user's
/// unless it opts out; a bar drawn with one differs in dark mode whether or not a token file says so. So such a value
/// gives the run an `appearance` axis, merged with the tokens' own light and dark modes where they have them, and
/// combined with their other modes.
/// ([Dynamic system colors](https://developer.apple.com/documentation/uikit/uicolor/standard_colors))
enum SystemColorAppearances {
    static func axes(of documents: [SourceDocument]) -> [ModeAxis] {
        let dynamic = documents.contains { document in
            document.isModelled && document.containsBarValue { !$0.modeValues.isEmpty }
        }
        return dynamic ? [ModeAxis(name: "appearance", contexts: ["light", "dark"])] : []
    }
}
