// SwiftUI's navigation transitions (iOS 18): how a pushed or presented view arrives — the
// zoom from a tapped source. A still shows a screen at rest, before or after the push, so
// both modifiers draw the view as it is.

/// SwiftUI's `NavigationTransition`: how a view is pushed or presented.
public protocol NavigationTransition: Sendable {}

/// The platform's push or presentation.
public struct AutomaticNavigationTransition: NavigationTransition {}
/// The view zooms out of the source marked with `.matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's own transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zoom out of the source with `sourceID` in `namespace`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// SwiftUI's `EmptyMatchedTransitionSourceConfiguration`: a source's look during a zoom.
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
    /// The source with its background (kept, not drawn in a still).
    public func background<S: ShapeStyle>(_ style: S) -> Self { self }
    /// The source clipped to `shape` during the zoom (kept, not drawn in a still).
    public func clipShape<S: Shape>(_ shape: S) -> Self { self }
    /// The source with a shadow during the zoom (kept, not drawn in a still).
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self { self }
}

extension View {
    /// SwiftUI's `.navigationTransition(_:)`: how this view arrives; drawn at rest.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
    /// SwiftUI's `.matchedTransitionSource(id:in:)`: marks the view a zoom starts from;
    /// drawn as it is.
    nonisolated public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// `.matchedTransitionSource(id:in:configuration:)`: with the source's look during the zoom.
    nonisolated public func matchedTransitionSource<ID: Hashable>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration
    ) -> some View { self }
}
