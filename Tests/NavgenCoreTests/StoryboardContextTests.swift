import XCTest
@testable import NavgenCore

/// `NavigationStoryboards.swift` names what code can load or perform: a storyboard always, a navigation map by its
/// identifiers, and a xib only where it has identifiers, since no `UIStoryboard(name:bundle:)` loads a xib.
final class StoryboardContextTests: XCTestCase {
    func testAXibWithoutIdentifiersHasNoMember() {
        let files = [
            NavigationFile(path: "Base.lproj/Main.storyboard", format: .storyboard, sceneIdentifiers: [], segueIdentifiers: []),
            NavigationFile(path: "MainWindow.xib", format: .xib, sceneIdentifiers: [], segueIdentifiers: []),
            NavigationFile(path: "Login.xib", format: .xib, sceneIdentifiers: ["Login"], segueIdentifiers: []),
            NavigationFile(path: "app.nav.xml", format: .navigationMap, sceneIdentifiers: [], segueIdentifiers: []),
        ]
        XCTAssertEqual(StoryboardContext(files: files).documents.map(\.name), ["Login", "Main", "app"])
    }
}
