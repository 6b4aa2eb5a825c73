import Foundation
import NavgenCore

/// `--depfile <file>`: the files a run read, in the Make syntax that Make, Ninja and Xcode's script phases
/// (`DEPENDENCY_FILE`) read, so that a build system reruns navgen when any of them changes.
///
/// The targets are the files written, in navgen's order (Ninja wants the first to be its edge's first output); the
/// prerequisites are the files read, one a line. A file that does not exist yet is not there to list: a build system
/// sees a new input file through the folder it is added to (see docs/build-systems.md).
struct Depfile {
    var targets: [String]
    var prerequisites: [String]

    var text: String {
        targets.map(Self.escaped).joined(separator: " ") + ":" + prerequisites.map { " \\\n  " + Self.escaped($0) }.joined() + "\n"
    }

    /// A path as Make and Ninja read it back: a space or `#` after a backslash, `$` doubled (as GCC writes them).
    static func escaped(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case " ", "#": escaped += "\\" + String(character)
            case "$": escaped += "$$"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Why one of `paths` cannot be listed, if one cannot: Make's syntax has no way to write a line break.
    static func unlistable(_ paths: [String]) -> String? {
        paths.first { $0.contains(where: \.isNewline) }.map { "cannot list '\($0)' in a depfile: its path holds a line break" }
    }

    /// Why `depfile` may not be written there: inside an input folder, a later run could read it.
    static func problem(with depfile: String, inputs: [String]) -> String? {
        let file = OutputWriter.canonical(depfile)
        for input in inputs {
            let folder = OutputWriter.canonical(input)
            if file == folder || file.hasPrefix(folder + "/") {
                return "--depfile '\(depfile)' is inside the input '\(input)'; write it beside the output instead"
            }
        }
        return nil
    }

    /// Writes the file whole or not at all, making its folder, as `--out`'s are made: a build system names a path it has
    /// not made.
    func write(to path: String) throws(ExitStatus) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            printError("error: cannot write the depfile '\(path)': \(error.localizedDescription)")
            throw ExitStatus(code: 2)
        }
    }
}
