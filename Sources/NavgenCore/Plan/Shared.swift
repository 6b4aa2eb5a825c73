/// A value stored once and referenced by every plan that has it: an edge's own value, or a screen's bar in one
/// mode. Plans are made per edge and mode and copied in the tens of thousands; a copy of a bar or an edge itself
/// retains each of its strings and tables, and copies of bars would dominate memory.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
