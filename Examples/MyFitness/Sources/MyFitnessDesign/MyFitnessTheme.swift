public import AppSupport
public import Layout
public import Tokens

/// The colours MyFitness's screens draw, by their name below `color.` in the token file
/// (each a `light`/`dark` pair there). `MyFitnessTheme` reads every case when the tokens
/// load, so a token missing or of another type fails `MyFitnessApp.init` with the file and
/// pointer, and a screen cannot name a colour the theme lacks.
public enum MyFitnessColor: String, ThemeTokenName {
    case background, surface, separator
    case textPrimary = "text.primary", textSecondary = "text.secondary", onAccent = "text.onAccent"
    case accent, exercise, steps
    case track = "ring.track"
}

/// The text styles, by their name below `typography.`.
public enum MyFitnessTextStyle: String, ThemeTokenName { case largeTitle, figure, headline, body, caption }

/// The lengths, by their whole path.
public enum MyFitnessLength: String, ThemeTokenName {
    case screenPadding = "spacing.screen", cardPadding = "spacing.card", stackSpacing = "spacing.stack"
    case cardRadius = "radius.card", buttonRadius = "radius.button", barRadius = "radius.bar"
    case ringDiameter = "size.ring.diameter", ringLineWidth = "size.ring.lineWidth", barHeight = "size.bar.height"
    case iconSize = "size.icon", buttonHeight = "size.button.height"
}

/// MyFitness's design values, read from `tokens/myfitness.tokens.json` by DesignProof's
/// theme mechanism (`ThemeReader`, the one its own apps use): every token the screens use
/// is read once, here, so a missing or mistyped token fails `MyFitnessApp.init` with the
/// file and pointer instead of drawing something wrong. One value answers for one appearance.
public struct MyFitnessTheme: Sendable {
    public let appearance: Appearance
    public let background, surface, separator: Color
    public let textPrimary, textSecondary, onAccent: Color
    public let accent, exercise, steps, track: Color
    public let largeTitle, figure, headline, body, caption: Font
    public let screenPadding, cardPadding, stackSpacing: Double
    public let cardRadius, buttonRadius, barRadius: Double
    public let ringDiameter, ringLineWidth, barHeight, iconSize, buttonHeight: Double
    /// The text family Pango draws with (`font.family.sans`).
    public let fontFamily: String
    let colors: ThemeValues<MyFitnessColor, ThemeColor>

    public init(tokens: TokenSet, appearance: Appearance) throws(ThemeTokensInvalid) {
        var reader = ThemeReader(tokens: tokens)
        let colors = reader.colors(MyFitnessColor.self)
        let styles = reader.typography(MyFitnessTextStyle.self)
        let lengths = reader.dimensions(MyFitnessLength.self)
        fontFamily = try reader.fontFamily("font.family.sans")
        try reader.finish()
        self.appearance = appearance
        self.colors = colors
        func color(_ name: MyFitnessColor) -> Color { Color(colors[name].resolved(appearance, .standard)) }
        background = color(.background); surface = color(.surface); separator = color(.separator)
        textPrimary = color(.textPrimary); textSecondary = color(.textSecondary); onAccent = color(.onAccent)
        accent = color(.accent); exercise = color(.exercise); steps = color(.steps); track = color(.track)
        // Each text style keeps its token size and weight and grows with Dynamic Type like
        // the iOS text style nearest to it.
        func font(_ name: MyFitnessTextStyle, _ style: TextStyle) -> Font {
            let t = styles[name]
            return .system(size: t.fontSize, weight: FontWeight(t.fontWeight), relativeTo: style)
        }
        largeTitle = font(.largeTitle, .largeTitle); figure = font(.figure, .largeTitle)
        headline = font(.headline, .headline); body = font(.body, .subheadline); caption = font(.caption, .footnote)
        screenPadding = lengths[.screenPadding]; cardPadding = lengths[.cardPadding]; stackSpacing = lengths[.stackSpacing]
        cardRadius = lengths[.cardRadius]; buttonRadius = lengths[.buttonRadius]; barRadius = lengths[.barRadius]
        ringDiameter = lengths[.ringDiameter]; ringLineWidth = lengths[.ringLineWidth]
        barHeight = lengths[.barHeight]; iconSize = lengths[.iconSize]; buttonHeight = lengths[.buttonHeight]
    }

    /// `color.NAME` in this appearance, as sRGB (for contrast pairs and tests).
    public func rgba(_ name: MyFitnessColor) -> RGBA { colors[name].resolved(appearance, .standard) }

    /// The environment a screen is laid out in: the request's, with the token family in
    /// every font design slot.
    public func environment(_ base: EnvironmentValues) -> EnvironmentValues {
        var env = base
        env.fontFamilies = [.default: fontFamily, .rounded: fontFamily, .monospaced: fontFamily, .serif: fontFamily]
        return env
    }
}
