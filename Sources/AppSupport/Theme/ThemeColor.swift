public import Layout
public import Tokens

/// A colour of an app's palette in each environment a screen is drawn in: appearance (light,
/// dark) by Increase Contrast (standard, increased), as an asset catalog's colour set holds
/// it. `ThemeReader.colors` fills it from the tokens by one rule for every app.
public struct ThemeColor: Sendable, Hashable {
    /// Light appearance, standard contrast.
    public let light: RGBA
    /// Dark appearance, standard contrast.
    public let dark: RGBA
    /// Light appearance under Increase Contrast.
    public let increasedLight: RGBA
    /// Dark appearance under Increase Contrast.
    public let increasedDark: RGBA

    /// The colour for `appearance` under `contrast`.
    public func resolved(_ appearance: Appearance, _ contrast: ColorSchemeContrast) -> RGBA {
        switch (appearance, contrast) {
        case (.light, .standard): light
        case (.dark, .standard): dark
        case (.light, .increased): increasedLight
        case (.dark, .increased): increasedDark
        }
    }
}
