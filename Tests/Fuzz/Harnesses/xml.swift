@testable import NavgenCore

/// XMLReader over libxml2 and the start-tag scanner: any bytes must give a document or a positioned error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? XMLReader.parse(Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.xml")
    return 0
}
