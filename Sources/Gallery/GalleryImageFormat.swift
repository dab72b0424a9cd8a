import Foundation
import Render

/// How the gallery stores its screens and the scrubber's frames (`proof gallery --images`):
/// lossless WebP by our own encoder (the default: about 60 % of the PNG's bytes for a few
/// ms more a screen; docs/PERFORMANCE.md) or the fast PNG. Either way every visible pixel
/// is `proof render`'s; the animated PNGs and the check pictures stay PNG.
package enum GalleryImageFormat: String, CaseIterable, Sendable {
    case png
    case webp

    /// The file name's extension.
    var fileExtension: String { rawValue }

    /// `raster` in this format.
    func encode(_ raster: Raster) throws -> Data {
        switch self {
        case .png: try PNGFile.encode(raster, options: .fast)
        case .webp: try WebPFile.encode(raster)
        }
    }
}
