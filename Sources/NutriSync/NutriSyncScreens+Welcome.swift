import AppSupport
import SwiftUI

extension NutriSyncScreens {
    /// Section 1, Welcome: permissions, welcome, impact calculator, the good news.
    static func welcomeSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("permissions", theme: theme) { _ in AnyView(PermissionsScreen()) },
            entry("welcome", theme: theme) { _ in AnyView(WelcomeScreen()) },
            entry("impact-calculator", theme: theme) { _ in AnyView(ImpactCalculatorScreen(plan: plan)) },
            entry("good-news", theme: theme) { _ in AnyView(GoodNewsScreen(plan: plan)) },
        ]
    }
}
