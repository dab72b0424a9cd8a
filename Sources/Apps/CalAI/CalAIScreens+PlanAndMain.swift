import Layout

extension CalAIScreens {
    /// Onboarding page 8 and the app: weight chart, loading, plan ready, sign in, free trial, spin wheel, paywall, home, scanner, progress plan.
    static func planAndMain(_ theme: CalAITheme) -> [ScreenCatalog.Entry] {
        []
    }
}
