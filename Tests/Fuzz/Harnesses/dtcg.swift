@testable import NavgenCore

/// A DTCG file through the JSON reader, the DTCG reader and the token resolver (aliases, `$ref`,
/// `$extends`, types, colour conversion). The DTCG reader is called directly: content detection
/// could route to the resolver reader, which opens the files it names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let json = try? JSONReader.parse(Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.tokens.json")
    else { return 0 }
    var log = DiagnosticLog()
    let document = DTCGReader.read(json, path: "fuzz.tokens.json", log: &log)
    _ = TokenResolver.resolve([document], log: &log)
    return 0
}
