import XCTest
@testable import NavgenCore

/// The flow diagram's geometry, read back from the SVG: no edge segment crosses a box it does not start or end at,
/// boxes do not overlap, and every edge starts on its source box and ends on its target box.
final class FlowGeometryTests: XCTestCase {
    private struct Box {
        var x, y, width, height: Double

        /// Whether the segment passes through the box's inside (touching its border is not crossing it).
        func isCrossed(by a: (Double, Double), _ b: (Double, Double)) -> Bool {
            // Liang–Barsky clipping against the box shrunk by half a unit.
            let (left, right, top, bottom) = (x + 0.5, x + width - 0.5, y + 0.5, y + height - 0.5)
            var (t0, t1) = (0.0, 1.0)
            let (dx, dy) = (b.0 - a.0, b.1 - a.1)
            for (p, q) in [(-dx, a.0 - left), (dx, right - a.0), (-dy, a.1 - top), (dy, bottom - a.1)] {
                if p == 0 {
                    if q < 0 { return false }
                } else {
                    let t = q / p
                    if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                    if t0 > t1 { return false }
                }
            }
            return true
        }

        func hasOnBorder(_ point: (Double, Double)) -> Bool {
            let inX = point.0 >= x && point.0 <= x + width, inY = point.1 >= y && point.1 <= y + height
            return (inX && (point.1 == y || point.1 == y + height)) || (inY && (point.0 == x || point.0 == x + width))
        }

        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// Fifty screens: five stacks of eight with branches, pushes back up the stack, unwinds several levels up and
    /// presentations across stacks, and ten screens presented on their own.
    private func fiftyScreens() -> String {
        var map = "<navigation>\n"
        for stack in 0..<5 { map += "  <navigationController id=\"nav\(stack)\" root=\"s\(stack)x0\"/>\n" }
        for stack in 0..<5 {
            let pushes: [Int: [Int]] = [0: [1, 3], 1: [2, 4], 2: [5], 3: [6], 5: [7, 1]]
            for index in 0..<8 {
                map += "  <screen id=\"s\(stack)x\(index)\" title=\"Stack \(stack) screen \(index)\">\n"
                for target in pushes[index] ?? [] { map += "    <push to=\"s\(stack)x\(target)\"/>\n" }
                if index == 7 { map += "    <unwind to=\"s\(stack)x0\"/>\n" }
                if index == 4 { map += "    <present to=\"nav\((stack + 1) % 5)\"/>\n" }
                if index == 6 { map += "    <present to=\"modal\(stack * 2)\"/>\n    <present to=\"modal\(stack * 2 + 1)\"/>\n" }
                map += "  </screen>\n"
            }
        }
        for modal in 0..<10 {
            map += "  <screen id=\"modal\(modal)\" title=\"Modal \(modal)\"><unwind to=\"s\(modal / 2)x6\"/></screen>\n"
        }
        return map + "</navigation>\n"
    }

    /// Returns how many segments the edges have.
    @discardableResult
    private func checkGeometry(_ svg: String, screens: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let root = try XMLReader.parse(Array(svg.utf8), path: "NavigationFlow.svg").root
        let width = try XCTUnwrap(Double(root.attribute("width") ?? ""))
        let height = try XCTUnwrap(Double(root.attribute("height") ?? ""))
        var boxes: [String: Box] = [:]
        for group in root.children(named: "g") {
            guard let id = group.attribute("data-screen"), let rect = group.children(named: "rect").first else { continue }
            let box = Box(x: Double(rect.attribute("x")!)!, y: Double(rect.attribute("y")!)!,
                          width: Double(rect.attribute("width")!)!, height: Double(rect.attribute("height")!)!)
            XCTAssertTrue(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height, id, file: file, line: line)
            boxes[id] = box
        }
        XCTAssertEqual(boxes.count, screens, file: file, line: line)
        let ids = boxes.keys.sorted()
        for (index, id) in ids.enumerated() {
            for other in ids[(index + 1)...] {
                XCTAssertFalse(boxes[id]!.overlaps(boxes[other]!), "\(id) and \(other) overlap", file: file, line: line)
            }
        }
        var segments = 0
        for group in root.children(named: "g") {
            guard let from = group.attribute("data-from"), let to = group.attribute("data-to"),
                  let path = group.children(named: "path").last?.attribute("d") else { continue }
            let words = path.split(separator: " ")
            var points: [(Double, Double)] = []
            var index = 0
            while index + 2 < words.count {
                XCTAssertTrue(words[index] == "M" || words[index] == "L", "only straight lines: \(path)", file: file, line: line)
                points.append((Double(words[index + 1])!, Double(words[index + 2])!))
                index += 3
            }
            XCTAssertTrue(boxes[from]!.hasOnBorder(points.first!), "\(from) → \(to) starts on \(from): \(path)", file: file, line: line)
            XCTAssertTrue(boxes[to]!.hasOnBorder(points.last!), "\(from) → \(to) ends on \(to): \(path)", file: file, line: line)
            for (a, b) in zip(points, points.dropFirst()) {
                segments += 1
                for (id, box) in boxes where id != from && id != to {
                    XCTAssertFalse(box.isCrossed(by: a, b), "\(from) → \(to) crosses \(id) at \(a) → \(b)", file: file, line: line)
                }
            }
        }
        return segments
    }

