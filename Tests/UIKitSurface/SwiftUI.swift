// The SwiftUI API that navgen's generated glue uses, with Apple's documented signatures, so the glue
// can be type-checked on Linux. Bodies never run. Add a declaration only when a template uses it.
import UIKit

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Hashable, Sendable { case light, dark }

// https://developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    public var colorScheme: ColorScheme { .light }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, Hashable {
    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    // https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) {}
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

// https://developer.apple.com/documentation/swiftui/toolbarplacement
public struct ToolbarPlacement: Sendable {
    public static let navigationBar = ToolbarPlacement()
}

// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-5ybst
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}
