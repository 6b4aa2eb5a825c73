internal import CLibXML2

/// What one parse collects from libxml2's SAX2 callbacks, reached through the parser context's `_private`.
struct SAXReading {
    var builder: XMLTreeBuilder
    /// libxml2 reports the last error by default; the first one is the one worth fixing.
    var firstError: FirstError?
    /// Where an entity declaration was met: the parse stops there, before any entity could expand.
    var entityDeclaration: (line: Int, column: Int)?

    init(builder: XMLTreeBuilder) {
        self.builder = builder
    }

    struct FirstError {
        var line: Int
        var column: Int
        var message: String

        func diagnostic(path: String) -> Diagnostic {
            Diagnostic(.xmlSyntax, at: SourceLocation(file: path, line: max(1, line), column: max(1, column)),
                       message.trimming(" \n\t"))
        }
    }

    /// The callbacks: elements, text and comments go to the builder; the DOCTYPE's other declarations, processing
    /// instructions and references to undeclared entities have none, so libxml2 skips them.
    static var handler: xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, local, prefix, _, _, _, count, defaulted, attributes in
            // Attributes filled in from the DOCTYPE's defaults come last; navgen reads only what is written.
            let line = Int(parserContext(context).pointee.input.pointee.line)
            saxReading(context).pointee.builder.startElement(
                prefix: prefix, local: local, attributes: attributes, count: Int(count - defaulted), line: line)
        }
        handler.endElementNs = { context, _, _, _ in
            saxReading(context).pointee.builder.endElement()
        }
        handler.characters = { context, text, count in
            guard let text else { return }
            saxReading(context).pointee.builder.characters(UnsafeBufferPointer(start: text, count: Int(count)))
        }
        handler.ignorableWhitespace = handler.characters
        handler.comment = { context, text in
            guard let text else { return }
            saxReading(context).pointee.builder.comment(text)
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            let input = parserContext(context).pointee.input.pointee
            saxReading(context).pointee.entityDeclaration = (Int(input.line), Int(input.col))
            xmlStopParser(parserContext(context))
        }
        handler.serror = { context, error in
            guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
                  saxReading(context).pointee.firstError == nil else { return }
            saxReading(context).pointee.firstError = FirstError(
                line: Int(error.pointee.line), column: Int(error.pointee.int2),
                message: error.pointee.message.map { XMLReader.readable(String(cString: $0)) }
                    ?? "the file is not well-formed XML")
        }
        return handler
    }
}

/// libxml2 passes the parser context as the callbacks' user data; free functions, since a C callback may not
/// capture even its type.
private func parserContext(_ context: UnsafeMutableRawPointer?) -> xmlParserCtxtPtr {
    context!.assumingMemoryBound(to: xmlParserCtxt.self)
}

private func saxReading(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXReading> {
    parserContext(context).pointee._private!.assumingMemoryBound(to: SAXReading.self)
}
