public import Foundation
/// SwiftUI's `VStack(alignment:spacing:)`.
nonisolated public struct VStack<Content: View>: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Children stacked top to bottom, aligned across by `alignment`, `spacing` points apart (nil: 8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        StackNode(axis: .vertical, alignment: alignment.fraction, spacing: spacing,
                  children: context.with { $0.stackAxis = .vertical }.flattenContent(content).map(\.node), id: context.path,
                  custom: alignment.custom)
    }
}

/// SwiftUI's `HStack(alignment:spacing:)`.
nonisolated public struct HStack<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Children in a row, leading to trailing, aligned by `alignment`, `spacing` points apart (nil: 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        StackNode(axis: .horizontal, alignment: alignment.fraction, spacing: spacing,
                  children: context.with { $0.stackAxis = .horizontal }.flattenContent(content).map(\.node), id: context.path,
                  baselineAlignment: alignment.baseline, custom: alignment.custom)
    }
}

/// SwiftUI's `ZStack(alignment:)`.
nonisolated public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Children drawn on top of each other in order, each placed by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ZStackNode(alignment: alignment, children: context.with { $0.stackAxis = nil }.flattenContent(content).map(\.node))
    }
}
