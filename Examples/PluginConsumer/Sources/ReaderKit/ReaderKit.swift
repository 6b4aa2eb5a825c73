import NavgenRuntime

/// The screen the app opens with; its bar comes from navgen's generated table.
public let launchScreen = NavigationScreen.messages

/// Whether opening a thread hides the bar, as the runtime planner decides it from navgen's tables.
public func openingThreadHidesTheBar(in mode: NavigationMode) -> Bool {
    NavigationPlanner.plan(from: NavigationScreen.messages, to: .thread, mode: mode).visibility == .disappearing
}
