public import AppSupport
public import SwiftUI
public import Tokens
import DisplayList

/// Cal AI's design values, read once from `tokens/calai.resolver.json` by the one theme
/// mechanism every app shares (`ThemeReader`): each colour, text style, length, number,
/// gradient, shadow and material its screens draw is a case of an enum in
/// `CalAITokenNames.swift`, read when the tokens load — a missing or mistyped token stops
/// the load naming file and pointer, so no screen draws a fallback. Colours hold a value per
/// appearance and contrast (`color.NAME.light` / `.dark` or `color.NAME` once); the theme in
/// a screen's environment answers for the environment it is drawn in.
public struct CalAITheme: Sendable {
    public let tokens: TokenSet
    /// The appearance this copy's colours, gradients and shadows answer for.
    public let appearance: Appearance
    /// The contrast this copy's colours answer for.
    public let contrast: ColorSchemeContrast
    let colors: ThemeValues<CalAIColor, ThemeColor>
    let typography: ThemeValues<CalAITypography, Typography>
    let dimensions: ThemeValues<CalAIDimension, Double>
    let numbers: ThemeValues<CalAINumber, Double>
    let gradients: ThemeValues<CalAIGradient, ByAppearance<Gradient>>
    let shadows: ThemeValues<CalAIShadow, ByAppearance<Shadow>>
    let materials: ThemeValues<CalAIMaterial, ByAppearance<MaterialToken>>
    let sansFamily: String

    /// Reads every token the screens use; throws each that is missing or mistyped.
    public init(tokens: TokenSet) throws(ThemeTokensInvalid) {
        var reader = ThemeReader(tokens: tokens)
        colors = reader.colors(CalAIColor.self)
        typography = reader.typography(CalAITypography.self)
        dimensions = reader.dimensions(CalAIDimension.self)
        numbers = reader.numbers(CalAINumber.self)
        gradients = reader.pairs(CalAIGradient.self, prefix: "gradient.") { t, p throws(TokenError) in try t.gradient(p) }
        shadows = reader.pairs(CalAIShadow.self, prefix: "shadow.") { t, p throws(TokenError) in
            let layers = try t.shadow(p)
            guard let first = layers.first else { throw TokenError(file: t.file, pointer: ThemeReader.pointer(p), message: "a shadow with no layer") }
            return first
        }
        materials = reader.pairs(CalAIMaterial.self, prefix: "material.") { t, p throws(TokenError) in try t.material(p) }
        sansFamily = try reader.fontFamily("font.family.sans")
        try reader.finish()
        self.tokens = tokens
        appearance = .light
        contrast = .standard
    }

    private init(_ other: CalAITheme, appearance: Appearance, contrast: ColorSchemeContrast) {
        tokens = other.tokens; colors = other.colors; typography = other.typography; dimensions = other.dimensions
        numbers = other.numbers; gradients = other.gradients; shadows = other.shadows; materials = other.materials
        sansFamily = other.sansFamily
        self.appearance = appearance
        self.contrast = contrast
    }

    /// This theme answering for `appearance` and `contrast`.
    public func resolved(_ appearance: Appearance, _ contrast: ColorSchemeContrast = .standard) -> CalAITheme {
        CalAITheme(self, appearance: appearance, contrast: contrast)
    }

    /// `color.NAME` in this theme's appearance and contrast.
    public func color(_ name: CalAIColor) -> RGBA { colors[name].resolved(appearance, contrast) }

    /// A dimension token, in points.
    public func dimension(_ name: CalAIDimension) -> Double { dimensions[name] }

    /// A number token.
    public func number(_ name: CalAINumber) -> Double { numbers[name] }

    /// `typography.NAME` as the tokens state it.
    public func typography(_ name: CalAITypography) -> Typography { typography[name] }

    /// A text style from `typography.NAME`, scaling with Dynamic Type like `relativeTo`.
    public func font(_ name: CalAITypography, relativeTo style: TextStyle = .body) -> Font {
        let t = typography[name]
        return .system(size: t.fontSize, weight: FontWeight(t.fontWeight), design: .default, relativeTo: style)
    }

    /// `typography.NAME` at its design size, not scaling with Dynamic Type: for text that
    /// is part of a picture (the spin wheel's labels, the app preview), as an image's is.
    public func fixedFont(_ name: CalAITypography) -> Font {
        let t = typography[name]
        return .system(size: t.fontSize, weight: FontWeight(t.fontWeight))
    }

    /// `gradient.NAME.APPEARANCE`.
    public func gradient(_ name: CalAIGradient) -> Gradient { gradients[name][appearance] }

    /// `shadow.NAME.APPEARANCE`, its first layer.
    public func shadow(_ name: CalAIShadow) -> Shadow { shadows[name][appearance] }

    /// `material.NAME.APPEARANCE` as a SwiftUI material (system alerts and sheets).
    public func material(_ name: CalAIMaterial) -> MaterialStyle {
        let m = materials[name][appearance]
        return MaterialStyle(name: name.rawValue + "Material", blur: m.blur, tint: m.tint, saturation: m.saturation)
    }

    /// The environment a Cal AI screen is built in: its families, and this theme answering
    /// for the environment's appearance and contrast.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        env.fontFamilies = [.default: sansFamily, .rounded: "Quicksand", .monospaced: "Inter", .serif: "Inter"]
        env[CalAIThemeKey.self] = resolved(base.appearance, base.colorSchemeContrast)
        return env
    }
}

struct CalAIThemeKey: EnvironmentKey {
    static let defaultValue: CalAITheme? = nil
}

extension EnvironmentValues {
    /// The Cal AI theme of the screen being built (set by `CalAITheme.environment`). Like a
    /// SwiftUI `@EnvironmentObject`, it must be there: a Cal AI view built outside that
    /// environment is a programming error, stopped here rather than drawn with stand-ins.
    public var calAI: CalAITheme {
        guard let theme = self[CalAIThemeKey.self] else {
            preconditionFailure("No CalAITheme found: build Cal AI views in CalAITheme.environment(_:)")
        }
        return theme
    }
}
