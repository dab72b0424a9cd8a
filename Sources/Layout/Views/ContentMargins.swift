public import Foundation

/// SwiftUI's `ContentMarginPlacement`: which part of a scroll view `.contentMargins` insets.
public struct ContentMarginPlacement: Hashable, Sendable {
    let insetsContent: Bool
    /// As the scroll view chooses: its content.
    public static let automatic = ContentMarginPlacement(insetsContent: true)
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(insetsContent: true)
    /// The scroll indicators only (not drawn in a still, so nothing moves).
    public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}

struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets.zero }

extension EnvironmentValues {
    /// `.contentMargins(_:_:for:)`: the space between a scroll view's edges and its content.
    public var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.contentMargins(_:_:for:)`: the scroll views inside keep `insets` (on `edges`)
    /// between their edges and their content — the content scrolls under the margin, and at
    /// rest starts after it. Edges not listed keep the margins set further out.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        EnvironmentModifier(content: self) { environment in
            guard placement.insetsContent else { return }
            var margins = environment.scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.scrollContentMargins = margins
        }
    }

    /// `.contentMargins(.horizontal, 20)`: `length` on each of `edges` (nil: the scroll
    /// view's own, none).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        // Negative or non-finite margins would place content outside its viewport: none.
        let points = length.map { $0.isFinite ? max(0, Double($0)) : 0 } ?? 0
        return contentMargins(edges, EdgeInsets(points), for: placement)
    }

    /// `.contentMargins(16)`: `length` on every edge.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
