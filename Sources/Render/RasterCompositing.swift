import CCairo
import DisplayList

/// A drawn frame to place on a larger one, pixel for pixel: its top-left corner, and the
/// radius (in pixels) of the continuous rounded rectangle it is clipped to (0: square).
public struct RasterTile: Sendable {
    /// The frame to place.
    public var raster: Raster
    /// Its left edge on the larger frame, in pixels.
    public var x: Int
    /// Its top edge on the larger frame, in pixels.
    public var y: Int
    /// The radius of the rounded rectangle it is clipped to, in pixels (0: square corners).
    public var cornerRadius: Double

    /// `raster` with its top left at (`x`, `y`) pixels, clipped to corners of `cornerRadius` pixels.
    public init(_ raster: Raster, x: Int, y: Int, cornerRadius: Double = 0) {
        self.raster = raster; self.x = x; self.y = y; self.cornerRadius = cornerRadius
    }
}

extension Raster {
    /// This raster with `tiles` drawn over it in order: each copied 1:1 at its integer
    /// position (never resampled), composited over what is there, and clipped to its
    /// rounded rectangle with antialiased edges (iOS's continuous corners, as a screenshot
    /// of the display looks). Contact sheets put rendered screens into their page this way.
    public func compositing(_ tiles: [RasterTile]) throws(RenderError) -> Raster {
        for t in tiles + [RasterTile(self, x: 0, y: 0)] {
            let r = t.raster
            guard r.width > 0, r.height > 0, r.stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(r.width))),
                  r.bytes.count >= r.stride * r.height else {
                throw .unsupported("a raster of \(r.width)×\(r.height) px with \(r.stride) bytes a row (not Cairo's ARGB32 layout)")
            }
        }
        var out = bytes
        var failure: RenderError?
        out.withUnsafeMutableBufferPointer { target in
            guard let surface = cairo_image_surface_create_for_data(target.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                failure = .cairo("cannot wrap a \(width)×\(height) image")
                return
            }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            for tile in tiles {
                // Cairo wants a mutable pointer even to read from; draw from a copy.
                var source = tile.raster.bytes
                source.withUnsafeMutableBufferPointer { pixels in
                    let r = tile.raster
                    guard let image = cairo_image_surface_create_for_data(pixels.baseAddress, CAIRO_FORMAT_ARGB32, Int32(r.width), Int32(r.height), Int32(r.stride)) else { return }
                    defer { cairo_surface_destroy(image) }
                    cairo_set_source_surface(cr, image, Double(tile.x), Double(tile.y))
                    let frame = Rect(x: Double(tile.x), y: Double(tile.y), width: Double(r.width), height: Double(r.height))
                    cairo_new_path(cr)
                    for command in ContinuousCorner.path(in: frame, radius: tile.cornerRadius) {
                        switch command {
                        case .move(let p): cairo_move_to(cr, p.x, p.y)
                        case .line(let p): cairo_line_to(cr, p.x, p.y)
                        case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                        case .close: cairo_close_path(cr)
                        }
                    }
                    cairo_fill(cr)
                    // Drop the pattern's reference before `pixels` goes away.
                    cairo_set_source_rgb(cr, 0, 0, 0)
                }
            }
            cairo_surface_flush(surface)
            let status = cairo_status(cr)
            if status != CAIRO_STATUS_SUCCESS { failure = .cairo(String(cString: cairo_status_to_string(status))) }
        }
        if let failure { throw failure }
        return Raster(width: width, height: height, stride: stride, bytes: out)
    }
}
