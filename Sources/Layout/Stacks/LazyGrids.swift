public import Foundation
import DisplayList

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`) — a fixed
/// size, a flexible one sharing the space left, or an adaptive one that fits as many tracks
/// of at least `minimum` as the space allows.
public struct GridItem: Hashable, Sendable {
    /// How large the track is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the space left, within `minimum`…`maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many tracks of at least `minimum` (at most `maximum`) as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    /// How large the track is.
    public var size: Size
    /// The space after this track (nil: 8 points, SwiftUI's default).
    public var spacing: Double?
    /// Where a cell's view sits in its cell (nil: centred).
    public var alignment: Alignment?

    /// A track of `size`, `spacing` before the next, its views placed by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing.map(Double.init); self.alignment = alignment
    }
}

/// SwiftUI's `LazyVGrid`: its views in rows, left to right, in the columns `columns`
/// describes; as wide as it is offered (columns narrower than that are placed by
/// `alignment`), each row as tall as its tallest view, rows `spacing` apart (nil: 8).
/// Every view is drawn: a still has no scrolling to load lazily for.
nonisolated public struct LazyVGrid<Content: View>: PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `columns`, placed by `alignment` when narrower than offered, rows `spacing`
    /// apart (nil: 8); `pinnedViews` is accepted (a still does not scroll).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        GridNode(cross: .horizontal, tracks: columns, alignment: alignment.fraction, spacing: spacing ?? GridNode.defaultSpacing,
                 children: context.with { $0.stackAxis = .vertical }.flattenContent(content).map(\.node))
    }
}

/// SwiftUI's `LazyHGrid`: its views in columns, top to bottom, in the rows `rows`
/// describes; as tall as it is offered, each column as wide as its widest view, columns
/// `spacing` apart (nil: 8).
nonisolated public struct LazyHGrid<Content: View>: PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `rows`, placed by `alignment` when shorter than offered, columns `spacing`
    /// apart (nil: 8); `pinnedViews` is accepted.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing.map(Double.init); self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        GridNode(cross: .vertical, tracks: rows, alignment: alignment.fraction, spacing: spacing ?? GridNode.defaultSpacing,
                 children: context.with { $0.stackAxis = .horizontal }.flattenContent(content).map(\.node))
    }
}

/// A lazy grid along one axis: `tracks` across `cross` (a vertical grid's columns), lines
/// of cells along the other, filled track by track.
struct GridNode: LayoutNode {
    static let defaultSpacing = 8.0
    let cross: Axis
    let tracks: [GridItem]
    let alignment: Double
    let spacing: Double
    let children: [any LayoutNode]

    private var main: Axis { cross == .horizontal ? .vertical : .horizontal }

    /// One resolved track: its length across and the item it came from.
    struct Track { var length: Double; var gap: Double; var item: GridItem }

    /// The tracks for `available` points across (nil: each flexible or adaptive track as long
    /// as the longest view's ideal length).
    func resolve(_ available: Double?, _ context: LayoutContext) -> [Track] {
        guard !tracks.isEmpty else { return [] }
        let ideal: Double = children.map { $0.sizeThatFits(.unspecified, context)[cross] }.max() ?? 0
        let gaps = tracks.dropLast().map { $0.spacing ?? Self.defaultSpacing } + [0]
        let fixedTotal = tracks.reduce(0.0) { total, t in if case .fixed(let v) = t.size { return total + max(0, v) }; return total }
        let sharing = tracks.indices.filter { if case .fixed = tracks[$0].size { return false }; return true }
        var shares: [Int: Double] = [:]
        if let available {
            // The space left after fixed tracks and the gaps between items, split evenly among
            // the others, each kept inside its bounds (what a bound takes is re-split).
            var left = max(0, available - fixedTotal - gaps.reduce(0, +))
            var open = sharing
            while !open.isEmpty {
                let each = left / Double(open.count)
                var clamped = false
                for i in open {
                    let (lo, hi) = bounds(tracks[i].size)
                    if each < lo || each > hi {
                        shares[i] = min(max(each, lo), hi); left = max(0, left - shares[i]!)
                        open.removeAll { $0 == i }; clamped = true
                        break
                    }
                }
                if !clamped { for i in open { shares[i] = each }; open = [] }
            }
        } else {
            for i in sharing { shares[i] = max(ideal, bounds(tracks[i].size).lo) }
        }
        var out: [Track] = []
        for (i, item) in tracks.enumerated() {
            switch item.size {
            case .fixed(let v): out.append(Track(length: max(0, v), gap: gaps[i], item: item))
            case .flexible: out.append(Track(length: shares[i] ?? 0, gap: gaps[i], item: item))
            case .adaptive(let lo, let hi):
                // As many tracks of at least `lo` as fit in this item's share, spaced by its spacing.
                let share = shares[i] ?? 0, gap = item.spacing ?? Self.defaultSpacing, low = max(lo, 1)
                let count = max(1, Int(((share + gap) / (low + gap)).rounded(.down)))
                let length = min(hi, max(0, (share - Double(count - 1) * gap) / Double(count)))
                for k in 0..<count { out.append(Track(length: length, gap: k == count - 1 ? gaps[i] : gap, item: item)) }
            }
        }
        return out
    }

    private func bounds(_ size: GridItem.Size) -> (lo: Double, hi: Double) {
        switch size {
        case .fixed(let v): (v, v)
        case .flexible(let lo, let hi), .adaptive(let lo, let hi): (max(0, lo), max(max(0, lo), hi))
        }
    }

    /// Each line's cells and its length along the main axis.
    private func lines(_ resolved: [Track], _ context: LayoutContext) -> [(cells: Range<Int>, length: Double)] {
        guard !resolved.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: resolved.count).map { start in
            let cells = start..<min(start + resolved.count, children.count)
            let length = cells.map { k -> Double in
                var proposal = ProposedSize.unspecified
                proposal[cross] = resolved[k - start].length
                return children[k].sizeThatFits(proposal, context)[main]
            }.max() ?? 0
            return (cells, length)
        }
    }

    private func crossLength(_ resolved: [Track]) -> Double { resolved.reduce(0) { $0 + $1.length + $1.gap } }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let offered = proposal[cross].flatMap { $0.isFinite ? $0 : nil }
        let resolved = resolve(offered, context)
        let rows = lines(resolved, context)
        var size = Size(width: 0, height: 0)
        size[cross] = offered ?? crossLength(resolved)
        size[main] = rows.reduce(0) { $0 + $1.length } + spacing * Double(max(0, rows.count - 1))
        return size
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let resolved = resolve(frame.size[cross], context.layoutContext)
        let rows = lines(resolved, context.layoutContext)
        let free = frame.size[cross] - crossLength(resolved)
        var along = cross == .horizontal ? frame.y : frame.x
        for row in rows {
            var across = (cross == .horizontal ? frame.x : frame.y) + max(0, free) * alignment
            for k in row.cells {
                let track = resolved[k - row.cells.lowerBound]
                let cell = cross == .horizontal
                    ? Rect(x: across, y: along, width: track.length, height: row.length)
                    : Rect(x: along, y: across, width: row.length, height: track.length)
                var proposal = ProposedSize(width: cell.width, height: cell.height)
                proposal[main] = nil
                var size = children[k].sizeThatFits(proposal, context.layoutContext)
                size[main] = min(size[main], row.length)
                children[k].place(in: (track.item.alignment ?? .center).place(size, in: cell), &context)
                across += track.length + track.gap
            }
            along += row.length + spacing
        }
    }
}
