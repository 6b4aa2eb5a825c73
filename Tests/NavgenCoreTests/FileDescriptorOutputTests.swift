import Foundation
import XCTest
@testable import NavgenCore

/// `FileDescriptorOutput.writeAll` writes every byte in order, to a file and to a pipe that holds less than it is given
/// (64 KB) and is read as it fills.
final class FileDescriptorOutputTests: XCTestCase {
    private let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }

    func testAFileGetsEveryByte() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-fd-\(UUID().uuidString)").path
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertNil(FileDescriptorOutput.writeAll(bytes, to: descriptor))
        close(descriptor)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), bytes)
    }

    func testAPipeSmallerThanTheBytesGetsEveryByteInOrder() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let (reading, writing) = (ends[0], ends[1])
        let received = LockedBytes()
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(reading, &chunk, chunk.count)
                if count <= 0 { break }
                received.append(chunk[..<count])
            }
            received.finish()
        }
        reader.start()
        XCTAssertNil(FileDescriptorOutput.writeAll(bytes, to: writing))
        close(writing)
        received.waitUntilFinished()
        close(reading)
        XCTAssertEqual(received.bytes, bytes)
    }

    func testAClosedDescriptorGivesItsError() {
        XCTAssertEqual(FileDescriptorOutput.writeAll([1, 2, 3], to: -1), EBADF)
    }
}

/// What the reading thread has received, and when it has seen the end of the pipe.
private final class LockedBytes: @unchecked Sendable {
    private let condition = NSCondition()
    private var received: [UInt8] = []
    private var finished = false

    var bytes: [UInt8] { condition.withLock { received } }

    func append(_ chunk: ArraySlice<UInt8>) {
        condition.withLock { received += chunk }
    }

    func finish() {
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    func waitUntilFinished() {
        condition.withLock {
            while !finished { condition.wait() }
        }
    }
}
