import AppSupport
import DisplayList
import SwiftUI

/// Cal AI's screen table: every screen in the catalogue's order (the seed's onboarding pages
/// 1–8, then the app), each with its states (the selected variants of selectable screens),
/// light and dark. The catalogue, `proof list`, the gallery, the token sheets' screens and
/// the snapshot suite all read this one table: a new screen is one line here.
/// Every number comes from `CalAIPlan(profile: .sample)`.
enum CalAIScreens {
    static func entries(theme: CalAITheme) -> [ScreenEntry] {
        let plan = CalAIPlan(profile: .sample)
        return [
            // Pages 1–3: welcome, gender, workouts.
            entry("welcome", theme: theme) { _ in AnyView(CalAIWelcome()) },
            entry("gender", states: ["selected"], theme: theme) { s in AnyView(CalAIGender(selected: s == nil ? nil : "Male")) },
            entry("workouts", states: ["selected"], theme: theme) { s in AnyView(CalAIWorkouts(selected: s == nil ? nil : 1)) },
            // Pages 4–5: where you heard of us, prior apps, height and weight, birth date, goal,
            // desired weight, realistic target, speed, comparison.
            entry("referral-source", states: ["selected"], theme: theme) { s in AnyView(CalAIReferralSource(selected: s == nil ? nil : .youtube)) },
            entry("prior-apps", states: ["selected"], theme: theme) { s in AnyView(CalAIPriorApps(selected: s == nil ? nil : true)) },
            entry("height-weight", states: ["imperial", "metric"], theme: theme) { s in
                var p = CalAIProfile.sample
                p.units = s == "metric" ? .metric : .imperial
                return AnyView(CalAIHeightWeight(profile: p))
            },
            entry("birth-date", theme: theme) { _ in AnyView(CalAIBirthDate()) },
            entry("goal", states: ["selected"], theme: theme) { s in AnyView(CalAIGoal(selected: s == nil ? nil : 0)) },
            entry("desired-weight", theme: theme) { _ in AnyView(CalAIDesiredWeight()) },
            entry("realistic-target", theme: theme) { _ in AnyView(CalAIRealisticTarget()) },
            entry("speed", states: ["slow", "recommended", "fast"], theme: theme) { s in
                let stop = s.flatMap { name in SpeedSlider.Stop.allCases.first { $0.name.lowercased() == name } }
                return AnyView(CalAISpeed(profile: stop.map(CalAISpeed.profile(at:)) ?? .sample))
            },
            entry("comparison", theme: theme) { _ in AnyView(CalAIComparison()) },
            // Pages 6–7: obstacles, diet, accomplishments, the weight chart, thank-you, Apple
            // Health, calories burned, rollover, rating, notifications, referral code.
            entry("obstacles", states: ["selected"], theme: theme) { s in AnyView(CalAIObstacles(selected: s == nil ? [] : [0, 3])) },
            entry("diet", states: ["selected"], theme: theme) { s in AnyView(CalAIDiet(selected: s == nil ? nil : 0)) },
            entry("accomplishments", states: ["selected"], theme: theme) { s in AnyView(CalAIAccomplishments(selected: s == nil ? nil : 0)) },
            entry("weight-chart", theme: theme) { _ in AnyView(CalAIWeightChartScreen(plan: plan)) },
            entry("thank-you", theme: theme) { _ in AnyView(CalAIThankYou()) },
            entry("apple-health", states: ["system-dialog"], theme: theme) { s in AnyView(CalAIAppleHealth(dialog: s != nil)) },
            entry("calories-burned", theme: theme) { _ in AnyView(CalAICaloriesBurned()) },
            entry("rollover", theme: theme) { _ in AnyView(CalAIRollover()) },
            entry("rating", states: ["modal"], theme: theme) { s in AnyView(CalAIRating(modal: s != nil)) },
            entry("notifications", states: ["system-dialog"], theme: theme) { s in AnyView(CalAINotifications(dialog: s != nil)) },
            entry("referral-code", states: ["filled"], theme: theme) { s in AnyView(CalAIReferralCode(code: s == nil ? "" : CalAIReferralCode.sampleCode)) },
            // Page 8: loading, plan ready, sign in, free trial, spin wheel, paywall.
            entry("loading", theme: theme) { _ in AnyView(CalAILoading(progress: 0.65)) },
            scrollingEntry("plan-ready", theme: theme) { AnyView(CalAIPlanReady(plan: plan)) },
            entry("sign-in", theme: theme) { _ in AnyView(CalAISignIn(plan: plan)) },
            entry("free-trial", theme: theme) { _ in AnyView(CalAIFreeTrial(plan: plan)) },
            entry("spin-wheel", theme: theme) { _ in AnyView(CalAISpinWheel()) },
            entry("paywall", states: ["monthly", "yearly"], theme: theme) { s in AnyView(CalAIPaywall(plan: plan, yearly: s != "monthly")) },
            // The app: home, scanner, progress plan.
            entry("home", theme: theme) { _ in AnyView(CalAIHome(plan: plan)) },
            cameraEntry("scanner", theme: theme) { AnyView(CalAIScanner()) },
            scrollingEntry("progress-plan", theme: theme) { AnyView(CalAIProgressPlan(plan: plan)) },
        ]
    }
}
