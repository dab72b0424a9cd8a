public import SwiftUI
import DisplayList
import Tokens

/// The weight transition chart (seed 000 p7 "a chart that animates to show a weight loss
/// curve"; 001 p7 "a weight transition chart … as if it's being generated"): the plan's
/// weekly weights as a smooth curve over a soft area fill, hollow milestone dots every
/// `milestoneWeeks` weeks and a trophy at the goal, dashed grid lines at the start and goal
/// weights, and the red dashed "traditional diet" curve that loses fast and regains.
///
/// `progress` (0…1) trims the curve for `calai/weight-chart-draw`; the area follows the
/// pen (at `areaOpacity`, which the animation fades in once the line is drawn) and the
/// dots appear as the pen passes them.
nonisolated public struct WeightChart: View {
    @Environment(\.mainLook) private var look
    let weights: [Double]
    let unit: String
    let milestoneWeeks: Int
    let progress: Double
    let areaOpacity: Double

    public init(weights: [Double], unit: String, milestoneWeeks: Int = 4, progress: Double = 1, areaOpacity: Double = 1) {
        self.weights = weights.isEmpty ? [0] : weights
        self.unit = unit
        self.milestoneWeeks = max(1, milestoneWeeks)
        self.progress = min(max(progress, 0), 1)
        self.areaOpacity = min(max(areaOpacity, 0), 1)
    }

    /// Whether the milestone dot of `week` is shown at `progress`: once the pen has passed
    /// its place along the x axis.
    public static func showsMilestone(week: Int, of count: Int, progress: Double) -> Bool {
        Double(week) / Double(max(count - 1, 1)) <= progress
    }

    /// The comparison curve: starts with the plan, loses up to 70 % of the change by the
    /// middle, then regains all but 10 % by the end (the yo-yo of a crash diet).
    static func traditional(start: Double, end: Double, at u: Double) -> Double {
        start + (end - start) * (0.7 * MainTrig.sin(Double.pi * u) + 0.1 * u)
    }

    struct Geometry {
        let size: Size
        let weights: [Double]
        let inset: Double
        let low: Double, high: Double

        init(size: Size, weights: [Double], inset: Double) {
            self.size = size; self.weights = weights; self.inset = inset
            let first = weights.first ?? 0, last = weights.last ?? 0
            let samples = weights + (0...20).map { WeightChart.traditional(start: first, end: last, at: Double($0) / 20) }
            let lo = samples.min() ?? 0, hi = samples.max() ?? 1
            let pad = max(hi - lo, 1) * 0.12
            low = lo - pad; high = hi + pad
        }

        func x(_ u: Double) -> Double { inset + u * (size.width - 2 * inset) }
        func y(_ w: Double) -> Double { (high - w) / (high - low) * size.height }
        func point(week i: Int) -> Point {
            Point(x: x(weights.count > 1 ? Double(i) / Double(weights.count - 1) : 0), y: y(weights[i]))
        }
        var curve: [Point] { CurveMath.smooth(weights.indices.map(point(week:))) }
        var traditional: [Point] {
            let first = weights.first ?? 0, last = weights.last ?? 0
            return (0...48).map { k in
                let u = Double(k) / 48
                return Point(x: x(u), y: y(WeightChart.traditional(start: first, end: last, at: u)))
            }
        }
    }

    public var body: some View {
        let look = self.look
        let weights = self.weights, progress = self.progress, unit = self.unit, milestoneWeeks = self.milestoneWeeks
        let areaOpacity = self.areaOpacity
        let lineWidth = look.length(.sizeChartLine)
        let dot = look.scaled(value: 12, .caption)
        let trophy = look.scaled(value: 26, .caption)
        let labelHeight = look.scaled(value: 16, .caption)
        FrameReader(ideal: Size(width: 300, height: 180)) { size in
            let g = Geometry(size: size, weights: weights, inset: trophy / 2 + 2)
            let line = CurveMath.trimmed(g.curve, to: progress)
            let bottom = size.height
            ZStack(alignment: .topLeading) {
                // Dashed grid lines at the start and the goal weight, labelled above.
                ForEach([weights.first ?? 0, weights.last ?? 0].indices, id: \.self) { i in
                    let w = i == 0 ? (weights.first ?? 0) : (weights.last ?? 0)
                    Path(commands: CurveMath.dashed([Point(x: 0, y: g.y(w)), Point(x: size.width, y: g.y(w))], on: 4, off: 4))
                        .stroke(look.color(.chartGrid), lineWidth: 1)
                }
                Path(commands: CurveMath.dashed(g.traditional, on: 6, off: 5))
                    .stroke(look.color(.chartTraditional), lineWidth: lineWidth - 1, lineCap: .round)
                Path(commands: CurveMath.commands(line) + [.line(Point(x: line.last?.x ?? 0, y: bottom)), .line(Point(x: line.first?.x ?? 0, y: bottom)), .close])
                    .fill(LinearGradient(gradient: look.gradient(.chartArea), startPoint: .top, endPoint: .bottom))
                    .opacity(areaOpacity)
                Path(commands: CurveMath.commands(line))
                    .stroke(look.color(.chartLine), lineWidth: lineWidth, lineCap: .round)
                ForEach(Array(stride(from: 0, to: weights.count - 1, by: milestoneWeeks)), id: \.self) { week in
                    let p = g.point(week: week)
                    Circle().fill(look.color(.chartMilestone))
                        .overlay(Circle().strokeBorder(look.color(.chartLine), lineWidth: lineWidth - 0.5))
                        .frame(width: dot, height: dot)
                        .placed(x: p.x - dot / 2, y: p.y - dot / 2)
                        .opacity(Self.showsMilestone(week: week, of: weights.count, progress: progress) ? 1 : 0)
                }
                let goal = g.point(week: weights.count - 1)
                Image(systemName: "trophy.fill")
                    .font(.system(size: trophy * 0.5, weight: .semibold))
                    .foregroundColor(look.color(.onInverse))
                    .frame(width: trophy, height: trophy)
                    .background(look.color(.chartLine), in: Circle())
                    .placed(x: goal.x - trophy / 2, y: goal.y - trophy / 2)
                    .opacity(progress >= 1 ? 1 : 0)
                    .accessibilityLabel("Goal")
                // The start weight at the right (the curve has left it), the goal at the left.
                Text("\(Self.format(weights.first ?? 0)) \(unit)")
                    .font(look.font(.caption, .caption)).foregroundColor(look.color(.textSecondary))
                    .fixedSize()
                    .frame(width: size.width, alignment: .trailing)
                    .placed(x: 0, y: g.y(weights.first ?? 0) - labelHeight - 2)
                Text("\(Self.format(weights.last ?? 0)) \(unit)")
                    .font(look.font(.caption, .caption)).foregroundColor(look.color(.textSecondary))
                    .fixedSize()
                    .placed(x: 0, y: g.y(weights.last ?? 0) + 4)
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        }
        .accessibilityLabel("Weight chart from \(Self.format(weights.first ?? 0)) to \(Self.format(weights.last ?? 0)) \(unit)")
    }

    /// Whole numbers without a decimal, others to one decimal ("180", "81.6").
    static func format(_ w: Double) -> String {
        let tenths = Int((w * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
    }
}
