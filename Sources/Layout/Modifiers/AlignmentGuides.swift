import DisplayList
import Foundation

/// SwiftUI's `ViewDimensions`: a view's size, and where its alignment guides fall in it.
public struct ViewDimensions: Hashable, Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    /// The view's size as dimensions.
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    /// The guide's position from the leading edge (`d[.trailing]` is the width).
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.custom.map { $0.defaultValue(self) } ?? width * CGFloat(guide.fraction) }
    /// The guide's position from the top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { guide.custom.map { $0.defaultValue(self) } ?? height * CGFloat(guide.fraction) }
    /// An explicit value of a guide: none is known from inside the view.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// An explicit value of a guide: none is known from inside the view.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// SwiftUI's `.alignmentGuide(_:computeValue:)` for a horizontal guide: in a `VStack`
    /// aligned by `guide`, this view's guide is where `computeValue` says
    /// (`.alignmentGuide(.leading) { d in d[.trailing] }` hangs it to the left of the line).
    /// Honoured by the stack the view is a direct child of.
    nonisolated public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideModifier(content: self, axis: .horizontal, fraction: guide.key, compute: computeValue)
    }
    /// The same for a vertical guide, in an `HStack` aligned by it.
    nonisolated public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideModifier(content: self, axis: .vertical, fraction: guide.key, compute: computeValue)
    }
}

nonisolated struct AlignmentGuideModifier<Content: View>: PrimitiveView {
    let content: Content
    let axis: Axis
    let fraction: Double
    let compute: (ViewDimensions) -> CGFloat

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        AlignmentGuideNode(content: context.buildContent(content), axis: axis, fraction: fraction, compute: compute)
    }
}

/// Its content, answering for one alignment guide.
struct AlignmentGuideNode: LayoutNode {
    let content: any LayoutNode
    let axis: Axis
    let fraction: Double
    let compute: (ViewDimensions) -> CGFloat

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { content.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { content.place(in: frame, &context) }
    var layoutPriority: Double { content.layoutPriority }
    var spacerMinLength: Double? { content.spacerMinLength }
    var zIndex: Double { content.zIndex }
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { content.baseline(which, at: size, context) }

    func alignmentGuide(_ axis: Axis, fraction: Double, at size: Size) -> Double? {
        guard axis == self.axis, fraction == self.fraction else { return content.alignmentGuide(axis, fraction: fraction, at: size) }
        // A guide a million points out is no guide a phone can show: ignored, as a NaN is.
        let value = Double(compute(ViewDimensions(width: CGFloat(size.width), height: CGFloat(size.height))))
        return value.isFinite && abs(value) <= 1e6 ? value : nil
    }
}
