/// A colour in linear-light sRGB (the transfer function removed), straight alpha.
///
/// A separate type rather than a second set of `RGBA` channels, so that the compiler stops
/// anyone from feeding linear values to code that expects gamma-encoded ones (hex,
/// gradients, Cairo) or the reverse — the mistake costs a factor of ~5 in mid-tones.
public struct LinearRGB: Hashable, Sendable {
    /// Red, linear light, 0…1.
    public var r: Double
    /// Green, linear light, 0…1.
    public var g: Double
    /// Blue, linear light, 0…1.
    public var b: Double
    /// Alpha is not gamma-encoded; it is carried through unchanged.
    public var a: Double

    /// Linear-light channels (not gamma-encoded) and straight alpha.
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

extension RGBA {
    /// The channels with the sRGB transfer function removed (alpha unchanged).
    public var linear: LinearRGB {
        LinearRGB(r: SRGBTransfer.linear(fromEncoded: r),
                  g: SRGBTransfer.linear(fromEncoded: g),
                  b: SRGBTransfer.linear(fromEncoded: b),
                  a: a)
    }

    /// Re-encodes linear-light channels (alpha unchanged).
    public init(linear: LinearRGB) {
        self.init(r: SRGBTransfer.encoded(fromLinear: linear.r),
                  g: SRGBTransfer.encoded(fromLinear: linear.g),
                  b: SRGBTransfer.encoded(fromLinear: linear.b),
                  a: linear.a)
    }
}
