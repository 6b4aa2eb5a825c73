// swift-tools-version:6.0
import PackageDescription

// An app-side package that uses navgen the way users do: the build-tool plugin generates the
// navigation code from `Sources/ReaderKit/Tokens/` on every build whose inputs changed.
let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navgen", path: "../..")
    ],
    targets: [
        .target(
            name: "ReaderKit",
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
