import Foundation
import PackagePlugin

/// Runs navgen as a build command: SwiftPM reruns it only when one of the declared inputs changes,
/// never on every build as a prebuild command would.
@main
struct NavgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
        let directory = NavgenInputs.targetDirectory(sources: sources, package: context.package.directoryURL)
        guard let inputs = try NavgenInputs(targetDirectory: directory) else { return [] }
        return [try inputs.command(navgen: context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL,
                                   moduleName: target.name)]
    }
}

/// What the plugin feeds navgen: the target's `Tokens/` folder, or the inputs a `navgen.json` lists.
struct NavgenInputs {
    /// Paths handed to navgen (or `--config <file>`, which names them).
    var arguments: [String]
    /// Every file under those paths (and the config and templates), so a change to any reruns navgen.
    var files: [URL]
    var templates: URL?

    /// The Swift files the app target compiles, only data: the runtime, the planner and the UIKit and SwiftUI glue are
    /// the `NavgenRuntime` library the target depends on; generated tests and the report stay out of it.
    static let outputs = ["NavigationTokens.swift", "NavigationAppearance.swift", "NavigationStoryboards.swift"]

    init?(targetDirectory: URL) throws {
        let manager = FileManager.default
        let config = targetDirectory.appendingPathComponent("navgen.json")
        var roots: [URL] = []
        if manager.fileExists(atPath: config.path) {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any] ?? [:]
            roots = (object["inputs"] as? [String] ?? []).map { targetDirectory.appendingPathComponent($0) }
            templates = (object["templates"] as? String).map { targetDirectory.appendingPathComponent($0) }
            files = [config]
        } else {
            files = []
        }
        if roots.isEmpty {
            let tokens = targetDirectory.appendingPathComponent("Tokens")
            guard manager.fileExists(atPath: tokens.path) else { return nil }
            roots = [tokens]
        }
        arguments = manager.fileExists(atPath: config.path) ? ["--config", config.path] : roots.map(\.path)
        for root in roots + (templates.map { [$0] } ?? []) {
            files += Self.files(under: root)
        }
    }

    /// The folder that holds `Tokens/` or `navgen.json`: the nearest one above the target's sources,
    /// found this way because tools-version 6.0 plugins cannot ask a target for its folder.
    static func targetDirectory(sources: [URL], package: URL) -> URL {
        guard var common = sources.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return package }
        for source in sources.dropFirst() {
            let components = source.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        var candidate = URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
        let root = package.standardizedFileURL.path
        while candidate.path.hasPrefix(root) {
            for marker in ["Tokens", "navgen.json"] where FileManager.default.fileExists(atPath: candidate.appendingPathComponent(marker).path) {
                return candidate
            }
            guard candidate.path != root else { break }
            candidate.deleteLastPathComponent()
        }
        return package
    }

    static func files(under root: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [root] }
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    func command(navgen: URL, workDirectory: URL, moduleName: String) -> Command {
        let out = workDirectory.appendingPathComponent("NavgenOutput")
        let arguments = self.arguments + ["--out", out.path, "--module-name", moduleName, "--sources-only", "--quiet"]
        return .buildCommand(
            displayName: "navgen: generating navigation code for \(moduleName)",
            executable: navgen,
            arguments: arguments,
            inputFiles: files,
            outputFiles: Self.outputs.map { out.appendingPathComponent($0) })
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavgenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let directory = context.xcodeProject.directoryURL
        guard let inputs = try NavgenInputs(targetDirectory: directory) else { return [] }
        return [try inputs.command(navgen: context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL,
                                   moduleName: target.displayName)]
    }
}
#endif
