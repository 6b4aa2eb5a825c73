import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgen [navgen's arguments…]`: regenerates a checked-in folder
/// so generated diffs can be reviewed in pull requests.
///
/// navgen runs in the package's folder with the arguments as given, and reads them as it does on the command line:
/// the package's navgen.json when there is one (its settings, which the arguments override option by option), the
/// inputs given, else the config's, else `Tokens/`; `--out` given, else the config's output, else `Generated`.
@main
struct NavgenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        var arguments = arguments
        let packageConfig = package.appendingPathComponent("navgen.json")
        if !arguments.contains("--config"), FileManager.default.fileExists(atPath: packageConfig.path) {
            arguments += ["--config", "navgen.json"]
        }
        let config = arguments.firstIndex(of: "--config").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        let configuredOutput = config.flatMap { ConfigPaths(config: URL(fileURLWithPath: $0, relativeTo: package).path)?.output }
        if !arguments.contains("--out"), !arguments.contains("-o"), configuredOutput == nil {
            arguments += ["--out", "Generated"]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "navgen").url
        process.currentDirectoryURL = package
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("navgen exited with status \(process.terminationStatus)")
            throw NavgenCommandError.failed(process.terminationStatus)
        }
    }
}

enum NavgenCommandError: Error {
    case failed(Int32)
}
