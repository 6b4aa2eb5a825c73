/// How a rule's advice writes a setting where the finding is: a navigation map's attribute, or, in a storyboard or xib,
/// the `navgen.` runtime attribute navgen reads for it, since Interface Builder has no attribute of that name.
enum AttributeAdvice {
    static func setting(_ name: String, to value: String, at location: SourceLocation) -> String {
        location.isInInterfaceBuilderFile ? "the runtime attribute navgen.\(name) = \(value)" : "\(name)=\"\(value)\""
    }
}
