import AppSupport
import DisplayList
import Layout

/// FitAI's screens in the catalogue, each in light and dark, with its states.
enum FitAIScreens {
    static func entries(theme: FitAITheme) -> [ScreenEntry] {
        [
            entry("login", states: ["error"], theme: theme) { AnyView(FitAIAuthScreen(kind: .login, showsError: $0 == "error", theme: theme)) },
            entry("sign-up", states: ["error"], theme: theme) { AnyView(FitAIAuthScreen(kind: .signUp, showsError: $0 == "error", theme: theme)) },
        ]
    }

    /// One catalogue entry in both appearances; `view` gets the requested state (nil by default).
    static func entry(_ name: String, states: [String] = [], theme: FitAITheme, _ view: @escaping (String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "fitai/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }
}
