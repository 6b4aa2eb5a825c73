/// A build configuration file (`.xcconfig`), as Xcode reads it: one setting per line, `NAME = value` with conditions
/// after the name as in a project (`NAME[sdk=iphoneos*] = value`), a `\` at a value's end continuing it on the next
/// line, `//` starting a comment anywhere on a line, a `;` at a line's end ignored, and `#include "path"` (`#include?`
/// for a file that may be missing) reading another file, named relative to this one, where it stands.
/// ([Configuration settings file format](https://help.apple.com/xcode/mac/current/en.lproj/dev745c5c974.html))
struct BuildSettingsFile: Sendable {
    enum Line: Sendable {
        case setting(BuildSetting)
        /// The included file's path, as the inputs' paths are written, where its name is written.
        case include(Located<String>, optional: Bool)
    }

    var path: String
    var lines: [Line] = []
    /// The first lines navgen cannot read, enough to show what is wrong with the file, said only where an app's
    /// settings read it.
    var problems: [Diagnostic] = []
    static let maximumProblems = 20

    static func parse(_ bytes: [UInt8], path: String) -> BuildSettingsFile {
        var file = BuildSettingsFile(path: path)
        let lines = Self.lines(bytes)
        var index = 0
        while index < lines.count {
            var line = lines[index]
            // A value that ends in `\` goes on on the next line, the two joined by a space.
            while line.content.last == UInt8(ascii: "\\"), index + 1 < lines.count, !line.content.starts(with: [UInt8(ascii: "#")]) {
                index += 1
                line.content.removeLast()
                while let last = line.content.last, last == 0x20 || last == 0x09 { line.content.removeLast() }
                line.content.append(UInt8(ascii: " "))
                line.content += lines[index].content
            }
            index += 1
            guard !line.content.isEmpty else { continue }
            let location = { (offset: Int) in SourceLocation(file: path, line: line.number, column: line.column + offset) }
            if let parsed = include(line.content, in: path, at: location) ?? setting(line.content, at: location) {
                file.lines.append(parsed)
            } else if file.problems.count < maximumProblems {
                file.problems.append(Diagnostic(.unsupported, at: location(0), """
                    navgen cannot read this line of a build configuration file, so it reads the file without it; write a \
                    setting as NAME = value or NAME[sdk=iphoneos*] = value, or a file to include as #include "file.xcconfig"
                    """))
            }
        }
        return file
    }

    /// A line's text without its comment and its blanks at both ends, its number and the column it starts at.
    private struct TextLine {
        var content: [UInt8]
        var number: Int
        var column: Int
    }

    /// The lines, ended by `\n`, `\r\n` or `\r`; columns count bytes from the line's start, the first line's from the
    /// byte-order mark.
    private static func lines(_ bytes: [UInt8]) -> [TextLine] {
        var lines: [TextLine] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineStart = 0
        var index = start
        func end(_ stop: Int) {
            var content = bytes[start..<stop]
            let slash = UInt8(ascii: "/")
            if let comment = content.indices.first(where: { content[$0] == slash && $0 + 1 < stop && content[$0 + 1] == slash }) {
                content = content[..<comment]
            }
            let text = trimmed(content)
            lines.append(TextLine(content: Array(text), number: lines.count + 1, column: (text.isEmpty ? start : text.startIndex) - lineStart + 1))
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            end(index)
            index += byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
            start = index
            lineStart = index
        }
        end(bytes.count)
        return lines
    }

    /// `#include "path"` or `#include? "path"`, blanks allowed after the `#`.
    private static func include(_ content: [UInt8], in path: String, at location: (Int) -> SourceLocation) -> Line? {
        guard content.first == UInt8(ascii: "#") else { return nil }
        var rest = trimmed(content.dropFirst())
        guard rest.starts(with: Array("include".utf8)) else { return nil }
        rest = rest.dropFirst("include".utf8.count)
        let optional = rest.first == UInt8(ascii: "?")
        if optional { rest = rest.dropFirst() }
        rest = trimmed(rest)
        guard rest.count >= 2, rest.first == UInt8(ascii: "\""), rest.last == UInt8(ascii: "\"") else { return nil }
        let name = String(decoding: rest.dropFirst().dropLast(), as: UTF8.self)
        return .include(Located(SourceFiles.path(name, relativeTo: path), at: location(rest.startIndex + 1)), optional: optional)
    }

    /// `NAME = value`, the name with its conditions (`BuildSetting(key:value:)`); the `=` is the first outside them.
    private static func setting(_ content: [UInt8], at location: (Int) -> SourceLocation) -> Line? {
        var depth = 0
        guard let equals = content.indices.first(where: { index in
            switch content[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "="): return depth == 0
            default: break
            }
            return false
        }) else { return nil }
        var value = trimmed(content[(equals + 1)...])
        if value.last == UInt8(ascii: ";") { value = trimmed(value.dropLast()) }
        let start = value.isEmpty ? equals + 1 : value.startIndex
        return BuildSetting(key: String(decoding: content[..<equals], as: UTF8.self),
                            value: Located(String(decoding: value, as: UTF8.self), at: location(start))).map(Line.setting)
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let blank: Set<UInt8> = [0x20, 0x09]
        guard let start = bytes.firstIndex(where: { !blank.contains($0) }) else { return bytes[bytes.endIndex...] }
        let end = bytes.lastIndex { !blank.contains($0) }! + 1
        return bytes[start..<end]
    }

    private static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        trimmed(bytes[...])
    }
}
