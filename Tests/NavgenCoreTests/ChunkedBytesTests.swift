import XCTest
@testable import NavgenCore

/// Generated files are kept in blocks; what matters is the bytes, in order, wherever the blocks end.
final class ChunkedBytesTests: XCTestCase {
    func testAppendsStayInOrderAcrossBlocks() {
        var chunks = ChunkedBytes()
        var expected: [UInt8] = []
        for index in 0..<20_000 {
            let piece = "piece \(index) é\n"
            chunks.append(piece)
            expected += piece.utf8
            if index % 997 == 0 {
                chunks.append(UInt8(ascii: "#"))
                expected.append(UInt8(ascii: "#"))
            }
        }
        let large = [UInt8](repeating: 7, count: ChunkedBytes.blockSize * 2 + 1)
        chunks.append(large)
        expected += large
        XCTAssertEqual(chunks.joined, expected)
        XCTAssertEqual(chunks.count, expected.count)
        XCTAssertEqual(chunks.blocks.flatMap { $0 }, expected)
        XCTAssertTrue(chunks.blocks.dropLast().allSatisfy { !$0.isEmpty })
        XCTAssertTrue(chunks.blocks.allSatisfy { $0.count <= ChunkedBytes.blockSize || $0.count == large.count })
    }

    func testAppendingAnotherValueKeepsItsBytesAfterOurs() {
        var first = ChunkedBytes(Array("head\n".utf8))
        var second = ChunkedBytes()
        for index in 0..<10_000 { second.append("row \(index)\n") }
        var small = ChunkedBytes()
        small.append("tail\n")
        let expected = first.joined + second.joined + small.joined
        first.append(contentsOf: second)
        first.append(contentsOf: small)
        first.append(contentsOf: ChunkedBytes())
        XCTAssertEqual(first.joined, expected)
        XCTAssertEqual(first.count, expected.count)
    }

    func testCopiesAreIndependentAndRoomIsNeverBytes() {
        var first = ChunkedBytes()
        first.append("abc")
        var copy = first
        copy.append("def")
        first.append(UInt8(ascii: "!"))
        XCTAssertEqual(first.joined, Array("abc!".utf8))
        XCTAssertEqual(copy.joined, Array("abcdef".utf8))
        XCTAssertEqual(first.blocks, [Array("abc!".utf8)])
        XCTAssertEqual(first.count, 4)
        // A large value moved into one that has room: neither the room nor the moved block's order is lost.
        var roomy = ChunkedBytes()
        roomy.append("x")
        let large = ChunkedBytes([UInt8](repeating: 1, count: 5_000))
        roomy.append(contentsOf: large)
        roomy.append("y")
        XCTAssertEqual(roomy.joined, Array("x".utf8) + [UInt8](repeating: 1, count: 5_000) + Array("y".utf8))
        XCTAssertEqual(roomy.count, 5_002)
    }

    func testValuesWithTheSameBytesAreEqualWhateverTheirBlocks() {
        var pieces = ChunkedBytes()
        for index in 0..<10_000 { pieces.append("row \(index)\n") }
        let whole = ChunkedBytes(pieces.joined)
        XCTAssertNotEqual(pieces.blocks.count, whole.blocks.count)
        XCTAssertEqual(pieces, whole)
        XCTAssertEqual(pieces.hashValue, whole.hashValue)
        XCTAssertNotEqual(pieces, ChunkedBytes(Array(pieces.joined.dropLast())))
        XCTAssertTrue(ChunkedBytes().isEmpty)
        XCTAssertEqual(ChunkedBytes(), ChunkedBytes([]))
    }
}
