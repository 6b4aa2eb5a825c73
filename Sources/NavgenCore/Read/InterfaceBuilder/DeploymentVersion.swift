/// Interface Builder's `<deployment version="…">`. Xcode 5 to 9 wrote a number: for iOS, tvOS and watchOS its
/// hexadecimal digits spell the version (`4352` = 0x1100 = 11.0, `1552` = 0x610 = 6.1, `2306` = 0x902 = 9.0.2);
/// for macOS its decimal digits do (`1090` = 10.9, `101300` = 10.13). Dotted text is kept as written.
enum DeploymentVersion {
    static func dotted(_ text: String, platform: String?) -> String? {
        if text.contains(".") { return text }
        guard let number = Int(text), number > 0 else { return nil }
        let isMac = platform?.lowercased().hasPrefix("mac") ?? false
        let digits = Array(isMac ? text : String(number, radix: 16))
        let parts: [String]
        switch (isMac, digits.count) {
        case (true, 4): parts = [String(digits[0..<2]), String(digits[2]), String(digits[3])]
        case (true, 6): parts = [String(digits[0..<2]), String(digits[2..<4]), String(digits[4..<6])]
        case (false, 3...): parts = [String(digits[..<(digits.count - 2)]), String(digits[digits.count - 2]), String(digits[digits.count - 1])]
        default: return nil
        }
        guard let values = Optional(parts.compactMap { Int($0) }), values.count == 3 else { return nil }
        return values[2] == 0 ? "\(values[0]).\(values[1])" : "\(values[0]).\(values[1]).\(values[2])"
    }
}
