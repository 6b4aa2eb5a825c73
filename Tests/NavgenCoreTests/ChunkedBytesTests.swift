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

    /// The renderer's output copies short pieces with overlapping loads and stores: every length, at every offset in
    /// its first block and across block ends, must land as the bytes given.
    func testTheRenderersOutputKeepsEveryPieceWhateverItsLengthAndPlace() {
        var output = TemplateOutput()
        var expected: [UInt8] = []
        var seed: UInt8 = 0
        for round in 0..<3_000 {
            let length = round % 41
            let piece = (0..<length).map { _ -> UInt8 in
                seed = seed &* 31 &+ 7
                return seed
            }
            output.append(piece)
            expected += piece
            if round % 500 == 0 {
                let moved = ChunkedBytes([UInt8](repeating: UInt8(round % 251), count: 6_000))
                expected += moved.joined
                output.append(contentsOf: moved)
            }
        }
        let large = [UInt8](repeating: 9, count: ChunkedBytes.blockSize + 3)
        output.append(large)
        expected += large
        output.append("é\n")
        expected += Array("é\n".utf8)
        let chunks = output.finish()
        XCTAssertGreaterThan(chunks.blocks.count, 2)
        XCTAssertEqual(chunks.joined, expected)
        XCTAssertTrue(TemplateOutput().finish().isEmpty)
    }
}
