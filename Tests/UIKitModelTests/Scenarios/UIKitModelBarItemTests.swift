import NavgenRuntime
import UIKit
import XCTest

/// The bar's items keep what they do. A storyboard's items (or those an app makes in code) come with their targets and
/// actions: the glue styles them as the screen declares and never swaps them for copies that do nothing.
final class UIKitModelBarItemTests: XCTestCase {
    func testItemsTheScreenAlreadyHasKeepTheirActions() async {
        await Self.itemsKeepTheirActions()
    }

    /// An image item draws an SF Symbol or the app's image as it says: an app's `star` stays the app's.
    func testAnItemsImageComesFromWhereItSays() async {
        let names = await Self.imageNames()
        XCTAssertEqual(names, ["system:star", "system:star", "star"])
    }

    @MainActor
    private static func imageNames() -> [String?] {
        NavigationBarButtonItem.ImageSource.allCases.map { source in
            NavigationBarButtonItem(kind: .image, image: "star", imageSource: source).makeBarButtonItem(tint: nil).image?.modelName
        }
    }

    /// Something for an item's action to call.
    @MainActor
    private final class Handler {}

    @MainActor
    private static func itemsKeepTheirActions() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            findings.everyAnswer {
                let stage = Stage([.plain], design: design)
                let handler = Handler()
                // `translucent` declares a right item, "Sort" with the identifier `sort`; `plain` declares none.
                let sorting = ScenarioController(.translucent)
                let sort = UIBarButtonItem(title: "Sort", style: .plain, target: handler, action: Selector("sort:"))
                sorting.navigationItem.rightBarButtonItems = [sort]
                let plain = ScenarioController(.plain)
                let share = UIBarButtonItem(barButtonSystemItem: .action, target: handler, action: Selector("share:"))
                plain.navigationItem.rightBarButtonItems = [share]
                stage.navigation.pushViewController(sorting, animated: false)
                UIKitModel.settle()
                stage.navigation.pushViewController(plain, animated: false)
                UIKitModel.settle()
                var problems: [String] = []
                if sorting.navigationItem.rightBarButtonItems?.count != 1 || sorting.navigationItem.rightBarButtonItems?.first !== sort {
                    problems.append("the storyboard's Sort item was replaced")
                }
                if sort.target !== handler || sort.action != Selector("sort:") { problems.append("the Sort item lost its action") }
                if #available(iOS 26.0, *), sort.identifier != "sort" { problems.append("the Sort item was not styled as declared") }
                if plain.navigationItem.rightBarButtonItems?.first !== share || share.action != Selector("share:") {
                    problems.append("the app's Share item on a screen that declares none was removed")
                }
                findings.note(problems + stage.faults(), "\(design)")
            }
        }
        findings.report()
    }
}
