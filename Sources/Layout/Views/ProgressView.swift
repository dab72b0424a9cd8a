import DisplayList
import Tokens

/// SwiftUI's linear `ProgressView(value:total:)`: a 4-pt capsule track across the width it
/// is offered, filled from the leading edge in the tint colour. VoiceOver reads the percentage.
///
///     ProgressView(value: 1_240, total: 2_100)
public struct ProgressView: PrimitiveView {
    let fraction: Double

    /// A value outside 0…total (or a total ≤ 0, or NaN) is clamped, as SwiftUI does.
    public init(value: Double, total: Double = 1) {
        let f = total > 0 ? value / total : 0
        fraction = f.isNaN ? 0 : min(1, max(0, f))
    }

    /// The track's height.
    public static let trackHeight = 4.0

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        return ProgressBarNode(id: context.path, fraction: fraction, track: Color.systemGray5.resolved(in: env),
                               fill: env.tint.resolved(in: env))
    }
}

struct ProgressBarNode: LayoutNode {
    let id: String
    let fraction: Double
    let track: RGBA
    let fill: RGBA

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
        return Size(width: width, height: ProgressView.trackHeight)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let bar = Rect(x: frame.x, y: frame.midY - ProgressView.trackHeight / 2, width: frame.width, height: ProgressView.trackHeight)
        var trackElement = Element.shape(id, bar, .capsule, fill: .solid(track))
        trackElement.accessibilityLabel = "\(Int((fraction * 100).rounded())) percent"
        trackElement.accessibilityTraits = ["progressIndicator"]
        context.emit(trackElement)
        if fraction > 0 {
            context.emit(.shape(id + "/fill", Rect(x: bar.x, y: bar.y, width: bar.width * fraction, height: bar.height), .capsule, fill: .solid(fill)))
        }
    }
}
