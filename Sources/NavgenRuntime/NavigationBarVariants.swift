extension NavigationBarAppearance {
    /// The bar of `mode` in `design` among `bars`, a screen's bars as generated code lists them: one per design, in
    /// `NavigationDesign.allCases` order, each one per mode, in `Mode.allCases` order.
    public static func variant<Mode: CaseIterable & Equatable>(of bars: [NavigationBarAppearance], _ mode: Mode,
                                                               design: NavigationDesign) -> NavigationBarAppearance {
        let modes = Array(Mode.allCases)
        precondition(bars.count == NavigationDesign.allCases.count * modes.count, "a screen needs one bar per design and mode")
        return bars[NavigationDesign.allCases.firstIndex(of: design)! * modes.count + modes.firstIndex(of: mode)!]
    }
}
