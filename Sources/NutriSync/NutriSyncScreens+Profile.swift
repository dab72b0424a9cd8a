import AppSupport
import Layout

extension NutriSyncScreens {
    static func profileSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        []
    }
}
