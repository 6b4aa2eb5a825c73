import Foundation
import NavgenCore

/// What the command line, or a navgen.json, sets: nil, false or empty is "not given", so the other source or the
/// default decides. `Option.table` says which option sets which property.
struct Settings {
    var inputs: [String] = []
    var out: String?
    var moduleName: String?
    var templates: String?
    var check = false
    var format: DiagnosticFormatter.Format?
    var diffFormat: NavgenDiff.Format?
    var gate: NavgenDiff.Gate?
    var svg: String?
    var html: String?
    var inspectFormat: InspectFormat?
    var context = false
    var quiet = false
    var verbose = false
    var threads: Int?
    var sourcesOnly = false
    var strict = false
    var config: String?
    var depfile: String?
    var modes: [String] = []
    /// Rule id → `error`, `warning`, `note` or `off`.
    var rules: [String: String] = [:]
    var deploymentTarget: String?
    var appTarget: String?
    var buildingTarget: String?
    var sdk: String?
    var unitlessSize: UnitlessSize?
    /// `--help` and `--version` print instead of running; the arguments after them are not read.
    var help = false
    var version = false

    /// `inspect --format`: the model has one stable format.
    enum InspectFormat: String, CaseIterable {
        case json
    }

    /// Takes what the config file sets where the command line set nothing: the command line wins, option by option.
    mutating func fallBack(to config: Settings) {
        if inputs.isEmpty { inputs = config.inputs }
        for option in Option.table where option.configKey != nil {
            option.kind.fallBack(to: config, in: &self)
        }
    }

    /// Without inputs or a config: the current folder's navgen.json when there is one, else its `Tokens/` folder, as the
    /// build plugin reads a target's folder and the command plugin the package's.
    mutating func takeDefaultInputs() {
        guard inputs.isEmpty, config == nil else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: "navgen.json") {
            config = "navgen.json"
        } else if FileManager.default.fileExists(atPath: "Tokens", isDirectory: &isFolder), isFolder.boolValue {
            inputs = ["Tokens"]
        }
    }

    /// Applies `--config` when given; returns the exit status when the config cannot be used.
    mutating func loadConfig() -> Int32? {
        guard let path = config else { return nil }
        switch readConfig(path) {
        case .success(let loaded):
            fallBack(to: loaded)
            return nil
        case .failure(let status):
            return status.code
        }
    }

    /// The pipeline's options for these.
    var pipelineOptions: Navgen.Options {
        var pipeline = Navgen.Options(inputs: inputs, moduleName: moduleName ?? Navgen.Options.defaultModuleName, templates: templates,
                                      strict: strict, ruleSeverities: ruleSeverities)
        if let threads { pipeline.threads = threads }
        pipeline.sourcesOnly = sourcesOnly
        pipeline.modes = modes
        pipeline.deploymentTarget = deploymentTarget
        pipeline.appTarget = appTarget
        pipeline.buildingTarget = buildingTarget
        if let sdk { pipeline.sdk = sdk }
        pipeline.unitlessSize = unitlessSize
        return pipeline
    }

    /// `off` turns a rule off (nil); the others name its severity.
    var ruleSeverities: [String: Severity?] {
        rules.mapValues { $0 == "off" ? nil : Severity(rawValue: $0) }
    }
}
