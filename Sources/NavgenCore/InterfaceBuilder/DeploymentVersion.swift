/// Interface Builder's `<deployment version="…">`: Xcode 5 to 9 wrote the version as a number whose hexadecimal
/// digits are the version (`4352` = 0x1100 = 11.0, `1552` = 0x610 = 6.1, `2306` = 0x902 = 9.0.2); newer files
/// may write dotted text, which is kept.
enum DeploymentVersion {
    static func dotted(_ text: String) -> String? {
        if text.contains(".") { return text }
        guard let number = Int(text), number > 0 else { return nil }
        let digits = Array(String(number, radix: 16))
        guard digits.count >= 3 else { return nil }
        let major = String(digits[..<(digits.count - 2)])
        let minor = digits[digits.count - 2]
        let patch = digits[digits.count - 1]
        guard let majorValue = Int(major, radix: 16), let minorValue = Int(String(minor), radix: 16),
              let patchValue = Int(String(patch), radix: 16) else { return nil }
        return patchValue == 0 ? "\(majorValue).\(minorValue)" : "\(majorValue).\(minorValue).\(patchValue)"
    }
}
