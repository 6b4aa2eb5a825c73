/// The emit context as JSON (`navgen inspect --context`): what every template reads, members in declaration order.
public enum ContextReport {
    public static func render(_ context: EmitContext) -> String {
        JSONWriter.render(json(TemplateEncoder.value(of: context, keepingSwiftValues: false))) + "\n"
    }

    private static func json(_ value: TemplateValue) -> JSONWriter.Value {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .number(Double(number))
        case .double(let number): .number(number)
        case .string(let text): .string(text)
        case .swift(let value): json(TemplateEncoder.value(of: value, keepingSwiftValues: false))
        case .list(let items): .array(items.map(json))
        case .object(let object): .object(object.members.map { ($0.key, json($0.value)) })
        case .encodable(let encodable): json(encodable.expanded)
        }
    }
}
