#if canImport(UIKit)
import UIKit

extension UIWindowScene {
    /// The orientation the interface has now:
    /// [`effectiveGeometry`](https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry)'s
    /// [`interfaceOrientation`](https://developer.apple.com/documentation/uikit/uiwindowscene/geometry-swift.class/interfaceorientation)
    /// from iOS 16, before it the scene's own
    /// [`interfaceOrientation`](https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation),
    /// which iOS 26 deprecates.
    var currentInterfaceOrientation: UIInterfaceOrientation {
        if #available(iOS 16.0, *) { return effectiveGeometry.interfaceOrientation }
        return Self.orientation(SceneBefore16(scene: self))
    }

    /// The orientation the scene gives, through the requirement, which is not deprecated.
    private static func orientation(_ scene: some OrientationBefore16) -> UIInterfaceOrientation { scene.interfaceOrientation }
}

/// The scene's orientation before iOS 16. Only this requirement reaches the deprecated property, so an app whose
/// deployment target is 26 or later compiles the fallback for earlier systems, which never runs there, without a warning.
@MainActor
private protocol OrientationBefore16 {
    var interfaceOrientation: UIInterfaceOrientation { get }
}

private struct SceneBefore16: OrientationBefore16 {
    let scene: UIWindowScene

    @available(*, deprecated, message: "the orientation before iOS 16: read it through OrientationBefore16")
    var interfaceOrientation: UIInterfaceOrientation { scene.interfaceOrientation }
}
#endif
