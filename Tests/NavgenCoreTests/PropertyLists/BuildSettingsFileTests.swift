import XCTest
@testable import NavgenCore

/// Build configuration files (`.xcconfig`) and the order in which Xcode layers settings: what an app sets there is read
/// as if the project held it.
final class BuildSettingsFileTests: XCTestCase {
    private static func parse(_ text: String, path: String = "Config/App.xcconfig") -> (BuildSettingsFile, [String]) {
        let file = BuildSettingsFile.parse(Array(text.utf8), path: path)
        return (file, TestSupport.lines(file.problems))
    }

    private static func settings(_ file: BuildSettingsFile) -> [String] {
        file.lines.map { line in
            switch line {
            case .setting(let setting):
                let conditions = setting.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
                return "\(setting.name)\(conditions) = \(setting.value.value) @\(setting.value.location.line):\(setting.value.location.column)"
            case .include(let path, let optional):
                return "include\(optional ? "?" : "") \(path.value) @\(path.location.line):\(path.location.column)"
            }
        }
    }

    func testALineIsASettingAnIncludeOrAComment() {
        let (file, problems) = Self.parse("""
            \u{FEFF}// App.xcconfig
            #include "../Shared/Base.xcconfig"
            #include? "Local.xcconfig"   // a developer's own
            INFOPLIST_KEY_UIUserInterfaceStyle = Dark;
              ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME=Brand // the brand's
            INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*][config=Release] = UIStatusBarStyleLightContent\r
            OTHER_FLAGS [sdk=iphoneos*,arch=arm64] = -x
            EMPTY =
            URL = https://example.com
            # include "Spaced.xcconfig"
            LIST = a \\
              b
            OLD = 1\rMAC = 2

            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(Self.settings(file), [
            "include Shared/Base.xcconfig @2:11",
            "include? Config/Local.xcconfig @3:12",
            "INFOPLIST_KEY_UIUserInterfaceStyle = Dark @4:38",
            "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Brand @5:50",
            "INFOPLIST_KEY_UIStatusBarStyle[sdk=iphoneos*][config=Release] = UIStatusBarStyleLightContent @6:65",
            // A comma is part of the pattern, as Xcode reads a condition: one SDK pattern that no SDK matches.
            "OTHER_FLAGS[sdk=iphoneos*,arch=arm64] = -x @7:42",
            "EMPTY =  @8:8",
            // `//` starts a comment anywhere, as Xcode reads it.
            "URL = https: @9:7",
            "include Config/Spaced.xcconfig @10:12",
            "LIST = a b @11:8",
            "OLD = 1 @13:7",
            "MAC = 2 @14:7",
        ])
    }

    func testALineThatIsNoSettingIsSaidAndLeftOut() {
        let (file, problems) = Self.parse("GOOD = 1\n  1BAD = 2\n#import \"x.xcconfig\"\nS[bogus] = x\nT[] = y\nU[=x] = 1\n#include \"a.xcconfig\" \\\nNEXT = 2\n")
        // A `\` ends no directive: the line after it stands on its own.
        XCTAssertEqual(Self.settings(file), ["GOOD = 1 @1:8", "NEXT = 2 @8:8"])
        let message = "navgen cannot read this line of a build configuration file, so it reads the file without it; write a setting "
            + "as NAME = value or NAME[sdk=iphoneos*] = value, or a file to include as #include \"file.xcconfig\" [unsupported]"
        XCTAssertEqual(problems, ["2:3", "3:1", "4:1", "5:1", "6:1", "7:1"].map { "Config/App.xcconfig:\($0): warning: " + message })
    }

    private static func levels(_ levels: [[BuildSetting]], configuration: String) -> BuildSettingLevels {
        BuildSettingLevels(levels: levels.map { BuildSettingLevels.level($0, configuration: configuration) })
    }

    private static func setting(_ key: String, _ value: String, line: Int = 1) -> BuildSetting {
        BuildSetting(key: key, value: Located(value, at: SourceLocation(file: "f", line: line, column: 1)))!
    }

    /// The target's settings over its file over the project's settings over the project's file; in each, the last
    /// setting whose conditions hold, as Xcode takes it.
    func testTheLastSettingThatHoldsWins() {
        let levels = [
            [Self.setting("A", "project file"), Self.setting("B", "project file"), Self.setting("C", "project file"), Self.setting("D", "project file")],
            [Self.setting("B", "project"), Self.setting("C", "project")],
            [Self.setting("C", "target file"), Self.setting("C[sdk=iphoneos*]", "target file, iPhone"), Self.setting("C", "target file, later")],
            [Self.setting("D[sdk=macosx*]", "target, Mac"), Self.setting("D[config=Debug]", "target, Debug"), Self.setting("D[arch=x86_64]", "target, Intel")],
        ]
        let settings = Self.levels( levels, configuration: "Release")
        XCTAssertEqual(["A", "B", "C", "D", "E"].map { settings.value(of: $0)?.value }, ["project file", "project", "target file, later", "project file", nil])
        XCTAssertEqual(Self.levels( levels, configuration: "Debug").value(of: "D")?.value, "target, Debug")
        let patterns = Self.levels( [[
            Self.setting("A[config=*Rel*se]", "matched"), Self.setting("B[config=R*x]", "not"), Self.setting("C[arch=arm6?]", "arm"),
            Self.setting("D[variant=*]", "any variant"), Self.setting("E[variant=normal]", "not"),
        ]], configuration: "AppRelease")
        XCTAssertEqual(["A", "B", "C", "D", "E"].map { patterns.value(of: $0)?.value }, ["matched", nil, "arm", "any variant", nil])
    }

    /// `$(inherited)` is the setting of its name before it; `$(NAME)` and `${NAME}` another setting's; Xcode's own names
    /// stay as written, as does a value that replacing would make too long to be a name or a flag.
    func testReferencesAreExpanded() {
        let long = String(repeating: "x", count: 600)
        let settings = Self.levels( [
            [Self.setting("STYLE", "Dark"), Self.setting("LIST", "a")],
            [Self.setting("LIST", "$(inherited) b"), Self.setting("KEY", "${STYLE}"), Self.setting("NAME", "$(PRODUCT_NAME)")],
            [Self.setting("LOOP", "$(LOOP2)"), Self.setting("LOOP2", "$(LOOP)"), Self.setting("EMPTY", "$(inherited)"),
             Self.setting("LONG", long), Self.setting("TWICE", "$(LONG)$(LONG)"), Self.setting("LIST[sdk=iphoneos*]", "$(inherited) c")],
        ], configuration: "Release")
        XCTAssertEqual(["LIST", "KEY", "NAME", "EMPTY", "TWICE"].map { settings.value(of: $0)?.value },
                       ["a b c", "Dark", "$(PRODUCT_NAME)", "", "$(LONG)$(LONG)"])
        XCTAssertEqual(settings.value(of: "LIST")?.location.line, 1)
        XCTAssertEqual(settings.value(of: "LOOP")?.value.hasPrefix("$("), true, "a loop ends, as written")
    }

    /// A project's and a target's configuration files, found through the project's groups, and the files they include.
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2);};
                G0 = {isa = PBXGroup; children = (G1, F3, S0); sourceTree = "<group>";};
                G1 = {isa = PBXGroup; children = (G2); path = App; sourceTree = "<group>";};
                G2 = {isa = PBXGroup; children = (F1); name = Configuration; sourceTree = "<group>";};
                F1 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>";};
                F2 = {isa = PBXFileReference; path = Shared/Project.xcconfig; sourceTree = SOURCE_ROOT;};
                F3 = {isa = PBXFileReference; path = "Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig"; sourceTree = "<group>";};
                S0 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>";};
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application";};
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Widget; productType = "com.apple.product-type.app-extension";};
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release;};
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};
                C0 = {isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = {SDKROOT = iphoneos;}; name = Release;};
                C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {INFOPLIST_KEY_UIStatusBarHidden = NO;}; name = Release;};
                C2 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S0; baseConfigurationReferenceRelativePath = Config/Widget.xcconfig; buildSettings = {}; name = Release;};
            };
            rootObject = P0;
        }
        """

    private static let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"

    func testAnAppsConfigurationFilesAreReadAsItsSettings() throws {
        let purple = NavigationColor(red: 0.5, green: 0, blue: 0.5)
        let result = try TestSupport.analyse([
            "App.xcodeproj/project.pbxproj": Self.project,
            "App/app.nav.xml": Self.map,
            "App/App.xcconfig": "#include \"../Shared/Base.xcconfig\"\nINFOPLIST_KEY_UIUserInterfaceStyle = $(APP_STYLE)\n",
            "Shared/Base.xcconfig": "GENERATE_INFOPLIST_FILE = YES\nAPP_STYLE = Dark\nASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Brand\n",
            "Shared/Project.xcconfig": "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor\nINFOPLIST_KEY_UIStatusBarHidden = YES\n",
            "App/Assets.xcassets/Brand.colorset/Contents.json": AppTintTests.colorSet(light: purple, dark: purple),
            "Widget/Config/Widget.xcconfig": "INFOPLIST_FILE = Widget/Info.plist\n",
            "Widget/Info.plist": DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Light</string>"),
        ], self)
        let reading = ["unsupported", "no-effect", "build-settings-not-in-inputs", "accent-color-not-in-inputs"]
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { reading.contains($0.rule) }), [])
        XCTAssertEqual(result.model?.appWide.interfaceStyle?.value, .dark, "the widget's Info.plist, which its file names, is not the app's")
        XCTAssertEqual(result.model?.appWide.interfaceStyle?.location.file.hasSuffix("/App/App.xcconfig"), true)
        let bar = try XCTUnwrap(result.model?.screen("home")?.appearances[Variant(mode: "dark", design: .legacy)])
        XCTAssertEqual(bar.effectiveTintColor(in: .legacy), purple, "the accent colour from the included file, over the project's file")
        XCTAssertTrue(result.inputFiles.contains { $0.hasSuffix("Shared/Base.xcconfig") })
    }

