/// The template context as JSON (`navgen inspect --context`): what every template reads, keys in the order the
/// context builder sets them, long lists with every item made.
public enum ContextReport {
    public static func render(_ context: TemplateValue) -> String {
        JSONWriter.render(json(context)) + "\n"
    }

    static func json(_ value: TemplateValue) -> JSONWriter.Value {
        switch value {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .list(let items): .array(items.map(json))
        case .generated(let list): .array(list.items.map(json))
        case .object(let members): .object(members.pairs.map { ($0.0, json($0.1)) })
        }
    }
}
