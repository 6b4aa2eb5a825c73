@testable import NavgenCore

/// A navigation map through the whole analysis: reader, model (against a small fixed token set),
/// transition engine and every model rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? XMLReader.parse(Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.nav.xml")
    else { return 0 }
    var log = DiagnosticLog()
    let source = NavigationMapReader.read(document, log: &log)
    FuzzAnalysis.analyse([source], log: &log)
    return 0
}
