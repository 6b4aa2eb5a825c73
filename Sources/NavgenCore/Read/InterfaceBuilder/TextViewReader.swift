/// The default text of every `<textView>`: the `text` attribute, a `<string key="text">` child (multi-line text),
/// or the fragments of `<attributedString key="attributedText">`.
enum TextViewReader {
    static func read(_ root: XMLElement) -> [Located<String>] {
        var texts: [Located<String>] = []
        root.forEachDescendant { element in
            guard element.name == "textView" else { return }
            if let text = element.located("text") ?? element.child(named: "string", keyed: "text").map({ Located($0.text, at: $0.location) }),
               !text.value.isEmpty {
                texts.append(text)
            } else if let attributed = element.child(named: "attributedString", keyed: "attributedText") {
                let fragments = attributed.children(named: "fragment").map { fragment in
                    fragment.attribute("content") ?? fragment.child(named: "string", keyed: "content")?.text ?? ""
                }
                let text = fragments.joined()
                if !text.isEmpty { texts.append(Located(text, at: attributed.location)) }
            }
        }
        return texts
    }
}
