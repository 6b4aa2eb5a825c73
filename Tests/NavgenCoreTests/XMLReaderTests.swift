import XCTest
@testable import NavgenCore

final class XMLReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLDocument {
        try XMLReader.parse(Array(text.utf8), path: "t.xml")
    }

    func testElementsAndAttributesKeepTheirLineAndColumn() throws {
        let document = try parse("<root a=\"1\">\n  <child  name=\"x\"\n         other='y'/>\n</root>\n")
        XCTAssertEqual(document.root.name, "root")
        XCTAssertEqual(document.root.location, SourceLocation(file: "t.xml", line: 1, column: 1))
        XCTAssertEqual(document.root.attributes.first?.location.column, 7)
        let child = try XCTUnwrap(document.root.children.first)
        XCTAssertEqual(child.location, SourceLocation(file: "t.xml", line: 2, column: 3))
        XCTAssertEqual(child.location(of: "name"), SourceLocation(file: "t.xml", line: 2, column: 11))
        XCTAssertEqual(child.location(of: "other"), SourceLocation(file: "t.xml", line: 3, column: 10))
        XCTAssertEqual(child.attribute("other"), "y")
    }

    func testCommentsCDATAAndTextDoNotShiftPositions() throws {
        let document = try parse("<r><!-- <fake a='1'> --><![CDATA[<no>]]>text<b/>\n<c/></r>")
        XCTAssertEqual(document.root.children.map(\.name), ["b", "c"])
        XCTAssertEqual(document.root.children[0].location.column, 45)
        XCTAssertEqual(document.root.children[0].leadingComments.map(\.text), ["<fake a='1'>"])
        XCTAssertEqual(document.root.children[0].leadingComments.first?.location, SourceLocation(file: "t.xml", line: 1, column: 9))
        XCTAssertEqual(document.root.children[1].location.line, 2)
        XCTAssertEqual(document.root.text, "<no>text\n")
    }

    func testMalformedXMLGivesLibxml2sMessageAtItsPosition() {
        XCTAssertThrowsError(try parse("<root>\n  <a>\n</root>\n")) { error in
            let diagnostic = (error as! XMLReader.Failure).diagnostic
            XCTAssertEqual(diagnostic.rule, "xml-syntax")
            XCTAssertEqual(diagnostic.location.line, 3)
            XCTAssertTrue(diagnostic.message.contains("mismatch"), diagnostic.message)
        }
    }

    func testEntityDeclarationsAreRejectedBeforeExpansion() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <lolz>&lol2;</lolz>
            """
        XCTAssertThrowsError(try parse(laughs)) { error in
            let diagnostic = (error as! XMLReader.Failure).diagnostic
            XCTAssertEqual(diagnostic.location, SourceLocation(file: "t.xml", line: 3, column: 3))
            XCTAssertTrue(diagnostic.message.contains("entity declarations are not allowed"))
        }
    }

    func testAmpersandsInAttributesReadAsWritten() throws {
        let root = try parse("<r a=\"x &amp; y &#38; z &#x26;\" b=\"&#38;#38;\" c=\"&amp;amp;\" d=\"&lt;&gt;&quot;&apos;\"/>").root
        XCTAssertEqual(root.attribute("a"), "x & y & z &")
        XCTAssertEqual(root.attribute("b"), "&#38;")
        XCTAssertEqual(root.attribute("c"), "&amp;")
        XCTAssertEqual(root.attribute("d"), "<>\"'")
    }

    func testCommentsLeadTheNextSiblingAndNoneOutsideTheRootIsKept() throws {
        let root = try parse("""
            <!-- before --><!DOCTYPE r [<!-- in the subset -->]>
            <r><a>1<!-- x -->2<b/>3<!--y--></a><!--z--><c/><!--last--></r><!-- after -->
            """).root
        XCTAssertEqual(root.leadingComments.map(\.text), [])
        XCTAssertEqual(root.children.map { $0.leadingComments.map(\.text) }, [[], ["z"]])
        XCTAssertEqual(root.children[0].children.map { $0.leadingComments.map(\.text) }, [["x"]])
        XCTAssertEqual(root.children[0].text, "123")
        // Each where its text starts, found past the text, end tags and comments before it.
        XCTAssertEqual(root.children[0].children[0].leadingComments.first?.location, SourceLocation(file: "t.xml", line: 2, column: 13))
        XCTAssertEqual(root.children[1].leadingComments.first?.location, SourceLocation(file: "t.xml", line: 2, column: 40))
    }

    /// A comment over several lines: its text starts past the white space after `<!--`, and each byte has its place.
    func testCommentsKnowWhereEachOfTheirBytesIs() throws {
        let root = try parse("<r>\n  <![CDATA[<!-- not a comment -->]]><?pi x?>\n  <!--\n    navgen:disable a\n    b\n  --><c/></r>").root
        let comment = try XCTUnwrap(root.children.first?.leadingComments.first)
        XCTAssertEqual(comment.text, "navgen:disable a\n    b")
        XCTAssertEqual(comment.location, SourceLocation(file: "t.xml", line: 4, column: 5))
        XCTAssertEqual(comment.location(ofByte: 15), SourceLocation(file: "t.xml", line: 4, column: 20))
        XCTAssertEqual(comment.location(ofByte: 21), SourceLocation(file: "t.xml", line: 5, column: 5))
    }

    func testNamesKeepTheirPrefixDeclaredOrNot() throws {
        let root = try parse("<r xmlns:p=\"urn:p\" xmlns=\"urn:d\" p:a=\"1\" xml:lang=\"en\" q:b=\"2\"><p:e/><q:f q:g=\"3\"/></r>").root
        XCTAssertEqual(root.attributes.map(\.name), ["p:a", "xml:lang", "q:b"])
        XCTAssertEqual(root.children.map(\.name), ["p:e", "q:f"])
        XCTAssertEqual(root.children[1].attribute("q:g"), "3")
    }

    func testDoctypeDefaultsAndUndeclaredEntitiesAddNothing() throws {
        let defaults = try parse("<!DOCTYPE r [<!ATTLIST r d CDATA \"dv\" a NMTOKEN #IMPLIED>]><r a=\"  x  \"/>").root
        XCTAssertEqual(defaults.attributes.map(\.name), ["a"])
        XCTAssertEqual(defaults.attribute("a"), "x")
        // With an external subset navgen never loads, an unknown entity is only a warning; it reads as nothing.
        let external = try parse("<!DOCTYPE r SYSTEM \"r.dtd\"><r a=\"&unknown;b\">x&unknown;y</r>").root
        XCTAssertEqual(external.attribute("a"), "b")
        XCTAssertEqual(external.text, "xy")
    }

    func testUTF8ByteOrderMarkIsAccepted() throws {
        let document = try XMLReader.parse([0xEF, 0xBB, 0xBF] + Array("<r>\n<a/></r>".utf8), path: "t.xml")
        XCTAssertEqual(document.root.children.first?.location, SourceLocation(file: "t.xml", line: 2, column: 1))
    }

    func testEmptyFileIsAnError() {
        XCTAssertThrowsError(try parse(""))
    }
}
