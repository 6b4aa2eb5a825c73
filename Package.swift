// swift-tools-version:6.0
import PackageDescription

// libxml2 on an Apple host is the SDK's: its headers and libxml2.tbd are on the default paths (since the macOS 10.15.4
// SDK), so nothing is searched there. Asking pkg-config on a Mac would find Homebrew's libxml2 first, and navgen would
// compile against its headers and link its dylib; Homebrew is therefore no provider either. Elsewhere the headers are
// in a subfolder (/usr/include/libxml2 on Linux) that only pkg-config names.
#if canImport(Darwin)
let libxml2PkgConfig: String? = nil
#else
let libxml2PkgConfig: String? = "libxml-2.0"
#endif

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavgenCore", targets: ["NavgenCore"]),
        // What an app links: the value types, the planner and the UIKit and SwiftUI glue the generated data needs.
        .library(name: "NavgenRuntime", targets: ["NavgenRuntime"]),
        .plugin(name: "NavgenPlugin", targets: ["NavgenPlugin"]),
        .plugin(name: "NavgenCommand", targets: ["NavgenCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: libxml2PkgConfig,
            providers: [.apt(["libxml2-dev"]), .yum(["libxml2-devel"])]
        ),
        // The default templates, compiled in (DefaultTemplates+Sources.swift spells out Templates/Default) so that a
        // copied navgen binary needs nothing beside it.
        .target(
            name: "NavgenTemplates",
            path: "Templates",
            exclude: ["README.md", "Default"]
        ),
        .target(name: "NavgenRuntime"),
        .target(
            name: "NavgenCore",
            dependencies: ["CLibXML2", "NavgenTemplates", "NavgenRuntime"],
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "navgen",
            dependencies: ["NavgenCore"]
        ),
        // `swift run -c release navgen-bench`: navgen against the libxml2 and JSON parsing floor (see docs/performance.md).
        .executableTarget(
            name: "navgen-bench",
            dependencies: ["NavgenCore", "CLibXML2", "navgen", "navgen-floor"]
        ),
        // The whole-process floor navgen-bench runs beside navgen: libxml2 parsing the same files, in C.
        .executableTarget(
            name: "navgen-floor",
            dependencies: ["CLibXML2"]
        ),
        .plugin(
            name: "NavgenPlugin",
            capability: .buildTool(),
            dependencies: ["navgen"],
            path: "Sources/NavgenPlugin"
        ),
        .plugin(
            name: "NavgenCommand",
            capability: .command(
                intent: .custom(verb: "navgen", description: "Regenerate the checked-in navigation code (Generated/ by default)"),
                permissions: [.writeToPackageDirectory(reason: "navgen writes the generated Swift, tests and report into the package")]
            ),
            dependencies: ["navgen"],
            path: "Sources/NavgenCommand"
        ),
        // The checked-in output of `swift run navgen Tokens/ --out Generated/`, compiled and tested here.
        .target(
            name: "NavigationSample",
            dependencies: ["NavgenRuntime"],
            path: "Generated",
            exclude: ["Tests", "NavigationReport.md", "NavigationReport.html", "NavigationFlow.svg"]
        ),
        .testTarget(
            name: "NavigationSampleTests",
            dependencies: ["NavigationSample", "NavgenRuntime"],
            path: "Generated/Tests"
        ),
        // Generated from Tests/HostileNames/Inputs: names that break naive generators must still compile and pass.
        .target(
            name: "HostileNamesSample",
            dependencies: ["NavgenRuntime"],
            path: "Tests/HostileNames/Generated",
            exclude: ["Tests", "NavigationReport.md", "NavigationReport.html", "NavigationFlow.svg"]
        ),
        .testTarget(
            name: "HostileNamesSampleTests",
            dependencies: ["HostileNamesSample", "NavgenRuntime"],
            path: "Tests/HostileNames/Generated/Tests"
        ),
        .testTarget(
            name: "NavgenRuntimeTests",
            dependencies: ["NavgenRuntime"]
        ),
        // Seeded random inputs for the test targets.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(
            name: "NavgenCoreTests",
            dependencies: ["NavgenCore", "navgen", "navgen-bench", "SeededRandom"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// Linux has no UIKit. There, a model of the part of UIKit the glue uses (Tests/UIKitModel: documented behaviour, with
// every unknown answered every way by the tests) is a module named UIKit, so the runtime's `#if canImport(UIKit)` glue
// compiles and runs unchanged in `swift test`, the generated tests' UIKit part with it. A Mac or an iOS build never
// evaluates this: there the real UIKit is the only one. See docs/uikit-model.md. Every module of a build sees the
// models, so a build with packages whose `#if canImport(UIKit)` or `canImport(SwiftUI)` code needs the real frameworks
// leaves them out with NAVGEN_UI_MODELS=0 (the glue is then not compiled).
if Context.environment["NAVGEN_UI_MODELS"] != "0" {
    package.targets.append(.target(name: "UIKit", path: "Tests/UIKitModel"))
    // SwiftUI's declarations the glue uses, over the UIKit model; they record what the glue asks, so it runs too.
    package.targets.append(.target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/SwiftUIModel"))
    for target in package.targets where target.name == "NavgenRuntime" {
        target.dependencies += ["UIKit", "SwiftUI"]
        // The model declares the iOS 27 SDK's API, so the glue for it runs too.
        target.swiftSettings = [.define("NAVGEN_IOS27_SDK")]
    }
    // The glue run through the model: scenarios and every edge against navgen's plans (`swift test --filter UIKitModel`).
    package.targets.append(.testTarget(
        name: "UIKitModelTests",
        dependencies: ["UIKit", "SwiftUI", "NavgenRuntime", "NavgenCore", "SeededRandom", "NavigationSample"]
    ))
}
#endif
