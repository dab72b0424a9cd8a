public import SwiftUI
import DisplayList
import Tokens

/// Mockup 1, "Meal Window Concept Introduction" (`nutrisync/schedule-intro`), laid out as
/// the seed draws it: the title, a card with the animated timeline ("7AM ──────────> 10PM",
/// the blocks, each window's range under it), "Strategic eating periods that optimize
/// your energy, focus, and metabolism throughout the day.", the three bullets and a green
/// Continue.
///
/// The blocks are the plan's windows, so the mockup's "8-9" reads "7-9" (the plan's
/// morning window, as in the seed's own Schedule Preview, 4.5). The card shows the time
/// "now" with the window open then active — the block `nutrisync/window-pulse` pulses:
/// Chosen: now is the middle of the window that carries most of the day's calories (the
/// midday one, 40 %: 12:30 PM), so the picture says "you eat now" at the day's main meal.
///
/// Section bar: the seed's Mockups 1–3 draw `●●●●●` in the 3rd place, so this screen, like
/// the next two, sits in Goals (the section bar follows the mockups, not the 4.x numbering).
nonisolated public struct ScheduleIntroScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan
    let pulse: Double

    public init(plan: NutriSyncPlan, pulse: Double = 0) { self.plan = plan; self.pulse = pulse }

    static let bullets = ["Eat when your body needs it", "Fast when you don't", "Aligned with circadian rhythm"]

    /// The illustrated "now": the middle of the largest-share window (12:30 PM for the sample).
    public static func illustratedNow(_ plan: NutriSyncPlan) -> NutriSyncTime? {
        guard let main = plan.windows.max(by: { $0.share < $1.share }) else { return nil }
        return NutriSyncTime(minutes: main.start.minutes + main.lengthMinutes / 2)
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .goals, title: "What are Meal Windows?", action: "Continue", centered: true) {
            VStack(alignment: .leading, spacing: 24) {
                NutriSyncCard {
                    DayTimeline(windows: plan.windows, currentTime: Self.illustratedNow(plan), axis: .arrow, showsRanges: true, pulse: pulse)
                        .padding(.vertical, 8)
                }
                Text("Strategic eating periods that optimize your energy, focus, and metabolism throughout the day.")
                    .font(t.font(.body, relativeTo: .body))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .fixedSize(horizontal: false, vertical: true)
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(Self.bullets.indices, id: \.self) { i in
                        BulletLine(Self.bullets[i])
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// "• Eat when your body needs it": a green bullet and a line of body text that wraps
/// under itself, not under the bullet.
nonisolated struct BulletLine: View {
    @Environment(\.nutriSync) private var theme
    let text: String
    init(_ text: String) { self.text = text }
    var body: some View {
        let t = theme
        HStack(alignment: .top, spacing: 10) {
            Text("•")
                .font(t.font(.body, relativeTo: .body))
                .fontWeight(.bold)
                .foregroundColor(Color(t.color(.accent)))
                .accessibilityLabel("")
            Text(text)
                .font(t.font(.body, relativeTo: .body))
                .foregroundColor(Color(t.color(.textSecondary)))
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 0)
        }
    }
}
