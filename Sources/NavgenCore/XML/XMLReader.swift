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
            throw Failure(diagnostic: .error(
                "xml-syntax", at: SourceLocation(file: path, line: error.line, column: error.column), error.message))
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard text.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw Failure(diagnostic: .error("xml-syntax", at: .file(path), "the file is empty; expected an XML document"))
        }
        let scanner = StartTagScanner(bytes: bytes)
        do {
            try scanner.checkProlog()
        } catch {
            throw Failure(diagnostic: .error(
                "xml-syntax", at: SourceLocation(file: path, line: error.line, column: error.column), error.message))
        }
        // Errors libxml2 raises outside the parser context (encodings, I/O) would go to stderr; this thread's
        // handler drops them, and every parser error still reaches the context's handler below.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        guard let context = xmlNewParserCtxt() else {
            throw Failure(diagnostic: .error("xml-syntax", at: .file(path), "libxml2 could not create a parser"))
        }
        defer { xmlFreeParserCtxt(context) }
        // libxml2 reports the last error by default; the first one is the one worth fixing.
        let firstError = FirstError()
        let box = Unmanaged.passRetained(firstError)
        defer { box.release() }
        context.pointee._private = box.toOpaque()
        context.pointee.sax.pointee.serror = { userData, error in
            guard let userData, let error else { return }
            let parser = userData.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let box = parser.pointee._private else { return }
            Unmanaged<FirstError>.fromOpaque(box).takeUnretainedValue().record(error.pointee)
        }
        // No NOENT (entity substitution), no DTDLOAD, no network, no HUGE (libxml2 keeps its limits: 256 levels
        // of nesting, 10 MB per text or attribute value); the bytes are already UTF-8 (IGNORE_ENC); big line
        // numbers for long storyboards; short texts (a storyboard's indentation) stored in their node rather than
        // allocated apiece (COMPACT: the tree is only read, never modified).
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_COMPACT.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                xmlCtxtReadMemory(context, base, Int32(clamping: buffer.count), path, "UTF-8", options)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            throw Failure(diagnostic: firstError.diagnostic(path: path) ?? lastError(of: context, path: path))
        }
        defer { xmlFreeDoc(document) }
        if let subset = document.pointee.intSubset, subset.pointee.entities != nil {
            throw Failure(diagnostic: .error(
                "xml-syntax", at: .file(path),
                "entity declarations are not allowed (navgen never expands entities); remove the DOCTYPE's internal subset"))
        }
        guard let root = xmlDocGetRootElement(document) else {
            throw Failure(diagnostic: .error("xml-syntax", at: .file(path), "the document has no root element"))
        }
        var builder = XMLTreeBuilder(path: path, scanner: scanner, capacity: bytes.count)
        return XMLDocument(path: path, root: XMLElement(tree: builder.tree(root: root), index: 0))
    }

    /// libxml2's limit messages suggest XML_PARSE_HUGE, an option navgen's users cannot set; say what the limit is.
    static func readable(_ message: String) -> String {
        if message.hasPrefix("Excessive depth in document") {
            return "elements are nested more than 256 levels deep; navgen reads no deeper"
        }
        if message.hasPrefix("AttValue length too long") || message.contains("huge text node") {
            return "a text or attribute value is longer than 10000000 bytes; navgen reads no longer values"
        }
        if message.hasPrefix("Input is not proper UTF-8") {
            let bytes = message.components(separatedBy: "Bytes:").last?.trimming(" \n\t") ?? ""
            return "invalid UTF-8 (bytes \(bytes)); declare the file's encoding in its XML declaration, or save it as UTF-8"
        }
        return message
    }

    private static func lastError(of context: xmlParserCtxtPtr, path: String) -> Diagnostic {
        guard let error = xmlCtxtGetLastError(context) else {
            return .error("xml-syntax", at: .file(path), "the file is not well-formed XML")
        }
        let message = error.pointee.message.map { readable(String(cString: $0)) } ?? "the file is not well-formed XML"
        let line = max(1, Int(error.pointee.line))
        let column = max(1, Int(error.pointee.int2))
        return .error("xml-syntax", at: SourceLocation(file: path, line: line, column: column),
                      message.trimming(" \n\t"))
    }
}

/// Keeps the first error libxml2 raises while parsing.
private final class FirstError {
    private var line = 0
    private var column = 0
    private var message: String?

    func record(_ error: xmlError) {
        guard message == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        message = error.message.map { XMLReader.readable(String(cString: $0)) } ?? "the file is not well-formed XML"
        line = Int(error.line)
        column = Int(error.int2)
    }

    func diagnostic(path: String) -> Diagnostic? {
        guard let message else { return nil }
        return .error("xml-syntax", at: SourceLocation(file: path, line: max(1, line), column: max(1, column)), message.trimming(" \n\t"))
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
