import XCTest
@testable import NavgenCore

/// An output builds the parts of the context its template names: a name that is also a part's, in a section of
/// another part, builds that part for nothing.
final class DefaultTemplatePartsTests: XCTestCase {
    func testEachDefaultOutputBuildsOnlyThePartsItShows() throws {
        let templates = try TemplateSet.load(overrides: nil)
        let expected: [OutputFile: Set<String>] = [
            .tokens: ["tokens"], .appearance: ["appearance"], .storyboards: ["storyboards"],
            .appearanceTests: ["tests", "storyboards"], .transitionTests: ["transitions"], .report: ["report"],
            .reportPage: ["page"], .flow: ["flow"],
        ]
        for output in OutputFile.allCases {
            XCTAssertEqual(templates.names(readBy: [output.template]).intersection(EmitContext.parts), expected[output], output.path)
        }
    }
}
