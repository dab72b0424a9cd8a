/// CIE 1931 XYZ tristimulus values, relative (Y = 1 for the white of the display).
///
/// Only a stepping stone to CIELAB here, but public so that a caller checking a conversion
/// can see the intermediate values.
public struct CIEXYZ: Hashable, Sendable {
    /// X tristimulus value.
    public var x: Double
    /// Y, the luminance: 1 for the display's white.
    public var y: Double
    /// Z tristimulus value.
    public var z: Double

    /// Tristimulus values as given.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The D65 white of sRGB: the XYZ of linear (1, 1, 1) through `init(_:)`'s matrix,
    /// i.e. (0.95047, 1.0000001, 1.08883). Derived from the matrix rather than typed in so
    /// that sRGB white lands exactly on L* = 100, a* = b* = 0.
    public static let d65 = CIEXYZ(LinearRGB(r: 1, g: 1, b: 1))

    /// Linear sRGB → XYZ with the sRGB (D65) primaries, using the matrix published by
    /// Bruce Lindbloom (the one behind most CIELAB reference values). Alpha is ignored.
    public init(_ rgb: LinearRGB) {
        self.init(x: 0.4124564 * rgb.r + 0.3575761 * rgb.g + 0.1804375 * rgb.b,
                  y: 0.2126729 * rgb.r + 0.7151522 * rgb.g + 0.0721750 * rgb.b,
                  z: 0.0193339 * rgb.r + 0.1191920 * rgb.g + 0.9503041 * rgb.b)
    }
}