    func testAFileNotAmongTheInputsIsANote() throws {
        let result = try TestSupport.analyse([
            "App.xcodeproj/project.pbxproj": Self.project,
            "App/app.nav.xml": Self.map,
            "App/App.xcconfig": "#include \"Missing.xcconfig\"\n#include? \"Optional.xcconfig\"\nASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Brand\n",
        ], self)
        // The accent colour's setting is named as it is written.
        XCTAssertEqual(result.diagnostics.first { $0.rule == "accent-color-not-in-inputs" }?.message.hasPrefix(
            "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names the colour set 'Brand'"), true)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "build-settings-not-in-inputs" }), [
            "App.xcodeproj/project.pbxproj:17:72: note: the build configuration file 'Shared/Project.xcconfig' is not among the "
                + "inputs, so navgen reads none of its settings, where an app can set its Info.plist keys and accent colour; add it "
                + "to the inputs, or turn the note off where the file is generated or kept out of the repository [build-settings-not-in-inputs]",
            "App/App.xcconfig:1:11: note: the build configuration file 'App/Missing.xcconfig' is not among the inputs, so navgen "
                + "reads none of its settings, where an app can set its Info.plist keys and accent colour; add it to the inputs, or "
                + "turn the note off where the file is generated or kept out of the repository [build-settings-not-in-inputs]",
        ])
    }
}
