import XCTest

/// Every relative link of the README, `docs/` and the folders' READMEs leads somewhere: the file or folder exists, and
/// an `#anchor` is a heading of the page it names, as GitHub makes anchors from headings.
final class DocumentationLinkTests: XCTestCase {
    private let root = TestSupport.packageRoot

    /// README.md, every page of docs/ and every README.md in the package's folders (hidden ones, such as .build, left out).
    private func pages() throws -> [URL] {
        let docs = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        let readmes = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)?
            .compactMap { $0 as? URL } ?? []).filter { $0.lastPathComponent == "README.md" }
        return Array(Set((docs + readmes).map(\.standardizedFileURL))).sorted { $0.path < $1.path }
    }

    func testEveryRelativeLinkAndAnchorResolves() throws {
        let pages = try pages()
        XCTAssertTrue(pages.contains(root.appendingPathComponent("README.md").standardizedFileURL))
        XCTAssertTrue(pages.contains(root.appendingPathComponent("docs/options.md").standardizedFileURL))
        var parsed: [URL: MarkdownPage] = [:]
        func page(_ url: URL) throws -> MarkdownPage {
            if let known = parsed[url] { return known }
            let read = try MarkdownPage(url)
            parsed[url] = read
            return read
        }
        for url in pages {
            let source = try page(url)
            let name = String(url.path.dropFirst(root.standardizedFileURL.path.count + 1))
            for link in source.relativeLinks {
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].removingPercentEncoding ?? parts[0]
                let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let place = "\(name):\(link.line): \(link.target)"
                guard FileManager.default.fileExists(atPath: target.path) else {
                    XCTFail("\(place): no such file")
                    continue
                }
                guard parts.count == 2, target.pathExtension == "md" else { continue }
                XCTAssertTrue(try page(target).anchors.contains(parts[1]), "\(place): no heading has that anchor")
            }
        }
    }

    func testAnchorsAreMadeAsGitHubMakesThem() {
        XCTAssertEqual(MarkdownPage.slug("The token policy and --strict"), "the-token-policy-and---strict")
        XCTAssertEqual(MarkdownPage.slug("Designs: the legacy bar and Liquid Glass"), "designs-the-legacy-bar-and-liquid-glass")
        XCTAssertEqual(MarkdownPage.slug("Navigation maps (*.nav.xml)"), "navigation-maps-navxml")
        XCTAssertEqual(MarkdownPage.slug("3. Or: a Run Script build phase with a dependency file"),
                       "3-or-a-run-script-build-phase-with-a-dependency-file")
        XCTAssertEqual(MarkdownPage.slug("navgen_generate and [the rule](x.md)"), "navgen_generate-and-the-rule")
    }
}
