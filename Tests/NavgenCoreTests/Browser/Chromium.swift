import Foundation
import XCTest

/// Debian's Chromium, headless, as the browser tests open navgen's pages in it: the DOM after the page's script ran
/// (`--dump-dom`), what the page wrote to the console, and screenshots.
struct Chromium {
    let executable: URL

    /// The browser on PATH; without one the test is skipped, saying how to get it (`.ci/run` installs it).
    static func require() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return Chromium(executable: candidate) }
            }
        }
        throw XCTSkip("Chromium is not on PATH, so navgen's web pages are not opened in a browser (apt-get install chromium; .ci/run installs it)")
    }

    struct Page {
        /// The DOM as the page's script left it.
        var dom: String
        /// What the page wrote to its console, errors included, one message a line.
        var console: [String]

        /// The JSON the page's self-test wrote into `#selftest`.
        func selfTest() throws -> Any {
            guard let start = dom.range(of: "<pre id=\"selftest\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
                throw Failure("the page wrote no self-test result; console: \(console)")
            }
            let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
                .replacingOccurrences(of: "&amp;", with: "&")
            return try JSONSerialization.jsonObject(with: Data(text.utf8))
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Loads `file` with `query` and `fragment` and returns its DOM once its script has run; `dark` and `reducedMotion`
    /// are the preferences the page sees.
    func open(_ file: URL, query: String = "", fragment: String = "", dark: Bool = false, reducedMotion: Bool = false,
              in scratch: URL) throws -> Page {
        let (output, errors) = try run(["--dump-dom", address(file, query: query, fragment: fragment)]
                                       + (dark ? ["--force-dark-mode"] : []) + (reducedMotion ? ["--force-prefers-reduced-motion"] : []), in: scratch)
        // Chromium logs each console message as `…:INFO:CONSOLE(…)] "message", source: …`.
        let console = errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Page(dom: output, console: console)
    }

    /// A PNG of the page at 1400 × 1000 CSS pixels.
    func screenshot(_ file: URL, fragment: String, to png: URL, dark: Bool = false, in scratch: URL) throws {
        _ = try run(["--screenshot=" + png.path, "--hide-scrollbars", address(file, query: "", fragment: fragment)]
                    + (dark ? ["--force-dark-mode"] : []), in: scratch)
        guard FileManager.default.fileExists(atPath: png.path) else { throw Failure("Chromium wrote no screenshot at \(png.path)") }
    }

    private func address(_ file: URL, query: String, fragment: String) -> String {
        file.absoluteString + (query.isEmpty ? "" : "?" + query) + (fragment.isEmpty ? "" : "#" + fragment)
    }

    /// Runs the browser on a profile of its own in `scratch`, stopped if it has not finished in two minutes.
    private func run(_ arguments: [String], in scratch: URL) throws -> (output: String, errors: String) {
        let id = UUID().uuidString
        let profile = scratch.appendingPathComponent("profile-" + id)
        let outputFile = scratch.appendingPathComponent("out-" + id), errorFile = scratch.appendingPathComponent("err-" + id)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = executable
        // The self-tests work a page faster than a person could: hundreds of address changes a second, which Chromium
        // would otherwise throttle (and say so on the console). A container's small /dev/shm is not used.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--window-size=1400,1000", "--disable-ipc-flooding-protection", "--user-data-dir=" + profile.path,
                             "--enable-logging=stderr", "--v=0"]
            + arguments
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: deadline)
        process.waitUntilExit()
        deadline.cancel()
        defer { for file in [profile, outputFile, errorFile] { try? FileManager.default.removeItem(at: file) } }
        let output = String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
        let errors = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        guard process.terminationReason == .exit else { throw Failure("Chromium did not finish in two minutes: \(arguments)") }
        return (output, errors)
    }
}
