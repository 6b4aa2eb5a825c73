// The SwiftUI API that navgen's glue and generated code use, with Apple's documented signatures: on Linux the module
// named SwiftUI, so the glue compiles and runs (`SwiftUIModel` records what it asks of the bar). Add a declaration
// only when the glue or a template uses it.
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

// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Hashable, Sendable { case light, dark }

// https://developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: Sendable {
    public var colorScheme: ColorScheme = .light
    public var colorSchemeContrast: ColorSchemeContrast = .standard

    public init() {}
}

// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { SwiftUIModel.environment[keyPath: keyPath] }
}

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, Hashable {
    /// The colour in each colour scheme and contrast (light, dark, then both increased), as the model draws it.
    public let values: [UIKitModel.RGBA]
    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        values = Array(repeating: UIKitModel.RGBA(red: red, green: green, blue: blue, alpha: opacity), count: 4)
    }
    // https://developer.apple.com/documentation/swiftui/color/init(uicolor:): follows the colour scheme and contrast.
    public init(uiColor: UIColor) {
        values = [(UIUserInterfaceStyle.light, UIAccessibilityContrast.normal), (.dark, .normal), (.light, .high), (.dark, .high)].map {
            uiColor.modelRGBA(in: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: $0), UITraitCollection(accessibilityContrast: $1)]))
        }
    }

    /// The colour drawn in `environment`.
    public func value(in environment: EnvironmentValues) -> UIKitModel.RGBA {
        values[(environment.colorScheme == .dark ? 1 : 0) + (environment.colorSchemeContrast == .increased ? 2 : 0)]
    }
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

// https://developer.apple.com/documentation/swiftui/toolbarplacement
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    // https://developer.apple.com/documentation/swiftui/toolbarplacement/statusbar
    @available(iOS 27.0, *)
    public static let statusBar = ToolbarPlacement(name: "statusBar")
}

// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    // https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let all = Set(rawValue: 0b1111)
    }
}

// https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle (iOS 26)
@available(iOS 26.0, *)
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle/automatic
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    // https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle/soft
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
    // https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle/hard
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
}

// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior (iOS 26)
@available(iOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/automatic
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/never
    public static let never = TabBarMinimizeBehavior(name: "never")
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrolldown
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    // https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior/onscrollup
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

// https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior
@available(iOS 27.0, *)
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/automatic
    public static let automatic = ToolbarMinimizationBehavior(name: "automatic")
    // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/never
    public static let never = ToolbarMinimizationBehavior(name: "never")
    // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/onscrolldown
    public static let onScrollDown = ToolbarMinimizationBehavior(name: "onScrollDown")
    // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/onscrollup
    public static let onScrollUp = ToolbarMinimizationBehavior(name: "onScrollUp")
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    var body: Body { get }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder public struct ToolbarContentBuilder {
    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-8zwpb
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemaxisbehavior (iOS 27.1)
@available(iOS 27.1, *)
public struct ToolbarItemAxisBehavior: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/toolbaritemaxisbehavior/automatic
    public static let automatic = ToolbarItemAxisBehavior(name: "automatic")
    // https://developer.apple.com/documentation/swiftui/toolbaritemaxisbehavior/horizontalonly
    public static let horizontalOnly = ToolbarItemAxisBehavior(name: "horizontalOnly")
    // https://developer.apple.com/documentation/swiftui/toolbaritemaxisbehavior/verticalpreferred
    public static let verticalPreferred = ToolbarItemAxisBehavior(name: "verticalPreferred")
}

// https://developer.apple.com/documentation/swiftui/toolbarverticalbehavior (iOS 27.1)
@available(iOS 27.1, *)
public struct ToolbarVerticalBehavior: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/toolbarverticalbehavior/automatic
    public static let automatic = ToolbarVerticalBehavior(name: "automatic")
    // https://developer.apple.com/documentation/swiftui/toolbarverticalbehavior/disabled
    public static let disabled = ToolbarVerticalBehavior(name: "disabled")
}

