import XCTest
@testable import NavgenCore

/// Deep stacks: the tab bar rule is answered from each screen's parent, and must still see every screen below.
final class DeepStackTests: XCTestCase {
    func testATabBarHiddenDeepInAStackStaysHiddenAboveIt() throws {
        var lines = ["<navigation>", "<tabBarController id=\"tabs\" initial=\"true\"><tab ref=\"nav\"/></tabBarController>",
                     "<navigationController id=\"nav\" root=\"s0\"/>"]
        for index in 0..<300 {
            let hides = index == 100 ? " hidesBottomBarWhenPushed=\"true\"" : ""
            let push = index < 299 ? "<push to=\"s\(index + 1)\"/>" : ""
            lines.append("<screen id=\"s\(index)\"\(hides)>\(push)</screen>")
        }
        lines.append("</navigation>")
        let result = try TestSupport.analyse(["app.nav.xml": lines.joined(separator: "\n")], self)
        let model = try XCTUnwrap(result.model)
        let variant = model.variants[0]
        let visible = model.screens.map { $0.tabBarVisible[variant] }
        XCTAssertEqual(visible.prefix(100).allSatisfy { $0 == true }, true)
        XCTAssertEqual(visible.dropFirst(100).allSatisfy { $0 == false }, true)
        XCTAssertEqual(model.stack(of: "s299").count, 300)
        let pushInto = result.plans.first { $0.edge.operation == .push && $0.edge.to == "s100" }
        XCTAssertEqual(pushInto?.plan.bottomBar, .hides)
        let popOut = result.plans.first { $0.edge.operation == .pop && $0.edge.from == "s100" }
        XCTAssertEqual(popOut?.plan.bottomBar, .shows)
        let deeper = result.plans.first { $0.edge.operation == .push && $0.edge.to == "s200" }
        XCTAssertEqual(deeper?.plan.bottomBar, .unchanged)
    }
}
