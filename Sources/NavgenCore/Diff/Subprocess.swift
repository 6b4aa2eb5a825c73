import Foundation

/// Runs a program to its end with its output captured: what `navgen diff` needs of `git`.
enum Subprocess {
    struct Run {
        var status: Int32
        var output: [UInt8]
        var errors: String
    }

    /// Runs `program` (found on `PATH`) with `arguments`, feeding it `input`. The three pipes are served at once:
    /// writing all the input before reading would deadlock once the program's output fills its pipe.
    static func run(_ program: String, _ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:])
        throws(DiffFailure) -> Run {
        // A program that exits before reading its input must fail the write, not end navgen with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        nonisolated(unsafe) var errors = Data()
        let output: Data
        do {
            output = try process.runToEnd {
                let group = DispatchGroup()
                DispatchQueue.global().async(group: group) { errors = stderr.fileHandleForReading.readDataToEndOfFile() }
                let writer = stdin.fileHandleForWriting
                DispatchQueue.global().async(group: group) {
                    try? writer.write(contentsOf: input)
                    try? writer.close()
                }
                let output = stdout.fileHandleForReading.readDataToEndOfFile()
                group.wait()
                return output
            }
        } catch {
            throw DiffFailure("cannot run \(program): \(error.localizedDescription)")
        }
        return Run(status: process.terminationStatus, output: Array(output),
                   errors: String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

extension Process {
    /// Runs the process, calls `serve` while it runs (to feed and drain its pipes), and returns once it has ended.
    /// The wait is on the termination handler: on Linux `waitUntilExit` polls the run loop every 50 ms, so each of the
    /// git processes `navgen diff` runs would end late.
    func runToEnd<Result>(_ serve: () -> Result) throws -> Result {
        let ended = DispatchSemaphore(value: 0)
        terminationHandler = { _ in ended.signal() }
        try run()
        let result = serve()
        ended.wait()
        return result
    }
}

/// Why a comparison could not be made: a usage, git or I/O problem (exit status 2).
public struct DiffFailure: Error, Sendable {
    public var message: String
    /// Diagnostics behind the failure (the base's errors), with their paths as the new side spells them.
    public var diagnostics: [Diagnostic]

    init(_ message: String, diagnostics: [Diagnostic] = []) {
        self.message = message
        self.diagnostics = diagnostics
    }
}
