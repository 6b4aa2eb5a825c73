import Foundation

/// What `{{name | filter}}` does to a value, so that templates never spell Swift, XML or Markdown by hand.
enum TemplateFilter: String, CaseIterable, Sendable {
    /// A lowerCamelCase Swift identifier, keywords escaped.
    case identifier
    /// An UpperCamelCase Swift type name.
    case typeName
    /// A complete Swift string literal, quotes included.
    case stringLiteral
    /// Text safe on one `///` line.
    case docComment
    /// Text and attribute values in XML (SVG).
    case xml
    /// Text safe inside `<!-- -->`, which cannot hold `--`.
    case xmlComment
    /// Text inside one Markdown table cell.
    case markdownCell
    /// The value as Swift: a string as a literal, null as `nil`, a number with at most four decimals, a list as an
    /// array literal, a `SwiftValue` as its expression.
    case swift
    /// A contrast ratio as the report shows it: `4.50:1`.
    case ratio
    /// The value as compact JSON for a page's script, safe inside an HTML `<script>` element, a list of like objects
    /// packed as a table (see `TemplateJSON`).
    case packedJSON

    func apply(to value: TemplateValue) -> String {
        switch self {
        case .identifier: SwiftName.identifier(value.text)
        case .typeName: SwiftName.typeName(value.text)
        case .stringLiteral: SwiftName.stringLiteral(value.text)
        case .docComment: SwiftName.docComment(value.text)
        case .xml: ReportText.xml(value.text)
        case .xmlComment: value.text.replacingOccurrences(of: "--", with: "- -")
        case .markdownCell: ReportText.markdownCell(value.text)
        case .swift: value.swift
        case .ratio: Self.ratio(value)
        case .packedJSON: TemplateJSON.text(value)
        }
    }

    /// `apply(to: value)` appended to `output`; the `swift` filter writes straight into it.
    func write(_ value: TemplateValue, to output: inout [UInt8]) {
        if self == .swift {
            value.writeSwift(to: &output)
        } else if self == .packedJSON {
            TemplateJSON.write(value, to: &output)
        } else {
            output += apply(to: value).utf8
        }
    }

    private static func ratio(_ value: TemplateValue) -> String {
        switch value {
        case .double(let number): ReportContext.ratio(number)
        case .int(let number): ReportContext.ratio(Double(number))
        default: value.text
        }
    }
}

extension TemplateValue {
    /// The value as the `swift` filter writes it.
    var swift: String {
        var output: [UInt8] = []
        writeSwift(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func writeSwift(to output: inout [UInt8]) {
        switch self {
        case .null: output += "nil".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .int(let number): SwiftLiteral.write(number, to: &output)
        case .double(let number): SwiftLiteral.write(number, to: &output)
        case .string(let text): output += SwiftName.stringLiteral(text).utf8
        case .swift(let value): value.write(to: &output)
        case .list(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", ".utf8 }
                item.writeSwift(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object: break
        case .encodable: expanded.writeSwift(to: &output)
        }
    }
}
