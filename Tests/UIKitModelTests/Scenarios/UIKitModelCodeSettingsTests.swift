import NavgenRuntime
import UIKit
import XCTest

/// What an app sets in code on a screen that declares nothing of it stays: a subtitle (the horoscope app's, set in
/// `viewDidLoad`), a hard top edge (TidBITS News's), an item's tint and its glass hidden behind a custom view
/// (PathBook's, Kodi Remote's). The glue set UIKit's defaults over them at every push and pop.
final class UIKitModelCodeSettingsTests: XCTestCase {
    func testWhatTheAppSetsWhereNothingIsDeclaredStays() async {
        await Self.codeSettingsStay()
    }

    @MainActor
    private static func codeSettingsStay() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            findings.everyAnswer {
                let stage = Stage([.plain], design: design)
                let screen = ScenarioController(.plain)
                screen.loadViewIfNeeded()
                screen.navigationItem.subtitle = "From code"
                let scrollView = screen.contentScrollView(for: .top)
                scrollView?.topEdgeEffect.style = .hard
                let item = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
                item.tintColor = .systemRed
                item.hidesSharedBackground = true
                screen.navigationItem.rightBarButtonItems = [item]
                stage.navigation.pushViewController(screen, animated: true)
                UIKitModel.settle()
                stage.navigation.pushViewController(ScenarioController(.brand), animated: true)
                UIKitModel.settle()
                stage.navigation.popViewController(animated: true)
                UIKitModel.settle()
                var problems: [String] = []
                if screen.navigationItem.subtitle != "From code" { problems.append("subtitle \(String(describing: screen.navigationItem.subtitle))") }
                if scrollView?.topEdgeEffect.style != .hard { problems.append("the top edge effect is no longer hard") }
                if item.tintColor !== UIColor.systemRed, item.tintColor?.modelRGBA(in: UIKitModel.traits) != UIColor.systemRed.modelRGBA(in: UIKitModel.traits) {
                    problems.append("the item's tint is \(String(describing: item.tintColor))")
                }
                if !item.hidesSharedBackground { problems.append("the item's glass shows again") }
                findings.note(problems + stage.faults(), "\(design)")
            }
        }
        findings.report()
    }

    /// An app's own back action (iOS 16's way to intercept Back) and a back button it hides while editing stay through
    /// pushes and pops: navgen takes away only the back action it set itself.
    func testTheAppsBackActionAndHiddenBackButtonStay() async {
        await Self.backSettingsStay()
    }

    @MainActor
    private static func backSettingsStay() {
        let findings = Findings()
        findings.everyAnswer {
            let stage = Stage([.plain], inTabs: false)
            let screen = ScenarioController(.plain)
            screen.loadViewIfNeeded()
            let own = UIAction { _ in }
            screen.navigationItem.backAction = own
            stage.navigation.pushViewController(screen, animated: true)
            UIKitModel.settle()
            var problems: [String] = screen.navigationItem.backAction === own ? [] : ["the app's back action is gone after the push"]
            screen.navigationItem.hidesBackButton = true
            stage.navigation.pushViewController(ScenarioController(.brand), animated: true)
            UIKitModel.settle()
            stage.navigation.popViewController(animated: true)
            UIKitModel.settle()
            if !screen.navigationItem.hidesBackButton { problems.append("the back button hidden while editing shows again") }
            if screen.navigationItem.backAction !== own { problems.append("the app's back action is gone after a pop back") }
            findings.note(problems + stage.faults(), "back settings")
        }
        findings.report()
    }

    /// A flag a mode of the screen declares is navgen's to set in every mode: a back button hidden in the dark mode
    /// shows again in the light one. The back action navgen set where the screen asked is taken away where it no longer
    /// asks.
    func testWhatAScreenDeclaresInSomeModeFollowsTheMode() async {
        await Self.declaredFlagsFollowTheMode()
    }

    @MainActor
    private static func declaredFlagsFollowTheMode() {
        let findings = Findings()
        findings.everyAnswer {
            let stage = Stage([.plain, .hidesBackInDark], inTabs: false, mode: .dark)
            let screen = stage.top
            var problems: [String] = screen.navigationItem.hidesBackButton ? [] : ["the back button shows in the dark mode"]
            UIKitModel.traits = UITraitCollection(userInterfaceStyle: .light)
            UIKitModel.settle()
            if screen.navigationItem.hidesBackButton { problems.append("the back button stays hidden in the light mode") }
            let leftOver = ScenarioController(.plain)
            leftOver.loadViewIfNeeded()
            leftOver.navigationItem.backAction = UIAction(identifier: UIAction.Identifier("navgen.asksScreenBeforeGoingBack")) { _ in }
            stage.navigation.pushViewController(leftOver, animated: true)
            UIKitModel.settle()
            if leftOver.navigationItem.backAction != nil { problems.append("navgen's back action stays on a screen that no longer asks") }
            findings.note(problems + stage.faults(), "flags by mode")
        }
        findings.report()
    }

    /// An app that turns iOS 26's content swipe back off for a whole stack (a map, a canvas) keeps it off: navgen turns on
    /// again only what it turned off itself.
    func testTheContentSwipeTheAppTurnsOffStaysOff() async {
        await Self.contentSwipeStaysOff()
    }

    @MainActor
    private static func contentSwipeStaysOff() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            findings.everyAnswer {
                let stage = Stage([.plain], inTabs: false, design: design)
                stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
                stage.navigation.pushViewController(ScenarioController(.plain), animated: true)
                UIKitModel.settle()
                stage.navigation.pushViewController(ScenarioController(.unswipeable), animated: true)
                UIKitModel.settle()
                stage.navigation.popViewController(animated: true)
                UIKitModel.settle()
                let enabled = stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled == true
                findings.note((enabled ? ["the content swipe the app turned off is on again"] : []) + stage.faults(), "\(design)")
            }
        }
        findings.report()
    }
}
