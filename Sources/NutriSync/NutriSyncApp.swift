public import AppSupport
public import DisplayList
public import SwiftUI
public import Tokens

/// NutriSync as a catalogue plug-in: its 25 onboarding screens (one table in the seed's
/// order, `NutriSyncScreens`), dark only, and its seven animations.
public struct NutriSyncApp: TokensOnlyApp {
    public static let id = "nutrisync"
    public static let displayName = "NutriSync"
    public static let tokenFile = "nutrisync.resolver.json"
    public static var animationIDs: [String] { NutriSyncAnimations.ids }

    let theme: NutriSyncTheme
    /// The sample profile's plan: every number the screens show comes from it.
    let plan: NutriSyncPlan

    public init(tokens: TokenSet) throws {
        theme = try NutriSyncTheme(tokens: tokens)
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
    }

    public var screens: [ScreenEntry] { NutriSyncScreens.entries(theme: theme, plan: plan) }

    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? {
        try NutriSyncAnimations(theme: theme, plan: plan, base: environment, measurer: measurer).clip(id, from: from, to: to)
    }

    /// The secondary text and the accent on the background and on a card (issue 14).
    public func contrastPairs(_ contrast: ColorSchemeContrast) -> [ContrastPair] { theme.contrastPairs(contrast) }
}
