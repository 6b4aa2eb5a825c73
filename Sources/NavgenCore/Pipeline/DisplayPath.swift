import Foundation

/// An input path as the generated headers show it: relative to the current folder when inside it, so
/// the same inputs give the same header on every machine.
func displayPath(_ path: String) -> String { displayPath(path, under: currentFolderPrefix()) }

/// `prefix` is `currentFolderPrefix()`, asked for once when thousands of paths are shown.
func displayPath(_ path: String, under prefix: String) -> String {
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
}

/// The current folder ending in `/`: what `displayPath` takes off the paths inside it.
func currentFolderPrefix() -> String {
    let current = FileManager.default.currentDirectoryPath
    return current.hasSuffix("/") ? current : current + "/"
}
