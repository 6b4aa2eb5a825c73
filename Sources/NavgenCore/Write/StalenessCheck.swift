import Foundation

/// `--check`: compares the files navgen would write with what is in `--out`, writing nothing.
public struct StalenessCheck: Sendable {
    public var changed: [String] = []
    public var missing: [String] = []
    public var stale: [String] = []
    /// A unified diff of the changes, bounded so CI logs stay readable.
    public var diff = ""

    /// Diff lines shown in total before the rest is elided.
    static let maximumDiffLines = 200

    public var isCurrent: Bool { changed.isEmpty && missing.isEmpty && stale.isEmpty }

    public static func compare(_ files: [GeneratedFile], with out: String) -> StalenessCheck {
        var check = StalenessCheck()
        let root = URL(fileURLWithPath: out)
        var budget = maximumDiffLines
        for file in files {
            let path = root.appendingPathComponent(file.path).path
            // Byte for byte: a file that differs only in Unicode normalisation is still a different file.
            // Bounded and non-blocking like an input: the output folder is not navgen's alone.
            let comparison = InputFile.compare(path, with: file.bytes)
            if comparison == .same { continue }
            guard comparison == .different, let data = InputFile.contents(path, limit: InputReader.maximumFileSize) else {
                check.missing.append(file.path)
                continue
            }
            let current = String(decoding: data, as: UTF8.self)
            check.changed.append(file.path)
            if budget > 0 {
                let lines = UnifiedDiff.lines(old: current, new: file.contents, path: file.path)
                check.diff += lines.prefix(budget).joined(separator: "\n") + "\n"
                if lines.count > budget { check.diff += "… diff truncated\n" }
                budget -= lines.count
            }
        }
        check.stale = OutputWriter.staleFiles(in: root, keeping: Set(files.map(\.path)))
        return check
    }

    public func description(fix command: String) -> String {
        var text = "error: generated files are out of date\n"
        for path in changed { text += "  changed: \(path)\n" }
        for path in missing { text += "  missing: \(path)\n" }
        for path in stale { text += "  no longer generated: \(path)\n" }
        text += diff
        text += "To update them, run:\n  \(command)\n"
        return text
    }
}

/// A one-hunk unified diff: the differing middle between the common first and last lines, with context.
enum UnifiedDiff {
    static let context = 3

    static func lines(old: String, new: String, path: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let start = max(0, prefix - context)
        let endA = min(a.count, a.count - suffix + context)
        let endB = min(b.count, b.count - suffix + context)
        var output = ["--- a/\(path)", "+++ b/\(path)",
                      "@@ -\(start + 1),\(endA - start) +\(start + 1),\(endB - start) @@"]
        for line in a[start..<prefix] { output.append(" " + line) }
        for line in a[prefix..<(a.count - suffix)] { output.append("-" + line) }
        for line in b[prefix..<(b.count - suffix)] { output.append("+" + line) }
        for line in a[(a.count - suffix)..<endA] { output.append(" " + line) }
        return output
    }
}
