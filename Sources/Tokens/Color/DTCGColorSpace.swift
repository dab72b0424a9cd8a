/// The colour spaces of the Design Tokens Color Module 2025.10, and how a colour stated in
/// each becomes the gamma-encoded sRGB that DesignProof draws with.
///
/// Every conversion is the exact published maths, no lookup tables:
/// - `srgb` is taken as is; `srgb-linear` is gamma-encoded with `SRGBTransfer`.
/// - `hsl` and `hwb` are CSS Color 4's conversions to sRGB (hue in degrees, the other
///   components in 0…100, as the module states them).
/// - `display-p3`, `a98-rgb`, `rec2020` and `xyz-d65` go through CIE XYZ (D65): each RGB
///   space's transfer function is undone, its primaries' matrix (derived from the
///   chromaticities in `RGBPrimaries`) gives XYZ, the inverse sRGB matrix gives linear sRGB.
/// - `prophoto-rgb`, `xyz-d50`, `lab` and `lch` are D50 spaces: their XYZ is adapted to D65
///   with the Bradford transform (`ChromaticAdaptation`) first; `lab` uses CIE's
///   ε = 216/24389 and κ = 24389/27 with the D50 white of CSS Color 4.
/// - `oklab` and `oklch` use Björn Ottosson's published OKLab → LMS → linear sRGB matrices
///   (oklch → oklab by a = C·cos h, b = C·sin h).
///
/// A component may be `none` (a missing component, as in CSS); it counts as 0.
public enum DTCGColorSpace: String, Sendable, CaseIterable {
    /// Gamma-encoded sRGB, components 0…1.
    case srgb
    /// Linear-light sRGB, components 0…1.
    case srgbLinear = "srgb-linear"
    /// CSS Color 4's hsl and hwb (hue in degrees, others 0…100), CIE Lab/LCH (D50) and OKLab/OKLCH.
    case hsl, hwb, lab, lch, oklab, oklch
    /// Display P3, components 0…1.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998), components 0…1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (D50), components 0…1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, components 0…1.
    case rec2020
    /// CIE XYZ relative to the D50 white, components 0…1.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to the D65 white, components 0…1.
    case xyzD65 = "xyz-d65"

