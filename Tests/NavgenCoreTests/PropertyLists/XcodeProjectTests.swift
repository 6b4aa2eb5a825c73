import XCTest
@testable import NavgenCore

/// An Xcode project that generates its Info.plist keeps the keys as build settings (`INFOPLIST_KEY_…`) and the accent
/// colour's name in `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`: navgen reads them for each app target, in its
/// default configuration, over the project's own settings.
final class XcodeProjectTests: XCTestCase {
    /// An app target and a widget's, as Xcode writes a project: the Debug configuration says Dark and another accent
    /// colour, the widget Dark, the project hides no status bar.
    static let project = """
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {

/* Begin PBXNativeTarget section */
		A1000001 /* App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = A1000010 /* Build configuration list for PBXNativeTarget "App" */;
			buildPhases = (
			);
			name = App;
			productName = App;
			productType = "com.apple.product-type.application";
		};
		A1000002 /* Widget */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = A1000020 /* Build configuration list for PBXNativeTarget "Widget" */;
			name = Widget;
			productType = "com.apple.product-type.app-extension";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		A1000000 /* Project object */ = {
			isa = PBXProject;
			buildConfigurationList = A1000030 /* Build configuration list for PBXProject "App" */;
			developmentRegion = en;
			knownRegions = (
				en,
				Base,
			);
			targets = (
				A1000001 /* App */,
				A1000002 /* Widget */,
			);
		};
/* End PBXProject section */

/* Begin XCBuildConfiguration section */
		A1000011 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_UIUserInterfaceStyle = Dark;
			};
			name = Debug;
		};
		A1000012 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Brand;
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent;
				INFOPLIST_KEY_UIUserInterfaceStyle = Light;
				INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO;
				PRODUCT_BUNDLE_IDENTIFIER = "com.example.app";
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		A1000021 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				INFOPLIST_KEY_UIUserInterfaceStyle = Dark;
			};
			name = Release;
		};
		A1000031 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				INFOPLIST_KEY_UIStatusBarHidden = NO;
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		A1000010 /* Build configuration list for PBXNativeTarget "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				A1000011 /* Debug */,
				A1000012 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		A1000020 /* Build configuration list for PBXNativeTarget "Widget" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				A1000021 /* Release */,
			);
			defaultConfigurationName = Release;
		};
		A1000030 /* Build configuration list for PBXProject "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				A1000031 /* Release */,
			);
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */
	};
	rootObject = A1000000 /* Project object */;
}
"""

    private static func read(_ text: String) -> ([PropertyListDocument], [String]) {
        var log = DiagnosticLog()
        let project = XcodeProjectReader.read(Array(text.utf8), path: "App.xcodeproj/project.pbxproj", log: &log)
        return (XcodeProjectReader.apps(of: project, files: [:], log: &log).apps, TestSupport.lines(log.entries))
    }

