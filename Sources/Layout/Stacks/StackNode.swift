import Foundation
import DisplayList

/// HStack and VStack: SwiftUI's stack layout. Space along the axis is offered to children
/// in order of layout priority (highest first) and, within a priority, least flexible
/// first — so a fixed-size child gets what it needs and flexible ones share the rest.
struct StackNode: LayoutNode {
    let axis: Axis
    /// Cross-axis alignment as a fraction (0 leading/top, 0.5 centre, 1 trailing/bottom).
    let alignment: Double
    let spacing: Double?
    let children: [any LayoutNode]
    let id: String
    /// The sizes `allocate` gave each proposal in this layout. A stack asks each child for
    /// its size three times or more (smallest, largest, offered), so without it nested
    /// stacks measured their leaves 3^depth times; `allocate` is a function of the proposal
    /// and the layout's context, so a remembered answer is the same answer.
    let memo = AllocationMemo()
    /// An HStack aligned by its children's text baselines (nil: by `alignment`).
    var baselineAlignment: TextBaseline? = nil
    /// A team's own alignment (`VStack(alignment: .myGuide)`): children line up on its guide,
    /// each at its explicit value or the alignment's default.
    var custom: CustomAlignment? = nil

    /// SwiftUI's default spacing between adjacent views (the platform's standard 8 pt).
    static let defaultSpacing = 8.0

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }
    var totalSpacing: Double { Double(max(0, children.count - 1)) * (spacing ?? Self.defaultSpacing) }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let sizes = allocate(proposal, context)
        var size = Size.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        size[cross] = baselineAlignment.map { baselineOffsets(sizes, $0, context).height }
            ?? guideOffsets(sizes)?.length ?? sizes.map { $0[cross] }.max() ?? 0
        return size
    }

    /// Explicit alignment guides (`.alignmentGuide`): each child's offset across the stack so
    /// that every child's guide (its explicit one, else `alignment` of its size) lies on one
    /// line, and the length that takes (the largest guide plus the largest rest) — SwiftUI's
    /// rule. Nil when no child has an explicit guide.
    func guideOffsets(_ sizes: [Size]) -> (offsets: [Double], length: Double)? {
        guard baselineAlignment == nil else { return nil }
        let explicit = zip(children, sizes).map { $0.alignmentGuide(cross, fraction: custom?.key ?? alignment, at: $1) }
        guard custom != nil || explicit.contains(where: { $0 != nil }) else { return nil }
        let guides = zip(explicit, sizes).map { guide, size in
            guide ?? custom.map { c in
                let value = Double(c.defaultValue(ViewDimensions(width: CGFloat(size.width), height: CGFloat(size.height))))
                return value.isFinite && abs(value) <= 1e6 ? value : 0
            } ?? size[cross] * alignment
        }
        let line = guides.max() ?? 0
        let rest = zip(guides, sizes).map { $1[cross] - $0 }.max() ?? 0
        return (guides.map { line - $0 }, line + rest)
    }

    /// Baseline alignment: each child's top below the stack's top, so that their baselines
    /// (a child without text: its bottom) share one line; and the height that takes.
    func baselineOffsets(_ sizes: [Size], _ which: TextBaseline, _ context: LayoutContext) -> (tops: [Double], height: Double) {
        let lines = zip(children, sizes).map { child, size in child.baseline(which, at: size, context) ?? size.height }
        let line = lines.max() ?? 0
        let tops = lines.map { line - $0 }
        return (tops, zip(tops, sizes).map { $0 + $1.height }.max() ?? 0)
    }

    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? {
        let sizes = allocate(ProposedSize(width: size.width, height: size.height), context)
        if axis == .horizontal {
            if let own = baselineAlignment {
                let tops = baselineOffsets(sizes, own, context).tops
                return zip(children.indices, tops).compactMap { i, top in children[i].baseline(which, at: sizes[i], context).map { top + $0 } }.first
            }
            return zip(children, sizes).compactMap { child, s in child.baseline(which, at: s, context).map { (size.height - s.height) * alignment + $0 } }.first
        }
        // A VStack's first baseline is its first text's; its last, its last text's.
        var top = 0.0
        var found: [Double] = []
        for (child, s) in zip(children, sizes) {
            if let b = child.baseline(which, at: s, context) { found.append(top + b) }
            top += s.height + (spacing ?? Self.defaultSpacing)
        }
        return which == .first ? found.first : found.last
    }

    /// Child indices lowest `zIndex` first; equal ones keep their order.
    static func drawingOrder(_ children: [any LayoutNode]) -> [Int] {
        let z = children.map(\.zIndex)
        guard z.contains(where: { $0 != 0 }) else { return Array(children.indices) }
        return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        var sizes = allocate(ProposedSize(width: frame.width, height: frame.height), context.layoutContext)
        // SwiftUI places children with the proposal the stack was sized with. When that was
        // the ideal size (a `fixedSize`, a scroll view's content) the frame is exactly the
        // ideal total, and splitting it again by flexibility could cut a text that fitted:
        // keep the ideal sizes then.
        var idealProposal = ProposedSize(width: frame.width, height: frame.height)
        idealProposal[axis] = nil
        let ideal = allocate(idealProposal, context.layoutContext)
        let idealTotal = ideal.reduce(0) { $0 + $1[axis] } + totalSpacing
        let frameLength = axis == .horizontal ? frame.width : frame.height
        if abs(idealTotal - frameLength) < 0.5 && ideal.allSatisfy({ $0[cross] <= (axis == .horizontal ? frame.height : frame.width) + 0.5 }) {
            sizes = ideal
        }
        var position = axis == .horizontal ? frame.x : frame.y
        var rects: [Rect] = []
        // Baseline alignment: the lined-up block centred in the frame, as SwiftUI centres it.
        let lined = axis == .horizontal ? baselineAlignment.map { baselineOffsets(sizes, $0, context.layoutContext) } : nil
        let guided = guideOffsets(sizes)
        let frameCross = axis == .horizontal ? frame.height : frame.width
        for (index, size) in sizes.enumerated() {
            var rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
            if axis == .horizontal {
                rect.x = position
                if let lined {
                    rect.y = frame.y + (frame.height - lined.height) / 2 + lined.tops[index]
                } else if let guided {
                    rect.y = frame.y + (frameCross - guided.length) * alignment + guided.offsets[index]
                } else {
                    rect.y = frame.y + (frame.height - size.height) * alignment
                }
            } else {
                rect.y = position
                if let guided {
                    rect.x = frame.x + (frameCross - guided.length) * alignment + guided.offsets[index]
                } else {
                    rect.x = frame.x + (frame.width - size.width) * alignment
                }
            }
            rects.append(rect)
            position += size[axis] + (spacing ?? Self.defaultSpacing)
        }
        context.parentFrames.append(frame)
        for i in Self.drawingOrder(children) { children[i].place(in: rects[i], &context) }
        context.parentFrames.removeLast()
    }

    /// The size each child takes for `proposal` (remembered for the layout).
    func allocate(_ proposal: ProposedSize, _ context: LayoutContext) -> [Size] {
        memo.value(for: proposal, in: context) { computeAllocation(proposal, context) }
    }

    private func computeAllocation(_ proposal: ProposedSize, _ context: LayoutContext) -> [Size] {
        var childProposal = ProposedSize.unspecified
        childProposal[cross] = proposal[cross]
        guard let available = proposal[axis] else {
            // Ideal size: every child at its ideal, spacers at their minimum.
            return children.map { child in
                if let min = child.spacerMinLength { var s = Size.zero; s[axis] = min; return s }
                return child.sizeThatFits(childProposal, context)
            }
        }
        func size(_ child: any LayoutNode, along: Double) -> Size {
            if let min = child.spacerMinLength {
                var s = Size.zero
                s[axis] = along.isFinite ? max(min, along) : .infinity
                return s
            }
            var p = childProposal
            p[axis] = along
            return child.sizeThatFits(p, context)
        }
        let minimum = children.map { size($0, along: 0)[axis] }
        let maximum = children.map { size($0, along: .infinity)[axis] }
        let flexibility = zip(minimum, maximum).map { $1 - $0 }
        var sizes = [Size](repeating: .zero, count: children.count)
        var remaining = max(0, available - totalSpacing)
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        // Spacers are offered space last: their minimum is set aside first, then views
        // share what is left, then spacers split the rest. This is why `HStack { Text;
        // Spacer() }` keeps the text on one line instead of halving it.
        let spacers = children.indices.filter { children[$0].spacerMinLength != nil }
        var spacerReserve = spacers.reduce(0) { $0 + minimum[$1] }
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority && children[$0].spacerMinLength == nil }
                .sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
            // Lower priorities still get their minimum.
            let reserved = children.indices.filter { children[$0].layoutPriority < priority && children[$0].spacerMinLength == nil }
                .reduce(0) { $0 + minimum[$1] }
            var groupRemaining = max(0, remaining - reserved - spacerReserve)
            var left = Double(group.count)
            for i in group {
                let offer = max(0, groupRemaining / left)
                sizes[i] = size(children[i], along: offer)
                groupRemaining -= sizes[i][axis]
                left -= 1
            }
            remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
        }
        var left = Double(spacers.count)
        for i in spacers {
            sizes[i] = size(children[i], along: max(0, remaining / left))
            remaining -= sizes[i][axis]
            spacerReserve -= minimum[i]
            left -= 1
        }
        return sizes
    }
}

/// ZStack: the stack is as large as its highest-priority children (all of them when
/// priorities are equal); the others are then offered that size.
struct ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [any LayoutNode]

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let top = children.map(\.layoutPriority).max() ?? 0
        let sizes = children.filter { $0.layoutPriority == top }.map { $0.sizeThatFits(proposal, context) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        context.parentFrames.append(frame)
        for i in StackNode.drawingOrder(children) {
            let size = children[i].sizeThatFits(ProposedSize(width: frame.width, height: frame.height), context.layoutContext)
            children[i].place(in: alignment.place(size, in: frame), &context)
        }
        context.parentFrames.removeLast()
    }
}
