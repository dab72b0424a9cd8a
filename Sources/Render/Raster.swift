public import Tokens

/// A drawn frame: Cairo's ARGB32 pixels (premultiplied alpha, native-endian 32-bit words).
public struct Raster: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Bytes per row (Cairo may pad rows).
    public let stride: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.stride = stride; self.bytes = bytes
    }

    /// The straight-alpha colour at pixel (x, y).
    public func pixel(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let o = y * stride + x * 4
        let word = UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3]) << 24
        let a = Double(word >> 24) / 255
        guard a > 0 else { return .clear }
        func ch(_ shift: UInt32) -> Double { min(Double((word >> shift) & 0xFF) / 255 / a, 1) }
        return RGBA(r: ch(16), g: ch(8), b: ch(0), a: a)
    }
}
