import CLibXML2

/// The least any XML tool must spend: libxml2 parsing the bytes into a document and freeing it, with the
/// options navgen's `XMLReader` uses.
enum LibXML2Floor {
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// Parses every document; returns how many were well-formed, so the work cannot be optimised away.
    static func parse(_ documents: [[CChar]]) -> Int {
        xmlInitParser()
        var parsed = 0
        for bytes in documents {
            if let document = xmlReadMemory(bytes, Int32(bytes.count), nil, nil, options) {
                parsed += 1
                xmlFreeDoc(document)
            }
        }
        return parsed
    }
}
