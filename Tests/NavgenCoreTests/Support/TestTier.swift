import Foundation
import XCTest

/// The two tiers of the suite. Plain `swift test`, what CI runs, is the full tier: every check at full size.
/// `NAVGEN_SKIP_EXAMPLE=1 swift test` is the fast tier for local runs: it skips what only a slow build can check
/// (the example package, compiling the output of every corpus storyboard) and runs the heaviest checks on smaller
/// inputs that still take the same code paths. docs/contributing.md says what each tier runs.
enum TestTier {
    case fast, full

    static let current: TestTier = ProcessInfo.processInfo.environment["NAVGEN_SKIP_EXAMPLE"] != nil ? .fast : .full

    /// `full` in the full tier, `fast` in the fast one: a count of random rounds, files or items.
    static func size(fast: Int, full: Int) -> Int {
        current == .fast ? fast : full
    }

    /// Skips the test in the fast tier; `what` says what is skipped and why it is slow.
    static func requireFull(_ what: String) throws {
        if current == .fast {
            throw XCTSkip("NAVGEN_SKIP_EXAMPLE is set (the fast tier): \(what) is skipped")
        }
    }
}
