public import AppSupport
public import SwiftUI
public import Tokens

/// FitAI's design values, read from `tokens/fitai.resolver.json`. The seed (004) names no
/// palette — the app is stock SwiftUI — so its colours are iOS's system colours, which the
/// tokens state in the `color.ios` group (`color.ios.secondaryLabel` in the base set, its dark
/// value in the appearance modifier's dark context; read as `….light`/`….dark`): the theme
/// gives them to Layout as the app's `SystemPalette`, so every `.secondary` text, tab bar
/// and tint is drawn from the tokens (and a token change reaches them all). Besides, the
/// metrics the screens size things by, and the text family.
public struct FitAITheme: Sendable {
    public let tokens: TokenSet
    /// iOS's colours as the tokens state them.
    public let palette: SystemPalette
    let dimensions: ThemeValues<FitAIDimension, Double>
    let sansFamily: String

    /// Reads the tokens once, by the theme mechanism every app shares (`ThemeReader`);
    /// throws each token the screens read that is missing or mistyped.
    public init(tokens: TokenSet) throws(ThemeTokensInvalid) {
        var reader = ThemeReader(tokens: tokens)
        dimensions = reader.dimensions(FitAIDimension.self)
        sansFamily = try reader.fontFamily("font.family.sans")
        try reader.finish()
        self.tokens = tokens
        palette = SystemPalette(tokens: tokens, group: "color.ios")
    }

    /// `size.button.height`: a `.borderedProminent`, `.controlSize(.large)` button (50 pt).
    public var buttonHeight: Double { dimensions[.sizeButtonHeight] }
    /// `radius.button`: its corner radius (12 pt).
    public var buttonRadius: Double { dimensions[.radiusButton] }
    /// `spacing.screenHorizontal`: the button's inset from the screen edges (20 pt).
    public var screenHorizontal: Double { dimensions[.spacingScreenHorizontal] }

    /// The environment a FitAI screen is built in: the request's appearance (light or dark),
    /// the tokens' text family for every design slot.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        env.fontFamilies = [.default: sansFamily, .rounded: sansFamily, .monospaced: sansFamily, .serif: sansFamily]
        env.systemPalette = palette
        return env
    }
}

/// The lengths FitAI's screens are sized by, by their whole token path. `FitAITheme` reads
/// every case when the tokens load, so a missing or mistyped token is a load error.
public enum FitAIDimension: String, ThemeTokenName {
    case sizeButtonHeight = "size.button.height"
    case radiusButton = "radius.button"
    case spacingScreenHorizontal = "spacing.screenHorizontal"
}
