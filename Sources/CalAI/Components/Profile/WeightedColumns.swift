public import SwiftUI
import DisplayList

/// Columns side by side, each a fixed share of the width: the wheels of a picker, where
/// the month wheel is wider than the day wheel (seed 000 p4: "A date picker component
/// for month, day, and year"). Every column gets the full height offered.
nonisolated public struct WeightedColumns<Content: View>: PrimitiveView {
    let weights: [Double]
    let content: Content

    public init(weights: [Double], @ViewBuilder content: () -> Content) {
        self.weights = weights; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        WeightedColumnsNode(weights: weights, children: context.flattenContent(content).map(\.node))
    }
}

struct WeightedColumnsNode: LayoutNode {
    let weights: [Double]
    let children: [any LayoutNode]

    func widths(_ total: Double) -> [Double] {
        let w = children.indices.map { $0 < weights.count ? max(0, weights[$0]) : 1 }
        let sum = w.reduce(0, +)
        return w.map { sum > 0 ? total * $0 / sum : 0 }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let total = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? children.map { $0.sizeThatFits(ProposedSize(width: nil, height: proposal.height), context).width }.reduce(0, +)
        let heights = zip(children, widths(total)).map { $0.sizeThatFits(ProposedSize(width: $1, height: proposal.height), context).height }
        return Size(width: total, height: heights.max() ?? 0)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        var x = frame.minX
        for (child, width) in zip(children, widths(frame.width)) {
            child.place(in: Rect(x: x, y: frame.minY, width: width, height: frame.height), &context)
            x += width
        }
    }
}
