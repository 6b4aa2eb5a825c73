import NavgenRuntime

/// The accent colour in `mode`, from the design tokens the package shares in `Design/` (named by this target's
/// navgen.json): a target with tokens and no screen still gets them typed.
public func accentColor(in mode: NavigationMode) -> NavigationColor {
    NavigationTokens.colorAccent[mode]
}
