import AppSupport
import Layout

extension NutriSyncScreens {
    static func scheduleSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        []
    }
}
