import Foundation
import XCTest
@testable import NavgenCore

/// The model scenarios catch glue bugs: each deliberate break of `NavigationBarController` and its extensions, or of the
/// SwiftUI glue, makes at least one of them fail, while the glue as it is passes them all. The scenarios
/// (`Tests/UIKitModelTests` and the SwiftUI glue's test, without the oracle, which needs NavgenCore) are built once
/// against the models; each break builds the runtime from a copy of its sources with one text replaced, links it with
/// them and runs the scenarios named to catch it, at the small scale (`NAVGEN_MODEL_SCENARIOS=small`). Linux only, where
/// the models are UIKit and SwiftUI; the full tier (`TestTier`).
final class GlueMutationTests: XCTestCase {
    struct Mutation {
        var name: String
        /// The file under `Sources/NavgenRuntime/UIKit` (or, with its folder, `SwiftUI/…`), the text replaced (exactly
        /// once) and its replacement.
        var file: String
        var original: String
        var replacement: String
        /// The scenario tests (`Class/method`) that must catch it.
        var tests: [String]

        /// The file's path under `Sources/NavgenRuntime`.
        var path: String { file.contains("/") ? file : "UIKit/" + file }
    }

    static let mutations: [Mutation] = [
        Mutation(name: "restoring nothing on a cancelled swipe", file: "NavigationBarController+Transitions.swift",
                 original: "guard context.isCancelled, let stayed", replacement: "guard !context.isCancelled, context.isCancelled, let stayed",
                 tests: ["UIKitModelSwipeTests/testEverySwipeBackBeginsWhereThePlanAllowsItAndShowsThePlan"]),
        Mutation(name: "leaving split backgrounds installed", file: "NavigationBarController+Transitions.swift",
                 original: "for view in splitBackgrounds.values { view.removeFromSuperview() }", replacement: "",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "taking the status bar from the wrong screen", file: "NavigationBarController.swift",
                 original: "(statusBarScreen ?? topViewController)", replacement: "viewControllers.first",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "letting a blocked swipe begin", file: "NavigationBarController+SwipeBack.swift",
                 original: "return NavigationPlanner.interactivePop(on: top.navigationAppearance) == .allowed", replacement: "return true",
                 tests: ["UIKitModelSwipeTests/testEverySwipeBackBeginsWhereThePlanAllowsItAndShowsThePlan"]),
        Mutation(name: "popping without asking navigationShouldGoBack", file: "NavigationScreenAdopting.swift",
                 original: "guard let self, await navigationShouldGoBack() else { return }", replacement: "guard let self else { return }",
                 tests: ["UIKitModelBackButtonTests/testTheBackButtonPopsOrAsksTheScreen"]),
        Mutation(name: "leaving a transition whose coordinator queued nothing unfinished", file: "NavigationBarController+Transitions.swift",
                 original: "finishesInDidShow = !queued", replacement: "_ = queued",
                 tests: ["UIKitModelPushPopTests/testATransitionWhoseCoordinatorQueuesNothingEndsRight"]),
        Mutation(name: "letting UIKit pop past a refused re-tap", file: "NavigationBarController.swift",
                 original: "guard !refusesPopToRoot else { return nil }", replacement: "guard !refusesPopToRoot || true else { return nil }",
                 tests: ["UIKitModelBackButtonTests/testARetapOfTheTabAsksAGuardedScreenBeforePoppingToTheRoot"]),
        Mutation(name: "hiding the bar without animation", file: "NavigationBarController+Transitions.swift",
                 original: "setNavigationBarHidden(bar.visibility == .hidden, animated: animated)",
                 replacement: "setNavigationBarHidden(bar.visibility == .hidden, animated: false)",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "ignoring the content swipe", file: "NavigationBarController+Transitions.swift",
                 original: "if !allowed, recognizer.isEnabled {",
                 replacement: "if !allowed, recognizer.isEnabled, false {",
                 tests: ["UIKitModelSwipeTests/testEverySwipeBackBeginsWhereThePlanAllowsItAndShowsThePlan"]),
        Mutation(name: "restyling nothing when the traits change", file: "NavigationBarController.swift",
                 original: "completion: { _ in navigation.applyBars() }) else { return navigation.applyBars() }",
                 replacement: "completion: { _ in navigation.applyBars() }) else { return }",
                 tests: ["UIKitModelTraitChangeTests/testSwitchingTheModeWhileAScreenShowsRestylesItsBar"]),
        Mutation(name: "forgetting to forward to the app's delegate", file: "NavigationBarController.swift",
                 original: "forward?(navigationController, viewController, animated)\n    }\n\n    // MARK: The rest",
                 replacement: "}\n\n    // MARK: The rest",
                 tests: ["UIKitModelAppDelegateTests/testTheAppsDelegateGetsEveryCallAndNavgensBarsStay"]),
        Mutation(name: "applying a screen's bar only after UIKit has read hidesBottomBarWhenPushed", file: "NavigationBarController.swift",
                 original: "(viewController as? any NavigationScreenAdopting)?.applyNavigationAppearance()\n", replacement: "",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "letting the swipe begin during a transition", file: "NavigationBarController+SwipeBack.swift",
                 original: "guard viewControllers.count > 1, transitionCoordinator == nil else", replacement: "guard viewControllers.count > 1 else",
                 tests: ["UIKitModelSwipeTests/testNoSwipeBeginsDuringATransitionOrOnTheRoot"]),
        Mutation(name: "leaving large titles to UIKit's automatic mode", file: "NavigationScreenAdopting.swift",
                 original: "navigationItem.largeTitleDisplayMode = bar.showsLargeTitle ? .always : .never",
                 replacement: "navigationItem.largeTitleDisplayMode = .automatic",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "pinning a split background to the navigation bar", file: "NavigationBarController+SplitBackground.swift",
                 original: "equalTo: screen.view.safeAreaLayoutGuide.topAnchor", replacement: "equalTo: navigationBar.bottomAnchor",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "styling only the screens UIKit calls willShow for", file: "NavigationBarController.swift",
                 original: "if let screen = top as? any NavigationScreenAdopting { prepareBar(for: screen.navigationAppearance, animated: false) }\n        finish(showing: top)",
                 replacement: "_ = top",
                 tests: ["UIKitModelContainerTests/testAModalNavigationControllerShowsItsOwnBarAndStatusBar"]),
        Mutation(name: "asking a guarded screen when its view controller's tab is tapped from another", file: "NavigationBarController+TabReselection.swift",
                 original: "isSelected: viewController === tabBarController.selectedViewController", replacement: "isSelected: true",
                 tests: ["UIKitModelBackButtonTests/testARetapOfTheTabAsksAGuardedScreenBeforePoppingToTheRoot"]),
        Mutation(name: "asking a guarded screen when its tab is tapped from another", file: "NavigationBarController+TabReselection.swift",
                 original: "isSelected: tab === tabBarController.selectedTab", replacement: "isSelected: true",
                 tests: ["UIKitModelBackButtonTests/testARetapOfTheTabAsksAGuardedScreenBeforePoppingToTheRoot"]),
        Mutation(name: "leaving glass over a bar's own colour", file: "NavigationBarAppearance+UIKit.swift",
                 original: "if design == .glass { showOwnBackgroundUnderGlass(in: appearance) }", replacement: "",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "setting items during a transition", file: "NavigationBarController+Transitions.swift",
                 original: "let transitioning = coordinator != nil", replacement: "let transitioning = false",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "never asking UIKit to read the vertical bar again", file: "NavigationBarController+Transitions.swift",
                 original: "if #available(iOS 27.1, *) { setNeedsUpdateOfVerticalBarConfiguration() }", replacement: "",
                 tests: ["UIKitModelPushPopTests/testPushThenPopBetweenEveryTwoBars"]),
        Mutation(name: "showing every title inline", file: "SwiftUI/NavigationScreenModifier.swift",
                 original: "bar.showsLargeTitle ? .large : .inline", replacement: ".inline",
                 tests: ["SwiftUIGlueTests/testEveryScreenGetsItsBarInEveryColorSchemeAndContrast"]),
        Mutation(name: "showing the background of a transparent bar", file: "SwiftUI/NavigationScreenModifier.swift",
                 original: "let background: Visibility = bar.visibility == .visible ? .visible : .hidden", replacement: "let background: Visibility = .visible",
                 tests: ["SwiftUIGlueTests/testEveryScreenGetsItsBarInEveryColorSchemeAndContrast"]),
        Mutation(name: "reading the light mode whatever the colour scheme", file: "SwiftUI/NavigationScreenModifier.swift",
                 original: "Screen.Mode(colorScheme, contrast: contrast)", replacement: "Screen.Mode(.light, contrast: contrast)",
                 tests: ["SwiftUIGlueTests/testEveryScreenGetsItsBarInEveryColorSchemeAndContrast"]),
        Mutation(name: "a dark status bar on every bar", file: "SwiftUI/NavigationColorSchemeModifier.swift",
                 original: "let statusBar: ColorScheme = bar.statusBarIsLight ? .dark : .light", replacement: "let statusBar: ColorScheme = .light",
                 tests: ["SwiftUIGlueTests/testEveryScreenGetsItsBarInEveryColorSchemeAndContrast"]),
        Mutation(name: "the automatic edge effect on every screen", file: "SwiftUI/NavigationGlassModifier.swift",
                 original: "Self.style(of: bar.edgeEffect)", replacement: ".automatic",
                 tests: ["SwiftUIGlueTests/testEveryScreenGetsItsBarInEveryColorSchemeAndContrast"]),
    ]

