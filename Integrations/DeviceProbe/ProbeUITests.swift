// The UI-test half of the device probe (see README.md): launches the probe app once per scenario, does what a person
// does (swipes from the edge or the content, held mid-way, carried through or abandoned), and attaches the log and
// mid-transition screenshots. Not built by SwiftPM: add it to the app's UI test target.
import XCTest

final class ProbeUITests: XCTestCase {
    private func launch(_ scenario: String, slow: Bool = false) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = ["-probe", scenario] + (slow ? ["-slow"] : [])
        app.launch()
        sleep(2)
        return app
    }

    private func attach(_ app: XCUIApplication, _ name: String) {
        let log = XCTAttachment(string: app.textViews["probe-log"].value as? String ?? "")
        log.name = name + " log"
        log.lifetime = .keepAlways
        add(log)
    }

    private func screenshot(_ name: String) {
        let shot = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
        shot.name = name
        shot.lifetime = .keepAlways
        add(shot)
    }

    /// The callbacks and stacks of each programmatic change.
    func testProgrammaticChanges() {
        for scenario in ["push", "pop", "popToRoot", "setPush", "setPop", "setSame"] {
            let app = launch(scenario)
            attach(app, scenario)
            app.terminate()
        }
    }

    /// Item appearances mid-push: cross-fading or applied at once (look at the screenshots).
    func testAppearancesMidPush() {
        let app = launch("push", slow: true)
        for step in 0..<4 {
            usleep(700_000)
            screenshot("mid-push \(step)")
        }
        attach(app, "slow push")
    }

    /// Swipes back, carried through or abandoned (a short, slow drag), from the edge and (iOS 26) the content, with
    /// and without a back action, and with the bar hidden in willShow; the app logs the stack and the bar every few
    /// frames while the finger is down.
    func testSwipes() {
        for scenario in ["swipe", "backAction", "hideInWillShow"] {
            for start in [0.0, 0.5] {
                for completes in [true, false] {
                    let app = launch(scenario)
                    let from = app.coordinate(withNormalizedOffset: CGVector(dx: start, dy: 0.5))
                    let to = app.coordinate(withNormalizedOffset: CGVector(dx: completes ? 0.95 : start + 0.15, dy: 0.5))
                    from.press(forDuration: 0.05, thenDragTo: to, withVelocity: .slow, thenHoldForDuration: 1)
                    sleep(1)
                    screenshot("\(scenario) from \(start) \(completes ? "completed" : "cancelled")")
                    attach(app, "\(scenario) from \(start) \(completes ? "completed" : "cancelled")")
                    app.terminate()
                }
            }
        }
    }
}
