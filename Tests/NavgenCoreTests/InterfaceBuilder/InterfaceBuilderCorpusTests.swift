import Foundation
import XCTest
@testable import NavgenCore

/// Reads every real storyboard and xib of `shared/corpus/storyboards` and compares with what an independent reader
/// recorded in `shared/corpus/expected.json`.
final class InterfaceBuilderCorpusTests: XCTestCase {
    private func corpus() throws -> (folder: URL, files: [String: [String: Any]]) {
        let corpus = try TestSupport.requireShared().appendingPathComponent("corpus")
        let expectedURL = corpus.appendingPathComponent("expected.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? [String: Any]
        let files = try XCTUnwrap(json?["files"] as? [String: [String: Any]])
        return (corpus, files.filter { $0.key.hasPrefix("storyboards/") })
    }

    func testEveryCorpusFileIsReadLikeTheIndependentReader() throws {
        let (folder, files) = try corpus()
        XCTAssertGreaterThanOrEqual(files.count, 34)
        var controllers = 0, segues = 0
        for (name, expected) in files.sorted(by: { $0.key < $1.key }) {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let (document, diagnostics) = IBTest.read(bytes: bytes, path: name)
            XCTAssertEqual(IBTest.errors(diagnostics).map { "\($0.location): \($0.message)" }, [], name)
            checkDocument(document, expected, name)
            checkControllers(document, expected, name)
            checkSegues(document, expected, name)
            controllers += document.controllers.count
            segues += document.segues.count
        }
        XCTAssertEqual(controllers, 168)
        XCTAssertEqual(segues, 148)
    }

    private func checkDocument(_ document: SourceDocument, _ expected: [String: Any], _ name: String) {
        XCTAssertEqual(document.format.rawValue, expected["kind"] as? String, name)
        XCTAssertEqual(document.documentType, expected["document_type"] as? String, name)
        XCTAssertEqual(document.version, expected["document_version"] as? String, name)
        XCTAssertEqual(document.toolsVersion, expected["toolsVersion"] as? String, name)
        XCTAssertEqual(document.targetRuntime, expected["targetRuntime"] as? String, name)
        XCTAssertEqual(document.initialController, expected["initialViewController"] as? String, name)
        XCTAssertEqual(document.launchScreen, (expected["launchScreen"] as? String) == "YES", name)
    }

    private func checkControllers(_ document: SourceDocument, _ expected: [String: Any], _ name: String) {
        let list = expected["view_controllers"] as? [[String: Any]] ?? []
        XCTAssertEqual(document.controllers.map { "\($0.element)#\($0.id)" },
                       list.map { "\($0["element"] as? String ?? "")#\($0["id"] as? String ?? "")" }, name)
        for entry in list {
            guard let id = entry["id"] as? String, let controller = document.controller(id) else { continue }
            let context = "\(name) \(id)"
            XCTAssertEqual(controller.customClass, entry["customClass"] as? String, context)
            XCTAssertEqual(controller.customModule, entry["customModule"] as? String, context)
            XCTAssertEqual(controller.storyboardIdentifier, entry["storyboardIdentifier"] as? String, context)
            XCTAssertEqual(controller.title, entry["title"] as? String, context)
            XCTAssertEqual(controller.sceneID, entry["scene_id"] as? String, context)
            let hides = (entry["hidesBottomBarWhenPushed"] as? String).flatMap(IBBool.parse)
            XCTAssertEqual(controller.properties[.hidesBottomBarWhenPushed]?.text, hides.map { $0 ? "true" : "false" }, context)
            XCTAssertEqual(controller.role == .navigation, entry["is_navigation_controller"] as? Bool, context)
            if let placeholder = entry["placeholder"] as? [String: Any] {
                XCTAssertEqual(controller.role, .reference, context)
                XCTAssertEqual(controller.referencedStoryboard, placeholder["storyboardName"] as? String, context)
                XCTAssertEqual(controller.referencedIdentifier, placeholder["referencedIdentifier"] as? String, context)
                XCTAssertEqual(controller.bundleIdentifier, placeholder["bundleIdentifier"] as? String, context)
            }
            if let item = entry["navigation_item"] as? [String: Any] {
                checkNavigationItem(controller, item, context)
            }
            if let bar = entry["navigation_bar"] as? [String: Any] {
                checkNavigationBar(controller, bar, context)
            }
        }
    }

    private func checkNavigationItem(_ controller: SourceController, _ item: [String: Any], _ context: String) {
        XCTAssertEqual(controller.navigationTitle, item["title"] as? String, context)
        XCTAssertEqual(controller.prompt, item["prompt"] as? String, context)
        XCTAssertEqual(controller.properties[.largeTitleDisplayMode]?.text, item["largeTitleDisplayMode"] as? String, context)
        let buttons = item["bar_button_items"] as? [[String: Any]] ?? []
        XCTAssertEqual(controller.items.map { $0.id ?? "" }, buttons.map { $0["id"] as? String ?? "" }, context)
        for (actual, button) in zip(controller.items, buttons) {
            let slot = button["slot"] as? String ?? ""
            let side: SourceBarItem.Side = slot.hasPrefix("left") ? .left : slot.hasPrefix("right") ? .right : .back
            XCTAssertEqual(actual.side, side, context)
            XCTAssertEqual(actual.title, button["title"] as? String, context)
            XCTAssertEqual(actual.image, button["image"] as? String, context)
            XCTAssertEqual(actual.systemItem?.rawValue, button["systemItem"] as? String, context)
            // The iOS 26 SDK makes `done` the value of `prominent`.
            let prominent = ["done", "prominent"].contains(button["style"] as? String ?? "")
            XCTAssertEqual(actual.style, prominent ? .prominent : .plain, context)
            XCTAssertEqual(actual.width, (button["width"] as? String).flatMap(Double.init), context)
        }
    }

    /// The bar's colours (`colors`, per appearance `colors`, and text attribute colours) as sRGB literals.
    private func checkNavigationBar(_ controller: SourceController, _ bar: [String: Any], _ context: String) {
        XCTAssertEqual(controller.barAppearances.first?.id, "navigationBar", context)
        let own = controller.appearance("navigationBar")
        for (key, color) in bar["colors"] as? [String: [String: String]] ?? [:] {
            let property: AppearanceProperty = key == "tintColor" ? .tintColor : .barTintColor
            XCTAssertEqual(own?.properties[property]?.text, expectedLiteral(color), "\(context) \(key)")
        }
        checkTextAttributes(own, bar["text_attributes"], context)
        let appearances = bar["appearances"] as? [String: [String: Any]] ?? [:]
        XCTAssertEqual(Set(controller.barAppearances.dropFirst().map(\.id)), Set(appearances.keys), context)
        for (key, appearance) in appearances {
            let actual = controller.appearance(key)
            for (colorKey, color) in appearance["colors"] as? [String: [String: String]] ?? [:] {
                let property: AppearanceProperty = colorKey == "shadowColor" ? .shadowColor : .barTintColor
                XCTAssertEqual(actual?.properties[property]?.text, expectedLiteral(color), "\(context) \(key) \(colorKey)")
            }
            checkTextAttributes(actual, appearance["text_attributes"], context)
        }
        if let attributes = bar["attributes"] as? [String: String], attributes["largeTitles"] == "YES" {
            XCTAssertEqual(controller.properties[.prefersLargeTitles]?.text, "true", context)
        }
    }

    private func checkTextAttributes(_ appearance: SourceAppearance?, _ value: Any?, _ context: String) {
        for (key, attributes) in value as? [String: [String: Any]] ?? [:] {
            let property: AppearanceProperty = key == "largeTitleTextAttributes" ? .largeTitleColor : .titleColor
            if let color = (attributes["colors"] as? [String: [String: String]])?.values.first {
                XCTAssertEqual(appearance?.properties[property]?.text, expectedLiteral(color), "\(context) \(key)")
            }
        }
    }

    /// What a colour's attributes should read as, computed independently of the reader where possible.
    private func expectedLiteral(_ color: [String: String]) -> String? {
        if let name = color["systemColor"] { return SystemColorTable.entry(named: name)?.light }
        let alpha = color["alpha"].flatMap(Double.init) ?? 1
        if let white = color["white"].flatMap(Double.init) { return RGBA(red: white, green: white, blue: white, alpha: alpha).hex }
        guard let red = color["red"].flatMap(Double.init), let green = color["green"].flatMap(Double.init),
              let blue = color["blue"].flatMap(Double.init) else { return nil }
        if color["customColorSpace"] == "displayP3" {
            return ColorSpaceConversion.clampedSRGB(space: "display-p3", components: [red, green, blue], alpha: alpha).hex
        }
        return RGBA(red: red, green: green, blue: blue, alpha: alpha).hex
    }

    private func checkSegues(_ document: SourceDocument, _ expected: [String: Any], _ name: String) {
        let list = expected["segues"] as? [[String: Any]] ?? []
        XCTAssertEqual(document.segues.map(\.id), list.map { $0["id"] as? String ?? "" }, name)
        for entry in list {
            guard let id = entry["id"] as? String, let segue = document.segue(id) else { continue }
            let context = "\(name) segue \(id)"
            XCTAssertEqual(segue.kind, entry["kind"] as? String, context)
            XCTAssertEqual(segue.relationship, entry["relationship"] as? String, context)
            XCTAssertEqual(segue.identifier, entry["identifier"] as? String, context)
            XCTAssertEqual(segue.customClass, entry["customClass"] as? String, context)
            XCTAssertEqual(segue.destination, entry["destination"] as? String, context)
            XCTAssertEqual(segue.unwindAction, entry["unwindAction"] as? String, context)
            // The independent reader leaves the source empty for objects beside the controller in its scene (a
            // gesture recognizer); navgen gives them the scene's controller.
            if let source = entry["source"] as? String { XCTAssertEqual(segue.source, source, context) }
            if let trigger = entry["trigger"] as? String { XCTAssertEqual(segue.trigger, trigger, context) }
        }
    }
}
