import DisplayList
public import Foundation

// SwiftUI's `Grid` (iOS 16): rows of cells in shared columns, laid out all at once. Each
// column is as wide as its widest cell; each row as tall as its tallest; a view outside any
// `GridRow` is a row of its own across the grid's whole width. A column whose cells grow with
// the room offered (a colour, a `Spacer`) shares what is left of the offered width with the
// other such columns, as the flexible views of an `HStack` do.

/// SwiftUI's `Grid`: its `GridRow`s' cells in shared columns.
///
///     Grid(alignment: .leading) {
///         GridRow { Text("Sales"); Text("$120") }
///         Divider()
///         GridRow { Text("Orders"); Text("8") }
///     }
nonisolated public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid of `content`'s rows, each cell placed in its cell by `alignment`, columns
    /// `horizontalSpacing` and rows `verticalSpacing` apart (nil: 8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing.map(Double.init)
        self.verticalSpacing = verticalSpacing.map(Double.init); self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let rows: [EagerGridNode.Row] = context.with { $0.stackAxis = .vertical }.flattenContent(content).map { child in
            if let row = child.node as? GridRowNode { return .cells(row.cells, alignment: row.alignment) }
            return .spanning(child.node)
        }
        return EagerGridNode(rows: rows, alignment: alignment, columnSpacing: finite(horizontalSpacing) ?? 8, rowSpacing: finite(verticalSpacing) ?? 8)
    }

    private func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max(0, min($0, 1e4)) : nil } }
}

/// SwiftUI's `GridRow`: one row of a `Grid`, a cell per view.
nonisolated public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    /// A row of `content`'s views, placed vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        GridRowNode(cells: context.with { $0.stackAxis = .horizontal }.flattenContent(content).map(\.node), alignment: alignment)
    }
}

/// A grid row's cells, read by the grid that holds it (laid out alone, it is an HStack).
struct GridRowNode: LayoutNode {
    let cells: [any LayoutNode]
    let alignment: VerticalAlignment?
    private var stack: StackNode { StackNode(axis: .horizontal, alignment: alignment?.fraction ?? 0.5, spacing: nil, children: cells, id: "") }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { stack.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { stack.place(in: frame, &context) }
}

/// What a cell asks of its grid: `.gridCellColumns`, `.gridColumnAlignment`,
/// `.gridCellUnsizedAxes`. Read from the cell's outermost node.
struct GridCellNode: LayoutNode {
    let child: any LayoutNode
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var unsized: Axis.Set = []
    var layoutPriority: Double { child.layoutPriority }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}

nonisolated struct GridCellModifier<Content: View>: ModifierView {
    let content: Content
    let change: (inout GridCellNode) -> Void
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let built = context.buildContent(content)
        var cell = (built as? GridCellNode) ?? GridCellNode(child: built)
        change(&cell)
        return cell
    }
}

extension View {
    /// SwiftUI's `.gridCellColumns(_:)`: the cell spans `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        GridCellModifier(content: self) { $0.columns = max(1, min(count, 1000)) }
    }
    /// SwiftUI's `.gridColumnAlignment(_:)`: every cell of this cell's column placed by `guide`.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellModifier(content: self) { $0.columnAlignment = guide }
    }
    /// SwiftUI's `.gridCellUnsizedAxes(_:)`: on these axes the cell takes the size its column
    /// or row has without asking for any (a `Divider` or colour that should not widen the grid).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        GridCellModifier(content: self) { $0.unsized = axes }
    }
    /// SwiftUI's `.gridCellAnchor(_:)`: accepted; the cell is placed by the grid's alignment.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}

/// The grid's layout: shared column widths, row heights, spanning rows.
struct EagerGridNode: LayoutNode {
    enum Row { case cells([any LayoutNode], alignment: VerticalAlignment?), spanning(any LayoutNode) }
    let rows: [Row]
    let alignment: Alignment
    let columnSpacing: Double
    let rowSpacing: Double

    private struct Cell { let node: any LayoutNode; let column: Int; let span: Int; let options: GridCellNode? }

    /// Each row's cells with the column each starts in.
    private var placed: [[Cell]] {
        rows.map { row in
            guard case .cells(let nodes, _) = row else { return [] }
            var column = 0
            return nodes.map { node in
                let options = node as? GridCellNode
                let cell = Cell(node: node, column: column, span: options?.columns ?? 1, options: options)
                column += cell.span
                return cell
            }
        }
    }

