/// A colour in OKLCH: Björn Ottosson's perceptual lightness L (0…1), chroma C (≥ 0) and hue
/// h (degrees). Moving L alone keeps what a designer sees as "the same colour, lighter or
/// darker", which is how a contrast proposal changes a token (`ContrastProposals`).
///
/// Conversions use Ottosson's published matrices (linear sRGB → LMS → cube root → OKLab),
/// the inverse of `DTCGColorSpace`'s oklab reading; alpha is carried along unchanged.
public struct OKLCH: Hashable, Sendable {
    /// Perceptual lightness, 0 (black) … 1 (white).
    public var l: Double
    /// Chroma, 0 for greys; about 0.37 at most inside sRGB.
    public var c: Double
    /// Hue angle in degrees, 0…360 (meaningless when c is 0).
    public var h: Double
    /// Straight alpha, 0…1.
    public var alpha: Double

    /// A colour of lightness `l` (0…1), chroma `c` and hue `h` (degrees), with straight `alpha`.
    public init(l: Double, c: Double, h: Double, alpha: Double = 1) {
        self.l = l; self.c = c; self.h = h; self.alpha = alpha
    }

    /// The OKLCH of an sRGB colour.
    public init(_ rgba: RGBA) {
        let lin = rgba.linear
        let l = 0.4122214708 * lin.r + 0.5363325363 * lin.g + 0.0514459929 * lin.b
        let m = 0.2119034982 * lin.r + 0.6806995451 * lin.g + 0.1073969566 * lin.b
        let s = 0.0883024619 * lin.r + 0.2817188376 * lin.g + 0.6299787005 * lin.b
        let l_ = ColorMath.cbrt(l), m_ = ColorMath.cbrt(m), s_ = ColorMath.cbrt(s)
        let L = 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_
        let a = 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_
        let b = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_
        let chroma = (a * a + b * b).squareRoot()
        // A grey's hue is undefined; 0 keeps greys grey when lightness moves.
        let hue = chroma < 1e-7 ? 0 : ColorMath.hueDegrees(y: b, x: a)
        self.init(l: L, c: chroma < 1e-7 ? 0 : chroma, h: hue, alpha: rgba.a)
    }

    /// Linear sRGB channels, possibly outside 0…1 when the colour is out of gamut.
    var linearChannels: (r: Double, g: Double, b: Double) {
        let lab = [l, c * ColorMath.cos(degrees: h), c * ColorMath.sin(degrees: h)]
        let v = DTCGColorSpace.oklabToLinearSRGB(lab)
        return (v[0], v[1], v[2])
    }

    /// Whether the colour lies inside sRGB (within a hair, for rounding).
    public var isInSRGB: Bool {
        let v = linearChannels
        // Ottosson's two matrices are inverses to about 1e-7: sRGB's own corners land a hair outside.
        let e = 1e-6
        return v.r >= -e && v.r <= 1 + e && v.g >= -e && v.g <= 1 + e && v.b >= -e && v.b <= 1 + e
    }

    /// The sRGB colour, channels clamped to 0…1 (exact when `isInSRGB`).
    public var rgba: RGBA {
        let v = linearChannels
        return RGBA(linear: LinearRGB(r: min(max(v.r, 0), 1), g: min(max(v.g, 0), 1), b: min(max(v.b, 0), 1), a: alpha))
    }

    /// This colour at lightness `l`, keeping hue, and chroma as far as sRGB allows: when
    /// the same chroma falls outside sRGB at that lightness, the largest chroma inside it.
    public func atLightness(_ l: Double) -> OKLCH {
        var same = self
        same.l = min(max(l, 0), 1)
        if same.isInSRGB { return same }
        var low = 0.0, high = c
        for _ in 0..<40 {
            let mid = (low + high) / 2
            same.c = mid
            if same.isInSRGB { low = mid } else { high = mid }
        }
        same.c = low
        return same
    }
}
