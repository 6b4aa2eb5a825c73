// swift-tools-version:6.0
import PackageDescription

// An app-side package that uses navgen the way users do: the build-tool plugin generates each target's
// navigation data on every build whose inputs changed, and the targets link `NavgenRuntime`, the planner and
// glue that data is for. ReaderKit has screens and tokens in `Tokens/`; PaletteKit's navgen.json names the design
// tokens the package shares in `Design/`, and no screen; StarterKit's `Tokens/` is empty. The package's own
// navgen.json is what the command plugin reads (`swift package --allow-writing-to-package-directory navgen`).
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
        .target(
            name: "PaletteKit",
            dependencies: [.product(name: "NavgenRuntime", package: "navgen")],
            exclude: ["navgen.json"],
            plugins: [.plugin(name: "NavgenPlugin", package: "navgen")]
        ),
        .testTarget(
            name: "PaletteKitTests",
            dependencies: ["PaletteKit", .product(name: "NavgenRuntime", package: "navgen")]
        ),
        .target(
            name: "StarterKit",
            dependencies: [.product(name: "NavgenRuntime", package: "navgen")],
            exclude: ["Tokens"],
            plugins: [.plugin(name: "NavgenPlugin", package: "navgen")]
        ),
        .testTarget(
            name: "StarterKitTests",
            dependencies: ["StarterKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
