import Foundation
import Render

/// How the gallery stores its screens, the scrubber's frames and the check pictures
/// (`proof gallery --images`): lossless WebP by our own encoder (the default: well under
/// half the PNG's bytes for a few ms more a screen; docs/PERFORMANCE.md) or the fast PNG. Either
/// way every visible pixel is `proof render`'s. The page plays an animation from the
/// scrubber's frames, so they are the only pictures of it.
package enum GalleryImageFormat: String, CaseIterable, Sendable {
    case png
    case webp

    /// The file name's extension.
    var fileExtension: String { rawValue }

    /// The file format it stands for (PNG by the fast encoder).
    var file: ImageFileFormat {
        switch self {
        case .png: .png(.fast)
        case .webp: .webp
        }
    }

    /// `raster` in this format.
    func encode(_ raster: Raster) throws -> Data { try file.encode(raster) }
}
