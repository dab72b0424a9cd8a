extension RGBA {
    /// WCAG 2.2 relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearised
    /// channels, 0 for black and 1 for white.
    ///
    /// Alpha is ignored: luminance belongs to the colour that reaches the screen, so a
    /// translucent colour must be composited over its backdrop (`over(_:)`) first.
    public var relativeLuminance: Double {
        let l = linear
        return 0.2126 * l.r + 0.7152 * l.g + 0.0722 * l.b
    }
}

/// The WCAG 2.2 contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter; 1…21.
///
/// Order independent: WCAG 2 has no notion of polarity (APCA, `apcaContrast`, does).
/// Both colours must be opaque — the ratio of a translucent foreground is not defined by
/// WCAG, because its luminance depends on what shows through. Composite first:
/// `contrastRatio(foreground.over(background), background)`. Alpha is ignored here.
/// Do not round before comparing with a threshold: WCAG counts 4.499:1 as failing 4.5:1.
public func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
    let la = a.relativeLuminance
    let lb = b.relativeLuminance
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}
