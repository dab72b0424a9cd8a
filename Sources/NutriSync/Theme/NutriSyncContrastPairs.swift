public import AppSupport
public import SwiftUI
import Tokens

/// The pairs issue 14 names from the seed's colours — the secondary text (white at
/// 50–60 %) and the green accent, each on the #0A0A0A background and on a card (white 3 %
/// over it) — as the theme resolves them under `contrast` (Increase Contrast swaps the
/// secondary whites for `contrast.increased.color.*`).
extension NutriSyncTheme {
    /// Body text needs 4.5:1; the accent fills buttons, dots, borders and checkmarks —
    /// graphics, 3:1 (WCAG 1.4.11).
    public func contrastPairs(_ contrast: ColorSchemeContrast) -> [ContrastPair] {
        let theme = resolved(contrast)
        let page = theme.color(.background)
        let card = theme.color(.cardFill).over(page)
        let secondary = "Secondary Text: white.opacity(0.5-0.6)"
        let accent = "Accent: Bright green (#00D26A) - used sparingly"
        let foregrounds: [(String, NutriSyncColor, WCAGLevel, String)] = [("secondaryLow", .textSecondaryLow, .aaNormal, secondary),
                                                                         ("secondary", .textSecondary, .aaNormal, secondary), ("accent", .accent, .nonText, accent)]
        return foregrounds.flatMap { short, token, level, claim in
            [ContrastPair(name: short + "-on-background", foregroundToken: token.rawValue, backgroundToken: "background",
                          foreground: theme.color(token), background: page, level: level, claim: claim),
             ContrastPair(name: short + "-on-card", foregroundToken: token.rawValue, backgroundToken: "card.fill over background",
                          foreground: theme.color(token), background: card, level: level, claim: claim)]
        }
    }
}