    /// Where each component must lie, as the Color Module's table bounds it; nil where it
    /// leaves a component unbounded (lab's and oklab's a and b), which the loader holds to
    /// ±1e6. Hues are 0…360 (360 excluded, as the module states [0, 360)); XYZ is [0, 1].
    public var componentRanges: [ClosedRange<Double>?] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65: [0...1, 0...1, 0...1]
        case .hsl, .hwb: [0...360, 0...100, 0...100]
        case .lab: [0...100, nil, nil]
        case .lch: [0...100, 0...Double.greatestFiniteMagnitude, 0...360]
        case .oklab: [0...1, nil, nil]
        case .oklch: [0...1, 0...Double.greatestFiniteMagnitude, 0...360]
        }
    }

    /// Indexes of hue components, whose range excludes 360 itself.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The components' names, for error messages ("oklch's L").
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["L", "a", "b"]
        case .lch, .oklch: ["L", "C", "h"]
        case .xyzD50, .xyzD65: ["X", "Y", "Z"]
        }
    }

    /// Gamma-encoded sRGB channels of `c` (three components, `none` already read as 0),
    /// NOT clipped: a channel outside 0…1 means the colour lies outside sRGB.
    public func encodedSRGB(_ c: [Double]) -> (r: Double, g: Double, b: Double) {
        precondition(c.count == 3)
        switch self {
        case .srgb: return (c[0], c[1], c[2])
        case .srgbLinear: return Self.encode(c)
        case .hsl: return Self.hslToSRGB(c[0], c[1] / 100, c[2] / 100)
        case .hwb: return Self.hwbToSRGB(c[0], c[1] / 100, c[2] / 100)
        case .displayP3:
            return Self.encode(Self.linearSRGB(fromXYZD65: RGBPrimaries.displayP3.toXYZ(c.map(SRGBTransfer.signedLinear))))
        case .a98RGB:
            return Self.encode(Self.linearSRGB(fromXYZD65: RGBPrimaries.a98RGB.toXYZ(c.map(Self.a98Linear))))
        case .rec2020:
            return Self.encode(Self.linearSRGB(fromXYZD65: RGBPrimaries.rec2020.toXYZ(c.map(Self.rec2020Linear))))
        case .prophotoRGB:
            let d50 = RGBPrimaries.prophotoRGB.toXYZ(c.map(Self.prophotoLinear))
            return Self.encode(Self.linearSRGB(fromXYZD65: ChromaticAdaptation.d50ToD65(d50)))
        case .xyzD65: return Self.encode(Self.linearSRGB(fromXYZD65: c))
        case .xyzD50: return Self.encode(Self.linearSRGB(fromXYZD65: ChromaticAdaptation.d50ToD65(c)))
        case .lab: return Self.encode(Self.linearSRGB(fromXYZD65: ChromaticAdaptation.d50ToD65(Self.labToXYZD50(c))))
        case .lch: return Self.encode(Self.linearSRGB(fromXYZD65: ChromaticAdaptation.d50ToD65(Self.labToXYZD50(Self.polarToRect(c)))))
        case .oklab: return Self.encode(Self.oklabToLinearSRGB(c))
        case .oklch: return Self.encode(Self.oklabToLinearSRGB(Self.polarToRect(c)))
        }
    }

    // MARK: The steps

    private static func encode(_ linear: [Double]) -> (r: Double, g: Double, b: Double) {
        (SRGBTransfer.signedEncoded(linear[0]), SRGBTransfer.signedEncoded(linear[1]), SRGBTransfer.signedEncoded(linear[2]))
    }

    private static func linearSRGB(fromXYZD65 xyz: [Double]) -> [Double] {
        RGBPrimaries.srgb.fromXYZ(xyz)
    }

    /// CSS Color 4's hsl → sRGB (s and l as fractions).
    static func hslToSRGB(_ h: Double, _ s: Double, _ l: Double) -> (r: Double, g: Double, b: Double) {
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// CSS Color 4's hwb → sRGB: whiteness and blackness that add up to 1 or more give a grey.
    static func hwbToSRGB(_ h: Double, _ w: Double, _ b: Double) -> (r: Double, g: Double, b: Double) {
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let pure = hslToSRGB(h, 1, 0.5)
        let scale = 1 - w - b
        return (pure.r * scale + w, pure.g * scale + w, pure.b * scale + w)
    }

    /// (L, C, h°) → (L, a, b).
    static func polarToRect(_ c: [Double]) -> [Double] {
        [c[0], c[1] * ColorMath.cos(degrees: c[2]), c[1] * ColorMath.sin(degrees: c[2])]
    }

    /// The D50 white CSS Color 4 uses for lab: (0.3457 / 0.3585, 1, (1 − 0.3457 − 0.3585) / 0.3585).
    static let d50White = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    /// CIE Lab (D50) → XYZ (D50).
    static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let fy = (lab[0] + 16) / 116
        let fx = lab[1] / 500 + fy
        let fz = fy - lab[2] / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab[0] > kappa * epsilon ? fy * fy * fy : lab[0] / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    /// Ottosson's OKLab → linear sRGB.
    static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
        let l_ = lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2]
        let m_ = lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2]
        let s_ = lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2]
        let l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_
        return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s]
    }

    /// a98-rgb's transfer: a 563/256 power, mirrored for negative values.
    static func a98Linear(_ v: Double) -> Double {
        (v < 0 ? -1 : 1) * ColorMath.pow(abs(v), 563.0 / 256)
    }

    /// prophoto-rgb's transfer: linear below 16/512, a 1.8 power above.
    static func prophotoLinear(_ v: Double) -> Double {
        abs(v) <= 16.0 / 512 ? v / 16 : (v < 0 ? -1 : 1) * ColorMath.pow(abs(v), 1.8)
    }

    /// rec2020's transfer (ITU-R BT.2020, as CSS Color 4 states it).
    static func rec2020Linear(_ v: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        return abs(v) < beta * 4.5 ? v / 4.5 : (v < 0 ? -1 : 1) * ColorMath.pow((abs(v) + alpha - 1) / alpha, 1 / 0.45)
    }
}

