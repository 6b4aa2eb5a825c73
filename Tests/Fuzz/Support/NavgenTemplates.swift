import Foundation

/// Stands in for SwiftPM's resource-bundle target when the fuzzers compile NavgenCore with swiftc:
/// `Bundle.module` only exists in a SwiftPM build. The harnesses never load the default templates,
/// but `TemplateSet` names this type, so it must exist; it points at the checked-in folder.
public enum DefaultTemplates {
    public static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/Default")
    }
}
