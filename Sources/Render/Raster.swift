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
    /// Straight-alpha RGBA8 bytes, row by row without padding (what checks and diffs read).
    public var rgba: [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    for x in 0..<width {
                        let s = y * stride + x * 4, d = (y * width + x) * 4
                        let b = UInt32(src[s]), g = UInt32(src[s + 1]), r = UInt32(src[s + 2]), a = UInt32(src[s + 3])
                        if a == 0 { continue }
                        // Opaque pixels (most of a screen) need no division: (v·255 + 127) / 255 = v.
                        if a == 255 {
                            dst[d] = UInt8(r); dst[d + 1] = UInt8(g); dst[d + 2] = UInt8(b); dst[d + 3] = 255
                            continue
                        }
                        func un(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
                        dst[d] = un(r); dst[d + 1] = un(g); dst[d + 2] = un(b); dst[d + 3] = UInt8(a)
                    }
                }
            }
        }
        return out
    }
}
