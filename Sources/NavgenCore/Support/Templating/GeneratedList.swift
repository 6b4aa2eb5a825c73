/// A list whose items are made when a template walks it, one at a time: the tens of thousands of token
/// and edge rows are never all in memory at once, and are built on the threads that render them.
public struct GeneratedList: Sendable, Equatable {
    public let count: Int
    private let item: @Sendable (Int) -> TemplateValue

    public init(count: Int, item: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.item = item
    }

    /// The list of `elements`, each item made from its element.
    public init<Element: Sendable>(_ elements: [Element], item: @escaping @Sendable (Element) -> TemplateValue) {
        self.init(count: elements.count) { item(elements[$0]) }
    }

    public subscript(index: Int) -> TemplateValue { item(index) }

    public var items: [TemplateValue] { (0..<count).map(item) }

    public static func == (lhs: GeneratedList, rhs: GeneratedList) -> Bool { lhs.items == rhs.items }
}
