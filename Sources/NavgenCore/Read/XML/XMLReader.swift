import Foundation
internal import CLibXML2

/// Parses XML through libxml2 with every network, entity and DTD feature off.
public enum XMLReader {
    /// An XML problem, positioned in the file.
    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `original`, read from `path`, into a value tree. Throws a positioned `xml-syntax` error.
    public static func parse(_ original: [UInt8], path: String) throws(Failure) -> XMLDocument {
        _ = initialised
        let bytes: [UInt8]
        do {
            bytes = try XMLEncoding.utf8(original)
        } catch {
            throw Failure(diagnostic: Diagnostic(
                .xmlSyntax, at: SourceLocation(file: path, line: error.line, column: error.column), error.message))
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard text.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw Failure(diagnostic: Diagnostic(.xmlSyntax, at: .file(path), "the file is empty; expected an XML document"))
        }
        let scanner = StartTagScanner(bytes: bytes)
        do {
            try scanner.checkProlog()
        } catch {
            throw Failure(diagnostic: Diagnostic(
                .xmlSyntax, at: SourceLocation(file: path, line: error.line, column: error.column), error.message))
        }
        return try read(bytes, scanner: scanner, path: path)
    }

    /// Parses UTF-8 `bytes` whose prolog the scanner has checked.
    static func read(_ bytes: [UInt8], scanner: StartTagScanner, path: String) throws(Failure) -> XMLDocument {
        // Errors libxml2 raises outside the parser context (encodings, I/O) would go to stderr; this thread's
        // handler drops them, and every parser error still reaches the context's handler.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        guard let context = xmlNewParserCtxt() else {
            throw Failure(diagnostic: Diagnostic(.xmlSyntax, at: .file(path), "libxml2 could not create a parser"))
        }
        defer { xmlFreeParserCtxt(context) }
        context.pointee.sax.pointee = SAXReading.handler
        let reading = UnsafeMutablePointer<SAXReading>.allocate(capacity: 1)
        reading.initialize(to: SAXReading(builder: XMLTreeBuilder(path: path, scanner: scanner, capacity: bytes.count)))
        defer { reading.deinitialize(count: 1).deallocate() }
        context.pointee._private = UnsafeMutableRawPointer(reading)
        // No NOENT (entity substitution), no DTDLOAD, no network, no HUGE (libxml2 keeps its limits: 256 levels
        // of nesting, 10 MB per text or attribute value); the bytes are already UTF-8 (IGNORE_ENC); big line
        // numbers for long storyboards.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                xmlCtxtReadMemory(context, base, Int32(clamping: buffer.count), path, "UTF-8", options)
            }
        }
        // The handler makes no document; one made anyway (a future libxml2 default) is not navgen's to keep.
        if let document { xmlFreeDoc(document) }
        if let declaration = reading.pointee.entityDeclaration {
            throw Failure(diagnostic: Diagnostic(
                .xmlSyntax, at: SourceLocation(file: path, line: declaration.line, column: declaration.column),
                "entity declarations are not allowed (navgen never expands entities); remove the DOCTYPE's internal subset"))
        }
        guard context.pointee.wellFormed != 0 else {
            throw Failure(diagnostic: reading.pointee.firstError?.diagnostic(path: path) ?? lastError(of: context, path: path))
        }
        guard let tree = reading.pointee.builder.tree() else {
            throw Failure(diagnostic: Diagnostic(.xmlSyntax, at: .file(path), "the document has no root element"))
        }
        return XMLDocument(path: path, root: XMLElement(tree: tree, index: 0))
    }

    /// libxml2's limit messages suggest XML_PARSE_HUGE, an option navgen's users cannot set; say what the limit is.
    static func readable(_ message: String) -> String {
        if message.hasPrefix("Excessive depth in document") {
            return "elements are nested more than 256 levels deep; navgen reads no deeper"
        }
        if message.hasPrefix("AttValue length too long") {
            return "a text or attribute value is longer than 10000000 bytes; navgen reads no longer values"
        }
        // libxml2 looks no further back than 10 MB: a longer text, or a longer line, stops it.
        if message.contains("Huge input lookup") {
            return "a text or a line is longer than 10000000 bytes; navgen reads no longer ones"
        }
        if message.hasPrefix("Input is not proper UTF-8") {
            let bytes = message.components(separatedBy: "Bytes:").last?.trimming(" \n\t") ?? ""
            return "invalid UTF-8 (bytes \(bytes)); declare the file's encoding in its XML declaration, or save it as UTF-8"
        }
        return message
    }

    private static func lastError(of context: xmlParserCtxtPtr, path: String) -> Diagnostic {
        guard let error = xmlCtxtGetLastError(context) else {
            return Diagnostic(.xmlSyntax, at: .file(path), "the file is not well-formed XML")
        }
        let message = error.pointee.message.map { readable(String(cString: $0)) } ?? "the file is not well-formed XML"
        let line = max(1, Int(error.pointee.line))
        let column = max(1, Int(error.pointee.int2))
        return Diagnostic(.xmlSyntax, at: SourceLocation(file: path, line: line, column: column),
                          message.trimming(" \n\t"))
    }
}

extension String {
    /// Trims the given ASCII characters from both ends, without Foundation.
    func trimming(_ set: String) -> String {
        // Nothing to trim, decided from the end bytes when the set is single ASCII characters (the usual case).
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, set.utf8.allSatisfy({ $0 < 0x80 }),
           !set.utf8.contains(first), !set.utf8.contains(last) {
            return self
        }
        let characters = Set(set)
        guard let first = firstIndex(where: { !characters.contains($0) }) else { return "" }
        let last = lastIndex { !characters.contains($0) }!
        return String(self[first...last])
    }
}
