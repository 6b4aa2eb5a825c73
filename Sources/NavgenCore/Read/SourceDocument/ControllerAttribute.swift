/// What a screen or a tab bar controller says about itself alone, outside the appearance cascade: navigation maps'
/// attributes and `navgen.<attribute>` runtime attributes write them the same way.
enum ControllerAttribute: String, CaseIterable {
    case subtitle, largeSubtitle, prompt, minimizeBehavior

    /// The attributes a controller of `role` takes.
    static func names(for role: ControllerRole) -> [String] {
        switch role {
        case .screen: [subtitle.rawValue, largeSubtitle.rawValue, prompt.rawValue]
        case .tabBar: [minimizeBehavior.rawValue]
        default: []
        }
    }

    /// Sets the attribute on `controller` from its text, or reports at `location` why it cannot.
    func apply(_ text: String, at location: SourceLocation, to controller: inout SourceController, log: inout DiagnosticLog) {
        guard Self.names(for: controller.role).contains(rawValue) else {
            let owner = self == .minimizeBehavior ? "a tab bar controller" : "a screen"
            log.report(.invalidValue, at: location, "'\(rawValue)' belongs on \(owner); '\(controller.id)' is not one")
            return
        }
        switch self {
        case .subtitle: controller.subtitle = text
        case .largeSubtitle: controller.largeSubtitle = text
        case .prompt: controller.prompt = text
        case .minimizeBehavior:
            let behaviours = NavigationTabBarMinimizeBehavior.allCases.map(\.rawValue)
            guard let behaviour = NavigationTabBarMinimizeBehavior(rawValue: text) else {
                log.report(.invalidValue, at: location, Suggestion.unknown("minimizeBehavior", text, expected: behaviours))
                return
            }
            controller.minimizeBehavior = Located(behaviour, at: location)
        }
    }
}
