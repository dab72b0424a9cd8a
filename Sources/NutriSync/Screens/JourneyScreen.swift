public import SwiftUI
import DisplayList
import Tokens

/// Mockup 5, Success Visualization: "Your Journey Starts Now!" and four centred cards —
/// ⭐ Week 1 "Learn the rhythm" → 🚀 Week 2 "Feel the energy" → 💪 Week 3 "See the results"
/// → 🎯 Week 4+ "Live optimized" — joined by a line and a ▼ arrow as the mockup draws them,
/// then a green "Start My Transformation". The mockup's section bar marks Setup, the 5th.
nonisolated public struct JourneyScreen: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    public init() {}

    /// The mockup's cards, in order: emoji, week, what it brings.
    static let weeks = [("⭐", "Week 1", "Learn the rhythm"), ("🚀", "Week 2", "Feel the energy"),
                        ("💪", "Week 3", "See the results"), ("🎯", "Week 4+", "Live optimized")]

    public var body: some View {
        OnboardingScreen(section: .setup, title: "Your Journey Starts Now!", centered: true) {
            VStack(spacing: 0) {
                ForEach(Self.weeks.indices, id: \.self) { i in
                    if i > 0 { JourneyConnector().id("journey.connector.\(i)") }
                    card(Self.weeks[i])
                }
            }
            .frame(maxWidth: .infinity)
        } footer: {
            NutriSyncButton("Start My Transformation")
        }
    }

    /// The mockup's cards are half the screen wide; at the accessibility text sizes they
    /// take the full width so "Learn the rhythm" keeps to a line or two.
    func card(_ week: (String, String, String)) -> some View {
        let t = theme
        return NutriSyncCard(padding: 16) {
            VStack(spacing: 4) {
                HStack(spacing: 8) {
                    EmojiText(week.0, size: 20, relativeTo: .headline)
                    Text(week.1)
                        .font(t.font(.headline, relativeTo: .headline))
                        .foregroundColor(Color(t.color(.textPrimary)))
                }
                Text(week.2)
                    .font(t.font(.optionDetail, relativeTo: .subheadline))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity)
        }
        .frame(maxWidth: contentSize.isAccessibilityCategory ? .infinity : 220)
        .accessibilityLabel("\(week.1), \(week.2)")
    }
}

/// The mockup's "┬ │ ▼" between two cards: a line from the card above and an arrowhead
/// whose tip touches the card below.
nonisolated struct JourneyConnector: View {
    @Environment(\.nutriSync) private var theme
    var body: some View {
        let ink = Color(theme.color(.textSecondaryLow))
        VStack(spacing: 0) {
            Rectangle().fill(ink).frame(width: 2, height: 16)
            Path { p in
                p.move(to: Point(x: 0, y: 0))
                p.addLine(to: Point(x: 12, y: 0))
                p.addLine(to: Point(x: 6, y: 8))
                p.closeSubpath()
            }
            .fill(ink)
            .frame(width: 12, height: 8)
        }
        .accessibilityLabel("")
    }
}