/// An RGB space's primaries and white point as CIE xy chromaticities, and the RGB ↔ XYZ
/// matrices derived from them (the standard derivation: the primaries' XYZ scaled so that
/// RGB (1, 1, 1) is the white). Deriving them keeps every space's matrix consistent with
/// the chromaticities its standard publishes, instead of typing in rounded matrices.
struct RGBPrimaries: Sendable {
    let red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: (Double, Double)

    static let d65 = (0.3127, 0.3290)
    static let d50 = (0.3457, 0.3585)
    static let srgb = RGBPrimaries(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65)
    static let displayP3 = RGBPrimaries(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)
    static let a98RGB = RGBPrimaries(red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), white: d65)
    static let rec2020 = RGBPrimaries(red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: d65)
    static let prophotoRGB = RGBPrimaries(red: (0.734699, 0.265301), green: (0.159597, 0.840403), blue: (0.036598, 0.000105), white: d50)

    /// Linear RGB → XYZ.
    var matrix: [[Double]] {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let r = xyz(red), g = xyz(green), b = xyz(blue), w = xyz(white)
        let primaries = [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]]
        let s = Matrix3.apply(Matrix3.inverse(primaries), w)
        return primaries.map { row in [row[0] * s[0], row[1] * s[1], row[2] * s[2]] }
    }

    func toXYZ(_ rgb: [Double]) -> [Double] { Matrix3.apply(matrix, rgb) }
    func fromXYZ(_ xyz: [Double]) -> [Double] { Matrix3.apply(Matrix3.inverse(matrix), xyz) }
}

/// The Bradford chromatic adaptation between the D50 and D65 whites (of `RGBPrimaries`).
enum ChromaticAdaptation {
    static let bradford: [[Double]] = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]]

    /// XYZ seen under D50 → the corresponding XYZ under D65.
    static func d50ToD65(_ xyz: [Double]) -> [Double] {
        func white(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let source = Matrix3.apply(bradford, white(RGBPrimaries.d50))
        let target = Matrix3.apply(bradford, white(RGBPrimaries.d65))
        let cone = Matrix3.apply(bradford, xyz)
        let scaled = [cone[0] * target[0] / source[0], cone[1] * target[1] / source[1], cone[2] * target[2] / source[2]]
        return Matrix3.apply(Matrix3.inverse(bradford), scaled)
    }
}

/// 3 × 3 matrix arithmetic for the conversions above.
enum Matrix3 {
    static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    static func inverse(_ m: [[Double]]) -> [[Double]] {
        let a = m[0][0], b = m[0][1], c = m[0][2]
        let d = m[1][0], e = m[1][1], f = m[1][2]
        let g = m[2][0], h = m[2][1], i = m[2][2]
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        return [[A / det, -(b * i - c * h) / det, (b * f - c * e) / det],
                [B / det, (a * i - c * g) / det, -(a * f - c * d) / det],
                [C / det, -(a * h - b * g) / det, (a * e - b * d) / det]]
    }
}

extension SRGBTransfer {
    /// `linear(fromEncoded:)` mirrored for negative values (extended sRGB, as CSS Color 4 has it).
    static func signedLinear(_ v: Double) -> Double {
        v < 0 ? -linear(fromEncoded: -v) : linear(fromEncoded: v)
    }

    /// `encoded(fromLinear:)` mirrored for negative values.
    static func signedEncoded(_ v: Double) -> Double {
        v < 0 ? -encoded(fromLinear: -v) : encoded(fromLinear: v)
    }
}
