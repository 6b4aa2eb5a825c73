import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgen [inputs…] [--out Generated/]`: regenerates a
/// checked-in folder so generated diffs can be reviewed in pull requests.
@main
struct NavgenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let navgen = try context.tool(named: "navgen").url
        let package = context.package.directoryURL
        var extractor = ArgumentExtractor(arguments)
        let out = extractor.extractOption(named: "out").last ?? "Generated"
        let moduleName = extractor.extractOption(named: "module-name").last
        var inputs = extractor.remainingArguments.filter { !$0.hasPrefix("-") }
        if inputs.isEmpty { inputs = ["Tokens"] }
        let process = Process()
        process.executableURL = navgen
        process.currentDirectoryURL = package
        process.arguments = inputs + ["--out", out] + (moduleName.map { ["--module-name", $0] } ?? [])
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
