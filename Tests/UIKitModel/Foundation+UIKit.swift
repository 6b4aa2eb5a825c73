// This module is a model of the part of UIKit navgen's glue uses, for Linux, where UIKit does not exist: the manifest
// declares it only there, as a module named `UIKit`, so the glue's `#if canImport(UIKit)` code compiles and runs
// unchanged. Declarations keep Apple's signatures (each with its page); bodies behave as UIKit's documentation and the
// graded facts of `../shared/UIKIT-BEHAVIOUR.md` say ("UB:" cites a row there), and where those leave a question open
// the model asks `UIKitModel.answer(_:)` and the tests run every answer. docs/uikit-model.md describes it.
@_exported import Foundation

// https://developer.apple.com/documentation/objectivec/selector (the Objective-C runtime type; Linux has none)
public struct Selector: Hashable, Sendable {
    let name: String

    public init(_ name: String) {
        self.name = name
    }
}

// https://developer.apple.com/documentation/foundation/nsattributedstring/key
extension NSAttributedString.Key {
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum UIInterfaceOrientation: Int, Sendable { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
}
