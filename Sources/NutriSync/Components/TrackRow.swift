public import SwiftUI
import DisplayList

/// One row of a timeline: each child laid at its own span of the row's width, given as
/// fractions 0…1 of the track (from `TimelineScale.fraction`).
///
/// - `.fill`: the child gets exactly its span (a meal-window block, 7–9 AM → x 0, 2/15 W);
/// - `.centred`: the child keeps its ideal width, centred on the span's middle and pulled
///   back inside the row where it would stick out (a "7AM" label at 0 starts at the leading
///   edge, an emoji above a block, the current-time line on a zero-width span);
/// - `.before(gap)`: the child keeps its ideal width and ends `gap` points before the
///   span starts (the builder's "🌅 ███": the emoji just before its block).
///
/// `leadingInset` / `trailingInset` keep room outside the track for what hangs off it (the
/// builder's emoji before a 7 AM block). The row is as tall as its tallest child; children
/// are centred on its middle, in order (later ones draw over earlier ones).
///
/// `staggers`: children that would overlap (closer than `gap`) go down to a second line,
/// a third … — the ranges under the blocks ("7-9  12-1  5:30-7") at the largest text sizes,
/// where they no longer fit side by side.
///
/// `TrackLabels` below is the same row for hour labels, showing as many as fit.
nonisolated public struct TrackRow<Content: View>: PrimitiveView {
    let slots: [TrackSlot]
    let leadingInset: Double
    let trailingInset: Double
    let staggers: Bool
    let gap: Double
    let content: Content

    public init(slots: [TrackSlot], leadingInset: Double = 0, trailingInset: Double = 0, staggers: Bool = false, gap: Double = 8,
                @ViewBuilder content: () -> Content) {
        self.slots = slots; self.leadingInset = leadingInset; self.trailingInset = trailingInset
        self.staggers = staggers; self.gap = gap; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        TrackRowNode(slots: slots, leadingInset: leadingInset, trailingInset: trailingInset,
                        children: context.flattenContent(content).map(\.node), staggers: staggers, gap: gap)
    }
}

/// Where a `TrackRow` child goes: a span of the track, filled or centred on.
public struct TrackSlot: Sendable, Hashable {
    public enum Placement: Sendable, Hashable { case fill, centred, before(gap: Double) }
    public let from: Double
    public let to: Double
    public let placement: Placement
    public init(from: Double, to: Double, _ placement: Placement) { self.from = from; self.to = to; self.placement = placement }
    /// A point on the track (a label, the now line).
    public static func at(_ fraction: Double) -> TrackSlot { TrackSlot(from: fraction, to: fraction, .centred) }

    /// The line each of a staggered row's children goes on: the first line on which it
    /// keeps `gap` from the children already there, taken left to right ("7-9" and
    /// "5:30-7" on line 0, "12-1" between them on line 1 when it would touch either).
    public static func lines(_ spans: [(minX: Double, maxX: Double)], gap: Double) -> [Int] {
        var line = Array(repeating: 0, count: spans.count)
        var ends: [Double] = []
        for i in spans.indices.sorted(by: { (spans[$0].minX, $0) < (spans[$1].minX, $1) }) {
            if let free = ends.firstIndex(where: { $0 + gap <= spans[i].minX + 1e-9 }) {
                line[i] = free; ends[free] = spans[i].maxX
            } else {
                line[i] = ends.count; ends.append(spans[i].maxX)
            }
        }
        return line
    }
}

struct TrackRowNode: LayoutNode {
    let slots: [TrackSlot]
    let leadingInset: Double
    let trailingInset: Double
    let children: [any LayoutNode]
    var staggers = false
    var gap = 8.0
    static let lineSpacing = 4.0

    func slot(_ i: Int) -> TrackSlot { i < slots.count ? slots[i] : .at(0) }