    private var columnCount: Int { placed.map { $0.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0 }

    /// The column widths for `width` points offered (nil: each column at its ideal width).
    private func columnWidths(_ width: Double?, _ context: LayoutContext) -> [Double] {
        let count = columnCount
        guard count > 0 else { return [] }
        var ideal = Array(repeating: 0.0, count: count)
        var flexible = Array(repeating: false, count: count)
        for row in placed {
            for cell in row where cell.span == 1 && cell.column < count && !(cell.options?.unsized.contains(.horizontal) ?? false) {
                let w = cell.node.sizeThatFits(.unspecified, context).width
                ideal[cell.column] = max(ideal[cell.column], w.isFinite ? w : 0)
                if let width, cell.node.sizeThatFits(ProposedSize(width: width, height: nil), context).width > w + 0.5 { flexible[cell.column] = true }
            }
        }
        guard let width else { return widenedForSpans(ideal, context) }
        let available = max(0, width - columnSpacing * Double(count - 1))
        let fixed = zip(ideal, flexible).reduce(0.0) { $0 + ($1.1 ? 0 : $1.0) }
        let flexibleCount = flexible.filter { $0 }.count
        if fixed <= available {
            let share = flexibleCount > 0 ? (available - fixed) / Double(flexibleCount) : 0
            return widenedForSpans(zip(ideal, flexible).map { $0.1 ? max($0.0, share) : $0.0 }, context)
        }
        // Too narrow: every column gives up room in proportion to its ideal width.
        let total = ideal.reduce(0, +)
        return total > 0 ? ideal.map { available * $0 / total } : ideal
    }

    /// `widths` with each cell across several columns given room for its ideal width: what
    /// its columns lack is added to them evenly.
    private func widenedForSpans(_ widths: [Double], _ context: LayoutContext) -> [Double] {
        var ideal = widths
        let count = widths.count
        for row in placed {
            for cell in row where cell.span > 1 && cell.column < count && !(cell.options?.unsized.contains(.horizontal) ?? false) {
                let end = min(cell.column + cell.span, count)
                let covered = ideal[cell.column..<end].reduce(0, +) + columnSpacing * Double(end - cell.column - 1)
                let w = cell.node.sizeThatFits(.unspecified, context).width
                if w.isFinite, w > covered {
                    let extra = (w - covered) / Double(end - cell.column)
                    for c in cell.column..<end { ideal[c] += extra }
                }
            }
        }
        return ideal
    }

    private func cellWidth(_ cell: Cell, _ widths: [Double]) -> Double {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnSpacing * Double(end - cell.column - 1)
    }

    private func gridWidth(_ widths: [Double]) -> Double { widths.reduce(0, +) + columnSpacing * Double(max(0, widths.count - 1)) }

    private func rowHeights(_ widths: [Double], _ total: Double, _ context: LayoutContext) -> [Double] {
        zip(rows, placed).map { row, cells in
            switch row {
            case .spanning(let node): return node.sizeThatFits(ProposedSize(width: total, height: nil), context).height
            case .cells:
                return cells.filter { !($0.options?.unsized.contains(.vertical) ?? false) }
                    .map { $0.node.sizeThatFits(ProposedSize(width: cellWidth($0, widths), height: nil), context).height }.max() ?? 0
            }
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let widths = columnWidths(offered, context)
        var width = gridWidth(widths)
        if widths.isEmpty {
            width = rows.map { row -> Double in
                if case .spanning(let node) = row { return node.sizeThatFits(ProposedSize(width: offered, height: nil), context).width }
                return 0
            }.max() ?? 0
        }
        let heights = rowHeights(widths, width, context)
        return Size(width: width, height: heights.reduce(0, +) + rowSpacing * Double(max(0, rows.count - 1)))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let widths = columnWidths(frame.width, context.layoutContext)
        let total = widths.isEmpty ? frame.width : gridWidth(widths)
        let heights = rowHeights(widths, total, context.layoutContext)
        let x0 = frame.x + max(0, frame.width - total) * alignment.horizontal.fraction
        let placed = self.placed
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for row in placed { for cell in row { if let a = cell.options?.columnAlignment { columnAlignment[cell.column] = a } } }
        var y = frame.y
        for (index, row) in rows.enumerated() {
            switch row {
            case .spanning(let node):
                let size = node.sizeThatFits(ProposedSize(width: total, height: heights[index]), context.layoutContext)
                node.place(in: alignment.place(Size(width: min(size.width, total), height: min(size.height, heights[index])),
                                               in: Rect(x: x0, y: y, width: total, height: heights[index])), &context)
            case .cells(_, let rowAlignment):
                for cell in placed[index] {
                    let start = x0 + widths.prefix(cell.column).reduce(0, +) + columnSpacing * Double(cell.column)
                    let box = Rect(x: start, y: y, width: cellWidth(cell, widths), height: heights[index])
                    var size = cell.node.sizeThatFits(ProposedSize(width: box.width, height: heights[index]), context.layoutContext)
                    if cell.options?.unsized.contains(.horizontal) ?? false { size.width = box.width }
                    if cell.options?.unsized.contains(.vertical) ?? false { size.height = box.height }
                    size = Size(width: min(size.width, box.width), height: min(size.height, box.height))
                    let placement = Alignment(horizontal: columnAlignment[cell.column] ?? alignment.horizontal,
                                              vertical: rowAlignment ?? alignment.vertical)
                    cell.node.place(in: placement.place(size, in: box), &context)
                }
            }
            y += heights[index] + rowSpacing
        }
    }
}
