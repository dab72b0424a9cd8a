public import SwiftUI
import DisplayList

/// Measures some views — the labels at the ends of an axis ("7AM ──── 10PM"), an emoji
/// that hangs before a track — and builds its content knowing their ideal widths and the
/// width it is offered, so that rows under an axis can start and end their track exactly
/// where the axis line does at every Dynamic Type size, and put the labels on a line of
/// their own when they would leave the track too little room (what SwiftUI does with a
/// custom `Layout`, or `ViewThatFits` and alignment guides). The measured views are not
/// drawn; the content draws its own.
///
/// The content is built at layout time, outside any `body`: it must not read
/// `@Environment` itself (read it in the enclosing `body` and capture the value).
nonisolated public struct WidthReader<Content: View>: PrimitiveView {
    let measured: [AnyView]
    let content: (_ widths: [Double], _ available: Double?) -> Content

    public init(measuring measured: [AnyView],
                @ViewBuilder content: @escaping (_ widths: [Double], _ available: Double?) -> Content) {
        self.measured = measured; self.content = content
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let content = self.content
        return WidthReaderNode(context: context, measured: measured.enumerated().map { context.build($0.element, index: $0.offset) }) {
            AnyView(content($0, $1))
        }
    }
}

struct WidthReaderNode: LayoutNode {
    let context: BuildContext
    let measured: [any LayoutNode]
    let make: ([Double], Double?) -> AnyView

    /// The content for `available` points of width (nil: the content's ideal width).
    func content(_ available: Double?, _ layout: LayoutContext) -> any LayoutNode {
        context.buildContent(make(measured.map { $0.sizeThatFits(.unspecified, layout).width }, available))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let available = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return content(available, context).sizeThatFits(proposal, context)
    }

    func place(in frame: Rect, _ placement: inout PlacementContext) {
        content(frame.width, placement.layoutContext).place(in: frame, &placement)
    }
}

/// Where an axis puts its end labels: beside the line ("7AM ──── 10PM", as the seed draws
/// it) while the two labels and their gaps take at most `share` of the width, else on a
/// line of their own above it, so the track keeps its length at large text sizes.
public enum AxisLabelPlacement: Sendable, Hashable {
    case inline, above

    public static let share = 0.4

    public static func choose(leading: Double, trailing: Double, gap: Double, width: Double?) -> AxisLabelPlacement {
        guard let width else { return .inline }
        return leading + trailing + 2 * gap <= share * width ? .inline : .above
    }
}