    /// Each child's x range and size in a row `width` wide starting at 0.
    func frames(width: Double, _ context: LayoutContext) -> [(x: Double, size: Size)] {
        let track = max(0, width - leadingInset - trailingInset)
        return children.indices.map { i in
            let s = slot(i)
            let a = min(max(min(s.from, s.to), 0), 1), b = min(max(max(s.from, s.to), 0), 1)
            switch s.placement {
            case .fill:
                let w = (b - a) * track
                let size = children[i].sizeThatFits(ProposedSize(width: w, height: nil), context)
                return (leadingInset + a * track, Size(width: w, height: size.height))
            case .centred:
                let size = children[i].sizeThatFits(.unspecified, context)
                let centre = leadingInset + (a + b) / 2 * track
                return (min(max(centre - size.width / 2, 0), max(0, width - size.width)), size)
            case .before(let gap):
                let size = children[i].sizeThatFits(.unspecified, context)
                return (max(0, leadingInset + a * track - gap - size.width), size)
            }
        }
    }

    /// Each child's frame relative to the row's top-left, and the row's height.
    func layout(width: Double, _ context: LayoutContext) -> (frames: [Rect], height: Double) {
        let f = frames(width: width, context)
        let lineHeight = f.map(\.size.height).max() ?? 0
        let line = staggers ? TrackSlot.lines(f.map { ($0.x, $0.x + $0.size.width) }, gap: gap) : f.map { _ in 0 }
        let count = (line.max() ?? -1) + 1
        let height = count == 0 ? 0 : Double(count) * lineHeight + Double(count - 1) * Self.lineSpacing
        return (f.indices.map { i in
            let top = Double(line[i]) * (lineHeight + Self.lineSpacing)
            return Rect(x: f[i].x, y: top + (lineHeight - f[i].size.height) / 2, width: f[i].size.width, height: f[i].size.height)
        }, height)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? (children.map { $0.sizeThatFits(.unspecified, context).width }.reduce(0, +) + leadingInset + trailingInset)
        return Size(width: width, height: layout(width: width, context).height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let (frames, height) = layout(width: frame.width, context.layoutContext)
        let top = frame.minY + (frame.height - height) / 2
        for (i, f) in frames.enumerated() {
            children[i].place(in: Rect(x: frame.minX + f.x, y: top + f.y, width: f.width, height: f.height), &context)
        }
    }
}

/// The hour labels under a timeline: one child per hour of `TimelineScale.hours`, of which
/// the row shows every `step`-th hour for the smallest step in `steps` whose labels keep
/// `gap` points apart — every 3 hours on a phone at the default size (7AM, 10AM, 1PM …),
/// every 5 at the largest Dynamic Type sizes, only the two ends when even that collides.
/// A step is used only when it lands on the last hour, so "10PM" always closes the row.
/// Labels not shown are not placed (they draw nothing).
nonisolated public struct TrackLabels<Content: View>: PrimitiveView {
    let fractions: [Double]
    let steps: [Int]
    let gap: Double
    let leadingInset: Double
    let trailingInset: Double
    let content: Content

    public init(fractions: [Double], steps: [Int] = [1, 3, 5], gap: Double = 8, leadingInset: Double = 0, trailingInset: Double = 0,
                @ViewBuilder content: () -> Content) {
        self.fractions = fractions; self.steps = steps; self.gap = gap
        self.leadingInset = leadingInset; self.trailingInset = trailingInset; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let children = context.flattenContent(content).map(\.node)
        return TrackLabelsNode(row: TrackRowNode(slots: fractions.map { .at($0) }, leadingInset: leadingInset,
                                                       trailingInset: trailingInset, children: children),
                                  steps: steps, gap: gap)
    }
}

struct TrackLabelsNode: LayoutNode {
    let row: TrackRowNode
    let steps: [Int]
    let gap: Double

    /// The labels shown in a row `width` wide.
    func shown(width: Double, _ context: LayoutContext) -> [Int] {
        let count = row.children.count
        let frames = row.frames(width: width, context)
        for step in steps.sorted() {
            guard let picked = TimelineScale.labelIndices(count: count, step: step) else { continue }
            let spans = picked.map { (frames[$0].x, frames[$0].x + frames[$0].size.width) }
            if zip(spans, spans.dropFirst()).allSatisfy({ $0.1 + gap <= $1.0 + 1e-9 }) { return picked }
        }
        return count > 1 ? [0, count - 1] : Array(0..<count)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { row.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let frames = row.frames(width: frame.width, context.layoutContext)
        for i in shown(width: frame.width, context.layoutContext) {
            let f = frames[i]
            row.children[i].place(in: Rect(x: frame.minX + f.x, y: frame.midY - f.size.height / 2, width: f.size.width, height: f.size.height), &context)
        }
    }
}
