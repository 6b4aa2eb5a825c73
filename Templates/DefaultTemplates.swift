import Foundation

/// Locates navgen's default templates, shipped as this target's resource bundle.
public enum DefaultTemplates {
    /// The folder holding the default `*.mustache` templates.
    public static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Default")
    }
}
