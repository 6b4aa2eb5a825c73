import NavgenRuntime
import UIKit
import XCTest

/// Dark Mode or Increase Contrast switched while a screen shows restyles its bar and status bar: an appearance holds one
/// mode's colours, so the glue applies every bar again when the traits change (iOS 17's `registerForTraitChanges`).
final class UIKitModelTraitChangeTests: XCTestCase {
    func testSwitchingTheModeWhileAScreenShowsRestylesItsBar() async {
        await Self.modeSwitchRestyles()
    }

    @MainActor
    private static func modeSwitchRestyles() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for (from, to) in [(ScenarioMode.light, ScenarioMode.dark), (.dark, .light)] {
                findings.everyAnswer {
                    let stage = Stage([.plain, .brand], inTabs: false, design: design, mode: from)
                    UIKitModel.traits = UITraitCollection(userInterfaceStyle: to == .dark ? .dark : .light)
                    UIKitModel.settle()
                    findings.note(Looks.atRest(stage.look(), stage.side(stage.top)) + stage.faults(), "\(design) \(from) → \(to)")
                    // The screen below shows in the new mode when popped to.
                    stage.navigation.popViewController(animated: true)
                    UIKitModel.settle()
                    findings.note(Looks.atRest(stage.look(), stage.side(stage.top)) + stage.faults(), "\(design) \(from) → \(to), popped")
                }
            }
        }
        findings.report()
    }

    /// Switched while a sheet is presented over the stack: the stack's bars take the new mode once it has shown.
    func testSwitchingTheModeDuringAPresentationRestylesTheStackAfterIt() async {
        await Self.modeSwitchDuringAPresentation()
    }

    @MainActor
    private static func modeSwitchDuringAPresentation() {
        let findings = Findings()
        findings.everyAnswer {
            let stage = Stage([.plain, .brand], inTabs: false, mode: .light)
            let sheet = ScenarioController(.plain)
            stage.navigation.present(sheet, animated: true)
            UIKitModel.advance(by: 0.1)
            UIKitModel.traits = UITraitCollection(userInterfaceStyle: .dark)
            UIKitModel.settle()
            sheet.dismiss(animated: false)
            UIKitModel.settle()
            findings.note(Looks.atRest(stage.look(), stage.side(stage.top)) + stage.faults(), "switched during a presentation")
        }
        findings.report()
    }
}
