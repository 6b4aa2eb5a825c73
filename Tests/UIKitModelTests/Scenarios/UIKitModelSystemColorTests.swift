import NavgenRuntime
import UIKit
import XCTest

/// A bar a storyboard colours with UIKit's system colours keeps them: the glue hands UIKit the system colour, not the
/// documented value navgen checks, so the bar follows the contrast setting (Increase Contrast deepens system blue) and
/// the release's palette (iOS 26 changed the hues), as the storyboard's own bar does. Handing over the documented
/// values froze them: the app's bar showed iOS 18's blue at every contrast.
final class UIKitModelSystemColorTests: XCTestCase {
    func testASystemColouredBarFollowsTheContrastAndThePalette() async {
        await Self.followsTheContrast()
    }

    @MainActor
    private static func followsTheContrast() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for mode in ScenarioMode.allCases {
                for contrast in [UIAccessibilityContrast.normal, .high] {
                    findings.everyAnswer {
                        let stage = Stage([.plain, .systemColors], design: design, mode: mode)
                        UIKitModel.traits = UITraitCollection(traitsFrom: [
                            UITraitCollection(userInterfaceStyle: mode == .dark ? .dark : .light),
                            UITraitCollection(accessibilityContrast: contrast),
                        ])
                        UIKitModel.settle()
                        findings.note(Looks.atRest(stage.look(), stage.side(stage.top)) + stage.faults(), "\(design) \(mode) \(contrast)")
                    }
                }
            }
        }
        findings.report()
    }
}
