import AppSupport
import SwiftUI

extension CalAIScreens {
    /// Onboarding pages 6–7: obstacles, diet, accomplishments, thank-you, Apple Health, calories burned, rollover, rating, notifications, referral code.
    static func preferences(_ theme: CalAITheme) -> [ScreenEntry] {
        [
            entry("obstacles", states: ["selected"], theme: theme) { s in AnyView(CalAIObstacles(selected: s == nil ? [] : [0, 3])) },
            entry("diet", states: ["selected"], theme: theme) { s in AnyView(CalAIDiet(selected: s == nil ? nil : 0)) },
            entry("accomplishments", states: ["selected"], theme: theme) { s in AnyView(CalAIAccomplishments(selected: s == nil ? nil : 0)) },
            entry("thank-you", theme: theme) { _ in AnyView(CalAIThankYou()) },
            entry("apple-health", states: ["system-dialog"], theme: theme) { s in AnyView(CalAIAppleHealth(dialog: s != nil)) },
            entry("calories-burned", theme: theme) { _ in AnyView(CalAICaloriesBurned()) },
            entry("rollover", theme: theme) { _ in AnyView(CalAIRollover()) },
            entry("rating", states: ["modal"], theme: theme) { s in AnyView(CalAIRating(modal: s != nil)) },
            entry("notifications", states: ["system-dialog"], theme: theme) { s in AnyView(CalAINotifications(dialog: s != nil)) },
            entry("referral-code", states: ["filled"], theme: theme) { s in AnyView(CalAIReferralCode(code: s == nil ? "" : CalAIReferralCode.sampleCode)) },
        ]
    }
}
