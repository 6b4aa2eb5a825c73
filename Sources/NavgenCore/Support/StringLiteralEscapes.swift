/// The backslash escapes Swift's and JSON's string literals share; each spells the other control characters its own way.
enum StringLiteralEscapes {
    /// `\"`, `\\`, `\n`, `\r` or `\t`; nil for any other scalar.
    static func shared(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }
}
