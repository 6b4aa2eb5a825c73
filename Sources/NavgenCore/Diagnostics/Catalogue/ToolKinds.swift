/// Diagnostics about navgen's own inputs and templates rather than about the app. `navgen rules` lists them after the
/// rules; they have no examples, since they are about files rather than about what a screen does.
extension DiagnosticKind {
    /// An input file or folder navgen cannot use.
    static let input = DiagnosticKind(
        id: "input", severity: .error,
        rationale: "An input file or folder cannot be found, listed or read, is too large, or is not a format navgen reads.")

    /// A configuration file (`navgen.json`) that is not what navgen reads.
    public static let config = DiagnosticKind(
        id: "config", severity: .error,
        rationale: """
            The configuration file has an unknown key, or a key whose value has the wrong shape; nothing runs until \
            it is fixed, since the run would not be the one the file asks for.
            """)

    /// A template that cannot be rendered.
    static let template = DiagnosticKind(
        id: "template", severity: .error,
        rationale: "A template cannot be parsed or names something the context does not have.")

    /// Something in a token input that navgen does not evaluate.
    static let unsupported = DiagnosticKind(
        id: "unsupported", severity: .warning,
        rationale: """
            A token uses something navgen does not evaluate (a Tokens Studio colour modifier or function, a Style \
            Dictionary token without a type outside a colour group or size category, an asset-catalog appearance that \
            is not a mode, a remote resolver source). The token is skipped and named; an error where a screen would \
            need its value. Also an Interface Builder file whose controllers navgen skips: one in the archive format \
            of Xcode 4 and earlier, or one for macOS or watchOS, whose controllers have no UIKit navigation bar; a \
            storyboard localised as a whole whose copy for one language has controllers or segues the read copy lacks; \
            a controller class's own properties set by runtime attributes that may style its bar; a token file in \
            a format navgen does not read (Figma's variable objects, Salesforce Theo's props and aliases); and an Xcode \
            project navgen cannot parse, a line of a build configuration file (.xcconfig) it cannot read, or a build \
            setting it reads that names one it cannot expand.
            """)

    /// A colour outside sRGB, mapped into it.
    static let outOfGamut = DiagnosticKind(
        id: "out-of-gamut", severity: .warning,
        rationale: """
            A colour lies outside the sRGB gamut (a wide-gamut colour space, or a storyboard's Display P3 colour); \
            navgen maps it into sRGB, and says so, because the colour people see is no longer the one written. A \
            Display P3 token stays whole, in extended-range sRGB, and does not warn.
            """)
}
