@testable import NavgenCore

/// A storyboard or xib through the whole analysis: reader, storyboard references, model, transition
/// engine and every model rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? XMLReader.parse(Array(UnsafeBufferPointer(start: data, count: size)), path: "Fuzz.storyboard")
    else { return 0 }
    var log = DiagnosticLog()
    var sources = [InterfaceBuilderReader.read(document, log: &log)]
    StoryboardReferences.resolve(&sources, log: &log)
    FuzzAnalysis.analyse(sources, log: &log)
    return 0
}
