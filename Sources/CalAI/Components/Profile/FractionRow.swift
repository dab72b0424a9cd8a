public import SwiftUI
import DisplayList

/// Children laid along a row at fractions of its width — the stops of a slider, the
/// ticks and labels of a ruler (seed 000 p5: "a horizontal slider with icons … at each
/// end and a highlighted 'Recommended' value"; seed 001 p5: "a scrollable weight picker").
///
/// Child *i* is centred at `inset + fractions[i] × (width − 2 × inset)`, at its ideal
/// size, and pulled back inside the row where it would stick out, so a label at 0 starts
/// at the leading edge and one at 1 ends at the trailing edge. The row is as tall as its
/// tallest child. Its ideal width is the narrowest in which no two children overlap,
/// which is what `ViewThatFits(in: .horizontal)` compares when labels grow with Dynamic
/// Type.
nonisolated public struct FractionRow<Content: View>: PrimitiveView {
    let fractions: [Double]
    let inset: Double
    let gap: Double
    let content: Content

    public init(fractions: [Double], inset: Double = 0, gap: Double = 8, @ViewBuilder content: () -> Content) {
        self.fractions = fractions; self.inset = inset; self.gap = gap; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        FractionRowNode(fractions: fractions, inset: inset, gap: gap, children: context.flattenContent(content).map(\.node))
    }
}

struct FractionRowNode: LayoutNode {
    let fractions: [Double]
    let inset: Double
    let gap: Double
    let children: [any LayoutNode]

    func fraction(_ i: Int) -> Double { i < fractions.count ? min(max(fractions[i], 0), 1) : 0 }

    /// Child frames' x ranges in a row `width` wide starting at 0.
    func spans(_ sizes: [Size], width: Double) -> [(minX: Double, maxX: Double)] {
        sizes.indices.map { i in
            let w = sizes[i].width
            let centre = inset + fraction(i) * max(0, width - 2 * inset)
            let x = min(max(centre - w / 2, 0), max(0, width - w))
            return (x, x + w)
        }
    }

    func fits(_ sizes: [Size], width: Double) -> Bool {
        let s = spans(sizes, width: width).sorted { $0.minX < $1.minX }
        return zip(s, s.dropFirst()).allSatisfy { $0.maxX + gap <= $1.minX + 1e-9 }
    }

    /// The narrowest width in which the children do not overlap (bisection; `fits` is
    /// monotonic in the width).
    func idealWidth(_ sizes: [Size]) -> Double {
        var low = sizes.map(\.width).max() ?? 0
        var high = max(low, sizes.map(\.width).reduce(0, +) + gap * Double(sizes.count) + 2 * inset)
        while !fits(sizes, width: high) { high *= 2 }
        if fits(sizes, width: low) { return low }
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if fits(sizes, width: mid) { high = mid } else { low = mid }
        }
        return high
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let sizes = children.map { $0.sizeThatFits(.unspecified, context) }
        let height = sizes.map(\.height).max() ?? 0
        if let w = proposal.width, w.isFinite { return Size(width: w, height: height) }
        return Size(width: idealWidth(sizes), height: height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let sizes = children.map { $0.sizeThatFits(.unspecified, context.layoutContext) }
        for (i, span) in spans(sizes, width: frame.width).enumerated() {
            let s = sizes[i]
            children[i].place(in: Rect(x: frame.minX + span.minX, y: frame.midY - s.height / 2, width: s.width, height: s.height), &context)
        }
    }
}
