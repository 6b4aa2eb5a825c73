/// Screens named in a message by the names people read.
enum ScreenNames {
    /// `'Feed'`, `'Feed' and 'Article'` or `'Feed' and 3 other screens`.
    static func phrase(_ names: [String]) -> String {
        switch names.count {
        case 1: "'\(names[0])'"
        case 2: "'\(names[0])' and '\(names[1])'"
        default: "'\(names[0])' and \(names.count - 1) other screens"
        }
    }
}
