public import SwiftUI
public import Tokens
import DisplayList

/// NutriSync's design values, read from `tokens/nutrisync.tokens.json`. The app is dark
/// only (seed 003 "Design System": #0A0A0A background). Under Increase Contrast
/// (`EnvironmentValues.colorSchemeContrast == .increased`, `--contrast high`) a colour
/// `color.NAME` is replaced by `contrast.increased.color.NAME` where the tokens define one.
public struct NutriSyncTheme: Sendable {
    public let tokens: TokenSet
    public let contrast: ColorSchemeContrast

    public init(tokens: TokenSet, contrast: ColorSchemeContrast = .standard) {
        self.tokens = tokens
        self.contrast = contrast
    }

    /// The colour path this theme reads for `color.NAME` (the increased-contrast override
    /// when there is one and Increase Contrast is on).
    public func colorPath(_ name: String) -> String {
        if contrast == .increased, tokens["contrast.increased.color.\(name)"] != nil { return "contrast.increased.color.\(name)" }
        return "color.\(name)"
    }

    /// `color.NAME`; a missing token is a programming error caught by `NutriSyncThemeTests`
    /// for every name the screens use (drawn magenta so it cannot pass unseen).
    public func color(_ name: String) -> RGBA {
        (try? tokens.color(colorPath(name))) ?? RGBA(hex: "#FF00FF")!
    }

    public func dimension(_ name: String) -> Double { (try? tokens.dimension(name)) ?? 0 }
    public func number(_ name: String) -> Double { (try? tokens.number(name)) ?? 0 }

    /// A text style from `typography.NAME`, scaling with Dynamic Type like `relativeTo`.
    /// SF Pro Display (headers, the impact number) is drawn with the `.rounded` slot's
    /// family so the two SF faces can differ where the tokens say so.
    public func font(_ name: String, relativeTo style: TextStyle = .body) -> Font {
        guard let t = try? tokens.typography("typography.\(name)") else { return .body }
        return .system(size: t.fontSize, weight: FontWeight(t.fontWeight), design: .default, relativeTo: style)
    }

    /// The environment a NutriSync screen is built in: dark, its families, its theme.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        env.appearance = .dark
        let themed = NutriSyncTheme(tokens: tokens, contrast: base.colorSchemeContrast)
        let sans = (try? tokens.fontFamily("font.family.text").renderWith) ?? "Inter"
        env.fontFamilies = [.default: sans, .rounded: sans, .monospaced: sans, .serif: sans]
        env[NutriSyncThemeKey.self] = themed
        return env
    }

    /// The emoji family (`font.family.emoji`), so emoji are drawn in colour.
    public var emojiFamily: String { (try? tokens.fontFamily("font.family.emoji").renderWith) ?? "Noto Color Emoji" }
}

struct NutriSyncThemeKey: EnvironmentKey {
    static let defaultValue: NutriSyncTheme? = nil
}

extension EnvironmentValues {
    public var nutriSync: NutriSyncTheme? { self[NutriSyncThemeKey.self] }
}