    func testEveryBreakOfTheGlueFailsAScenarioAndTheGlueAsItIsPassesThem() throws {
        #if !os(Linux)
        throw XCTSkip("the model of UIKit is the module UIKit on Linux only")
        #else
        try TestTier.requireFull("building the model scenarios once per break of the glue")
        XCTAssertGreaterThanOrEqual(Self.mutations.count, 8)
        let folder = try TestSupport.temporaryFolder(self)
        let scenarios = try ModelScenarioBuild(in: folder)
        let everyTest = Array(Set(Self.mutations.flatMap(\.tests))).sorted()
        let variants: [(name: String, mutation: Mutation?)] = [("the glue as it is", nil)] + Self.mutations.map { ($0.name, $0) }
        let lock = NSLock()
        nonisolated(unsafe) var outcomes: [String: Result<(status: Int32, output: String), any Error>] = [:]
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            let variant = variants[index]
            let outcome = Result { try scenarios.run(variant.mutation?.tests ?? everyTest, with: variant.mutation, name: "variant\(index)") }
            lock.withLock { outcomes[variant.name] = outcome }
        }
        for variant in variants {
            let run = try XCTUnwrap(outcomes[variant.name]).get()
            if variant.mutation == nil {
                XCTAssertEqual(run.status, 0, "the scenarios fail on the glue as it is:\n\(run.output.suffix(4_000))")
                XCTAssertTrue(run.output.contains("Executed \(everyTest.count) tests, with 0 failures"), run.output.suffix(2_000).description)
            } else {
                XCTAssertNotEqual(run.status, 0, "no scenario catches \(variant.name):\n\(run.output.suffix(2_000))")
                XCTAssertTrue(run.output.contains("error:"), "\(variant.name) broke the build or the run rather than a scenario:\n\(run.output.suffix(2_000))")
            }
        }
        #endif
    }
}

