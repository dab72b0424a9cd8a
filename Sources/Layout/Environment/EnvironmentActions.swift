/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): calling it dismisses the
/// presentation a view is in. A still has nothing to dismiss: the call does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the current presentation (nothing, in a still).
    public func callAsFunction() {}
}

/// SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

extension EnvironmentValues {
    /// SwiftUI's `\.dismiss`.
    public var dismiss: DismissAction { DismissAction() }
    /// SwiftUI's `\.layoutDirection`: DesignProof lays out left to right, always.
    public var layoutDirection: LayoutDirection { .leftToRight }
}
