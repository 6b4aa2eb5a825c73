// swift-tools-version:6.0
import PackageDescription

// An app-side package that uses navgen the way users do: the build-tool plugin generates the
// navigation data from `Sources/ReaderKit/Tokens/` on every build whose inputs changed, and the
// target links `NavgenRuntime`, the planner and glue that data is for.
let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navgen", path: "../..")
    ],
    targets: [
        .target(
            name: "ReaderKit",
            dependencies: [.product(name: "NavgenRuntime", package: "navgen")],
            exclude: ["Tokens"],
            plugins: [.plugin(name: "NavgenPlugin", package: "navgen")]
        ),
        .testTarget(
            name: "ReaderKitTests",
            dependencies: ["ReaderKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