/// The model, and the scenarios against it, built once; then the runtime, broken or not, built and linked per run.
struct ModelScenarioBuild {
    let folder: URL
    private static let flags = ["-swift-version", "6", "-wmo", "-Onone"]

    init(in folder: URL) throws {
        self.folder = folder
        let root = TestSupport.packageRoot
        try TestSupport.build("UIKit", Self.flags + ["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "UIKit",
                                                     "-o", "libUIKit.a"] + TestSupport.uikitModelSources, in: folder)
        try TestSupport.build("SwiftUI", Self.flags + ["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "SwiftUI",
                                                       "-I", ".", "-o", "libSwiftUI.a"] + TestSupport.swiftUIModelSources, in: folder)
        try TestSupport.build("NavgenRuntime", Self.runtimeFlags + ["-emit-module", "-o", "libNavgenRuntime.a"] + TestSupport.runtimeSources,
                              in: folder)
        // The SwiftUI glue's test runs the bundled sample's screens; a break of the glue's bodies leaves its interface as it is.
        let sample = try GeneratedCodeCompiler.swiftFiles(in: root.appendingPathComponent("Generated"))
        try TestSupport.build("NavigationSample", Self.flags + ["-parse-as-library", "-emit-library", "-static", "-emit-module",
                                                                "-module-name", "NavigationSample", "-I", ".", "-o", "libNavigationSample.a"] + sample,
                              in: folder)
        // The scenarios' random sequences use the test targets' shared generator.
        let random = try GeneratedCodeCompiler.swiftFiles(in: root.appendingPathComponent("Tests/SeededRandom"))
        try TestSupport.build("SeededRandom", Self.flags + ["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "SeededRandom",
                                                            "-o", "libSeededRandom.a"] + random, in: folder)
        let tests = root.appendingPathComponent("Tests/UIKitModelTests")
        let sources = try ["Support", "Scenarios", "SwiftUI"].flatMap { try GeneratedCodeCompiler.swiftFiles(in: tests.appendingPathComponent($0)) }
        try Data(Self.testList(try sources.map { try String(contentsOfFile: $0, encoding: .utf8) }).utf8)
            .write(to: folder.appendingPathComponent("TestList.swift"))
        try Data("import XCTest\n\nXCTMain(everyTest())\n".utf8).write(to: folder.appendingPathComponent("main.swift"))
        try TestSupport.build("the scenarios", Self.flags + ["-I", ".", "-c", "-module-name", "ModelScenarios", "-o", "scenarios.o"]
                              + sources + ["TestList.swift", "main.swift"], in: folder)
    }

