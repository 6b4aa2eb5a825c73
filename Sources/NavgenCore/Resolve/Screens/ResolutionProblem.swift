/// A problem the property resolver found. Problems with a value itself are reported once per place,
/// however many screens and modes reach it; problems that name the screen are reported for each.
struct ResolutionProblem: Sendable {
    var diagnostic: Diagnostic
    var oncePerLocation: Bool

    /// The diagnostics of problems found in order (by one resolver or by several, one after the other),
    /// each place's value problem kept only the first time.
    static func diagnostics(_ problems: [ResolutionProblem]) -> [Diagnostic] {
        var reported: Set<SourceLocation> = []
        return problems.filter { !$0.oncePerLocation || reported.insert($0.diagnostic.location).inserted }.map(\.diagnostic)
    }
}