// https://developer.apple.com/documentation/swiftui/toolbartitlealignment (iOS 27.2)
@available(iOS 27.2, *)
public struct ToolbarTitleAlignment: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/toolbartitlealignment/automatic
    public static let automatic = ToolbarTitleAlignment(name: "automatic")
    // https://developer.apple.com/documentation/swiftui/toolbartitlealignment/leading
    public static let leading = ToolbarTitleAlignment(name: "leading")
    // https://developer.apple.com/documentation/swiftui/toolbartitlealignment/center
    public static let center = ToolbarTitleAlignment(name: "center")
}

// https://developer.apple.com/documentation/swiftui/customizabletoolbarcontent
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

// The result of the toolbar content modifiers below.
public struct _ToolbarContentModifier<Content>: CustomizableToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 27.1, *)
extension ToolbarContent {
    // https://developer.apple.com/documentation/swiftui/toolbarcontent/axisbehavior(_:)
    nonisolated public func axisBehavior(_ behavior: ToolbarItemAxisBehavior) -> some ToolbarContent { _ToolbarContentModifier<Self>() }
}

@available(iOS 26.0, *)
extension CustomizableToolbarContent {
    // https://developer.apple.com/documentation/swiftui/customizabletoolbarcontent/sharedbackgroundvisibility(_:)
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        _ToolbarContentModifier<Self>()
    }
}

// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        if let modifier = modifier as? any ViewModifier { SwiftUIModel.apply(modifier) }
        return ModifiedContent()
    }
    // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
    @available(iOS, introduced: 16.0, deprecated: 27.0)
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { record(.toolbarVisibility(visibility, bars)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:)
    @available(iOS 18.0, *)
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { record(.toolbarVisibility(visibility, bars)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbarbackgroundvisibility(_:for:)
    @available(iOS 18.0, *)
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        record(.toolbarBackgroundVisibility(visibility, bars))
    }
    // https://developer.apple.com/documentation/swiftui/view/navigationsubtitle(_:)-262n7
    @available(iOS 26.0, *)
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { record(.navigationSubtitle(String(subtitle))) }
    // https://developer.apple.com/documentation/swiftui/view/scrolledgeeffectstyle(_:for:)
    @available(iOS 26.0, *)
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { record(.scrollEdgeEffectStyle(style, edges)) }
    // https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:)
    @available(iOS 26.0, *)
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { record(.scrollEdgeEffectHidden(hidden, edges)) }
    // https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)
    @available(iOS 26.0, *)
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { record(.tabBarMinimizeBehavior(behavior)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:)
    @available(iOS 27.0, *)
    public func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...) -> some View {
        record(.toolbarMinimizationBehavior(behavior, bars))
    }
    // https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { record(.toolbarBackground(style as? Color, bars)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-7lv0f
    @available(iOS, introduced: 16.0, deprecated: 27.0)
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { record(.toolbarBackgroundVisibility(visibility, bars)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { record(.toolbarColorScheme(colorScheme, bars)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbarverticalbehavior(_:)
    @available(iOS 27.1, *)
    public func toolbarVerticalBehavior(_ behavior: ToolbarVerticalBehavior) -> some View { record(.toolbarVerticalBehavior(behavior)) }
    // https://developer.apple.com/documentation/swiftui/view/toolbartitlealignment(_:)
    @available(iOS 27.2, *)
    public func toolbarTitleAlignment(_ alignment: ToolbarTitleAlignment) -> some View { record(.toolbarTitleAlignment(alignment)) }
    // https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        record(.navigationBarTitleDisplayMode(displayMode))
    }
}

extension View {
    /// Records what a modifier asks, and returns the view it modifies.
    private func record(_ call: SwiftUIModel.Call) -> Self {
        SwiftUIModel.calls.append(call)
        return self
    }
}
