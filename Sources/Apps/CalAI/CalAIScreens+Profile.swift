import Layout

extension CalAIScreens {
    /// Onboarding pages 4–5: where you heard of us, prior apps, height and weight, birth date, desired weight, realistic target, speed, comparison.
    static func profile(_ theme: CalAITheme) -> [ScreenCatalog.Entry] {
        []
    }
}
