public import SwiftUI
public import Tokens

/// FitAI's design values, read from `tokens/fitai.tokens.json`. The seed (004) names no
/// palette — the app is stock SwiftUI — so its colours are iOS's system colours, which the
/// tokens state in the `color.ios` group (`color.ios.secondaryLabel.light` …): the theme
/// gives them to Layout as the app's `SystemPalette`, so every `.secondary` text, tab bar
/// and tint is drawn from the tokens (and a token change reaches them all). Besides, the
/// metrics the screens size things by, and the text family.
public struct FitAITheme: Sendable {
    public let tokens: TokenSet
    /// iOS's colours as the tokens state them.
    public let palette: SystemPalette

    public init(tokens: TokenSet) {
        self.tokens = tokens
        palette = SystemPalette(tokens: tokens, group: "color.ios")
    }

    /// `size.button.height`: a `.borderedProminent`, `.controlSize(.large)` button (50 pt).
    public var buttonHeight: Double { dimension("size.button.height", default: 50) }
    /// `radius.button`: its corner radius (12 pt).
    public var buttonRadius: Double { dimension("radius.button", default: 12) }
    /// `spacing.screenHorizontal`: the button's inset from the screen edges (20 pt).
    public var screenHorizontal: Double { dimension("spacing.screenHorizontal", default: 20) }

    private func dimension(_ path: String, default value: Double) -> Double { (try? tokens.dimension(path)) ?? value }

    /// The environment a FitAI screen is built in: the request's appearance (light or dark),
    /// the tokens' text family for every design slot.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        let sans = (try? tokens.fontFamily("font.family.sans").renderWith) ?? "Inter"
        env.fontFamilies = [.default: sans, .rounded: sans, .monospaced: sans, .serif: sans]
        env.systemPalette = palette
        return env
    }
}
