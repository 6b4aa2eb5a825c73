/// The Info.plist asks for the compatibility design, which the iOS 27 SDK no longer grants.
struct DesignCompatExpiringRule: Rule {
    static let description = DiagnosticKind(
        id: "design-compat-expiring", severity: .warning,
        rationale: """
            An Info.plist among the inputs sets UIDesignRequiresCompatibility to YES. Apple calls the key temporary: \
            with the iOS 26 SDK it keeps the legacy bar, but "the system ignores this key when you build for iOS 27 or \
            later", and the app then gets Liquid Glass whatever the key says. With the iOS 26 SDK the legacy look \
            lasts only until the app moves to the iOS 27 SDK; with SDK 27 or later it is already gone. navgen checks \
            the glass design too when the key no longer holds (--sdk 27.0).
            """,
        nonTriggeringExamples: [
            RuleExample(["app.nav.xml": map, "Info.plist": plist("<false/>")], sdk: "26.0"),
            // The legacy design alone, from an SDK before 26, with no key to expire.
            RuleExample(["app.nav.xml": map], sdk: "18.0"),
        ],
        triggeringExamples: [
            RuleExample(["app.nav.xml": map, "Info.plist": plist("↓<true/>")], sdk: "26.0"),
            RuleExample(["app.nav.xml": map, "Info.plist": plist("↓<true/>")]),
        ])

    private static let map = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home"/>
        </navigation>
        """

    private static func plist(_ value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>CFBundleName</key>
          <string>Reader</string>
          <key>UIDesignRequiresCompatibility</key>
          \(value)
        </dict>
        </plist>
        """
    }
}

extension DesignCompatExpiringRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        guard let key = model.build.requiresCompatibility, key.value else { return [] }
        let sdk = model.build.sdk
        let major = BuildDesigns.major(sdk) ?? 0
        let message = switch major {
        case 27...:
            "UIDesignRequiresCompatibility is ignored when the app builds with the iOS \(sdk) SDK: it gets Liquid Glass; remove the key "
                + "and design for glass"
        case 26:
            "UIDesignRequiresCompatibility keeps the legacy bar only until the app builds with the iOS 27 SDK, which ignores it; "
                + "design for Liquid Glass now (navgen checks it with --sdk 27.0)"
        default:
            "UIDesignRequiresCompatibility has no effect with the iOS \(sdk) SDK, and from the iOS 27 SDK on the system ignores it; "
                + "design for Liquid Glass (navgen checks it with --sdk 27.0)"
        }
        return [violation(at: key.location, message, disabledRules: [])]
    }
}
