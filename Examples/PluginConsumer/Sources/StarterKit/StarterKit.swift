import NavgenRuntime

/// A target that applies the plugin before its `Tokens/` folder holds anything: it builds, and the generated types
/// are there, empty, until the first token or screen arrives.
public var screenCount: Int { NavigationScreen.allCases.count }
