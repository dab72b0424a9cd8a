public import SwiftUI
import DisplayList
import Tokens

/// The weight goal's "[Slider showing current → target]" (seed 003, screen 3.2): "Current"
/// and "Target" above a track on which a hollow marker stands at the current weight, the
/// white thumb at the target, and the stretch between them is green (the weight to lose or
/// gain). The track spans `WeightScale`. Weights in the unit the user entered them.
nonisolated public struct TargetWeightSlider: View {
    @Environment(\.nutriSync) private var theme
    let current: Double
    let target: Double
    let unit: String

    /// UISlider's round thumb.
    static let thumbSize = 28.0
    static let markerSize = 14.0

    public init(current: Double, target: Double, unit: String) {
        self.current = current; self.target = target; self.unit = unit
    }

    public var body: some View {
        let t = theme
        let scale = WeightScale(current: current, target: target)
        let (c, g) = (scale.position(of: current), scale.position(of: target))
        VStack(spacing: 12) {
            // Side by side; stacked when the largest text sizes make the pair wider than the card.
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .bottom, spacing: 8) {
                    end("Current", WeightScale.text(current) + " " + unit, value: .textPrimary, alignment: .leading)
                    Spacer(minLength: 0)
                    arrow("arrow.right")
                    Spacer(minLength: 0)
                    end("Target", WeightScale.text(target) + " " + unit, value: .accent, alignment: .trailing)
                }
                VStack(alignment: .leading, spacing: 6) {
                    end("Current", WeightScale.text(current) + " " + unit, value: .textPrimary, alignment: .leading)
                    arrow("arrow.down")
                    end("Target", WeightScale.text(target) + " " + unit, value: .accent, alignment: .leading)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            TrackLayer(spans: [(0, 1), (min(c, g), max(c, g)), (c, c), (g, g)], inset: Self.thumbSize / 2) {
                Capsule().fill(Color(t.color(.barTrack))).frame(height: t.dimension(.sizeBarHeight))
                Capsule().fill(Color(t.color(.barFill))).frame(height: t.dimension(.sizeBarHeight))
                Circle().fill(Color(t.color(.background)))
                    .overlay(Circle().strokeBorder(Color(t.color(.textPrimary)), lineWidth: 2.5))
                    .frame(width: Self.markerSize, height: Self.markerSize)
                Circle().fill(Color(t.color(.textPrimary)))
                    .overlay(Circle().strokeBorder(Color(t.color(.accent)), lineWidth: 3))
                    .frame(width: Self.thumbSize, height: Self.thumbSize)
                    .shadow(color: Color(t.color(.cardShadow)), radius: 4, y: 2)
            }
            .frame(height: Self.thumbSize)
            .accessibilityLabel("Target weight slider, from \(WeightScale.text(current)) \(unit) to \(WeightScale.text(target)) \(unit)")
        }
    }

    func arrow(_ symbol: String) -> some View {
        let t = theme
        return Image(systemName: symbol)
            .font(.system(size: 17, weight: .semibold, relativeTo: .body))
            .foregroundColor(Color(t.color(.textSecondary)))
            .padding(.bottom, 2)
    }

    /// "Current / 165 lbs" or "Target / 140 lbs".
    func end(_ title: String, _ value: String, value color: NutriSyncColor, alignment: HorizontalAlignment) -> some View {
        let t = theme
        return VStack(alignment: alignment, spacing: 2) {
            Text(title)
                .font(t.font(.footnote, relativeTo: .footnote))
                .foregroundColor(Color(t.color(.textSecondary)))
            Text(value)
                .font(t.font(.headline, relativeTo: .headline))
                .foregroundColor(Color(t.color(color)))
        }
        .fixedSize()
    }
}

/// The slider's range around the two weights: `margin` = 60 % of the difference, at
/// least 10, beyond each, rounded outwards to a multiple of 5 — so both weights sit
/// well inside the track (165 → 140 lbs: 125 … 180, the thumb at 27 %, the marker at 73 %).
public struct WeightScale: Sendable, Equatable {
    public let lower: Double
    public let upper: Double

    public init(current: Double, target: Double) {
        let (low, high) = (min(current, target), max(current, target))
        let margin = max(10, (high - low) * 0.6)
        lower = max(0, ((low - margin) / 5).rounded(.down) * 5)
        upper = ((high + margin) / 5).rounded(.up) * 5
    }

    /// Where `weight` sits on the track, 0 … 1.
    public func position(of weight: Double) -> Double {
        upper > lower ? min(max((weight - lower) / (upper - lower), 0), 1) : 0.5
    }

    /// "140", "62.5": whole numbers without decimals, else to a tenth.
    public static func text(_ weight: Double) -> String {
        let tenths = (weight * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}

/// Children along a track: child *i* spans `spans[i]` (fractions of the track between
/// `inset` from either end). A child whose span is a point is centred there at its own
/// size (a thumb, a marker); a wider one is offered that stretch (a fill). All are
/// centred vertically; the layer is as tall as its tallest child.
nonisolated struct TrackLayer<Content: View>: PrimitiveView {
    let spans: [(Double, Double)]
    let inset: Double
    let content: Content

    init(spans: [(Double, Double)], inset: Double, @ViewBuilder content: () -> Content) {
        self.spans = spans; self.inset = inset; self.content = content()
    }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        TrackLayerNode(spans: spans, inset: inset, children: context.flattenContent(content).map(\.node))
    }
}

struct TrackLayerNode: LayoutNode {
    let spans: [(Double, Double)]
    let inset: Double
    let children: [any LayoutNode]

    func span(_ i: Int) -> (Double, Double) {
        guard i < spans.count else { return (0, 0) }
        let (a, b) = (min(max(spans[i].0, 0), 1), min(max(spans[i].1, 0), 1))
        return (min(a, b), max(a, b))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 2 * inset + 100
        let heights = children.indices.map { frame(of: $0, in: Rect(x: 0, y: 0, width: width, height: 0), context).height }
        return Size(width: width, height: heights.max() ?? 0)
    }

    /// Child `i`'s frame in `bounds` (its y centred on the bounds' middle).
    func frame(of i: Int, in bounds: Rect, _ context: LayoutContext) -> Rect {
        let track = max(0, bounds.width - 2 * inset)
        let (a, b) = span(i)
        if b > a {
            let w = (b - a) * track
            let size = children[i].sizeThatFits(ProposedSize(width: w, height: nil), context)
            return Rect(x: bounds.minX + inset + a * track, y: bounds.midY - size.height / 2, width: w, height: size.height)
        }
        let size = children[i].sizeThatFits(.unspecified, context)
        let x = min(max(bounds.minX + inset + a * track - size.width / 2, bounds.minX), bounds.maxX - size.width)
        return Rect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        for i in children.indices { children[i].place(in: self.frame(of: i, in: frame, context.layoutContext), &context) }
    }
}
