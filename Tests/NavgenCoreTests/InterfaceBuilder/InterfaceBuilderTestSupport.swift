import Foundation
import XCTest
@testable import NavgenCore

/// Reading helpers shared by the Interface Builder tests.
enum IBTest {
    static func read(_ text: String, path: String = "Test.storyboard", file: StaticString = #filePath, line: UInt = #line)
        -> (document: SourceDocument, diagnostics: [Diagnostic]) {
        read(bytes: Array(text.utf8), path: path, file: file, line: line)
    }

    static func read(bytes: [UInt8], path: String, file: StaticString = #filePath, line: UInt = #line)
        -> (document: SourceDocument, diagnostics: [Diagnostic]) {
        do {
            let xml = try XMLReader.parse(bytes, path: path)
            var log = DiagnosticLog()
            let document = InterfaceBuilderReader.read(xml, log: &log)
            return (document, log.entries)
        } catch {
            XCTFail("\(path) is not well-formed: \(error.diagnostic.location) \(error.diagnostic.message)", file: file, line: line)
            return (SourceDocument(path: path, format: .storyboard), [])
        }
    }

    /// A storyboard in the shape Xcode 15 writes, around the given scenes.
    static func storyboard(initial: String? = nil, deployment: String = #"<deployment identifier="iOS"/>"#,
                           resources: String = "", _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                \(deployment)
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    static func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// A scene of one view controller `id` whose view embeds `children` in container views, with `extra` inside its
    /// controller element (a navigation item, connections).
    static func scene(_ id: String, embeds children: [String] = [], extra: String = "") -> String {
        let views = children.enumerated().map { index, child in
            #"<containerView contentMode="scaleToFill" id="cv\#(index)-\#(id)"><connections><segue destination="\#(child)" kind="embed" id="em\#(index)-\#(id)"/></connections></containerView>"#
        }.joined()
        return """
            <scene sceneID="sc-\(id)"><objects><viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="vw-\(id)"><subviews>\(views)</subviews></view>
            \(extra)
            </viewController></objects></scene>
            """
    }
}

extension SourceController {
    func appearance(_ id: String) -> SourceAppearance? { barAppearances.first { $0.id == id } }
}

extension SourceDocument {
    func controller(_ id: String) -> SourceController? { controllers.first { $0.id == id } }
    func segue(_ id: String) -> SourceSegue? { segues.first { $0.id == id } }
}
