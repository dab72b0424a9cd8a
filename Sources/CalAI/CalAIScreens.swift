import AppSupport
import DisplayList
import SwiftUI

/// Cal AI's screens in the catalogue: each with its states (the selected variants of
/// selectable screens), light and dark.
/// The screens are registered in groups, one file each (`CalAIScreens+GROUP.swift`).
enum CalAIScreens {
    static func entries(theme: CalAITheme) -> [ScreenEntry] {
        let all = basics(theme) + profile(theme) + preferences(theme) + planAndMain(theme)
        let order = ["welcome", "gender", "workouts", "referral-source", "prior-apps", "height-weight", "birth-date", "goal",
                     "desired-weight", "realistic-target", "speed", "comparison", "obstacles", "diet", "accomplishments",
                     "weight-chart", "thank-you", "apple-health", "calories-burned", "rollover", "rating", "notifications",
                     "referral-code", "loading", "plan-ready", "sign-in", "free-trial", "spin-wheel", "paywall",
                     "home", "scanner", "progress-plan"].map { "calai/" + $0 }
        return all.sorted { (order.firstIndex(of: $0.id) ?? .max) < (order.firstIndex(of: $1.id) ?? .max) }
    }

    /// One catalogue entry; `view` gets the requested state (nil for the default one).
    static func entry(_ name: String, states: [String] = [], theme: CalAITheme, _ view: @escaping (String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "calai/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }

    static func basics(_ theme: CalAITheme) -> [ScreenEntry] {
        [
            entry("welcome", theme: theme) { _ in AnyView(CalAIWelcome()) },
            entry("gender", states: ["selected"], theme: theme) { s in AnyView(CalAIGender(selected: s == nil ? nil : "Male")) },
            entry("workouts", states: ["selected"], theme: theme) { s in AnyView(CalAIWorkouts(selected: s == nil ? nil : 1)) },
            entry("goal", states: ["selected"], theme: theme) { s in AnyView(CalAIGoal(selected: s == nil ? nil : 0)) },
        ]
    }
}
