import AppSupport
import SwiftUI

extension CalAIScreens {
    /// Onboarding page 8 and the app: weight chart, loading, plan ready, sign in, free trial, spin wheel, paywall, home, scanner, progress plan.
    /// Every number comes from `CalAIPlan(profile: .sample)`.
    static func planAndMain(_ theme: CalAITheme) -> [ScreenEntry] {
        let plan = CalAIPlan(profile: .sample)
        return [
            entry("weight-chart", theme: theme) { _ in AnyView(CalAIWeightChartScreen(plan: plan)) },
            entry("loading", theme: theme) { _ in AnyView(CalAILoading(progress: 0.65)) },
            scrollingEntry("plan-ready", theme: theme) { AnyView(CalAIPlanReady(plan: plan)) },
            entry("sign-in", theme: theme) { _ in AnyView(CalAISignIn(plan: plan)) },
            entry("free-trial", theme: theme) { _ in AnyView(CalAIFreeTrial(plan: plan)) },
            entry("spin-wheel", theme: theme) { _ in AnyView(CalAISpinWheel()) },
            entry("home", theme: theme) { _ in AnyView(CalAIHome(plan: plan)) },
            cameraEntry("scanner", theme: theme) { AnyView(CalAIScanner()) },
            scrollingEntry("progress-plan", theme: theme) { AnyView(CalAIProgressPlan(plan: plan)) },
            entry("paywall", states: ["monthly", "yearly"], theme: theme) { s in AnyView(CalAIPaywall(plan: plan, yearly: s != "monthly")) },
        ]
    }

    /// A camera screen: dark in both appearances (`color.scanner`), so it is laid out with
    /// the dark environment and its light status bar whatever appearance is asked for.
    static func cameraEntry(_ name: String, theme: CalAITheme, _ view: @escaping () -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "calai/" + name, appearances: [.light, .dark], states: [], gradients: []) { request, measurer throws(ScreenRequestError) in
            var env = request.environment
            env.appearance = .dark
            return ScreenLayout.layout(view(), environment: theme.environment(env), measurer: measurer)
        }
    }

    /// A long screen with a "full" state: the same view with `scrollFullLength`, so the
    /// canvas grows to the whole scroll content (catalogue: "also its full scroll length").
    static func scrollingEntry(_ name: String, theme: CalAITheme, _ view: @escaping () -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "calai/" + name, appearances: [.light, .dark], states: ["full"], gradients: []) { request, measurer throws(ScreenRequestError) in
            var env = request.environment
            env.scrollFullLength = request.state == "full"
            return ScreenLayout.layout(view(), environment: theme.environment(env), measurer: measurer)
        }
    }
}
