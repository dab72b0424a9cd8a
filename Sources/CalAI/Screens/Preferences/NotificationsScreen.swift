public import SwiftUI

/// Onboarding page 7: "Reach your goals with notifications" — "a screen to request push
/// notification permissions" (seed 000 p7; 001 p7 "A screen for enabling push
/// notifications"). Two example notifications built from the sample plan (today's calories
/// and protein; the goal line), and Continue. State `system-dialog`: the iOS permission
/// alert, '"Cal AI" Would Like to Send You Notifications', over the page.
nonisolated public struct CalAINotifications: View {
    @Environment(\.calAI) private var theme
    let dialog: Bool
    let plan: CalAIPlan

    public init(dialog: Bool = false, plan: CalAIPlan = CalAIPlan(profile: .sample)) { self.dialog = dialog; self.plan = plan }

    public var body: some View {
        let t = theme
        DimmedPresentation(presented: dialog) {
            OnboardingPage(progress: 22 / 29, title: "Reach your goals with notifications",
                           subtitle: "Reminders to log your meals keep you on track.") {
                VStack(spacing: 12) {
                    NotificationBanner(title: "Time to log your lunch",
                                       message: "You have \(plan.dailyCalories - Self.exampleBreakfast) Cals and \(plan.protein)g protein left today. Snap a photo of your meal.")
                    NotificationBanner(title: "You're on track", message: "Keep it up: \(plan.goalText).", time: "2h ago")
                        .scaleEffect(0.94, anchor: .top)
                }
                .padding(.vertical, 28)
                .padding(.horizontal, 12)
                .frame(maxWidth: .infinity)
                .background(t.swatch(.backgroundSecondary), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
            }
        } dialog: {
            SystemAlert(title: "\"Cal AI\" Would Like to Send You Notifications",
                        message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                        buttons: [AlertButton("Don't Allow"), AlertButton("Allow", preferred: true)])
        }
    }

    /// The example breakfast already logged when the lunch reminder arrives, in kcal.
    static let exampleBreakfast = 450
}
