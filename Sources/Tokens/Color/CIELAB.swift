/// CIE 1976 L*a*b* relative to the D65 white of sRGB. L* is 0…100; a* and b* are roughly
/// ±128 for sRGB colours.
///
/// Used for colour *difference* (`deltaE2000`), which is how "is this the token colour?"
/// should be asked of rendered pixels: equal hex is too strict after antialiasing and
/// channel distance does not match what people see.
public struct CIELAB: Hashable, Sendable {
    /// Lightness L*, 0 (black) … 100 (white).
    public var l: Double
    /// a*: negative green, positive red.
    public var a: Double
    /// b*: negative blue, positive yellow.
    public var b: Double

    /// L* (0…100), a* and b* as given.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// XYZ → L*a*b* against `white`, with the exact CIE constants ε = 216/24389 and
    /// κ = 24389/27 (the rounded 0.008856 / 903.3 leave a small discontinuity at the knee).
    public init(_ xyz: CIEXYZ, white: CIEXYZ = .d65) {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        func f(_ t: Double) -> Double { t > epsilon ? ColorMath.cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(xyz.x / white.x)
        let fy = f(xyz.y / white.y)
        let fz = f(xyz.z / white.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}

extension RGBA {
    /// CIELAB (D65) of this colour: linearise, sRGB → XYZ, XYZ → Lab. Alpha is ignored —
    /// composite a translucent colour first.
    public var lab: CIELAB { CIELAB(CIEXYZ(linear)) }
}
