/// A build configuration file (`.xcconfig`), as Xcode reads it: one setting per line, `NAME = value` with conditions
/// after the name as in a project (`NAME[sdk=iphoneos*] = value`), `//` starting a comment anywhere on a line, a `;` at
/// a line's end ignored, and `#include "path"` (`#include?` for a file that may be missing) reading another file, named
/// relative to this one, where it stands.
/// ([Configuration settings file format](https://help.apple.com/xcode/mac/current/en.lproj/dev745c5c974.html))
struct BuildSettingsFile: Sendable {
    enum Line: Sendable {
        case setting(BuildSetting)
        /// The included file's path, as the inputs' paths are written, where its name is written.
        case include(Located<String>, optional: Bool)
    }

    var path: String
    var lines: [Line] = []

    static func parse(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> BuildSettingsFile {
        var file = BuildSettingsFile(path: path)
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        for (number, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            // Columns count bytes from the line's start, the first line's from the byte-order mark.
            if let parsed = parseLine(line, in: path, line: number + 1, start: number == 0 ? 0 : line.startIndex, log: &log) {
                file.lines.append(parsed)
            }
        }
        return file
    }

    private static func parseLine(_ line: ArraySlice<UInt8>, in path: String, line number: Int, start: Int,
                                  log: inout DiagnosticLog) -> Line? {
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: path, line: number, column: index - start + 1)
        }
        let slash = UInt8(ascii: "/")
        let end = line.indices.first { line[$0] == slash && $0 + 1 < line.endIndex && line[$0 + 1] == slash } ?? line.endIndex
        let content = trimmed(line[..<end])
        guard let first = content.first else { return nil }
        let text = String(decoding: content, as: UTF8.self)
        if first == UInt8(ascii: "#") {
            for (directive, optional) in [("#include?", true), ("#include", false)] where text.hasPrefix(directive) {
                let rest = trimmed(content.dropFirst(directive.utf8.count))
                guard rest.count >= 2, rest.first == UInt8(ascii: "\""), rest.last == UInt8(ascii: "\"") else { break }
                let name = String(decoding: rest.dropFirst().dropLast(), as: UTF8.self)
                return .include(Located(SourceFiles.path(name, relativeTo: path), at: location(rest.startIndex + 1)), optional: optional)
            }
        } else if let equals = assignment(in: content),
                  case let key = String(decoding: trimmed(content[..<equals]), as: UTF8.self), isSettingKey(key) {
            var value = trimmed(content[(equals + 1)...])
            if value.last == UInt8(ascii: ";") { value = trimmed(value.dropLast()) }
            let valueStart = value.isEmpty ? equals + 1 : value.startIndex
            return .setting(BuildSetting(key: key, value: Located(String(decoding: value, as: UTF8.self), at: location(valueStart))))
        }
        log.report(.unsupported, at: location(content.startIndex), """
            navgen cannot read this line of a build configuration file, so it reads the file without it; write a \
            setting as NAME = value, or a file to include as #include "file.xcconfig"
            """)
        return nil
    }

    /// Where the `=` between a setting's name and its value stands: the first outside the conditions' brackets.
    private static func assignment(in content: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        for index in content.indices {
            switch content[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "=") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// A setting's name, conditions and all: a letter or `_`, then letters, digits and `_`, then `[…]` conditions.
    private static func isSettingKey(_ key: String) -> Bool {
        let name = key.prefix { $0 != "[" }
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        let rest = key.dropFirst(name.count)
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && (rest.isEmpty || (rest.hasPrefix("[") && rest.hasSuffix("]")))
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let blank: Set<UInt8> = [0x20, 0x09, 0x0D]
        guard let start = bytes.firstIndex(where: { !blank.contains($0) }) else { return bytes[bytes.endIndex...] }
        let end = bytes.lastIndex { !blank.contains($0) }! + 1
        return bytes[start..<end]
    }
}

extension BuildSettingsFile {
    /// The settings of the file at `path`, from `files` (by path), each included file's where its `#include` stands. A
    /// file not among them is a note, once (`missing`); CocoaPods' own are not, since they set nothing navgen reads and
    /// repositories seldom keep them.
    static func settings(in path: Located<String>, files: [String: BuildSettingsFile], missing: inout Set<String>,
                         log: inout DiagnosticLog, including: [String] = []) -> [BuildSetting] {
        guard let file = files[path.value] else {
            if !path.value.contains("Pods/Target Support Files/"), missing.insert(path.value).inserted {
                log.report(.buildSettingsNotInInputs, at: path.location, """
                    the build configuration file '\(path.value)' is not among the inputs, so navgen reads none of its \
                    settings, where an app can set its Info.plist keys and accent colour; add it to the inputs
                    """)
            }
            return []
        }
        // A file that includes itself, however far down, is read once.
        guard !including.contains(path.value) else { return [] }
        return file.lines.flatMap { line -> [BuildSetting] in
            switch line {
            case .setting(let setting):
                return [setting]
            case .include(let included, let optional):
                guard !optional || files[included.value] != nil else { return [] }
                return settings(in: included, files: files, missing: &missing, log: &log, including: including + [path.value])
            }
        }
    }
}
