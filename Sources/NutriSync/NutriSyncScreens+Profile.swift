import AppSupport
import SwiftUI

extension NutriSyncScreens {
    /// Section 2, Profile: basic info, body metrics, body composition.
    static func profileSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("basic-info", states: ["error"], theme: theme) { s in AnyView(BasicInfoScreen(plan: plan, showsErrors: s == "error")) },
            entry("body-metrics", states: ["imperial", "metric"], theme: theme) { s in AnyView(BodyMetricsScreen(plan: plan, metric: s == "metric")) },
            entry("body-composition", states: ["selected"], theme: theme) { state in
                AnyView(BodyCompositionScreen(sex: plan.profile.sex, selected: state == "selected" ? plan.profile.bodyFat?.index : nil))
            },
        ]
    }
}
