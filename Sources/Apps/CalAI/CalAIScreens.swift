import DisplayList
import Layout

/// Cal AI's screens in the catalogue: each with its states (the selected variants of
/// selectable screens), light and dark.
enum CalAIScreens {
    static func entries(theme: CalAITheme) -> [ScreenCatalog.Entry] {
        func entry(_ name: String, states: [String] = [], _ view: @escaping (String?) -> AnyView) -> ScreenCatalog.Entry {
            ScreenCatalog.Entry(id: "calai/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
                ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
            }
        }
        return [
            entry("welcome") { _ in AnyView(CalAIWelcome()) },
            entry("gender", states: ["selected"]) { s in AnyView(CalAIGender(selected: s == nil ? nil : "Male")) },
            entry("workouts", states: ["selected"]) { s in AnyView(CalAIWorkouts(selected: s == nil ? nil : 1)) },
            entry("goal", states: ["selected"]) { s in AnyView(CalAIGoal(selected: s == nil ? nil : 0)) },
        ]
    }
}
