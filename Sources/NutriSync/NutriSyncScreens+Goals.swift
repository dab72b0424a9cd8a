import AppSupport
import Layout

extension NutriSyncScreens {
    static func goalsSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        []
    }
}
