public import AppSupport
public import DisplayList
public import SwiftUI
public import Tokens

/// Cal AI as a catalogue plug-in: its screens (one table in the catalogue's order, `CalAIScreens`)
/// and its six animations, of which `calai/push` takes onboarding pages as `--from`/`--to`.
public struct CalAIApp: TokensOnlyApp {
    public static let id = "calai"
    public static let displayName = "Cal AI"
    public static let tokenFile = "calai.resolver.json"
    public static var animationIDs: [String] { CalAIAnimations.ids }

    let theme: CalAITheme

    /// Throws every token the screens read that is missing or mistyped.
    public init(tokens: TokenSet) throws(ThemeTokensInvalid) {
        theme = try CalAITheme(tokens: tokens)
    }

    public var screens: [ScreenEntry] { CalAIScreens.entries(theme: theme) }

    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? {
        let animations: CalAIAnimations
        do {
            animations = try CalAIAnimations(theme: theme, base: environment, measurer: measurer)
        } catch {
            throw .tokens("\(error)")
        }
        return try animations.clip(id, from: from, to: to)
    }
}
