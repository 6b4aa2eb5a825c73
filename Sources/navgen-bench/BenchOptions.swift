import Foundation

/// `navgen-bench [--size S|M|L|all] [--repetitions N] [--json path] [--compile-cost] [--whole-process] [--no-corpus] [--keep-inputs folder] [--against navgen]`.
struct BenchOptions {
    var sizes: [BenchSize] = BenchSize.allCases
    var repetitions = 5
    var jsonPath: String?
    var compileCost = false
    /// Only the whole-process figures (navgen and the floor as processes), not the in-process ones.
    var wholeProcessOnly = false
    /// Leaves out `../shared/corpus`, for a quick run (the test suite's).
    var corpus = true
    /// Writes the synthetic inputs here and keeps them, to profile `navgen` itself on them.
    var keptInputs: String?
    /// Another navgen (an earlier commit's release build) that the whole-process figures pair with this one, run by run.
    var earlier: String?

    static let usage = "usage: navgen-bench [--size S|M|L|all] [--repetitions N] [--json path] [--compile-cost] [--whole-process] [--no-corpus] [--keep-inputs folder] [--against navgen]"

    init(arguments: [String]) throws(BenchFailure) {
        var remaining = arguments[...]
        func value(for option: String) throws(BenchFailure) -> String {
            guard let value = remaining.popFirst() else { throw BenchFailure(message: "\(option) needs a value\n\(Self.usage)") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--size":
                let text = try value(for: argument)
                if text.lowercased() == "all" {
                    sizes = BenchSize.allCases
                } else if let size = BenchSize(rawValue: text.uppercased()) {
                    sizes = [size]
                } else {
                    throw BenchFailure(message: "--size must be S, M, L or all, found '\(text)'\n\(Self.usage)")
                }
            case "--repetitions":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else { throw BenchFailure(message: "--repetitions must be a positive number\n\(Self.usage)") }
                repetitions = count
            case "--json":
                jsonPath = try value(for: argument)
            case "--compile-cost":
                compileCost = true
            case "--whole-process":
                wholeProcessOnly = true
            case "--no-corpus":
                corpus = false
            case "--keep-inputs":
                keptInputs = try value(for: argument)
            case "--against":
                let path = try value(for: argument)
                guard FileManager.default.isExecutableFile(atPath: path) else {
                    throw BenchFailure(message: "--against needs a navgen executable, and '\(path)' is not one (build the earlier commit with `swift build -c release` and give its .build/release/navgen)\n\(Self.usage)")
                }
                earlier = path
            case "--help", "-h":
                throw BenchFailure(message: Self.usage)
            default:
                throw BenchFailure(message: "unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
    }
}
