import Foundation

/// How a raster becomes a file: PNG with its options, or lossless WebP by our own encoder
/// (Sources/CPNG/cwebp_fast.c). One place that pairs the file name's extension with the
/// encoder, so the gallery's screens, frames and check pictures cannot disagree.
public enum ImageFileFormat: Hashable, Sendable {
    /// PNG, deflated as the options say (`.fast` for the gallery, `.small` for `check --out`).
    case png(PNGOptions)
    /// Lossless WebP (VP8L) by our own encoder: every visible pixel exactly as the PNG's.
    case webp

    /// The file name's extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .webp: "webp"
        }
    }

    /// `raster` as this format's file bytes.
    public func encode(_ raster: Raster) throws(RenderError) -> Data {
        switch self {
        case .png(let options): try PNGFile.encode(raster, options: options)
        case .webp: try WebPFile.encode(raster)
        }
    }
}
