/// An object in a template context: its members in the order they were set.
public struct TemplateObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
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
        let position = members.firstIndex { $0.key.utf8.count == count && $0.key == key }
        return position.map { members[$0].value }
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.members.count == rhs.members.count && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
