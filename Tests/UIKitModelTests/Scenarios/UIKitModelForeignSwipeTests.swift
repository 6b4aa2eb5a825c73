import NavgenRuntime
import UIKit
import XCTest

/// A swipe back from an app's own screen (one that does not adopt navgen and shows the bar itself) to a screen with a
/// hidden bar, abandoned halfway: the app's screen keeps its bar. The glue restored the state it had hidden the bar to
/// for the destination.
final class UIKitModelForeignSwipeTests: XCTestCase {
    /// Shows the bar itself, as apps mixing navgen's screens with their own do.
    private final class BarShowingController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }

    func testAnAbandonedSwipeFromAnAppsOwnScreenKeepsItsBar() async {
        await Self.abandonedSwipe()
    }

    @MainActor
    private static func abandonedSwipe() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            findings.everyAnswer {
                let stage = Stage([.hidden], inTabs: false, design: design)
                let own = BarShowingController()
                stage.navigation.pushViewController(own, animated: true)
                UIKitModel.settle()
                var problems: [String] = stage.navigation.isNavigationBarHidden ? ["the bar is hidden after the push"] : []
                let swipe = stage.navigation.modelSwipeBack()
                swipe.move(to: 0.3)
                swipe.lift(completing: false)
                UIKitModel.settle()
                if stage.navigation.topViewController !== own { problems.append("the app's screen is not on top") }
                if stage.navigation.isNavigationBarHidden { problems.append("the app's screen lost its bar") }
                findings.note(problems + stage.faults(), "\(design)")
            }
        }
        findings.report()
    }
}
