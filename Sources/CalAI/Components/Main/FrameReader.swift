public import SwiftUI
public import DisplayList

/// SwiftUI's `GeometryReader` in miniature: takes the space it is offered and builds its
/// content for that size, so charts and wheels (seed 000 p7 "a chart that animates to show a
/// weight loss curve", p8 "a spinning wheel") can draw paths in the frame they really get.
/// Offered no size on an axis, it takes `ideal` there.
nonisolated public struct FrameReader<Content: View>: PrimitiveView {
    let ideal: Size
    let content: (Size) -> Content

    public init(ideal: Size = Size(width: 100, height: 100), @ViewBuilder content: @escaping (Size) -> Content) {
        self.ideal = ideal
        self.content = content
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let content = self.content
        return FrameReaderNode(context: context, ideal: ideal) { AnyView(content($0)) }
    }
}

/// Builds the content only when placed, in the frame's size, with the environment and
/// element path the reader had.
struct FrameReaderNode: LayoutNode {
    let context: BuildContext
    let ideal: Size
    let make: (Size) -> AnyView

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func dim(_ v: Double?, _ fallback: Double) -> Double {
            guard let v, v.isFinite else { return fallback }
            return max(v, 0)
        }
        return Size(width: dim(proposal.width, ideal.width), height: dim(proposal.height, ideal.height))
    }

    func place(in frame: Rect, _ placement: inout PlacementContext) {
        context.buildContent(make(frame.size)).place(in: frame, &placement)
    }
}

extension View {
    /// Puts the view's top-left corner at (`x`, `y`) of a top-leading `ZStack` by padding,
    /// so that its frame — what overlap and contrast checks read — is really there (an
    /// `offset` only moves the drawing).
    nonisolated public func placed(x: Double, y: Double) -> some View {
        padding(EdgeInsets(top: max(y, 0), leading: max(x, 0), bottom: 0, trailing: 0))
    }
}
