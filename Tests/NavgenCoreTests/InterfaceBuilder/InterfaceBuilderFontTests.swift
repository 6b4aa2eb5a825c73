import XCTest
@testable import NavgenCore

final class InterfaceBuilderFontTests: XCTestCase {
    private func literal(_ attributes: String, element: String = "fontDescription", defaultSize: Double = 17) -> String? {
        let xml = try? XMLReader.parse(Array("<\(element) key=\"fontDescription\" \(attributes)/>".utf8), path: "font.xml")
        guard let xml else { return nil }
        var context = IBContext(document: xml, log: DiagnosticLog())
        let value = FontReader.literal(of: xml.root, defaultSize: defaultSize, context: &context)?.text
        XCTAssertEqual(context.log.entries, [])
        return value
    }

    func testAZeroSizeIsTheDefaultSize() {
        XCTAssertEqual(literal(#"name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="0.0""#), "HelveticaNeue-Medium 17")
        XCTAssertEqual(literal(#"type="boldSystem" pointSize="0.0""#, defaultSize: 34), "system 34 700")
    }

    func testSystemFonts() {
        XCTAssertEqual(literal(#"type="system" pointSize="17""#), "system 17")
        XCTAssertEqual(literal(#"type="boldSystem" pointSize="17""#), "system 17 700")
        XCTAssertEqual(literal(#"type="system" weight="semibold" pointSize="17""#), "system 17 600")
        XCTAssertEqual(literal(#"type="system" weight="regular" pointSize="15.5""#), "system 15.5")
        XCTAssertEqual(literal(#"type="system" weight="ultraLight" pointSize="40""#), "system 40 100")
    }

    /// Interface Builder's Italic System font: navgen's fonts carry no style, so it is the regular face, and says so.
    func testTheItalicSystemFontIsSaidToLoseItsItalic() throws {
        let xml = try XMLReader.parse(Array(#"<fontDescription key="fontDescription" type="italicSystem" pointSize="12"/>"#.utf8), path: "font.xml")
        var context = IBContext(document: xml, log: DiagnosticLog())
        XCTAssertEqual(FontReader.literal(of: xml.root, context: &context)?.text, "system 12")
        XCTAssertEqual(context.log.entries.map { "\($0.location.line):\($0.location.column) \($0.rule)" }, ["1:40 unsupported"])
        XCTAssertTrue(context.log.entries.first?.message.hasPrefix("the italic system font is read as the regular system font") == true)
    }

    func testNamedFontsAndTextStyles() {
        XCTAssertEqual(literal(#"name="Avenir-Heavy" family="Avenir" pointSize="20""#), "Avenir-Heavy 20")
        XCTAssertEqual(literal(#"style="UICTFontTextStyleHeadline""#), "system 17 600")
        XCTAssertEqual(literal(#"style="UICTFontTextStyleLargeTitle""#), "system 34")
        XCTAssertNil(literal(#"style="UICTFontTextStyleFuture""#))
        XCTAssertEqual(literal(#"metaFont="systemBold" size="15""#, element: "font"), "system 15 700")
        XCTAssertEqual(literal(#"metaFont="systemBold""#, element: "font"), "system 13 700")
    }
}
