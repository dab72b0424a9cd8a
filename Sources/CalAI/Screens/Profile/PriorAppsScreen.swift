public import SwiftUI

/// Onboarding page 4, "Have you tried other calorie tracking apps?": No and Yes with a
/// thumb down and a thumb up (seed 000 p4: "Prior App Usage: Two buttons, 'No' and 'Yes,'
/// with thumbs-down/thumbs-up icons"; seed 001 p4: "Tapping selects the option").
nonisolated public struct CalAIPriorApps: View {
    /// true for Yes, false for No, nil before a tap.
    let selected: Bool?
    public init(selected: Bool? = nil) { self.selected = selected }

    public var body: some View {
        OnboardingPage(progress: 5 / 29, title: "Have you tried other calorie tracking apps?", actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                IconOptionButton("No", selected: selected == false) { SymbolBadge("hand.thumbsdown.fill") }
                IconOptionButton("Yes", selected: selected == true) { SymbolBadge("hand.thumbsup.fill") }
            }
        }
    }
}
