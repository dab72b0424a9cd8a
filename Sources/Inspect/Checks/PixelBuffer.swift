/// Straight-alpha RGBA8 pixels, as checks read them (decoded PNGs, rendered frames).
/// Plain bytes: Inspect needs no C, whoever decodes or renders hands the pixels over.
public struct PixelBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
    /// Pixels per point of the display list the pixels were drawn from.
    public let scale: Double

    public init(width: Int, height: Int, pixels: [UInt8], scale: Double = 1) {
        precondition(pixels.count == width * height * 4, "pixel buffer of \(pixels.count) bytes for \(width)×\(height)")
        self.width = width; self.height = height; self.pixels = pixels; self.scale = scale
    }
}
