import CPNG
public import Tokens

/// A drawn frame: Cairo's ARGB32 pixels (premultiplied alpha, native-endian 32-bit words).
public struct Raster: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row (Cairo may pad rows).
    public let stride: Int
    /// `stride` × `height` bytes: each pixel a native-endian 32-bit word, premultiplied ARGB.
    public var bytes: [UInt8]

    /// A raster over `bytes` (`stride` bytes a row).
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

extension Raster {
    /// Straight-alpha RGBA8 bytes, row by row without padding (what checks and diffs read):
    /// each colour (c·255 + a/2) / a, clamped to 255, as the PNG encoders unpremultiply
    /// (`cpng_unpremultiply_rows`; `PNGEncoderShapeTests` checks every (colour, alpha) pair
    /// against the division).
    public var rgba: [UInt8] {
        guard width > 0, height > 0 else { return [] }
        precondition(stride >= width * 4 && bytes.count >= stride * (height - 1) + width * 4, "a raster shorter than its rows")
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            bytes.withUnsafeBufferPointer { src in
                cpng_unpremultiply_rows(src.baseAddress, UInt32(width), UInt32(height), stride, out.baseAddress)
            }
            count = width * height * 4
        }
    }
}
