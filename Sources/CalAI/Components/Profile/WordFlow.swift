public import SwiftUI
import DisplayList

/// Children in lines, each line centred, wrapping when the next child would pass the
/// width (SwiftUI's `Layout` flow example): the words of `EmphasisText`, so that the
/// realistic-target sentence (seed 000 p5) wraps like a paragraph around its chip.
nonisolated public struct WordFlow<Content: View>: PrimitiveView {
    let spacing: Double
    let lineSpacing: Double
    let content: Content

    public init(spacing: Double, lineSpacing: Double, @ViewBuilder content: () -> Content) {
        self.spacing = spacing; self.lineSpacing = lineSpacing; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        WordFlowNode(spacing: spacing, lineSpacing: lineSpacing, children: context.flattenContent(content).map(\.node))
    }
}

struct WordFlowNode: LayoutNode {
    let spacing: Double
    let lineSpacing: Double
    let children: [any LayoutNode]

    /// Lines of child indices, with each child's size, for a `width` (nil: one line).
    func lines(width: Double?, _ context: LayoutContext) -> (lines: [[Int]], sizes: [Size]) {
        let sizes = children.map { child -> Size in
            let ideal = child.sizeThatFits(.unspecified, context)
            guard let width, ideal.width > width else { return ideal }
            return child.sizeThatFits(ProposedSize(width: width, height: nil), context)
        }
        var lines: [[Int]] = [[]]
        var x = 0.0
        for (i, s) in sizes.enumerated() {
            // A hair of tolerance: the parent places the flow at the width it reported,
            // which is exactly its widest line, and a rounding error must not wrap that
            // line's last word onto a line the reported height has no room for.
            if let width, !lines[lines.count - 1].isEmpty, x + spacing + s.width > width + 0.01 {
                lines.append([])
                x = 0
            }
            x += (lines[lines.count - 1].isEmpty ? 0 : spacing) + s.width
            lines[lines.count - 1].append(i)
        }
        return (lines, sizes)
    }

    func lineWidth(_ line: [Int], _ sizes: [Size]) -> Double {
        line.map { sizes[$0].width }.reduce(0, +) + spacing * Double(max(0, line.count - 1))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let (lines, sizes) = lines(width: width, context)
        let heights = lines.map { line in line.map { sizes[$0].height }.max() ?? 0 }
        let widest = lines.map { lineWidth($0, sizes) }.max() ?? 0
        return Size(width: width.map { min($0, widest) } ?? widest,
                    height: heights.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1)))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let (lines, sizes) = lines(width: frame.width, context.layoutContext)
        var y = frame.minY
        for line in lines {
            let height = line.map { sizes[$0].height }.max() ?? 0
            var x = frame.minX + (frame.width - lineWidth(line, sizes)) / 2
            for i in line {
                let s = sizes[i]
                children[i].place(in: Rect(x: x, y: y + (height - s.height) / 2, width: s.width, height: s.height), &context)
                x += s.width + spacing
            }
            y += height + lineSpacing
        }
    }
}
