public import Layout
public import Tokens

/// FitAI's design values, read from `tokens/fitai.tokens.json`. The seed (004) names no
/// palette — the app is stock SwiftUI — so colours come from Layout's iOS system colours
/// (the same values the tokens' `color.ios` group holds) and the theme reads only the
/// metrics the screens size things by, and the text family.
public struct FitAITheme: Sendable {
    public let tokens: TokenSet

    public init(tokens: TokenSet) { self.tokens = tokens }

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
        return env
    }
}
