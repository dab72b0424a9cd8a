public import SwiftUI
import DisplayList
import Tokens

/// The calorie ring the seed's dashboard names but does not draw: a translucent white
/// track and a white progress arc from 12 o'clock, round-capped, sizes from tokens.
nonisolated public struct MetricRing: View {
    @Environment(\.airFit) private var theme
    @Environment(\.contentSize) private var contentSize
    let value: Int
    let goal: Int

    public init(value: Int, goal: Int) { self.value = value; self.goal = goal }

    public var body: some View {
        // @ScaledMetric(relativeTo: .title): the ring grows with the "83 %" it frames
        // (seed §9: Dynamic Type up to AX XL), fast enough that "of goal" stays inside the
        // stroke at AX XXXL, slowly enough that it stays a ring rather than a dial.
        let diameter = scaledFontSize(theme.ring.diameter, relativeTo: .title, at: contentSize)
        let line = theme.ring.lineWidth
        let fraction = goal > 0 ? min(max(Double(value) / Double(goal), 0), 1) : 0
        ZStack {
            Circle().stroke(Color(theme.ring.track), lineWidth: line)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(LinearGradient(colors: [Color(theme.ring.progressStart), Color(theme.ring.progressEnd)],
                                       startPoint: .top, endPoint: .bottom), lineWidth: line, lineCap: .round)
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text("\(Int((fraction * 100).rounded())) %").font(.scaled(.system(size: 17, weight: .light, design: .rounded)))
                Text("of goal").font(.caption2)
            }
        }
        .frame(width: diameter, height: diameter)
        .accessibilityLabel("\(Int((fraction * 100).rounded())) percent of the daily goal")
    }
}
