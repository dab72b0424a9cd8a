/// How a token was written, where exports need more than its resolved value: the token
/// its whole value names (so CSS can say `var(--b)` and a mode that changes `b` changes
/// this one too), a dimension written in `rem` (kept as rem in CSS, where it scales with
/// the page's root font size), and a colour stated outside sRGB (drawn clipped, exported
/// in its own space beside the clipped fallback).
public struct AuthoredForm: Hashable, Sendable {
    /// The path of the token the whole `$value` refers to (`{color.brand}` or a `$ref`
    /// to that token), when it is one.
    public var alias: String?
    /// A dimension written in rem: its number of rem.
    public var rem: Double?
    /// A colour written in a colour space other than sRGB that lies outside sRGB.
    public var wideColor: WideColor?

    /// Nothing beyond the resolved value.
    public static let plain = AuthoredForm()

    /// A form; every part optional.
    public init(alias: String? = nil, rem: Double? = nil, wideColor: WideColor? = nil) {
        self.alias = alias; self.rem = rem; self.wideColor = wideColor
    }
}

/// A colour as the file states it in a wide-gamut space (Color Module 2025.10).
public struct WideColor: Hashable, Sendable {
    /// The colour space it was written in.
    public let space: DTCGColorSpace
    /// Its three components as written; nil for `"none"`.
    public let components: [Double?]
    /// Its alpha, 0…1.
    public let alpha: Double
    /// Its sRGB channels r, g, b before clipping (some outside 0…1), gamma-encoded.
    public let extendedSRGB: [Double]

    /// A colour in `space`; `extendedSRGB` is its unclipped sRGB.
    public init(space: DTCGColorSpace, components: [Double?], alpha: Double, extendedSRGB: [Double]) {
        self.space = space; self.components = components; self.alpha = alpha; self.extendedSRGB = extendedSRGB
    }
}