    private func flow(_ files: [String: String]) throws -> (svg: String, model: NavigationModel) {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(files, in: folder)
        let result = Navgen.generate(Navgen.Options(inputs: files.keys.sorted().map { folder.appendingPathComponent($0).path }))
        XCTAssertFalse(result.hasErrors, TestSupport.lines(result.diagnostics).joined(separator: "\n"))
        let svg = try XCTUnwrap(result.files.first { $0.path == "NavigationFlow.svg" }).contents
        return (svg, try XCTUnwrap(result.model))
    }

    func testNoEdgeCrossesABoxAtFiftyScreens() throws {
        let (svg, model) = try flow(["app.nav.xml": fiftyScreens()])
        XCTAssertEqual(model.screens.count, 50)
        XCTAssertGreaterThan(try checkGeometry(svg, screens: 50), 100)
        // Readable: the stacks wrap into bands instead of one strip fifty boxes wide.
        let root = try XMLReader.parse(Array(svg.utf8), path: "NavigationFlow.svg").root
        XCTAssertLessThan(Double(root.attribute("width")!)!, 3_000)
    }

    func testNoEdgeCrossesABoxInTheBundledSample() throws {
        let result = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let svg = try XCTUnwrap(result.files.first { $0.path == "NavigationFlow.svg" }).contents
        XCTAssertGreaterThan(try checkGeometry(svg, screens: try XCTUnwrap(result.model).screens.count), 0)
    }

    func testNoEdgeCrossesABoxInTheCorpusStoryboards() throws {
        let folder = try TestSupport.requireShared().appendingPathComponent("corpus/storyboards")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".storyboard") }.sorted()
        var (drawn, segments) = (0, 0)
        for name in names {
            let result = Navgen.generate(Navgen.Options(inputs: [folder.appendingPathComponent(name).path]))
            guard let svg = result.files.first(where: { $0.path == "NavigationFlow.svg" })?.contents, let model = result.model else { continue }
            let first = model.variants.first
            segments += try checkGeometry(svg, screens: model.screens.filter { first.flatMap($0.appearances.index(forKey:)) != nil }.count)
            drawn += 1
        }
        XCTAssertGreaterThan(drawn, names.count / 2, "most corpus storyboards give a flow diagram")
        XCTAssertGreaterThan(segments, 100)
    }

    func testBoxesShowNamesAndCutLongOnes() throws {
        let long = String(repeating: "Settings ", count: 6)
        let (svg, _) = try flow(["app.nav.xml": """
            <navigation>
              <navigationController id="main" root="home"/>
              <screen id="home" title="\(long)"/>
            </navigation>
            """])
        let group = try XCTUnwrap(try XMLReader.parse(Array(svg.utf8), path: "flow.svg").root.children(named: "g").first)
        XCTAssertEqual(group.children(named: "title").first?.text, long.trimmingCharacters(in: .whitespaces))
        let shown = try XCTUnwrap(group.children(named: "text").first?.text)
        XCTAssertEqual(shown.count, FlowContext.nameLength)
        XCTAssertTrue(shown.hasSuffix("…"))
    }
}
