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
    /// SwiftUI's `\.layoutDirection`: left to right. A view may set it for its subtree (and
    /// read it back), but DesignProof lays every view out left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
