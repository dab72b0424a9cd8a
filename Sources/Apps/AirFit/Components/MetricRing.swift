public import Layout
import DisplayList
import Tokens

/// The calorie ring the seed's dashboard names but does not draw: a translucent white
/// track and a white progress arc from 12 o'clock, round-capped, sizes from tokens.
public struct MetricRing: View {
    @Environment(\.airFit) private var theme
    let value: Int
    let goal: Int

    public init(value: Int, goal: Int) { self.value = value; self.goal = goal }

    public var body: some View {
        let diameter = theme?.ring.diameter ?? 96
        let line = theme?.ring.lineWidth ?? 10
        let fraction = goal > 0 ? min(max(Double(value) / Double(goal), 0), 1) : 0
        ZStack {
            Circle().stroke(Color(theme?.ring.track ?? RGBA(r: 1, g: 1, b: 1, a: 0.35)), lineWidth: line)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(LinearGradient(colors: [Color(theme?.ring.progressStart ?? .white), Color(theme?.ring.progressEnd ?? .white)],
                                       startPoint: .top, endPoint: .bottom), lineWidth: line, lineCap: .round)
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text("\(Int((fraction * 100).rounded())) %").font(.system(size: 17, weight: .light, design: .rounded))
                Text("of goal").font(.caption2)
            }
        }
        .frame(width: diameter, height: diameter)
        .accessibilityLabel("\(Int((fraction * 100).rounded())) percent of the daily goal")
    }
}
