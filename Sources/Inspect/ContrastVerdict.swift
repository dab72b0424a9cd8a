import Tokens

/// The contrast of one foreground on one background, with the WCAG 2.2 pass/fail levels
/// and the APCA Lc alongside — the record a design check reports and serialises.
///
/// The levels are `WCAGLevel`'s, applied to the *unrounded* ratio: WCAG 2 says the ratio is
/// not rounded, so 4.499:1 fails 4.5:1 even though it displays as "4.50". Stored fields (not
/// computed properties) so that the encoded JSON carries the verdict a reader needs.
public struct ContrastVerdict: Codable, Sendable, Equatable {
    /// The foreground as specified (possibly translucent); encodes as hex.
    public var foreground: RGBA
    /// The background, taken as opaque.
    public var background: RGBA
    /// WCAG 2.2 contrast ratio of the composited foreground and the background, 1…21.
    public var ratio: Double
    /// APCA 0.0.98G-4g Lc, signed: positive for dark on light, negative for light on dark.
    public var apcaLc: Double
    /// WCAG 1.4.3 AA, normal text: ratio ≥ 4.5.
    public var aaNormal: Bool
    /// WCAG 1.4.3 AA, large text (see `WCAGLevel.isLargeText`), and 1.4.11 non-text: ratio ≥ 3.
    public var aaLarge: Bool
    /// WCAG 1.4.6 AAA, normal text: ratio ≥ 7.
    public var aaa: Bool
    /// WCAG 1.4.6 AAA, large text: ratio ≥ 4.5.
    public var aaaLarge: Bool

    /// Measures `foreground` on `background`.
    ///
    /// WCAG does not define the ratio of a translucent colour, so a translucent foreground
    /// is first composited over the background (source-over in gamma-encoded sRGB, what the
    /// renderer produces) and the result is measured. The background's own alpha is
    /// ignored: pass the colour actually on screen behind the text.
    public init(foreground: RGBA, background: RGBA) {
        let opaqueBackground = RGBA(r: background.r, g: background.g, b: background.b, a: 1)
        let shown = foreground.over(opaqueBackground)
        let ratio = contrastRatio(shown, opaqueBackground)
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.apcaLc = apcaContrast(text: shown, background: opaqueBackground)
        self.aaNormal = WCAGLevel.aaNormal.isMet(by: ratio)
        self.aaLarge = WCAGLevel.aaLarge.isMet(by: ratio)
        self.aaa = WCAGLevel.aaa.isMet(by: ratio)
        self.aaaLarge = WCAGLevel.aaaLarge.isMet(by: ratio)
    }

    /// The ratio to two decimals ("4.48"), for display only — never compare this text with
    /// a threshold.
    public var ratioText: String {
        guard ratio.isFinite else { return "\(ratio)" } // NaN channels must not trap here
        let hundredths = Int((ratio * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
