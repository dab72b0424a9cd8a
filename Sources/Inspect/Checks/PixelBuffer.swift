/// Straight-alpha RGBA8 pixels, as checks read them (decoded PNGs, rendered frames).
/// Plain bytes: Inspect needs no C, whoever decodes or renders hands the pixels over.
public struct PixelBuffer: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Rows top to bottom, 4 bytes a pixel: red, green, blue, alpha (straight, 0…255).
    public let pixels: [UInt8]
    /// Pixels per point of the display list the pixels were drawn from.
    public let scale: Double

    /// A buffer of `width` × `height` pixels drawn at `scale` pixels per point; traps unless `pixels` holds 4 bytes for each.
    public init(width: Int, height: Int, pixels: [UInt8], scale: Double = 1) {
        precondition(pixels.count == width * height * 4, "pixel buffer of \(pixels.count) bytes for \(width)×\(height)")
        self.width = width; self.height = height; self.pixels = pixels; self.scale = scale
    }
}
