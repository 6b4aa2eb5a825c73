/// What a change does to the app's navigation: the resolved models of a base and of the inputs now, compared.
///
/// Every item carries its place on the new side (`location`), or, for what the new side no longer has, where it
/// was (`baseLocation`, spelled with the new side's paths). Appearance is compared per `DiffVariant`: a mode and,
/// for bars and plans, a design.
public struct NavigationDiff: Sendable {
    /// The base as given (`main`, `HEAD~1`, a folder).
    public var base: String
    public var modesAdded: [String] = []
    public var modesRemoved: [String] = []
    public var screens: [ScreenChange] = []
    public var properties: [PropertyChange] = []
    public var transitions: [TransitionChange] = []
    public var edges: [EdgeChange] = []
    public var diagnostics: [DiagnosticChange] = []
    public var tokens: [TokenChange] = []
    /// The new side has errors, so the checks that need a clean model did not run there: which warnings a
    /// change fixed is then unknown, and none are listed as resolved.
    public var headHasErrors = false

    public var isEmpty: Bool {
        modesAdded.isEmpty && modesRemoved.isEmpty && screens.isEmpty && properties.isEmpty && transitions.isEmpty
            && edges.isEmpty && diagnostics.isEmpty && tokens.isEmpty
    }
}

/// One combination of the axes a screen's bar is resolved in: its mode (`light`, `dark`) and design.
public struct DiffVariant: Hashable, Sendable {
    public var mode: String
    /// Nil for a token's value, which has none.
    public var design: NavigationDesign?
    /// How many designs the two sides share: the label names the design only when there are several.
    var designCount = 1

    /// As a reviewer reads it: `dark`, or `dark (glass)`.
    public var label: String {
        guard designCount > 1, let design else { return mode }
        return "\(mode) (\(design.rawValue))"
    }
}

/// A screen or container, named as people read it.
public struct DiffNode: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case screen
        case navigationController
        case tabBarController
    }

    public var id: String
    public var name: String
    public var kind: Kind

    /// The name, with the id beside it when the name alone is not the id.
    public var label: String { name == id ? name : "\(name) (\(id))" }
}

/// A value before or after: its text, and its colour when it is one (for swatches).
public struct DiffValue: Hashable, Sendable {
    public var text: String
    public var color: RGBA?

    public init(_ text: String, color: RGBA? = nil) {
        self.text = text
        self.color = color
    }
}

/// A screen or container that is new, gone, or the same one under another id or name.
public struct ScreenChange: Sendable {
    public enum Kind: String, Sendable {
        case added, removed, renamed
    }

    public var kind: Kind
    /// As the new side has it (the base's for a removed one).
    public var node: DiffNode
    /// For a renamed one: as the base had it, and whether its name (not only its id) changed.
    public var previous: DiffNode?
    public var nameChanged = false
    /// For an added screen: who reaches it (root, push, present, unwind edges into it), by name; empty when nothing does.
    public var reachedFrom: [DiffNode] = []
    public var location: SourceLocation?
    public var baseLocation: SourceLocation?
}

/// One property of one screen's bar that changed, with the variants where it changed the same way.
public struct PropertyChange: Sendable {
    public var screen: DiffNode
    /// The property's key in `BarProperty` (`background`, `titleContrast`).
    public var property: String
    public var label: String
    public var before: DiffValue
    public var after: DiffValue
    public var variants: [DiffVariant]
    /// Where the new side sets it (the winning level of the cascade), else the screen.
    public var location: SourceLocation
}

/// A transition whose plan's decisions changed: one edge, with the operations that follow from it (a push's pop
/// and swipe-backs) when their decisions changed alike.
public struct TransitionChange: Sendable {
    public struct Field: Hashable, Sendable {
        /// The plan field (`background`, `interactivePop`), as `inspect` names it.
        public var field: String
        public var label: String
        public var before: String
        public var after: String
        public var variants: [DiffVariant]
    }

    /// The ends of the first operation (a push's; its pop runs the other way).
    public var from: DiffNode
    public var to: DiffNode
    public var operations: [NavigationOperation]
    public var fields: [Field]
    /// The edge as written on the new side.
    public var location: SourceLocation
}

/// A root, push, present or unwind edge that is new or gone (their pops and dismissals go with them).
public struct EdgeChange: Sendable {
    public enum Kind: String, Sendable {
        case added, removed
    }

    public var kind: Kind
    public var from: DiffNode
    public var to: DiffNode
    public var operation: NavigationOperation
    public var identifier: String?
    /// Added: the edge; removed: the screen it left from, when the new side still has it.
    public var location: SourceLocation?
    public var baseLocation: SourceLocation?
}

/// A diagnostic the change introduces or resolves; a resolved one's location is where it was at the base.
public struct DiagnosticChange: Sendable {
    public enum Kind: String, Sendable {
        case introduced, resolved
    }

    public var kind: Kind
    public var diagnostic: Diagnostic
}

/// A token whose value changed in some variant, and the screens whose bars use it (directly or through aliases).
public struct TokenChange: Sendable {
    public struct Value: Sendable {
        public var variant: DiffVariant
        /// Nil where the token has no value in that variant.
        public var before: DiffValue?
        public var after: DiffValue?
    }

    public var path: String
    public var values: [Value]
    public var screens: [DiffNode]
    public var location: SourceLocation
}

extension DiffVariant {
    /// The model's variant a bar or plan is looked up by; nil for a token's value.
    var key: Variant? { design.map { Variant(mode: mode, design: $0) } }
}
