public import SwiftUI
import DisplayList
import Tokens

/// Screen 5.4, Notification Setup: "Never miss a meal window", the seed's three
/// "notification styles" drawn as the iOS banners they would arrive as, a green "Enable
/// Smart Reminders" and a "Skip for now" link.
nonisolated public struct NotificationsScreen: View {
    @Environment(\.nutriSync) private var theme
    public init() {}

    /// The seed's three previews, word for word. Their times ("15 minutes", "30 mins") are
    /// reminder lead times of the seed's copy, not figures of the plan.
    public static let messages = ["🍽️ Lunch window opens in 15 minutes", "⚡ 30 mins left in dinner window",
                                  "✅ Great job completing today's nutrition!"]

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .setup, title: "Never miss a meal window") {
            VStack(spacing: 10) {
                ForEach(Self.messages.indices, id: \.self) { i in
                    NotificationBanner(message: Self.messages[i])
                }
            }
            .padding(.vertical, t.dimension(.spacingStack))
        } footer: {
            NutriSyncButton("Enable Smart Reminders")
            NutriSyncLink("Skip for now")
        }
    }
}
