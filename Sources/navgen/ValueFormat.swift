import NavgenCore

/// What an option's value may be, read the same from the command line and from navgen.json.
struct ValueFormat<Wrapped: Sendable>: Sendable {
    /// What a valid value is, for messages; literal values in backquotes, plain on the command line and quoted in
    /// navgen.json ("an iOS SDK version like `27.0`").
    var expected: String
    var read: @Sendable (String) -> Wrapped?
    /// The value as it is written.
    var text: @Sendable (Wrapped) -> String
    /// A path, which navgen.json gives relative to its own folder.
    var isPath = false
    /// The command line's message for an invalid value (`value`, then what is expected) when it is not
    /// "<option> needs <expected>, found '<value>'".
    var unusual: (@Sendable (_ value: String, _ expected: String) -> String)?

    func usageProblem(_ option: String, _ value: String) -> String {
        let plain = expected.replacingOccurrences(of: "`", with: "")
        return unusual?(value, plain) ?? "\(option) needs \(plain), found '\(value)'"
    }

    func configProblem(_ key: String, _ value: String) -> String {
        "\"\(key)\" must be \(expected.replacingOccurrences(of: "`", with: "\"")), found '\(value)'"
    }
}

extension ValueFormat<String> {
    static let text = ValueFormat(expected: "a value", read: { $0 }, text: { $0 })
    static let path = ValueFormat(expected: "a path", read: { $0 }, text: { $0 }, isPath: true)

    /// The name is written as code (`import <name>` in the generated tests): only an identifier may pass.
    static let moduleName = ValueFormat(expected: "a Swift module name (letters, digits and _)", read: { name in
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
              name.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue }) else { return nil }
        return name
    }, text: { $0 })

    /// An SDK version (`27.0`): its major version decides the designs.
    static let sdkVersion = ValueFormat(expected: "an iOS SDK version like `27.0`", read: { BuildDesigns.major($0) == nil ? nil : $0 }, text: { $0 })
}

extension ValueFormat<Int> {
    static let count = ValueFormat(expected: "a positive number", read: { Int($0).flatMap { $0 >= 1 ? $0 : nil } }, text: { String($0) })
}

extension ValueFormat where Wrapped: RawRepresentable<String> & CaseIterable {
    /// One of the cases by its raw value.
    static func choice(unusual: (@Sendable (_ value: String, _ expected: String) -> String)? = nil) -> Self {
        ValueFormat(expected: Wrapped.allCases.map { "`\($0.rawValue)`" }.joinedAsAlternatives(), read: { Wrapped(rawValue: $0) },
                    text: { $0.rawValue }, unusual: unusual)
    }
}

extension Sequence<String> {
    /// `a, b or c`.
    func joinedAsAlternatives() -> String {
        let words = Array(self)
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
