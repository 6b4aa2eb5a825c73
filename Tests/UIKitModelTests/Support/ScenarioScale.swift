import Foundation

/// Which kinds of bar the scenarios combine: all of them, or with `NAVGEN_MODEL_SCENARIOS=small` a few that still take
/// every path through the glue (a coloured, a system, a hidden, a large-title bar, and both ways of blocking the swipe
/// back), for `GlueMutationTests`, which builds and runs the scenarios once per break of the glue.
enum ScenarioScale {
    static let screens: [ScenarioScreen] = ProcessInfo.processInfo.environment["NAVGEN_MODEL_SCENARIOS"] == "small"
        ? [.plain, .brand, .hidden, .large, .guarded, .unswipeable, .hidesTabBar]
        : ScenarioScreen.allCases
}
