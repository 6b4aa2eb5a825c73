import Foundation
import XCTest
@testable import NavgenCore

/// Hostile XML: entity expansion, nesting, sizes and encodings are bounded and give positioned errors.
final class XMLHardeningTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) throws(XMLReader.Failure) -> XMLDocument {
        try XMLReader.parse(bytes, path: "t.xml")
    }

    private func failure(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        do {
            _ = try parse(bytes)
            XCTFail("expected an xml-syntax error", file: file, line: line)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    private func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    private func seconds(_ work: () -> Void) -> Double {
        let start = Date()
        work()
        return Date().timeIntervalSince(start)
    }

    func testBillionLaughsIsRejectedQuicklyBeforeAnyExpansion() {
        var entities = "<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let laughs = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(entities)]>\n<lolz>&lol9;</lolz>\n".utf8)
        var diagnostic: Diagnostic?
        let elapsed = seconds { diagnostic = failure(laughs) }
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: "t.xml", line: 3, column: 1))
        XCTAssertTrue(diagnostic?.message.contains("entity declarations are not allowed") ?? false)
        XCTAssertLessThan(elapsed, 1, "a billion laughs must be refused before libxml2 expands anything")
    }

    func testQuadraticBlowupIsRejectedQuickly() {
        let big = String(repeating: "a", count: 100_000)
        let references = String(repeating: "&a;", count: 50_000)
        let document = Array("<!DOCTYPE r [<!ENTITY a \"\(big)\">]>\n<r>\(references)</r>\n".utf8)
        var diagnostic: Diagnostic?
        let elapsed = seconds { diagnostic = failure(document) }
        XCTAssertEqual(diagnostic?.location.line, 1)
        XCTAssertLessThan(elapsed, 1)
    }

    func testEntityDeclarationsCannotHideBehindQuotesCommentsOrUTF16() {
        let quoted = "<!DOCTYPE a [ <!ATTLIST a b CDATA \"x]>y\"> <!ENTITY e \"zz\"> ]>\n<a>&e;</a>"
        XCTAssertEqual(failure(Array(quoted.utf8))?.location.column, 43)
        let commented = "<!DOCTYPE a [ <!-- ]> --> <!ENTITY e \"zz\"> ]>\n<a>&e;</a>"
        XCTAssertEqual(failure(Array(commented.utf8))?.location.column, 27)
        let encoded = [0xFF, 0xFE] + utf16("<!DOCTYPE a [<!ENTITY e \"zz\">]>\n<a>&e;</a>")
        XCTAssertTrue(failure(encoded)?.message.contains("entity declarations are not allowed") ?? false)
    }

    func testDeepNestingStopsAtLibxml2sLimitWithAClearError() {
        let deep = "<r>" + String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000) + "</r>"
        var diagnostic: Diagnostic?
        let elapsed = seconds { diagnostic = failure(Array(deep.utf8)) }
        XCTAssertEqual(diagnostic?.rule, "xml-syntax")
        XCTAssertEqual(diagnostic?.message, "elements are nested more than 256 levels deep; navgen reads no deeper")
        XCTAssertEqual(diagnostic?.location.line, 1)
        XCTAssertLessThan(elapsed, 2)
    }

    func testNestingWithinTheLimitBuildsTheWholeTree() throws {
        let nested = String(repeating: "<a>", count: 250) + String(repeating: "</a>", count: 250)
        var element = try parse(Array(nested.utf8)).root
        var depth = 1
        while let child = element.children.first {
            element = child
            depth += 1
        }
        XCTAssertEqual(depth, 250)
        XCTAssertEqual(element.location.column, 249 * 3 + 1)
    }

    func testHugeAttributeValuesAreBounded() throws {
        let huge = "<r a=\"" + String(repeating: "x", count: 10_000_001) + "\"/>"
        XCTAssertEqual(failure(Array(huge.utf8))?.message,
                       "a text or attribute value is longer than 10000000 bytes; navgen reads no longer values")
        let large = try parse(Array(("<r a=\"" + String(repeating: "x", count: 1_000_000) + "\"/>").utf8))
        XCTAssertEqual(large.root.attribute("a")?.count, 1_000_000)
    }

    func testHugeTextsAndLinesAreBounded() throws {
        let message = "a text or a line is longer than 10000000 bytes; navgen reads no longer ones"
        let text = "<r>\n" + String(repeating: String(repeating: "x", count: 99) + "\n", count: 100_001) + "</r>"
        XCTAssertEqual(failure(Array(text.utf8))?.message, message)
        let line = "<r>" + String(repeating: String(repeating: "x", count: 1_000) + "<a/>", count: 10_001) + "</r>"
        XCTAssertEqual(failure(Array(line.utf8))?.message, message)
        let large = "<r>\n" + String(repeating: String(repeating: "x", count: 99) + "<a/>\n", count: 100_001) + "</r>"
        XCTAssertEqual(try parse(Array(large.utf8)).root.children.count, 100_001)
    }

    func testAnEntityDeclarationPastTheScannerStopsLibxml2AtTheDeclaration() {
        // The scanner refuses these first; libxml2's own callback is the second guard, met here directly.
        let bytes = Array("<!DOCTYPE r [\n <!ENTITY a \"aaaa\">\n]>\n<r>&a;&a;</r>".utf8)
        do {
            _ = try XMLReader.read(bytes, scanner: StartTagScanner(bytes: bytes), path: "t.xml")
            XCTFail("expected an entity error")
        } catch {
            XCTAssertEqual(error.diagnostic.location.line, 2)
            XCTAssertTrue(error.diagnostic.message.hasPrefix("entity declarations are not allowed"), error.diagnostic.message)
        }
    }

    func testInvalidUTF8IsAPositionedError() {
        let bytes = Array("<r>\n  <a b=\"ok".utf8) + [0xFF, 0xFE] + Array("\"/>\n</r>".utf8)
        let diagnostic = failure(bytes)
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: "t.xml", line: 2, column: 11))
        XCTAssertEqual(diagnostic?.message.hasPrefix("invalid UTF-8 (bytes 0xFF 0xFE"), true, diagnostic?.message ?? "")
    }

    private let sample = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<r>\n  <child  name=\"é\" other='y'/>\n</r>\n"

    private func assertSamplePositions(_ document: XMLDocument, file: StaticString = #filePath, line: UInt = #line) {
        let child = document.root.children.first
        XCTAssertEqual(child?.location, SourceLocation(file: "t.xml", line: 3, column: 3), file: file, line: line)
        XCTAssertEqual(child?.location(of: "other"), SourceLocation(file: "t.xml", line: 3, column: 21), file: file, line: line)
        XCTAssertEqual(child?.attribute("name"), "é", file: file, line: line)
    }

    func testUTF16WithAndWithoutAByteOrderMarkReadsLikeUTF8() throws {
        let little = utf16(sample)
        let big = utf16(sample, bigEndian: true)
        assertSamplePositions(try parse([0xFF, 0xFE] + little))
        assertSamplePositions(try parse([0xFE, 0xFF] + big))
        assertSamplePositions(try parse(little))
        assertSamplePositions(try parse(big))
    }

    func testBrokenUTF16IsAClearError() {
        let unpaired = [0xFF, 0xFE] + utf16("<r>\n<a/>") + [0x00, 0xD8, 0x3C, 0x00]
        XCTAssertEqual(failure(unpaired)?.location, SourceLocation(file: "t.xml", line: 2, column: 5))
        XCTAssertEqual(failure([0xFF, 0xFE, 0x3C])?.message, "the UTF-16 document has an odd number of bytes (it is cut short)")
    }

    func testUTF32IsRefusedByName() {
        let utf32: [UInt8] = [0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00, 0x72, 0x00, 0x00, 0x00, 0x2F, 0x00, 0x00, 0x00, 0x3E, 0x00, 0x00, 0x00]
        XCTAssertEqual(failure(utf32)?.message, "the document is UTF-32; navgen reads UTF-8 and UTF-16 (Xcode writes UTF-8)")
    }

    func testCRLFLineEndingsKeepLinesAndColumns() throws {
        let crlf = sample.replacingOccurrences(of: "UTF-16", with: "UTF-8").replacingOccurrences(of: "\n", with: "\r\n")
        assertSamplePositions(try parse(Array(crlf.utf8)))
    }

    func testUTF8ByteOrderMarkWithADeclarationIsAccepted() throws {
        assertSamplePositions(try parse([0xEF, 0xBB, 0xBF] + Array(sample.replacingOccurrences(of: "UTF-16", with: "utf-8").utf8)))
    }

    func testLatin1IsTranscodedAndOtherEncodingsAreRefused() throws {
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<r a=\"".utf8) + [0xE9] + Array("\"/>".utf8)
        XCTAssertEqual(try parse(latin1).root.attribute("a"), "é")
        let ebcdic = Array("<?xml version=\"1.0\" encoding=\"IBM037\"?>\n<r/>".utf8)
        let diagnostic = failure(ebcdic)
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: "t.xml", line: 1, column: 31))
        XCTAssertEqual(diagnostic?.message.hasPrefix("the XML declaration names the encoding 'IBM037'"), true)
    }
}
