/// The screen the app opens with; its bar comes from navgen's generated table.
public let launchScreen = NavigationScreen.messages

/// Whether opening a thread hides the bar, as navgen planned it.
public func openingThreadHidesTheBar(in mode: NavigationMode) -> Bool {
    NavigationTransitions.plan(from: .messages, to: .thread, mode: mode).visibility == .disappearing
}
