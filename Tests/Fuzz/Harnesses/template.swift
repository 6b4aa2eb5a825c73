@testable import NavgenCore

/// The template engine: the input is a template, parsed, then rendered (as itself and as its own
/// partial `part`) against a small context with strings, flags, lists and nested objects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? Template(name: "main", path: "main.mustache", source: source) else { return 0 }
    let renderer = TemplateRenderer(templates: ["main": template, "part": template])
    _ = try? renderer.render("main", context: context)
    return 0
}

private let context: TemplateValue = [
    "name": "Feed \"screen\" \\(x) */", "on": true, "off": false, "empty": "",
    "items": .separated([["n": "a", "on": true], ["n": "b", "on": false], ["n": "#\"c\"#"]]),
    "nested": ["x": "y", "list": ["p", "q"], "deeper": ["z": "1"]],
]
