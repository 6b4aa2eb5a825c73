import Foundation

/// The navgen.json keys whose values are paths, and where those paths start.
///
/// This file is compiled into navgen and into both plugins (each has a symbolic link to it: a plugin cannot depend on
/// a library), so that the command line and the plugins agree on which keys are paths and what they are relative to.
enum ConfigPathKey: String {
    /// The token and navigation files or folders to read.
    case inputs
    /// A folder of templates that replace the default ones.
    case templates
    /// The folder to write (`--out`).
    case output

    /// `path` as navgen opens it: an absolute path as it is, else relative to `folder`, the config's folder.
    static func resolve(_ path: String, in folder: String) -> String {
        folder.isEmpty || path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }
}
