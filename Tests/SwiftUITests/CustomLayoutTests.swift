import DisplayList
import SwiftUI
import Testing
import Tokens

/// A team's own `Layout` (a flow layout, as Apple's Food Truck sample has), and the stack
/// layouts behind `AnyLayout`, at positions worked out by hand.
@Suite @MainActor struct CustomLayoutTests {
    /// Left to right, wrapping onto a new row when the next subview would pass the width.
    struct Flow: Layout {
        var spacing: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let frames = arrange(width: proposal.width ?? .infinity, subviews)
            return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (subview, frame) in zip(subviews, arrange(width: bounds.width, subviews)) {
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
            }
        }

        private func arrange(width: CGFloat, _ subviews: Subviews) -> [CGRect] {
            var frames: [CGRect] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
                frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
                x += size.width + spacing; rowHeight = max(rowHeight, size.height)
            }
            return frames
        }
    }

    private func boxes(_ list: DisplayList) -> [Rect] { list.elements.filter { $0.kind == .shape }.map(\.frame) }

    /// Four 100 × 30 boxes in 250 pt: two fit a row (100 + 10 + 100 = 210), so two rows 40 apart.
    @Test func aFlowLayoutWrapsWhereItsPlaceSubviewsSays() throws {
        let list = layout(Flow {
            ForEach(0..<4, id: \.self) { _ in Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 30) }
        }.frame(width: 250, alignment: .leading))
        let frames = boxes(list)
        try #require(frames.count == 4)
        let origin = frames[0]
        #expect(frames.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) } == [Point(x: 0, y: 0), Point(x: 110, y: 0), Point(x: 0, y: 40), Point(x: 110, y: 40)])
        #expect(frames.allSatisfy { $0.width == 100 && $0.height == 30 })
        // The flow is 210 × 70: centred vertically on the 852-pt screen, its top is at (852 − 70) / 2.
        #expect(origin.y == 391)
    }

    struct Leaves: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 200, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // The second subview centred on the bounds' bottom-right corner; the first left alone.
            subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .center, proposal: .unspecified)
        }
    }

    /// An anchor puts that point of the subview at the position; an unplaced subview goes to
    /// the centre at its ideal size.
    @Test func anchorsAndUnplacedSubviews() throws {
        let list = layout(Leaves {
            Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
        })
        let frames = boxes(list)
        try #require(frames.count == 2)
        // The layout is 200 × 100 centred on 393 × 852: bounds x 96.5…296.5, y 376…476.
        #expect(frames[0] == Rect(x: 196.5 - 10, y: 426 - 5, width: 20, height: 10))
        #expect(frames[1] == Rect(x: 296.5 - 20, y: 476 - 20, width: 40, height: 40))
    }

    @Test func anyLayoutOfAStackDrawsTheStack() {
        let content = { ForEach(0..<3, id: \.self) { i in Color(red: 0, green: 0, blue: 1).frame(width: 30 + Double(i) * 10, height: 20) } }
        let viaAny = layout(AnyLayout(HStackLayout(alignment: .top, spacing: 5)) { content() })
        let direct = layout(HStack(alignment: .top, spacing: 5) { content() })
        #expect(boxes(viaAny) == boxes(direct))
        #expect(boxes(layout(AnyLayout(VStackLayout(spacing: 0)) { content() })) == boxes(layout(VStack(spacing: 0) { content() })))
        #expect(boxes(layout(AnyLayout(Flow()) { content() })).count == 3)
    }

    @Test func proposedViewSizes() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 50, height: 2))
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8 && ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }
}
