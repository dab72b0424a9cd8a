public import Foundation
/// SwiftUI's `LazyVStack`: a `VStack` that takes the whole width it is offered (a `VStack`
/// is as wide as its widest child), aligning its children across that width. Every child
/// is drawn: a still has no scrolling to load rows lazily for.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Children stacked top to bottom across the offered width, `spacing` apart (nil: 8);
    /// `pinnedViews` (sticky section headers) are accepted.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// SwiftUI's `LazyHStack`: an `HStack` that takes the whole height it is offered.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Children side by side across the offered height, `spacing` apart (nil: 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing.map { CGFloat($0) }) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

/// SwiftUI's `PinnedScrollableViews`: which section parts stay pinned while scrolling.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Views of this raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
