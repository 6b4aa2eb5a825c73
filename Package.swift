// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavgenCore", targets: ["NavgenCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The default templates: a resource bundle so the built navgen finds them wherever it runs.
        .target(
            name: "NavgenTemplates",
            path: "Templates",
            exclude: ["README.md"],
            resources: [.copy("Default")]
        ),
        .target(
            name: "NavgenCore",
            dependencies: ["CLibXML2", "NavgenTemplates"],
            // Documentation kept next to the reader it describes; pasted into the README.
            exclude: ["Tokens/XMLTokens.md"]
        ),
        .executableTarget(
            name: "navgen",
            dependencies: ["NavgenCore"]
        ),
        // The checked-in output of `swift run navgen Tokens/ --out Generated/`, compiled and tested here.
        .target(
            name: "NavigationSample",
            path: "Generated",
            exclude: ["Tests", "NavigationReport.md", "NavigationFlow.svg"]
        ),
        .testTarget(
            name: "NavigationSampleTests",
            dependencies: ["NavigationSample"],
            path: "Generated/Tests"
        ),
        // Generated from Tests/HostileNames/Inputs: names that break naive generators must still compile and pass.
        .target(
            name: "HostileNamesSample",
            path: "Tests/HostileNames/Generated",
            exclude: ["Tests", "NavigationReport.md", "NavigationFlow.svg"]
        ),
        .testTarget(
            name: "HostileNamesSampleTests",
            dependencies: ["HostileNamesSample"],
            path: "Tests/HostileNames/Generated/Tests"
        ),
        .testTarget(
            name: "NavgenCoreTests",
            dependencies: ["NavgenCore", "navgen"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
