@testable import NavgenCore

/// The JSON reader, strict and JSON5: any bytes must give a value or a positioned error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? JSONReader.parse(bytes, path: "fuzz.json")
    _ = try? JSONReader.parse(bytes, path: "fuzz.json5")
    return 0
}
