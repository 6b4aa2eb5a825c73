extension Array where Element == String {
    /// The items as a sentence lists them: "a", "a and b", "a, b and c".
    var sentenceList: String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " and " + last!
    }
}
