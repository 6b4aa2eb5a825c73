import Foundation
import PackagePlugin

/// Runs navgen as a build command: SwiftPM reruns it only when one of the declared inputs changes,
/// never on every build as a prebuild command would.
@main
struct NavgenPlugin: BuildToolPlugin {
    /// The package's own folder is not looked in: its `navgen.json` is the command plugin's, no target's.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
        guard let directory = NavgenInputs.targetDirectory(sources: sources, upTo: context.package.directoryURL),
              let inputs = NavgenInputs(targetDirectory: directory) else { return [] }
        return [try inputs.command(navgen: context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL,
                                   moduleName: target.name)]
    }
}

/// What the plugin feeds navgen: the target's `Tokens/` folder, or the config (`navgen.json`) that names its inputs.
struct NavgenInputs {
    /// `Tokens/`'s path, or `--config` and the config's.
    var arguments: [String]
    /// Every file navgen may read (the config, and every file under its inputs and templates), so a change to any
    /// reruns navgen.
    var files: [URL]

    /// Nil when the folder has neither a navgen.json nor a `Tokens/` folder: the plugin then adds no command.
    init?(targetDirectory: URL) {
        let config = targetDirectory.appendingPathComponent("navgen.json")
        let tokens = targetDirectory.appendingPathComponent("Tokens")
        if FileManager.default.fileExists(atPath: config.path) {
            // A config navgen cannot read still runs it, for its diagnostics; only the config is then an input.
            let paths = ConfigPaths(config: config.path)
            let roots = (paths?.inputs ?? []) + (paths?.templates.map { [$0] } ?? [])
            arguments = ["--config", config.path]
            files = [config] + roots.flatMap { Self.files(under: URL(fileURLWithPath: $0)) }
        } else if FileManager.default.fileExists(atPath: tokens.path) {
            arguments = [tokens.path]
            files = Self.files(under: tokens)
        } else {
            return nil
        }
    }

    /// The folder that holds `Tokens/` or `navgen.json`: the nearest one above the target's files, up to `root` (the
    /// package, or the Xcode project's folder), found this way because plugins cannot ask a target for its folder.
    /// Nil when none does; `root` itself is looked in only when `includingRoot`.
    static func targetDirectory(sources: [URL], upTo root: URL, includingRoot: Bool = false) -> URL? {
        guard var common = sources.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else {
            return includingRoot ? root : nil
        }
        for source in sources.dropFirst() {
            let components = source.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        var candidate = URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
        let top = root.standardizedFileURL.path
        while candidate.path.hasPrefix(top), includingRoot || candidate.path != top {
            for marker in ["Tokens", "navgen.json"] where FileManager.default.fileExists(atPath: candidate.appendingPathComponent(marker).path) {
                return candidate
            }
            guard candidate.path != top else { break }
            candidate.deleteLastPathComponent()
        }
        return includingRoot ? root : nil
    }

    /// Every file under `root` as navgen's folder walk finds them: hidden names (`.DS_Store`) skipped, symbolic links
    /// followed (a shared design folder linked into `Tokens/`), each file at its resolved path, each folder once.
    static func files(under root: URL) -> [URL] {
        var found: Set<URL> = []
        var visited: Set<String> = []
        collect(root, into: &found, visited: &visited)
        return found.sorted { $0.path < $1.path }
    }

    private static func collect(_ url: URL, into found: inout Set<URL>, visited: inout Set<String>) {
        let resolved = url.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            found.insert(resolved)
            return
        }
        guard visited.insert(resolved.path).inserted else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: resolved.path)) ?? [] where !name.hasPrefix(".") {
            collect(resolved.appendingPathComponent(name), into: &found, visited: &visited)
        }
    }

    /// The command writes the app's files, every one whatever the inputs hold (`--sources-only`), so that what it
    /// declares is always there to compile.
    /// `buildingApp` names the app target being built, so that a project with a target per brand reads that brand's
    /// settings (navgen reads every app as one, or `appTarget`, where no iOS app target of its inputs has the name).
    func command(navgen: URL, workDirectory: URL, moduleName: String, buildingApp: String? = nil) -> Command {
        let out = workDirectory.appendingPathComponent("NavgenOutput")
        let building = buildingApp.map { ["--building-target", $0] } ?? []
        return .buildCommand(
            displayName: "navgen: generating navigation code for \(moduleName)",
            executable: navgen,
            arguments: arguments + ["--out", out.path, "--module-name", moduleName] + building + ["--sources-only", "--quiet"],
            inputFiles: files,
            outputFiles: OutputFile.appSources.map { out.appendingPathComponent($0.path) })
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavgenPlugin: XcodeBuildToolPlugin {
    /// Looks for `Tokens/` or navgen.json as in a package: from the target's files up to the project's folder. An
    /// application target is named to navgen as the target being built.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let directory = NavgenInputs.targetDirectory(sources: target.inputFiles.map(\.url), upTo: context.xcodeProject.directoryURL,
                                                           includingRoot: true),
              let inputs = NavgenInputs(targetDirectory: directory) else { return [] }
        // `XcodeProduct.Kind` (Xcode's PackagePlugin module) is matched with `case`: it is not Equatable in every Xcode.
        var buildingApp: String?
        if case .application = target.product?.kind { buildingApp = target.displayName }
        return [try inputs.command(navgen: context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL,
                                   moduleName: target.displayName, buildingApp: buildingApp)]
    }
}
#endif
