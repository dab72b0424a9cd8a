public import SwiftUI

/// Onboarding page 7: "Connect to Apple Health" — "A screen with an icon flow diagram
/// connecting a running person, a heart, and a sleeping person to the Apple Health app.
/// Tapping 'Continue' should trigger the system's Health Access pop-up" (seed 000 p7).
/// State `system-dialog`: that pop-up, the iOS Health access sheet, over the page.
nonisolated public struct CalAIAppleHealth: View {
    let dialog: Bool
    public init(dialog: Bool = false) { self.dialog = dialog }

    public var body: some View {
        SheetPresentation(presented: dialog) {
            OnboardingPage(progress: 18 / 29, title: "Connect to Apple Health",
                           subtitle: "Sync your daily activity between Cal AI and the Health app to have the most thorough data.") {
                HealthFlowDiagram()
            }
        } sheet: {
            HealthSheet()
        }
    }
}
