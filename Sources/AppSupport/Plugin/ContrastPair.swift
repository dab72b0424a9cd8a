public import Layout
public import Tokens

/// A colour pair an app's seed makes a contrast claim about, as its theme resolves it in
/// one contrast environment: the foreground laid over an opaque background (a card's 3 %
/// white already composited over the page). `proof check contrast` measures each pair on
/// the tokens themselves, beside the screens, so a claim is checked even where no screen
/// happens to draw the pair.
public struct ContrastPair: Sendable, Equatable {
    /// A short stable name for reports and figures: `secondaryLow-on-card`.
    public let name: String
    /// The colour token names as the theme reads them: `text.secondaryLow`,
    /// `card.fill over background`.
    public let foregroundToken: String
    /// The background's token names (`card.fill over background`).
    public let backgroundToken: String
    /// The foreground colour as the theme resolves it (it may be translucent).
    public let foreground: RGBA
    /// Opaque: whatever stacks beneath the foreground, composited.
    public let background: RGBA
    /// The WCAG level the pair must reach: `.aaNormal` for body text, `.nonText` for graphics (1.4.11).
    public let level: WCAGLevel
    /// The ratio `level` needs.
    public var minimum: Double { level.minimumRatio }
    /// What the seed says of the pair, quoted.
    public let claim: String

    /// A pair of these values.
    public init(name: String, foregroundToken: String, backgroundToken: String, foreground: RGBA, background: RGBA, level: WCAGLevel, claim: String) {
        self.name = name; self.foregroundToken = foregroundToken; self.backgroundToken = backgroundToken
        self.foreground = foreground; self.background = background; self.level = level; self.claim = claim
    }

    /// WCAG 2.2 ratio of the foreground composited over the background.
    public var ratio: Double { contrastRatio(foreground.over(background), background) }
    /// Whether the ratio reaches `level`.
    public var passes: Bool { level.isMet(by: ratio) }
}

extension DesignApp {
    /// The colour pairs the app's seed makes contrast claims about, resolved for `contrast`;
    /// none unless the app names some.
    public func contrastPairs(_ contrast: ColorSchemeContrast) -> [ContrastPair] { [] }

    /// None: an app's animations are its `animationIDs`.
    public var recordedScreenIDs: [String] { [] }
}
