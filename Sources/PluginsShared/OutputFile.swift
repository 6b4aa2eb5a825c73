/// A file navgen writes under `--out`, by its path there.
///
/// This file is compiled into NavgenCore and into the build plugin (each has a symbolic link to it: a plugin cannot
/// depend on a library), so that the list is written once: the build plugin declares the app's files as its command's
/// outputs, and navgen must write every one of them or the target fails to compile. `Integrations/Bazel/outputs.bzl`
/// is written from it (`BazelRuleTests` fails while it is stale).
enum OutputFile: String, CaseIterable, Sendable {
    case tokens = "NavigationTokens.swift"
    case appearance = "NavigationAppearance.swift"
    case storyboards = "NavigationStoryboards.swift"
    case appearanceTests = "Tests/NavigationAppearanceTests.swift"
    case transitionTests = "Tests/NavigationTransitionTests.swift"
    case report = "NavigationReport.md"
    /// The report as a web page people look at: every bar drawn, the flow, the transitions moving.
    case reportPage = "NavigationReport.html"
    case flow = "NavigationFlow.svg"

    /// The Swift an app target compiles, only data: what `--sources-only` always writes, whatever the inputs hold.
    static let appSources: [OutputFile] = [.tokens, .appearance, .storyboards]

    var path: String { rawValue }

    /// The template it renders from (partials' names start with `_`).
    var template: String { String(rawValue.split(separator: "/").last!) }
}
