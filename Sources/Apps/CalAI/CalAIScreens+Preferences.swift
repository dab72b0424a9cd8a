import Layout

extension CalAIScreens {
    /// Onboarding pages 6–7: obstacles, diet, accomplishments, thank-you, Apple Health, calories burned, rollover, rating, notifications, referral code.
    static func preferences(_ theme: CalAITheme) -> [ScreenCatalog.Entry] {
        []
    }
}
