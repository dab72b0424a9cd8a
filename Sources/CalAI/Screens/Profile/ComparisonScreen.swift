public import SwiftUI
import DisplayList
import Tokens

/// The promotional interlude "Lose twice as much weight with Cal AI vs on your own": a
/// short grey bar "Without Cal AI 20%" and a bar twice its height, black, "With Cal AI 2X"
/// (seed 000 p5: "Weight Comparison: A promotional interlude screen comparing 'Without Cal
/// AI' (20%) and 'With Cal AI' (2X)"; seed 001 p5: "Display the 'Lose twice as much
/// weight...' page as a promotional interlude").
nonisolated public struct CalAIComparison: View {
    @Environment(\.calAI) private var theme
    let goal: CalAIProfile.Goal

    public init(goal: CalAIProfile.Goal = CalAIProfile.sample.goal) { self.goal = goal }

    var title: String { "\(goal == .gain ? "Gain" : "Lose") twice as much weight with Cal AI vs on your own" }

    public static let bars = [
        ComparisonBars.Bar(label: "Without Cal AI", value: "20%", fraction: 0.5, highlighted: false),
        ComparisonBars.Bar(label: "With Cal AI", value: "2X", fraction: 1, highlighted: true),
    ]

    public var body: some View {
        let t = theme
        OnboardingPage(progress: 12 / 29, title: title) {
            VStack(spacing: 20) {
                ComparisonBars(Self.bars)
                Text("Cal AI makes it easy and holds you accountable.")
                    .font(t.font(.callout, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}
