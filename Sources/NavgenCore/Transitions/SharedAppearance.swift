/// One screen's or container's bar in one mode, stored once and referenced by every plan that has it on
/// a side: a plan is made per edge and mode, and copies of the large appearance would dominate memory.
final class SharedAppearance: Sendable {
    let appearance: BarAppearance

    init(_ appearance: BarAppearance) {
        self.appearance = appearance
    }
}
