import XCTest
@testable import NavgenCore

/// A run's build configuration files as a project's app reads them: includes found as Xcode finds them, each file read
/// once, and no project, however written, able to hang navgen or make it say what no app reads.
final class BuildSettingsFilesTests: XCTestCase {
    private static func files(_ texts: [String: String]) -> [String: BuildSettingsFile] {
        texts.reduce(into: [:]) { files, entry in files[entry.key] = BuildSettingsFile.parse(Array(entry.value.utf8), path: entry.key) }
    }

    private static func reference(_ path: String) -> Located<String> {
        Located(path, at: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 1, column: 1))
    }

    private static func read(_ texts: [String: String], from path: String) -> (settings: [String], problems: [String]) {
        var reader = BuildSettingsFiles(files(texts), configuration: "Release")
        var log = DiagnosticLog()
        let settings = reader.settings(in: reference(path), log: &log)
        return (settings.map { "\($0.name) = \($0.value.value)" }, log.entries.map { "\($0.location): \($0.rule)" })
    }

    /// A name without an extension is a `.xcconfig` file's; a cycle is read once round, and the include that closes it
    /// is said, once; CocoaPods' and Flutter's files, and an optional include, may be missing without a word.
    func testIncludesAreFoundAsXcodeFindsThem() {
        let read = Self.read([
            "Config/App.xcconfig": """
                #include "Shared"
                #include "../Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig"
                #include "../Flutter/Generated.xcconfig"
                #include? "Local.xcconfig"
                A = app
                """,
            "Config/Shared.xcconfig": "#include \"App.xcconfig\"\nB = shared\n",
        ], from: "Config/App.xcconfig")
        XCTAssertEqual(read.settings, ["B = shared", "A = app"])
        XCTAssertEqual(read.problems, ["Config/Shared.xcconfig:1:11: no-effect"])
        // Each file of a cycle, read first, holds the other's settings: what was read once round is not kept.
        var reader = BuildSettingsFiles(Self.files(["A.xcconfig": "#include \"B.xcconfig\"\nA = 1\n", "B.xcconfig": "#include \"A.xcconfig\"\nB = 2\n"]),
                                        configuration: "Release")
        var log = DiagnosticLog()
        XCTAssertEqual(reader.settings(in: Self.reference("A.xcconfig"), log: &log).map(\.name), ["B", "A"])
        XCTAssertEqual(reader.settings(in: Self.reference("B.xcconfig"), log: &log).map(\.name), ["A", "B"])
        // A name with an extension is taken as written, as Xcode takes it.
        let dotted = Self.read(["App.xcconfig": "#include \"Base.debug\"\n", "Base.debug.xcconfig": "A = 1\n"], from: "App.xcconfig")
        XCTAssertEqual(dotted.settings, [])
        XCTAssertEqual(dotted.problems, ["App.xcconfig:1:11: build-settings-not-in-inputs"])
    }

    /// Files that include the next one twice, forty deep, would hold a trillion settings; a chain of includes
    /// thousands deep would overflow the stack. Both end at once, saying where.
    func testIncludesThatMultiplyOrNestEndingAtOnce() {
        var doubling: [String: String] = [:]
        for index in 0..<40 { doubling["F\(index).xcconfig"] = "#include \"F\(index + 1).xcconfig\"\n#include \"F\(index + 1).xcconfig\"\n" }
        doubling["F40.xcconfig"] = "A = 1\n"
        let clock = ContinuousClock()
        let start = clock.now
        let multiplied = Self.read(doubling, from: "F0.xcconfig")
        XCTAssertEqual(multiplied.settings.count, BuildSettingsFiles.maximumSettings)
        XCTAssertEqual(multiplied.problems, ["F22.xcconfig:1:11: unsupported"], "said once, where the limit is first passed")
        var chain: [String: String] = [:]
        for index in 0..<2_000 { chain["C\(index).xcconfig"] = "#include \"C\(index + 1).xcconfig\"\nA\(index) = 1\n" }
        let nested = Self.read(chain, from: "C0.xcconfig")
        XCTAssertEqual(nested.settings.count, BuildSettingsFiles.maximumDepth)
        XCTAssertEqual(nested.problems, ["C63.xcconfig:1:11: unsupported"])
        // Continued lines are joined in place, and a pattern longer than any name is matched against nothing.
        let continued = BuildSettingsFile.parse(Array(("A = " + String(repeating: "x \\\n", count: 50_000) + "y\n").utf8), path: "C.xcconfig")
        XCTAssertEqual(continued.lines.count, 1)
        let pattern = String(repeating: "*a", count: 50_000)
        let levels = BuildSettingLevels(levels: [BuildSettingLevels.level([BuildSetting(key: "A[config=\(pattern)]", value: Self.reference("x"))!],
                                                                          configuration: String(repeating: "a", count: 50_000))])
        XCTAssertNil(levels.value(of: "A"))
        XCTAssertLessThan(clock.now - start, .seconds(20))
    }

    /// Lines navgen cannot read are said for a file an app reads, once, and only the first twenty of them.
    func testAFilesProblemsAreSaidOnceAndOnlySoMany() {
        let bad = String(repeating: "not a setting\n", count: 50)
        var reader = BuildSettingsFiles(Self.files(["Bad.xcconfig": bad, "App.xcconfig": "#include \"Bad.xcconfig\"\n"]), configuration: "Release")
        var log = DiagnosticLog()
        _ = reader.settings(in: Self.reference("App.xcconfig"), log: &log)
        _ = reader.settings(in: Self.reference("Bad.xcconfig"), log: &log)
        XCTAssertEqual(log.entries.count, 20)
    }

    /// A project's folder (`projectDirPath`), an absolute path and a path relative to the project's folder
    /// (`SOURCE_ROOT`) place a configuration file as Xcode does; the Xcode 16 form's note points at its path.
    func testAProjectPlacesItsFilesAsXcodeDoes() {
        let project = """
            {
                objects = {
                    P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = iOS; targets = (T1, T2, T3);};
                    G0 = {isa = PBXGroup; children = (F1, F2, S0); sourceTree = "<group>";};
                    F1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>";};
                    F2 = {isa = PBXFileReference; path = /Shared/Abs.xcconfig; sourceTree = "<absolute>";};
                    S0 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>";};
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application";};
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Abs; productType = "com.apple.product-type.application";};
                    T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; fileSystemSynchronizedGroups = (S0); name = Synced; productType = "com.apple.product-type.application";};
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release;};
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};
                    L3 = {isa = XCConfigurationList; buildConfigurations = (C3);};
                    C0 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES;}; name = Release;};
                    C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {INFOPLIST_FILE = App/Info.plist;}; name = Release;};
                    C2 = {isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = {}; name = Release;};
                    C3 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S0; baseConfigurationReferenceRelativePath = "Config/Widget.xcconfig"; buildSettings = {}; name = Release;};
                };
                rootObject = P0;
            }
            """
        var log = DiagnosticLog()
        let read = XcodeProjectReader.read(Array(project.utf8), path: "Repo/App.xcodeproj/project.pbxproj", log: &log)
        let apps = XcodeProjectReader.apps(of: read, files: Self.files([
            "Repo/iOS/Config/App.xcconfig": "INFOPLIST_KEY_UIUserInterfaceStyle = Dark\n",
            "/Shared/Abs.xcconfig": "INFOPLIST_KEY_UIUserInterfaceStyle = Light\nINFOPLIST_KEY_UIStatusBarStyle =\n",
        ]), log: &log)
        XCTAssertEqual(apps.apps.map { $0.interfaceStyle?.value }, [.dark, .light, nil])
        XCTAssertEqual(apps.apps.map(\.resources), [[], [], ["Repo/iOS/Widget"]], "a folder kept in step with the disk holds the target's catalogues")
        XCTAssertEqual(apps.apps.first?.infoPlistFile?.value, "Repo/iOS/App/Info.plist", "INFOPLIST_FILE is relative to the project's folder too")
        XCTAssertNil(apps.apps[1].statusBarStyle, "an empty value writes no key, and is said nothing of")
        XCTAssertEqual(TestSupport.lines(log.entries).map { String($0.prefix(118)) }, [
            "Repo/App.xcodeproj/project.pbxproj:18:123: note: the build configuration file 'Repo/iOS/Widget/Config/Widget.xcconfig'",
        ])
    }
}