    func testTheAppTargetsReleaseSettingsAreItsInfoPlistKeys() throws {
        let (documents, problems) = Self.read(Self.project)
        // Xcode writes no UIViewControllerBasedStatusBarAppearance from a build setting, as projects report.
        XCTAssertEqual(problems, [
            "App.xcodeproj/project.pbxproj:60:62: warning: INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance is not among the keys "
                + "Xcode's build system writes into the Info.plist it generates, as projects report, so navgen reads the key as not set; "
                + "put UIViewControllerBasedStatusBarAppearance in an Info.plist file (INFOPLIST_FILE) to set it [no-effect]",
        ])
        let app = try XCTUnwrap(documents.first)
        XCTAssertEqual(documents.count, 1, "the widget's target is not the app")
        XCTAssertEqual(app.bundle, .app)
        XCTAssertEqual(app.interfaceStyle, Located(.light, at: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 59, column: 42)))
        XCTAssertNil(app.controllerBasedStatusBar)
        XCTAssertEqual(app.statusBarStyle?.value, .lightContent)
        XCTAssertEqual(app.statusBarHidden?.value, false, "from the project's own settings")
        XCTAssertEqual(app.accentColorName?.value, .colorSet("Brand"))
        XCTAssertEqual(app.developmentRegion, "en")
    }

    /// A target that does not generate its Info.plist takes its keys from its file: Xcode ignores the settings then, but
    /// not the accent colour's.
    func testTheKeysAreReadOnlyWhereXcodeGeneratesTheInfoPlist() throws {
        let (documents, problems) = Self.read(Self.project.replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES;", with: "GENERATE_INFOPLIST_FILE = NO;"))
        XCTAssertEqual(problems, [])
        XCTAssertNil(documents.first?.interfaceStyle)
        XCTAssertNil(documents.first?.statusBarStyle)
        XCTAssertEqual(documents.first?.accentColorName?.value, .colorSet("Brand"))
    }

    /// The project says whose each Info.plist file is, where the file's keys cannot (a test bundle's package type is
    /// `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`), and a target's settings add to the file it names: one app, the file first.
    func testTheProjectSaysWhoseInfoPlistFilesAre() throws {
        let project = Self.project
            .replacingOccurrences(of: "INFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent;",
                                  with: "INFOPLIST_FILE = App/Info.plist;\n\t\t\t\tINFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent;")
            .replacingOccurrences(of: "\"com.apple.product-type.app-extension\"", with: "\"com.apple.product-type.bundle.unit-test\"")
            .replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;\n\t\t\t};\n\t\t\tname = Release;",
                                  with: "INFOPLIST_FILE = \"$(SRCROOT)/AppTests/Info.plist\";\n\t\t\t};\n\t\t\tname = Release;")
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"
        let purple = NavigationColor(red: 0.5, green: 0, blue: 0.5)
        let result = try TestSupport.analyse([
            "App.xcodeproj/project.pbxproj": project,
            "App/app.nav.xml": map,
            "App/Info.plist": DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Dark</string>"),
            "App/Assets.xcassets/Brand.colorset/Contents.json": AppTintTests.colorSet(light: purple, dark: purple),
            "AppTests/Info.plist": DiagnosticKind.propertyList("<key>CFBundlePackageType</key>\n  <string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>"),
            "AppTests/Assets.xcassets/Brand.colorset/Contents.json": AppTintTests.colorSet(light: AppTintTests.orange, dark: AppTintTests.orange),
        ], self)
        XCTAssertEqual(result.diagnostics.filter { ["duplicate-id", "no-effect"].contains($0.rule) }.map(\.message), [
            "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance is not among the keys Xcode's build system writes into the Info.plist "
                + "it generates, as projects report, so navgen reads the key as not set; put UIViewControllerBasedStatusBarAppearance in an "
                + "Info.plist file (INFOPLIST_FILE) to set it",
        ])
        XCTAssertEqual(result.model?.appWide.interfaceStyle?.value, .dark, "the Info.plist file before the settings")
        let bar = try XCTUnwrap(result.model?.screen("home")?.appearances[Variant(mode: "dark", design: .legacy)])
        XCTAssertEqual(bar.effectiveTintColor(in: .legacy), purple)
    }

    /// A setting for the iPhone SDK is the one Xcode takes there, wherever the project writes it: Xcode reads a
    /// configuration's settings in the order of their keys.
    func testASettingForTheIPhoneSDKWins() {
        let conditional = Self.project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;",
                                                            with: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;\n\t\t\t\t\"INFOPLIST_KEY_UIUserInterfaceStyle[sdk=iphoneos*]\" = Dark;")
        XCTAssertEqual(Self.read(conditional).0.first?.interfaceStyle?.value, .dark)
        let before = Self.project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;",
                                                       with: "\"INFOPLIST_KEY_UIUserInterfaceStyle[sdk=iphoneos*]\" = Dark;\n\t\t\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Light;")
        XCTAssertEqual(Self.read(before).0.first?.interfaceStyle?.value, .dark)
    }

    /// An empty accent colour's name names no colour set; another empty key writes nothing.
    func testAnEmptyAccentColourNamesNoColourSet() {
        let empty = Self.project.replacingOccurrences(of: "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = Brand;",
                                                      with: "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \"\";")
            .replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;", with: "INFOPLIST_KEY_UIUserInterfaceStyle = \"\";")
        let (documents, problems) = Self.read(empty)
        XCTAssertEqual(documents.first?.accentColorName?.value, .noColorSet)
        XCTAssertNil(documents.first?.interfaceStyle)
        XCTAssertFalse(problems.contains { $0.contains("UIUserInterfaceStyle") }, "\(problems)")
    }

    /// An interface style UIKit does not know is the app's to ignore, as UIKit does: said where it is written.
    func testAnUnknownInterfaceStyleIsSaid() {
        let unknown = Self.project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;", with: "INFOPLIST_KEY_UIUserInterfaceStyle = Lite;")
        let (documents, problems) = Self.read(unknown)
        XCTAssertNil(documents.first?.interfaceStyle)
        XCTAssertTrue(problems.contains(
            "App.xcodeproj/project.pbxproj:59:42: warning: INFOPLIST_KEY_UIUserInterfaceStyle 'Lite' is none of Light, Dark and Automatic, "
                + "so the app follows the user's setting, as navgen checks it; set it to Light or Dark to keep one style [no-effect]"), "\(problems)")
    }

    /// A Mac app's target is not the iPhone app's.
    func testAMacAppsTargetIsLeftOut() {
        let mac = Self.project.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "SDKROOT = macosx;")
        XCTAssertEqual(Self.read(mac).0.count, 0)
        // Its Info.plist file is another app's.
        var log = DiagnosticLog()
        let project = XcodeProjectReader.read(Array(mac.replacingOccurrences(of: "PRODUCT_BUNDLE_IDENTIFIER", with: "INFOPLIST_FILE = Mac/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER").utf8),
                                              path: "App.xcodeproj/project.pbxproj", log: &log)
        XCTAssertEqual(XcodeProjectReader.apps(of: project, files: [:], log: &log).infoPlistKinds, ["Mac/Info.plist": .otherApp])
    }

    /// An Info.plist file the app shares with another target (its widget's, here) is the app's.
    func testAnInfoPlistTheAppSharesIsTheApps() {
        let shared = Self.project.replacingOccurrences(of: "PRODUCT_BUNDLE_IDENTIFIER", with: "INFOPLIST_FILE = Shared/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER")
            .replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;\n\t\t\t};\n\t\t\tname = Release;",
                                  with: "INFOPLIST_FILE = Shared/Info.plist;\n\t\t\t};\n\t\t\tname = Release;")
        var log = DiagnosticLog()
        let project = XcodeProjectReader.read(Array(shared.utf8), path: "App.xcodeproj/project.pbxproj", log: &log)
        XCTAssertEqual(XcodeProjectReader.apps(of: project, files: [:], log: &log).infoPlistKinds, ["Shared/Info.plist": .app])
    }

    /// A setting navgen cannot expand is read as not set; a project it cannot read is said where, and gives nothing.
    func testWhatCannotBeReadIsSaid() throws {
        let setting = Self.project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;",
                                                        with: "INFOPLIST_KEY_UIUserInterfaceStyle = \"$(STYLE)\";")
        let (documents, problems) = Self.read(setting)
        XCTAssertNil(documents.first?.interfaceStyle)
        XCTAssertTrue(problems.contains(
            "App.xcodeproj/project.pbxproj:59:42: warning: INFOPLIST_KEY_UIUserInterfaceStyle is the build setting '$(STYLE)', which "
                + "navgen cannot expand; it assumes the key is not set [unsupported]"), "\(problems)")
        let broken = Self.read(Self.project.replacingOccurrences(of: "name = Release;\n\t\t};\n\t\tA1000021", with: "name = Release\n\t\t};\n\t\tA1000021"))
        XCTAssertEqual(broken.0.count, 0)
        XCTAssertEqual(broken.1, [
            "App.xcodeproj/project.pbxproj:65:3: warning: navgen cannot read this Xcode project (';' expected after the value of 'name'), so it "
                + "reads none of the Info.plist keys its build settings hold; open and save it in Xcode, or leave it out of the inputs [unsupported]",
        ])
    }

    /// A folder's walk finds the project inside its `.xcodeproj`, and the app's screens take what its settings say.
    func testAFolderWithTheProjectReadsItsSettings() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"
        let result = try TestSupport.analyse(["App.xcodeproj/project.pbxproj": Self.project, "App/app.nav.xml": map], self)
        XCTAssertTrue(result.inputFiles.contains { $0.hasSuffix("App.xcodeproj/project.pbxproj") })
        XCTAssertEqual(result.model?.appWide.interfaceStyle?.value, .light)
        XCTAssertNil(result.model?.appWide.statusBarStyle, "view controllers still choose theirs")
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "accent-color-not-in-inputs" }), [
            "App.xcodeproj/project.pbxproj:56:54: note: ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names the colour set 'Brand', "
                + "which is in no asset catalogue among the inputs, so navgen draws and checks bar buttons in the system blue; give navgen "
                + "the asset catalogue that holds it [accent-color-not-in-inputs]",
        ])
    }
}
