import AppSupport
import Layout

extension NutriSyncScreens {
    static func setupSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("journey", theme: theme) { _ in AnyView(JourneyScreen()) },
        ]
    }
}
