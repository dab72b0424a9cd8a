import AppSupport
import DisplayList
import SwiftUI

/// FitAI's screens in the catalogue, each in light and dark, with its states.
enum FitAIScreens {
    static func entries(theme: FitAITheme, diary: Result<FitAIDiary, AppDataInvalid>) -> [ScreenEntry] {
        [
            entry("login", states: ["error"], theme: theme) { AnyView(FitAIAuthScreen(kind: .login, showsError: $0 == "error", theme: theme)) },
            entry("sign-up", states: ["error"], theme: theme) { AnyView(FitAIAuthScreen(kind: .signUp, showsError: $0 == "error", theme: theme)) },
            entry("goal-setup", theme: theme, diary: diary) { diary, _ in AnyView(FitAIGoalSetupScreen(diary: diary)) },
            entry("home", states: ["over"], theme: theme, diary: diary) { diary, state in view("home", state: state, diary: diary) },
            entry("add-food", states: ["analyzing", "result", "unrecognized"], theme: theme, diary: diary) { diary, state in
                AnyView(FitAIAddFoodScreen(diary: diary, step: state.flatMap(FitAIAddFoodScreen.Step.init(rawValue:)) ?? .picking))
            },
            entry("food-list", theme: theme, diary: diary) { diary, _ in AnyView(FitAIFoodListScreen(diary: diary)) },
            entry("food-detail", states: ["high"], theme: theme, diary: diary) { diary, state in
                AnyView(FitAIFoodDetailScreen(diary: diary, entry: FitAIFoodDetailScreen.entry(for: state, in: diary)))
            },
            entry("goals", states: ["edit"], theme: theme, diary: diary) { diary, state in
                AnyView(FitAIGoalsScreen(diary: diary, editing: state == "edit"))
            },
            entry("history", states: FitAIHistoryScreen.states, theme: theme, diary: diary) { diary, state in view("history", state: state, diary: diary) },
            entry("day-detail", states: ["met"], theme: theme, diary: diary) { diary, state in
                AnyView(FitAIDayDetailScreen(diary: diary, date: FitAIDayDetailScreen.date(for: state, in: diary)))
            },
            entry("stats", states: FitAIStatsScreen.states, theme: theme, diary: diary) { diary, state in
                AnyView(FitAIStatsScreen(diary: diary, period: FitAIStatsScreen.period(state: state)))
            },
            entry("profile", theme: theme, diary: diary) { diary, _ in AnyView(FitAIProfileScreen(diary: diary)) },
        ]
    }

    /// The screens the animations play on, as views drawn from `diary` (the same views the
    /// catalogue entries above lay out, so a clip's last frame is the static screen).
    static func view(_ name: String, state: String?, diary: FitAIDiary) -> AnyView {
        switch name {
        case "history": AnyView(FitAIHistoryScreen(diary: diary, monthsBack: FitAIHistoryScreen.monthsBack(state: state)))
        default: AnyView(FitAIHomeScreen(diary: diary, date: FitAIHomeScreen.date(for: state, in: diary)))
        }
    }

    /// A screen drawn from the food log: `view` gets the log and the requested state; a log
    /// that cannot be used is the request's error (65, or 74 when unreadable).
    static func entry(_ name: String, states: [String] = [], theme: FitAITheme, diary: Result<FitAIDiary, AppDataInvalid>,
                      _ view: @escaping (FitAIDiary, String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "fitai/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            let log: FitAIDiary
            switch diary {
            case .success(let d): log = d
            case .failure(let e): throw e.requestError
            }
            return ScreenLayout.layout(view(log, request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }

    /// One catalogue entry in both appearances; `view` gets the requested state (nil by default).
    static func entry(_ name: String, states: [String] = [], theme: FitAITheme, _ view: @escaping (String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "fitai/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }
}
