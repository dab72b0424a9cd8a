/// The sRGB transfer function (IEC 61966-2-1), piecewise: a linear toe near black and a
/// 2.4 power segment above it.
///
/// Kept apart from `RGBA` because several consumers need it with identical thresholds —
/// WCAG luminance, CIELAB, anything that blends in linear light — and a second copy with
/// a different threshold would silently change contrast verdicts.
public enum SRGBTransfer {
    /// Encoded values at or below this use the linear toe. WCAG 2.2 states 0.04045
    /// (WCAG 2.0 printed 0.03928, from an older draft; no 8-bit value falls between them).
    public static let decodeThreshold = 0.04045
    /// Linear values at or below this use the linear toe when encoding.
    public static let encodeThreshold = 0.0031308

    /// Gamma-encoded channel → linear light.
    public static func linear(fromEncoded v: Double) -> Double {
        v <= decodeThreshold ? v / 12.92 : ColorMath.pow((v + 0.055) / 1.055, 2.4)
    }

    /// Linear light → gamma-encoded channel.
    public static func encoded(fromLinear v: Double) -> Double {
        v <= encodeThreshold ? v * 12.92 : 1.055 * ColorMath.pow(v, 1 / 2.4) - 0.055
    }
}
