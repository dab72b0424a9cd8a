import CPNG
import CCairo

/// The PNG assets (`asset:PATH` images) of one display list, decoded once by the
/// renderer's preflight and drawn from memory.
///
/// Cairo's own PNG reader inflates with zlib, several times slower than the libdeflate
/// path `PNGFile.read` takes; a filmstrip of eight @3x frames spent most of its time
/// there, after the preflight had already decoded each file once to check it.
struct AssetImages {
    /// Decoded pixels kept at most (bytes of RGBA): a list of more assets than this reads
    /// the rest again when it draws them, instead of holding them all.
    static let budget = 48 << 20

    private var images: [String: RGBAImage] = [:]
    private var seen: Set<String> = []
    private var bytes = 0

    /// Whether `path` has been read already (kept or not).
    func has(_ path: String) -> Bool { seen.contains(path) }

    /// Keeps `image`, the pixels of `path`, while the budget allows.
    mutating func keep(_ image: RGBAImage, for path: String) {
        seen.insert(path)
        guard bytes + image.pixels.count <= Self.budget else { return }
        images[path] = image
        bytes += image.pixels.count
    }

    /// The pixels of `path` as kept, or read again (nil when that fails now).
    func image(_ path: String) -> RGBAImage? { images[path] ?? (try? PNGFile.read(path)) }
}

extension CairoRenderer {
    /// A new Cairo surface of the asset at `path` (the caller destroys it). On a raster, the
    /// pixels `preflight` decoded, premultiplied as Cairo's PNG reader premultiplies them,
    /// so they draw the same; on a vector surface Cairo's reader, which keeps the file's
    /// bytes for the SVG or PDF to embed as they are.
    func assetSurface(_ path: String, on cr: OpaquePointer) -> OpaquePointer? {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return cairo_image_surface_create_from_png(path)
        }
        guard let image = assets.image(path) else { return nil }
        return Self.premultipliedSurface(image)
    }

    /// `image` as a Cairo ARGB32 surface: each colour channel times alpha / 255, rounded
    /// as Cairo's PNG reader rounds (its `multiply_alpha`).
    static func premultipliedSurface(_ image: RGBAImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBufferPointer { rgba in
            cpng_premultiply_rows(rgba.baseAddress, UInt32(image.width), UInt32(image.height), data, stride)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
