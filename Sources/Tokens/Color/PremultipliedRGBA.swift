/// A colour with its channels already multiplied by alpha — the form Cairo surfaces and
/// pixman store, and the form in which blending and interpolation are plain linear maths.
///
/// A distinct type from `RGBA` so that premultiplied pixels read back from a surface are
/// never mistaken for straight colours (which would darken every translucent edge).
public struct PremultipliedRGBA: Hashable, Sendable {
    /// Red, multiplied by `a`; 0…a.
    public var r: Double
    /// Green, multiplied by `a`; 0…a.
    public var g: Double
    /// Blue, multiplied by `a`; 0…a.
    public var b: Double
    /// Alpha, 0…1.
    public var a: Double

    /// Channels that are already premultiplied (each at most `a`).
    public init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Premultiplies a straight colour.
    public init(_ straight: RGBA) {
        self.init(r: straight.r * straight.a, g: straight.g * straight.a, b: straight.b * straight.a, a: straight.a)
    }

    /// Back to straight alpha; `.clear` when alpha is 0, since the colour is then lost.
    public var straight: RGBA {
        guard a > 0 else { return .clear }
        return RGBA(r: r / a, g: g / a, b: b / a, a: a)
    }

    /// Source-over: co = cs + cd·(1 − αs) for every channel including alpha. Same result
    /// as `RGBA.over(_:)`, without the division.
    public func over(_ backdrop: PremultipliedRGBA) -> PremultipliedRGBA {
        let k = 1 - a
        return PremultipliedRGBA(r: r + backdrop.r * k, g: g + backdrop.g * k,
                                 b: b + backdrop.b * k, a: a + backdrop.a * k)
    }
}