    private static let runtimeFlags = flags + ["-D", "NAVGEN_IOS27_SDK", "-I", ".", "-parse-as-library", "-package-name", "navgen",
                                               "-emit-library", "-static", "-module-name", "NavgenRuntime"]

    /// XCTest on Linux runs what `XCTMain` is given: every async test method of every test class in `sources`.
    static func testList(_ sources: [String]) -> String {
        var cases: [String] = []
        for source in sources {
            for match in source.matches(of: /final class (\w+): XCTestCase \{/) {
                let name = String(match.1)
                let body = source[match.range.upperBound...]
                let methods = body.matches(of: /\n    func (test\w+)\(\) async/).map { String($0.1) }
                let entries = methods.map { "(\"\($0)\", asyncTest { (test: \(name)) in test.\($0) })" }
                cases.append("        testCase([\n            " + entries.joined(separator: ",\n            ") + ",\n        ]),")
            }
        }
        return "import XCTest\n\nnonisolated func everyTest() -> [XCTestCaseEntry] {\n    [\n" + cases.joined(separator: "\n") + "\n    ]\n}\n"
    }

    /// Builds the runtime with `mutation` applied, links it with the scenarios and runs `tests`.
    func run(_ tests: [String], with mutation: GlueMutationTests.Mutation?, name: String) throws -> (status: Int32, output: String) {
        let variant = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        var sources = try TestSupport.runtimeSources
        if let mutation {
            let path = try XCTUnwrap(sources.first { $0.hasSuffix("/" + mutation.path) }, "\(mutation.path) is not in the runtime")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard text.components(separatedBy: mutation.original).count == 2 else {
                throw MutationError(description: "\(mutation.name): the text to replace is not in \(mutation.file) exactly once")
            }
            let copy = variant.appendingPathComponent((mutation.file as NSString).lastPathComponent)
            try Data(text.replacingOccurrences(of: mutation.original, with: mutation.replacement).utf8).write(to: copy)
            sources[sources.firstIndex(of: path)!] = copy.path
        }
        try TestSupport.build("the runtime (\(mutation?.name ?? "as it is"))", Self.runtimeFlags + ["-I", folder.path, "-o", "libNavgenRuntime.a"] + sources,
                              in: variant)
        try TestSupport.build("the scenarios' executable", ["-o", "scenarios", folder.appendingPathComponent("scenarios.o").path,
                                                           "-L", ".", "-lNavgenRuntime", "-L", folder.path, "-lNavigationSample", "-lSwiftUI",
                                                           "-lUIKit", "-lSeededRandom"], in: variant)
        let process = Process()
        process.executableURL = variant.appendingPathComponent("scenarios")
        // XCTest on Linux takes one argument: the tests to run, separated by commas.
        process.arguments = [tests.map { "ModelScenarios." + $0 }.joined(separator: ",")]
        process.environment = ProcessInfo.processInfo.environment.merging(["NAVGEN_MODEL_SCENARIOS": "small"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let data = try process.runToEnd { pipe.fileHandleForReading.readDataToEndOfFile() }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    struct MutationError: Error, CustomStringConvertible {
        var description: String
    }
}
