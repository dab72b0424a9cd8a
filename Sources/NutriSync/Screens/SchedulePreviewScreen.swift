public import SwiftUI
import DisplayList
import Tokens

/// Screen 4.5, Schedule Preview (`nutrisync/schedule-preview`), in the seed's order: the
/// "Full day timeline (7 AM - 10 PM)" with the plan's windows; "Your Optimized Schedule:"
/// and one `MealWindowBlock` per window, reading the seed's line ("🌅 Morning Window: 7-9 AM
/// (Energizing breakfast)", with the window's calories); "Calories distributed: 25% / 40% /
/// 35%"; "This schedule will help you [user's goal]" (the sample's: "lose weight"); then
/// "Looks Good" (green) over "Customize" (secondary) — full width, as the design system's
/// buttons are; the seed draws no mockup of this screen that puts them side by side.
///
/// The seed gives the screen no header, so none is invented. `slide` and `fade` are the
/// `nutrisync/windows-slide-in` animation's hooks: each window's sideways offset (points)
/// and opacity, both 0 / 1 at rest. Section bar: Schedule.
nonisolated public struct SchedulePreviewScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan
    let slide: [Double]
    let fade: [Double]

    public init(plan: NutriSyncPlan, slide: [Double] = [], fade: [Double] = []) {
        self.plan = plan; self.slide = slide; self.fade = fade
    }

    func offset(_ i: Int) -> Double { i < slide.count ? slide[i] : 0 }
    func opacity(_ i: Int) -> Double { i < fade.count ? fade[i] : 1 }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .schedule) {
            VStack(alignment: .leading, spacing: 16) {
                NutriSyncCard {
                    DayTimeline(windows: plan.windows, axis: .hours, showsIcons: true, windowOpacity: plan.windows.indices.map(opacity))
                }
                Text("Your Optimized Schedule:")
                    .font(t.font(.headline, relativeTo: .headline))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .accessibilityAddTraits(.isHeader)
                    .padding(.top, 8)
                VStack(spacing: 10) {
                    ForEach(plan.windows.indices, id: \.self) { i in
                        MealWindowBlock(plan.windows[i])
                            .id("meal-window-\(i + 1)")
                            .offset(x: offset(i))
                            .opacity(opacity(i))
                    }
                }
                VStack(alignment: .leading, spacing: 8) {
                    line(plan.distributionText, color: .textSecondary)
                    line(plan.scheduleGoalText, color: .textPrimary)
                }
                .padding(.top, 4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } footer: {
            NutriSyncButton("Looks Good")
            NutriSyncButton("Customize", style: .secondary)
        }
    }

    func line(_ text: String, color: NutriSyncColor) -> some View {
        Text(text)
            .font(theme.font(.body, relativeTo: .body))
            .foregroundColor(Color(theme.color(color)))
            .fixedSize(horizontal: false, vertical: true)
    }
}
