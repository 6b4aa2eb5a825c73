/// Chinese, Japanese or Korean default text in a storyboard text view, on systems that stall on it.
struct CJKTextViewDefaultTextRule: Rule {
    static let description = DiagnosticKind(
        id: "cjk-textview-default-text", severity: .warning,
        rationale: """
            A storyboard text view has CJK default text and the deployment target is below iOS 9. On iOS 7 \
            and 8 such a text view made its screen stall on its first loads during a push. Leave the text \
            empty in the storyboard and set it in code.
            """,
        nonTriggeringExamples: [
            RuleExample(["Main.storyboard": storyboard(target: "2048", textView: #"<textView id="t1" text="Hello"/>"#)]),
            RuleExample(["Main.storyboard": storyboard(target: "2304", textView: #"<textView id="t1" text="你好"/>"#)]),
        ],
        triggeringExamples: [
            RuleExample(["Main.storyboard": storyboard(target: "2048", textView: #"<textView id="t1" ↓text="你好"/>"#)]),
            RuleExample(["Main.storyboard": storyboard(
                target: "1792", textView: #"<textView id="t1">↓<string key="text">こんにちは</string></textView>"#)]),
        ])

    /// A one-scene storyboard whose controller's view holds `textView`; `target` is Xcode's encoding (2048 is iOS 8.0).
    private static func storyboard(target: String, textView: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
            <dependencies>
                <deployment identifier="iOS" version="\(target)"/>
            </dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc">
                            <view key="view" id="v1">
                                <subviews>
                                    \(textView)
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}

extension CJKTextViewDefaultTextRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        model.declarations.textViews.compactMap { textView in
            guard let major = DeploymentTarget.major(textView.deploymentTarget ?? model.deploymentTarget), major < 9,
                  textView.text.value.unicodeScalars.contains(where: isCJK) else { return nil }
            return violation(at: textView.text.location,
                             "a text view's default text is Chinese, Japanese or Korean; below iOS 9 its screen stalls on the first "
                                 + "loads, so leave the text empty here and set it in code",
                             disabledRules: [])
        }
    }
}

private extension CJKTextViewDefaultTextRule {
    /// Han ideographs, kana, Hangul, and the CJK punctuation and full-width forms that come with them.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F:
            true
        default:
            false
        }
    }
}
