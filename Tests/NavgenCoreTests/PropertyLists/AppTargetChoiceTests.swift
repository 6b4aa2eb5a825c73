import XCTest
@testable import NavgenCore

/// A project with an app target per brand (`App`, `Other`), each with its Info.plist file (named by the target's name,
/// as white-label projects do), build settings and asset catalogue: `--app-target` makes one of them the app.
final class AppTargetChoiceTests: XCTestCase {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                P0 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, T2);};
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application";};
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Other; productType = "com.apple.product-type.application";};
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release;};
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};
                C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release;};
                C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist"; ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;}; name = Release;};
                C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(PRODUCT_NAME)/Info.plist"; GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIUserInterfaceStyle = Light;}; name = Release;};
            };
            rootObject = P0;
        }
        """

    private static let purple = NavigationColor(red: 0.5, green: 0, blue: 0.5)

    private func analyse(appTarget: String?, buildingTarget: String? = nil) throws -> Navgen.Result {
        try TestSupport.analyse([
            "Brands.xcodeproj/project.pbxproj": Self.project,
            "Shared/app.nav.xml": "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n",
            "App/Info.plist": DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Dark</string>"),
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": AppTintTests.colorSet(light: Self.purple, dark: Self.purple),
            "Other/Info.plist": DiagnosticKind.propertyList("<key>CFBundleName</key>\n  <string>Other</string>"),
            "Other/Assets.xcassets/AccentColor.colorset/Contents.json": AppTintTests.colorSet(light: AppTintTests.orange, dark: AppTintTests.orange),
        ], self, appTarget: appTarget, buildingTarget: buildingTarget)
    }

    func testTheNamedTargetIsTheApp() throws {
        let other = try analyse(appTarget: "Other")
        XCTAssertEqual(other.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(other.model?.appWide.interfaceStyle?.value, .light, "the other target's settings, not App's Info.plist")
        let bar = try XCTUnwrap(other.model?.screen("home")?.appearances.values.first)
        XCTAssertEqual(bar.effectiveTintColor(in: .legacy), AppTintTests.orange, "the colour set in the chosen target's folder")

        let app = try analyse(appTarget: "App")
        XCTAssertEqual(app.model?.appWide.interfaceStyle?.value, .dark)
        XCTAssertEqual(try XCTUnwrap(app.model?.screen("home")?.appearances.values.first).effectiveTintColor(in: .legacy), Self.purple)
        XCTAssertEqual(app.diagnostics.filter { $0.rule == "no-effect" }.map(\.message), [], "one app: nothing disagrees")
    }

    /// The chosen target's Info.plist is the file it names: one no target names is not read for it, and the file it
    /// names, where the inputs lack it, is a note.
    func testOnlyTheInfoPlistTheTargetNamesIsItsOwn() throws {
        let result = try TestSupport.analyse([
            "Brands.xcodeproj/project.pbxproj": Self.project,
            "Shared/app.nav.xml": "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n",
            "Stray/Info.plist": DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Dark</string>"),
        ], self, appTarget: "App")
        XCTAssertNil(result.model?.appWide.interfaceStyle, "the stray Info.plist is no target's")
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "build-settings-not-in-inputs" }), [
            "Brands.xcodeproj/project.pbxproj:11:77: note: the Info.plist file 'App/Info.plist' that the app target 'App' names is "
                + "not among the inputs, so navgen reads only the target's build settings; add it to the inputs [build-settings-not-in-inputs]",
        ])
    }

    /// The base of `navgen diff` may predate the target: it reads every app as one.
    func testADiffsBaseWithoutTheTargetReadsEveryApp() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"
        try TestSupport.write(["Brands.xcodeproj/project.pbxproj": Self.project.replacingOccurrences(of: "name = Other;", with: "name = Old;"),
                               "app.nav.xml": map], in: folder.appendingPathComponent("base"))
        try TestSupport.write(["Brands.xcodeproj/project.pbxproj": Self.project, "app.nav.xml": map], in: folder.appendingPathComponent("head"))
        var options = Navgen.Options(inputs: [folder.appendingPathComponent("head").path])
        options.appTarget = "Other"
        XCTAssertNoThrow(try NavgenDiff.compare(base: folder.appendingPathComponent("base").path, options: options))
    }

    /// Brands that share their code and Info.plist and keep an asset catalogue each: the project says which target
    /// copies which catalogue, and the chosen target's colour sets are the app's.
    func testTheChosenTargetsCataloguesAreTheApps() throws {
        let project = """
            {
                objects = {
                    P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2);};
                    G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>";};
                    G1 = {isa = PBXGroup; children = (A1, B1); path = Brands; sourceTree = "<group>";};
                    A1 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = A/Assets.xcassets; sourceTree = "<group>";};
                    B1 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = B/Assets.xcassets; sourceTree = "<group>";};
                    A2 = {isa = PBXBuildFile; fileRef = A1;};
                    B2 = {isa = PBXBuildFile; fileRef = B1;};
                    A3 = {isa = PBXResourcesBuildPhase; files = (A2);};
                    B3 = {isa = PBXResourcesBuildPhase; files = (B2);};
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (A3); name = BrandA; productType = "com.apple.product-type.application";};
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (B3); name = BrandB; productType = "com.apple.product-type.application";};
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release;};
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
                    C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release;};
                    C1 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES;}; name = Release;};
                };
                rootObject = P0;
            }
            """
        let files = [
            "Brands.xcodeproj/project.pbxproj": project,
            "Shared/app.nav.xml": "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n",
            "Brands/A/Assets.xcassets/AccentColor.colorset/Contents.json": AppTintTests.colorSet(light: Self.purple, dark: Self.purple),
            "Brands/B/Assets.xcassets/AccentColor.colorset/Contents.json": AppTintTests.colorSet(light: AppTintTests.orange, dark: AppTintTests.orange),
        ]
        for (target, tint) in [("BrandA", Self.purple), ("BrandB", AppTintTests.orange)] {
            let result = try TestSupport.analyse(files, self, appTarget: target)
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], target)
            XCTAssertEqual(try XCTUnwrap(result.model?.screen("home")?.appearances.values.first).effectiveTintColor(in: .legacy), tint, target)
        }
        // Without the option both brands are the app, and their two colour sets one name too many.
        let both = try TestSupport.analyse(files, self)
        XCTAssertEqual(both.diagnostics.filter { $0.rule == "duplicate-id" }.count, 1)
    }

    /// `inspect` says whose each Info.plist and app target is, and what each sets.
    func testInspectSaysWhichTargetIsTheApp() throws {
        let json = try JSONReader.parse(Array(InspectReport.render(analyse(appTarget: "Other")).utf8), path: "inspect")
        let lists = try XCTUnwrap(json["documents"]?.array).filter { $0["format"]?.string == "plist" }
        XCTAssertEqual(lists.map { list in ["target", "bundle", "userInterfaceStyle", "accentColorName"].map { list[$0]?.string ?? "-" } }, [
            ["-", "otherApp", "Dark", "-"],
            ["-", "app", "-", "-"],
            ["App", "otherApp", "-", "AccentColor"],
            ["Other", "app", "Light", "-"],
        ])
    }

    /// Without the option both apps are read as one, and the disagreement says how to choose.
    func testTwoAppsWithoutTheOptionSayHowToChoose() throws {
        let result = try analyse(appTarget: nil)
        XCTAssertEqual(result.model?.appWide.interfaceStyle?.value, .dark)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "no-effect" }), [
            "Brands.xcodeproj/project.pbxproj:12:175: warning: UIUserInterfaceStyle here has no effect: navgen reads one app, and "
                + "App/Info.plist, read first, sets it otherwise for every screen; name the app's target with --app-target, or run navgen "
                + "on each app's files apart [no-effect]",
        ])
    }

    func testATargetTheProjectsDoNotHaveIsAnError() throws {
        let result = try analyse(appTarget: "Othr")
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.severity == .error }), [
            "Brands.xcodeproj/project.pbxproj:1:1: error: --app-target names 'Othr', but the iOS app targets of the Xcode projects "
                + "among the inputs are 'App' and 'Other'; did you mean 'Other'? [input]",
        ])
        // A Mac app target of the name is not an iPhone app: the error says so, without a near name.
        let mac = Self.project
            .replacingOccurrences(of: "targets = (T1, T2);", with: "targets = (T1, T2, T3);")
            .replacingOccurrences(of: "    };\n    rootObject", with: """
                        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; name = Appa; productType = "com.apple.product-type.application";};
                        L3 = {isa = XCConfigurationList; buildConfigurations = (C3);};
                        C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx;}; name = Release;};
                    };
                    rootObject
                """)
        let macResult = try TestSupport.analyse(["Brands.xcodeproj/project.pbxproj": mac, "app.nav.xml": "<navigation>\n  <screen id=\"home\"/>\n</navigation>\n"],
                                                self, appTarget: "Appa")
        XCTAssertEqual(TestSupport.lines(macResult.diagnostics.filter { $0.severity == .error }), [
            "Brands.xcodeproj/project.pbxproj:1:1: error: --app-target names 'Appa', an app target for another platform (SDKROOT macosx), "
                + "but navgen reads iPhone and iPad apps; the iOS app targets of the Xcode projects among the inputs are 'App' and 'Other' [input]",
        ])
        let alone = try TestSupport.analyse(["app.nav.xml": "<navigation>\n  <screen id=\"home\"/>\n</navigation>\n"], self, appTarget: "App")
        XCTAssertEqual(alone.diagnostics.filter { $0.severity == .error }.map(\.message), [
            "--app-target names 'App', but no Xcode project among the inputs has an iOS app target; give navgen the project (its "
                + ".xcodeproj folder) or leave the option out",
        ])
    }

    /// The build plugin names the target it builds: an iOS app target of the inputs' projects is the app whatever
    /// `appTarget` says (each brand's build reads its own target); any other name leaves the choice to `appTarget`.
    func testTheTargetBeingBuiltIsTheAppWhereItIsAnAppTarget() throws {
        let building = try analyse(appTarget: "App", buildingTarget: "Other")
        XCTAssertEqual(building.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(building.model?.appWide.interfaceStyle?.value, .light)
        XCTAssertEqual(try XCTUnwrap(building.model?.screen("home")?.appearances.values.first).effectiveTintColor(in: .legacy), AppTintTests.orange)

        let framework = try analyse(appTarget: "App", buildingTarget: "BrandKit")
        XCTAssertEqual(framework.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(framework.model?.appWide.interfaceStyle?.value, .dark, "App, as appTarget says")

        let alone = try analyse(appTarget: nil, buildingTarget: "BrandKit")
        XCTAssertEqual(alone.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(alone.diagnostics.filter { $0.rule == "no-effect" }.count, 1, "every app as one, as without the option")
        // Where the target being built decides, a misspelt appTarget is no error, but a warning in every build.
        let misspelt = try analyse(appTarget: "Othr", buildingTarget: "Other")
        XCTAssertEqual(misspelt.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(TestSupport.lines(misspelt.diagnostics.filter { $0.rule == "no-effect" }), [
            "Brands.xcodeproj/project.pbxproj:1:1: warning: appTarget names 'Othr', which no Xcode project among the inputs has as an iOS "
                + "app target; it has no effect while the build names the target it builds ('Other'), but would elsewhere; did you mean "
                + "'Other'? [no-effect]",
        ])
        XCTAssertEqual(building.diagnostics.filter { $0.rule == "no-effect" }.map(\.message), [], "App is an app target")
    }

    /// Two projects with an app target of one name (an app and its sample app) are both the app: where their settings
    /// disagree, the warning says that the name cannot tell them apart.
    func testTwoProjectsAppTargetsOfOneNameSayToGiveOneProject() throws {
        let other = Self.project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light", with: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark")
        let result = try TestSupport.analyse([
            "Brands.xcodeproj/project.pbxproj": Self.project,
            "Sample/Brands.xcodeproj/project.pbxproj": other,
            "app.nav.xml": "<navigation>\n  <screen id=\"home\"/>\n</navigation>\n",
        ], self, appTarget: "Other")
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "no-effect" }), [
            "Sample/Brands.xcodeproj/project.pbxproj:12:175: warning: UIUserInterfaceStyle here has no effect: navgen reads one app, and "
                + "Brands.xcodeproj/project.pbxproj, read first, sets it otherwise for every screen; two Xcode projects among the inputs "
                + "have an app target 'Other'; give navgen one of them, or run navgen on each app's files apart [no-effect]",
        ])
    }
}
