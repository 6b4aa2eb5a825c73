import Foundation
import NavgenCore

/// The inputs navgen is given (a folder, or files named one by one) and the files it reads from them, which
/// are also the bytes the parsing floor reads.
struct InputSet {
    var name: String
    var inputs: [String]
    var files: [String]

    init(name: String, inputs: [String]) {
        self.name = name
        self.inputs = inputs
        var log = DiagnosticLog()
        files = InputDiscovery.files(in: inputs, log: &log)
    }

    /// XML files (storyboards, navigation maps) are parsed by libxml2; everything else is JSON.
    var xmlFiles: [String] { files.filter { !$0.hasSuffix(".json") } }
    var jsonFiles: [String] { files.filter { $0.hasSuffix(".json") } }

    var byteCount: Int {
        files.reduce(0) { total, path in
            total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
    }
}

/// Writes the synthetic input sets into a folder.
enum InputSetBuilder {
    /// Screens per storyboard: a large app splits its screens over many storyboards, which is what parallel reading uses.
    static let screensPerStoryboard = 50

    /// Storyboards and a navigation map with `size.screens` screens, plus the tokens they refer to.
    static func storyboards(_ size: BenchSize, in root: String) throws -> InputSet {
        try storyboards(size, name: "storyboards-" + size.rawValue, in: root, tokens: [
            ("Tokens/themes/light.tokens.json", TokenFiles.brandColors(dark: false)),
            ("Tokens/themes/dark.tokens.json", TokenFiles.brandColors(dark: true)),
        ])
    }

    /// The storyboards and navigation map of `storyboards(size)` over tokens a team is migrating: brand colours as
    /// deprecated hex strings and a palette of `size.screens * 3 / 2` pre-2025.10 values. Thousands of warnings
    /// (for L) in storyboards, the navigation map and token files, each printed with its source line.
    static func warnings(_ size: BenchSize, in root: String) throws -> InputSet {
        var random = SplitMix64(seed: size.seed ^ 0x3A51_0000)
        return try storyboards(size, name: "warnings-" + size.rawValue, in: root, tokens: [
            ("Tokens/themes/light.tokens.json", TokenFiles.brandColors(dark: false, legacy: true)),
            ("Tokens/themes/dark.tokens.json", TokenFiles.brandColors(dark: true, legacy: true)),
            ("Tokens/legacy/palette.tokens.json", TokenFiles.legacyPalette(tokens: size.screens * 3 / 2, random: &random)),
        ])
    }

    /// `themes` holds the light and dark colour files the resolver names, and any other token files.
    private static func storyboards(_ size: BenchSize, name setName: String, in root: String, tokens themes: [(String, String)]) throws -> InputSet {
        let folder = root + "/" + setName
        var random = SplitMix64(seed: size.seed)
        var ids = IBIdentifiers()
        var files: [(String, String)] = []
        let mapScreens = max(3, size.screens / 10)
        let storyboardScreens = size.screens - mapScreens
        let storyboardCount = (storyboardScreens + screensPerStoryboard - 1) / screensPerStoryboard
        var number = 0
        for index in 0..<storyboardCount {
            let count = storyboardScreens / storyboardCount + (index < storyboardScreens % storyboardCount ? 1 : 0)
            let name = "Feature\(index)"
            let previous = index == 0 ? nil : (storyboard: "Feature\(index - 1)", identifier: "Feature\(index - 1)Stack0")
            let plan = StoryboardPlan(name: name, screenCount: count, firstNumber: number, previous: previous,
                                      ids: &ids, random: &random)
            var writer = StoryboardWriter(random: random, ids: ids)
            files.append(("Storyboards/\(name).storyboard", writer.write(plan)))
            (random, ids) = (writer.random, writer.ids)
            number += count
        }
        files.append(("App.nav.xml", NavigationMapWriter.write(screenCount: mapScreens, firstNumber: number, random: &random)))
        files.append(("Tokens/typography.tokens.json", TokenFiles.typography))
        files += themes
        files.append(("Tokens/Brand.resolver.json", TokenFiles.resolver(
            sets: ["typography.tokens.json"], light: "themes/light.tokens.json", dark: "themes/dark.tokens.json")))
        return try write(files, name: setName, folder: folder)
    }

    /// `size.tokens` tokens over 100 alias layers in ten files, light and dark literal layers, a resolver, and a
    /// small navigation map whose screens use the top layer.
    static func tokens(_ size: BenchSize, in root: String) throws -> InputSet {
        let folder = root + "/tokens-" + size.rawValue
        var random = SplitMix64(seed: size.seed ^ 0x70CE_4500)
        let tree = AliasTokenTree(tokens: size.tokens, layers: size.aliasLayers)
        var files: [(String, String)] = []
        var sets: [String] = []
        let layersPerFile = 10
        for first in stride(from: 1, through: tree.layers, by: layersPerFile) {
            let path = "layers/layers-\(first / layersPerFile).tokens.json"
            files.append(("Tokens/" + path, tree.aliasFile(layers: first...min(first + layersPerFile - 1, tree.layers))))
            sets.append(path)
        }
        files.append(("Tokens/base/light.tokens.json", tree.baseFile(dark: false, random: &random)))
        files.append(("Tokens/base/dark.tokens.json", tree.baseFile(dark: true, random: &random)))
        files.append(("Tokens/Bench.resolver.json", TokenFiles.resolver(sets: sets, light: "base/light.tokens.json", dark: "base/dark.tokens.json")))
        let top = AliasTokenTree.layerName(tree.layers)
        files.append(("App.nav.xml", """
            <navigation>
              <navigationController id="main" root="home"/>
              <screen id="home" title="Home" barTintColor="{\(top).t0}" titleColor="{\(top).t1}">
                <push to="detail"/>
              </screen>
              <screen id="detail" title="Detail" barTintColor="{\(top).t0}" shadowHidden="true"/>
            </navigation>

            """))
        return try write(files, name: "tokens-" + size.rawValue, folder: folder)
    }

    /// `../shared/corpus` (real storyboards and token files) when this checkout has it. The files are named one
    /// by one, as a user would name token files that lack the `.tokens.json` suffix. The whole design systems in
    /// `design-systems/` are left out: each is a set of its own, and read together they would collide.
    static func corpus(at folder: String) -> InputSet? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        let suffixes = [".storyboard", ".xib", ".json"]
        let files = enumerator.compactMap { $0 as? String }
            .filter { path in
                suffixes.contains { path.hasSuffix($0) } && !path.hasSuffix("expected.json") && !path.hasPrefix("design-systems/")
            }
            .sorted()
            .map { folder + "/" + $0 }
        return files.isEmpty ? nil : InputSet(name: "corpus", inputs: files)
    }

    private static func write(_ files: [(String, String)], name: String, folder: String) throws -> InputSet {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        for (path, contents) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return InputSet(name: name, inputs: [folder])
    }
}
