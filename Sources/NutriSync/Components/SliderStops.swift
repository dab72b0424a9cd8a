public import SwiftUI
import DisplayList

/// The geometry of a slider with `count` stops: stop i's centre is at
/// `inset + i / (count − 1) · (width − 2·inset)`, so the thumb (of radius `inset`) stays
/// inside the track at both ends, as UISlider's does. One rule for the thumb, the fill and
/// the marks under the track, so they line up at every width.
public struct SliderGeometry: Sendable, Hashable {
    public let count: Int
    public let inset: Double

    public init(count: Int, inset: Double) { self.count = max(count, 1); self.inset = inset }

    /// The x of stop `index` (0-based, clamped into the stops) in a track `width` wide.
    public func center(of index: Int, width: Double) -> Double {
        guard count > 1 else { return width / 2 }
        let i = min(max(index, 0), count - 1)
        return inset + Double(i) / Double(count - 1) * max(0, width - 2 * inset)
    }
}

/// Places its children on a slider's stops: child i centred on stop i, each offered the
/// distance between two stops, all on one row as tall as the tallest.
nonisolated public struct SliderStopRow<Content: View>: PrimitiveView {
    let geometry: SliderGeometry
    let content: Content

    public init(_ geometry: SliderGeometry, @ViewBuilder content: () -> Content) {
        self.geometry = geometry; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        SliderStopRowNode(geometry: geometry, children: context.flattenContent(content).map(\.node))
    }
}

struct SliderStopRowNode: LayoutNode {
    let geometry: SliderGeometry
    let children: [any LayoutNode]

    func cell(_ width: Double) -> Double {
        geometry.count > 1 ? max(0, width - 2 * geometry.inset) / Double(geometry.count - 1) : width
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        let sizes = children.map { $0.sizeThatFits(ProposedSize(width: cell(width), height: nil), context) }
        return Size(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        for (i, child) in children.enumerated() {
            let size = child.sizeThatFits(ProposedSize(width: cell(frame.width), height: nil), context.layoutContext)
            let x = frame.minX + geometry.center(of: i, width: frame.width) - size.width / 2
            child.place(in: Rect(x: x, y: frame.minY + (frame.height - size.height) / 2, width: size.width, height: size.height), &context)
        }
    }
}

/// A slider's track: the first child spans the width (the groove), the second runs from the
/// leading edge to stop `selected`'s centre (the filled part), the third is centred on that
/// stop (the thumb). Vertically, each is centred in the row.
nonisolated public struct SliderTrack<Content: View>: PrimitiveView {
    let geometry: SliderGeometry
    let selected: Int
    let content: Content

    public init(_ geometry: SliderGeometry, selected: Int, @ViewBuilder content: () -> Content) {
        self.geometry = geometry; self.selected = selected; self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        SliderTrackNode(geometry: geometry, selected: selected, children: context.flattenContent(content).map(\.node))
    }
}

struct SliderTrackNode: LayoutNode {
    let geometry: SliderGeometry
    let selected: Int
    let children: [any LayoutNode]

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        let heights = children.map { $0.sizeThatFits(ProposedSize(width: width, height: nil), context).height }
        return Size(width: width, height: heights.max() ?? 0)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let center = geometry.center(of: selected, width: frame.width)
        for (i, child) in children.enumerated() {
            let width: Double? = i == 0 ? frame.width : i == 1 ? center : nil
            let size = child.sizeThatFits(ProposedSize(width: width, height: nil), context.layoutContext)
            let w = width ?? size.width
            let x = i == 2 ? frame.minX + center - w / 2 : frame.minX
            child.place(in: Rect(x: x, y: frame.minY + (frame.height - size.height) / 2, width: w, height: size.height), &context)
        }
    }
}
