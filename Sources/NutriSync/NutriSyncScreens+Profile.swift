import AppSupport
import Layout

extension NutriSyncScreens {
    static func profileSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("body-composition", states: ["selected"], theme: theme) { state in
                AnyView(BodyCompositionScreen(sex: plan.profile.sex, selected: state == "selected" ? plan.profile.bodyFat?.index : nil))
            },
        ]
    }
}
