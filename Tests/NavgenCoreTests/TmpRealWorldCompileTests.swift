import Foundation
import XCTest
@testable import NavgenCore

final class TmpRealWorldCompileTests: XCTestCase {
    func testRealWorldCompiles() throws {
        let root = ProcessInfo.processInfo.environment["RW"] ?? "/work/ref/realworld"
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try GeneratedCodeCompiler(in: folder)
        let inputs = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter { !$0.hasSuffix(".md") }.map { root + "/" + $0 }
        let lock = NSLock()
        nonisolated(unsafe) var problems: [String] = []
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let output = folder.appendingPathComponent("out\(index)")
            let options = Navgen.Options(inputs: [inputs[index]], moduleName: "NavigationSample", threads: 1)
            let result = Navgen.generate(options)
            if result.hasErrors || result.files.isEmpty { return }
            do {
                _ = try OutputWriter.write(result.files, to: output.path)
                if let problem = try compiler.problems(compiling: output, module: "NavigationSample") {
                    lock.lock(); problems.append("\(inputs[index]):\n\(problem.prefix(3000))"); lock.unlock()
                }
            } catch {
                lock.lock(); problems.append("\(inputs[index]): \(error)"); lock.unlock()
            }
        }
        XCTAssertEqual(problems, [])
    }
}
