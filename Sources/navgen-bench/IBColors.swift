/// `<color>` elements in every form Xcode has written, so the reader's colour paths are all exercised.
enum IBColors {
    /// Asset-catalog colours each storyboard embeds under `<resources><namedColor>`.
    static let namedColors = ["BrandColor", "AccentColor", "CardBackground"]

    /// System colours a storyboard embeds under `<resources><systemColor>` (Xcode 11 and later).
    static let systemColors: [(name: String, white: String)] = [
        ("systemBackgroundColor", "1"), ("labelColor", "0.0"), ("secondaryLabelColor", "0.23529411760000001"),
        ("systemGroupedBackgroundColor", "0.94901960784313721"),
    ]

    private static let legacySystemColors = ["darkTextColor", "groupTableViewBackgroundColor", "tableCellGroupedBackgroundColor", "lightTextColor"]

    /// `key="…" ` before the other attributes; resources write their colours without a key.
    private static func keyed(_ key: String) -> String { key.isEmpty ? "" : #"key="\#(key)" "# }

    static func element(key: String, random: inout SplitMix64) -> String {
        let red = random.component(), green = random.component(), blue = random.component()
        let alpha = random.chance(0.8) ? "1" : random.component()
        let white = random.component()
        switch random.int(12) {
        case 0, 1:
            return #"<color \#(keyed(key))systemColor="\#(random.pick(systemColors).name)"/>"#
        case 2:
            return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="\#(alpha)" colorSpace="custom" customColorSpace="sRGB"/>"#
        case 3:
            return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="\#(alpha)" colorSpace="custom" customColorSpace="displayP3"/>"#
        case 4:
            return #"<color \#(keyed(key))white="\#(white)" alpha="\#(alpha)" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        case 5:
            return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="\#(alpha)" colorSpace="calibratedRGB"/>"#
        case 6:
            return #"<color \#(keyed(key))white="\#(white)" alpha="\#(alpha)" colorSpace="calibratedWhite"/>"#
        case 7:
            return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="\#(alpha)" colorSpace="deviceRGB"/>"#
        case 8:
            return #"<color \#(keyed(key))white="\#(white)" alpha="\#(alpha)" colorSpace="deviceWhite"/>"#
        case 9:
            return #"<color \#(keyed(key))cocoaTouchSystemColor="\#(random.pick(legacySystemColors))"/>"#
        case 10:
            return #"<color \#(keyed(key))name="\#(random.pick(namedColors))"/>"#
        default:
            return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="\#(alpha)" colorSpace="custom" customColorSpace="extendedSRGB"/>"#
        }
    }

    /// An opaque colour (bar backgrounds), in one of the component forms.
    static func opaque(key: String, random: inout SplitMix64) -> String {
        let red = random.component(), green = random.component(), blue = random.component()
        switch random.int(3) {
        case 0: return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        case 1: return #"<color \#(keyed(key))red="\#(red)" green="\#(green)" blue="\#(blue)" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#
        default: return #"<color \#(keyed(key))white="\#(random.component())" alpha="1" colorSpace="calibratedWhite"/>"#
        }
    }
}
