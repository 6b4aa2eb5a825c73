/// A diagnostic about navgen's own inputs and templates rather than about the app. `navgen rules` lists them
/// after the rules; they have no examples, since they are about files rather than about what a screen does.
public protocol ToolDiagnostic: DiagnosticKind {
    static var rationale: String { get }
}

/// An input file or folder navgen cannot use.
enum InputDiagnostic: ToolDiagnostic {
    static let id = "input"
    static let defaultSeverity = Severity.error
    static let rationale = "An input file or folder cannot be found, listed or read, is too large, or is not a format navgen reads."
}

/// A configuration file (`navgen.json`) that is not what navgen reads.
public enum ConfigDiagnostic: ToolDiagnostic {
    public static let id = "config"
    public static let defaultSeverity = Severity.error
    public static let rationale = """
        The configuration file has an unknown key, or a key whose value has the wrong shape; nothing runs until \
        it is fixed, since the run would not be the one the file asks for.
        """
}

/// A template that cannot be rendered.
enum TemplateDiagnostic: ToolDiagnostic {
    static let id = "template"
    static let defaultSeverity = Severity.error
    static let rationale = "A template cannot be parsed or names something the context does not have."
}

/// Something in a token input that navgen does not evaluate.
enum UnsupportedDiagnostic: ToolDiagnostic {
    static let id = "unsupported"
    static let defaultSeverity = Severity.warning
    static let rationale = """
        A token uses something navgen does not evaluate (a Tokens Studio colour modifier or function, a Style \
        Dictionary token without a type outside a colour group, an asset-catalog appearance that is not a mode, \
        a remote resolver source). The token is skipped and named; an error where a screen would need its value. \
        Also an Interface Builder file in the archive format of Xcode 4 and earlier, whose controllers are skipped.
        """
}

/// A colour outside sRGB, mapped into it.
enum OutOfGamutDiagnostic: ToolDiagnostic {
    static let id = "out-of-gamut"
    static let defaultSeverity = Severity.warning
    static let rationale = """
        A colour lies outside the sRGB gamut (a Display P3 or wide-gamut colour space); navgen maps it into sRGB \
        for comparisons and contrast, and says so, because the colour people see depends on the display.
        """
}
