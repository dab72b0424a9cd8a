public import AppSupport
public import SwiftUI
public import Tokens
import DisplayList

/// NutriSync's design values, read once from `tokens/nutrisync.resolver.json` by the one theme
/// mechanism every app shares (`ThemeReader`): each colour, text style, length and number
/// its screens draw is a case of an enum in `NutriSyncTokenNames.swift`, read when the
/// tokens load — a missing or mistyped token stops the load naming file and pointer, so no
/// screen draws a fallback. The app is dark only (seed 003 "Design System": #0A0A0A
/// background). Under Increase Contrast (`EnvironmentValues.colorSchemeContrast ==
/// .increased`, `--contrast high`) a colour `color.NAME` is `contrast.increased.color.NAME`
/// where the tokens define one.
public struct NutriSyncTheme: Sendable {
    public let tokens: TokenSet
    /// The contrast this copy's colours answer for.
    public let contrast: ColorSchemeContrast
    let colors: ThemeValues<NutriSyncColor, ThemeColor>
    let typography: ThemeValues<NutriSyncTypography, Typography>
    let dimensions: ThemeValues<NutriSyncDimension, Double>
    let numbers: ThemeValues<NutriSyncNumber, Double>
    /// The day track the timeline screens draw on (`schedule.startHour`, `.endHour`, `.snapIncrement`).
    public let timelineScale: TimelineScale
    let textFamily: String
    /// The emoji family (`font.family.emoji`), so emoji are drawn in colour.
    public let emojiFamily: String

    /// Reads every token the screens use; throws each that is missing or mistyped.
    public init(tokens: TokenSet) throws(ThemeTokensInvalid) {
        var reader = ThemeReader(tokens: tokens)
        colors = reader.colors(NutriSyncColor.self)
        typography = reader.typography(NutriSyncTypography.self)
        dimensions = reader.dimensions(NutriSyncDimension.self)
        numbers = reader.numbers(NutriSyncNumber.self)
        let snap = try reader.value("schedule.snapIncrement") { t, p throws(TokenError) in try t.duration(p) }
        textFamily = try reader.fontFamily("font.family.text")
        emojiFamily = try reader.fontFamily("font.family.emoji")
        try reader.finish()
        timelineScale = TimelineScale(startHour: numbers[.scheduleStartHour], endHour: numbers[.scheduleEndHour],
                                      snapMinutes: Int((snap / 60).rounded()))
        self.tokens = tokens
        contrast = .standard
    }

    private init(_ other: NutriSyncTheme, contrast: ColorSchemeContrast) {
        tokens = other.tokens; colors = other.colors; typography = other.typography; dimensions = other.dimensions
        numbers = other.numbers; timelineScale = other.timelineScale; textFamily = other.textFamily; emojiFamily = other.emojiFamily
        self.contrast = contrast
    }

    /// This theme answering for `contrast`.
    public func resolved(_ contrast: ColorSchemeContrast) -> NutriSyncTheme { NutriSyncTheme(self, contrast: contrast) }

    /// `color.NAME` (dark; the increased-contrast override under Increase Contrast).
    public func color(_ name: NutriSyncColor) -> RGBA { colors[name].resolved(.dark, contrast) }

    /// A dimension token, in points.
    public func dimension(_ name: NutriSyncDimension) -> Double { dimensions[name] }

    /// A number token.
    public func number(_ name: NutriSyncNumber) -> Double { numbers[name] }

    /// A text style from `typography.NAME`, scaling with Dynamic Type like `relativeTo`.
    public func font(_ name: NutriSyncTypography, relativeTo style: TextStyle = .body) -> Font {
        let t = typography[name]
        return .system(size: t.fontSize, weight: FontWeight(t.fontWeight), design: .default, relativeTo: style)
    }

    /// The environment a NutriSync screen is built in: dark, its families, this theme
    /// answering for the environment's contrast.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        env.appearance = .dark
        env.fontFamilies = [.default: textFamily, .rounded: textFamily, .monospaced: textFamily, .serif: textFamily]
        env[NutriSyncThemeKey.self] = resolved(base.colorSchemeContrast)
        return env
    }
}

struct NutriSyncThemeKey: EnvironmentKey {
    static let defaultValue: NutriSyncTheme? = nil
}

extension EnvironmentValues {
    /// The NutriSync theme of the screen being built (set by `NutriSyncTheme.environment`).
    /// Like a SwiftUI `@EnvironmentObject`, it must be there: a NutriSync view built outside
    /// that environment is a programming error, stopped here rather than drawn with stand-ins.
    public var nutriSync: NutriSyncTheme {
        guard let theme = self[NutriSyncThemeKey.self] else {
            preconditionFailure("No NutriSyncTheme found: build NutriSync views in NutriSyncTheme.environment(_:)")
        }
        return theme
    }
}
