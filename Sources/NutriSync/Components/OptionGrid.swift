public import SwiftUI
import DisplayList

/// Short options (the seed's "□ Vegetarian □ Vegan …") two to a row when every one that
/// shares a row fits half the width unwrapped, else one per row: seven checkbox cards take four rows
/// instead of seven, so the question under them stays on screen on the larger phones,
/// and at large text sizes or on a small phone nothing is squeezed into a wrap. All
/// cells of the two-column layout are the same width, each row as tall as its taller
/// cell; a last odd cell spans the row. (What a small SwiftUI `Layout` would do.)
nonisolated public struct OptionGrid<Content: View>: PrimitiveView {
    let spacing: Double
    let content: Content

    public init(spacing: Double, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        OptionGridNode(spacing: spacing, children: context.flattenContent(content).map(\.node))
    }
}

struct OptionGridNode: LayoutNode {
    let spacing: Double
    let children: [any LayoutNode]

    /// Two columns when the widest paired child's ideal width fits half of `width`.
    func columns(_ width: Double?, _ context: LayoutContext) -> Int {
        guard children.count > 1, let width, width.isFinite else { return 1 }
        // A last odd cell has the row to itself: only the paired ones must fit half.
        let paired = children.count % 2 == 0 ? children : Array(children.dropLast())
        let widest = paired.map { $0.sizeThatFits(.unspecified, context).width }.max() ?? 0
        return 2 * widest + spacing <= width + 0.5 ? 2 : 1
    }

    /// Each child's frame in a grid `width` wide whose top-left is the origin.
    func frames(_ width: Double, _ context: LayoutContext) -> [Rect] {
        let cols = columns(width, context)
        let cell = cols == 2 ? (width - spacing) / 2 : width
        var out: [Rect] = []
        var y = 0.0, i = 0
        while i < children.count {
            let inRow = (cols == 2 && i + 1 < children.count) ? 2 : 1
            let w = inRow == 2 ? cell : width
            let height = (i..<(i + inRow)).map { children[$0].sizeThatFits(ProposedSize(width: w, height: nil), context).height }.max() ?? 0
            for k in 0..<inRow { out.append(Rect(x: Double(k) * (cell + spacing), y: y, width: w, height: height)) }
            y += height + spacing
            i += inRow
        }
        return out
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? children.map { $0.sizeThatFits(.unspecified, context).width }.max() ?? 0
        let f = frames(width, context)
        return Size(width: width, height: f.last?.maxY ?? 0)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        for (child, f) in zip(children, frames(frame.width, context.layoutContext)) {
            child.place(in: Rect(x: frame.x + f.x, y: frame.y + f.y, width: f.width, height: f.height), &context)
        }
    }
}
