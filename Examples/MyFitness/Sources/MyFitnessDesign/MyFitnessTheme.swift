public import Layout
public import Tokens

/// MyFitness's design values, read from `tokens/myfitness.tokens.json` for one appearance:
/// a colour `color.NAME` is the token `color.NAME.light` or `color.NAME.dark`. Reading
/// every token the screens use once, here, means a missing or mistyped token fails
/// `MyFitnessApp.init` with the file and the path, instead of drawing something wrong.
public struct MyFitnessTheme: Sendable {
    public let appearance: Appearance
    public let background, surface, separator: Color
    public let textPrimary, textSecondary, onAccent: Color
    public let accent, exercise, steps, track: Color
    public let largeTitle, figure, headline, body, caption: Font
    public let screenPadding, cardPadding, stackSpacing: Double
    public let cardRadius, buttonRadius, barRadius: Double
    public let ringDiameter, ringLineWidth, barHeight, iconSize, buttonHeight: Double
    /// Every colour of `colorNames` as sRGB, for contrast pairs and tests.
    public let colors: [String: RGBA]
    /// The text family Pango draws with (`font.family.sans`).
    public let fontFamily: String

    /// The names the screens colour with, under `color.` in the token file.
    public static let colorNames = ["background", "surface", "separator", "text.primary", "text.secondary", "text.onAccent",
                                    "accent", "exercise", "steps", "ring.track"]

    public init(tokens: TokenSet, appearance: Appearance) throws {
        self.appearance = appearance
        var colors: [String: RGBA] = [:]
        for name in Self.colorNames { colors[name] = try Self.rgba(name, in: tokens, appearance: appearance) }
        self.colors = colors
        func color(_ name: String) -> Color { Color(colors[name] ?? .clear) }
        background = color("background"); surface = color("surface"); separator = color("separator")
        textPrimary = color("text.primary"); textSecondary = color("text.secondary"); onAccent = color("text.onAccent")
        accent = color("accent"); exercise = color("exercise"); steps = color("steps"); track = color("ring.track")
        // Each text style keeps its token size and weight and grows with Dynamic Type like
        // the iOS text style nearest to it.
        func font(_ name: String, _ style: TextStyle) throws -> Font {
            let t = try tokens.typography("typography." + name)
            return .system(size: t.fontSize, weight: FontWeight(t.fontWeight), relativeTo: style)
        }
        largeTitle = try font("largeTitle", .largeTitle); figure = try font("figure", .largeTitle)
        headline = try font("headline", .headline); body = try font("body", .subheadline); caption = try font("caption", .footnote)
        screenPadding = try tokens.dimension("spacing.screen"); cardPadding = try tokens.dimension("spacing.card")
        stackSpacing = try tokens.dimension("spacing.stack")
        cardRadius = try tokens.dimension("radius.card"); buttonRadius = try tokens.dimension("radius.button")
        barRadius = try tokens.dimension("radius.bar")
        ringDiameter = try tokens.dimension("size.ring.diameter"); ringLineWidth = try tokens.dimension("size.ring.lineWidth")
        barHeight = try tokens.dimension("size.bar.height"); iconSize = try tokens.dimension("size.icon")
        buttonHeight = try tokens.dimension("size.button.height")
        fontFamily = try tokens.fontFamily("font.family.sans").renderWith
    }

    /// `color.NAME` in this appearance (every name of `colorNames`; clear for any other).
    public func rgba(_ name: String) -> RGBA { colors[name] ?? .clear }

    /// `color.NAME.light` or `color.NAME.dark` as sRGB.
    public static func rgba(_ name: String, in tokens: TokenSet, appearance: Appearance) throws -> RGBA {
        try tokens.color("color.\(name).\(appearance == .dark ? "dark" : "light")")
    }

    /// The environment a screen is laid out in: the request's, with the token family in
    /// every font design slot.
    public func environment(_ base: EnvironmentValues) -> EnvironmentValues {
        var env = base
        env.fontFamilies = [.default: fontFamily, .rounded: fontFamily, .monospaced: fontFamily, .serif: fontFamily]
        return env
    }
}
