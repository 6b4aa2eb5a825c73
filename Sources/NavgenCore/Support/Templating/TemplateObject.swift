/// An object in a template context: its members in the order they were set.
public struct TemplateObject: Equatable, ExpressibleByDictionaryLiteral {
    public let members: [(key: String, value: TemplateValue)]

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }

    init(_ members: [(key: String, value: TemplateValue)]) {
        self.members = members
    }

    /// The member named `key`: objects have a few members, so a scan finds it (member names are ASCII identifiers, told
    /// apart by their length before their text).
    public subscript(key: String) -> TemplateValue? {
        let count = key.utf8.count
        for member in members where member.key.utf8.count == count && member.key == key { return member.value }
        return nil
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.members.count == rhs.members.count && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
