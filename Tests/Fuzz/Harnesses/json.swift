@testable import NavgenCore

/// The strict JSON reader: any bytes must give a value or a positioned error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? JSONReader.parse(Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.json")
    return 0
}
