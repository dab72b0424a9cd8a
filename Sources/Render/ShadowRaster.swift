import CCairo
import DisplayList
import Foundation
import Tokens

/// A drawing's layered shadow (`DrawingOperation.layeredShadow`) worked out per pixel
/// instead of stroked.
///
/// The shadow is the outline filled `steps` times and stroked `steps` times with widths
/// growing to 2 × spread, each at the same low alpha, all in one colour. Cairo strokes
/// with round joins by building each stroke's polygon and tessellating it: for the
/// salad's 170 leaves that was most of a second at @3x (half of `proof render
/// calai/scanner`). Here the same pixels come from two cheap things: Cairo fills the
/// outline once into a mask (so the fill's edge is exactly Cairo's), and each pixel's
/// distance to the flattened outline decides how much of every stroke band covers it
/// (a round-joined stroke of half-width r is exactly the points within r of the
/// polyline). Painting the same colour n times at alpha α_i is one paint at
/// 1 − Π(1 − α_i), so the whole shadow is one `cairo_mask` under the current clip.
/// What differs from Cairo's strokes is the antialiasing of the band edges and the
/// rounding of ten paints into one: a level or two (docs/PERFORMANCE.md pins it).
///
/// Used only where the result is a raster on the pixel grid: an image surface with an
/// integer device offset and no device scale, a transformation that is a uniform scale
/// and rotation (the pen stays round) and outlines that are all closed (no caps). Any
/// other case returns false and the caller strokes as before (PDF and SVG stay vector).
enum ShadowRaster {
    /// The most pixels one shadow may cover (16 M, as 4096²): beyond it, stroking.
    static let maxPixels = 4096 * 4096

    /// Paints the shadow of the path `build` makes in user space onto `cr`, in `tint`
    /// (opaque) at alpha `each` per paint; true when it did, false (nothing drawn)
    /// when the caller must stroke.
    static func paint(on cr: OpaquePointer, build: () -> Void, spread: Double, steps: Int, each: Double,
                      tint: RGBA) -> Bool {
        guard steps > 0, spread.isFinite, spread >= 0, each.isFinite, each > 0 else { return false }
        guard let scale = penScale(cr), onPixelGrid(cr) else { return false }
        cairo_new_path(cr)
        build()
        guard let outline = DeviceOutline(cr) else { cairo_new_path(cr); return false }
        let curves = cairo_copy_path(cr)
        cairo_new_path(cr)
        defer { cairo_path_destroy(curves) }
        let reach = spread * scale
        let box: PixelBox
        switch outline.box(reach: reach + 1, clip: clipBox(cr)) {
        case .none: return true  // nothing of it shows
        case .tooLarge: return false
        case .pixels(let pixels): box = pixels
        }
        guard let clip = ClipCoverage(cr, box: box) else { return false }
        guard let mask = coverage(of: outline, curves: curves, cr: cr, box: box, clip: clip, reach: reach, steps: steps,
                                  alpha: cairoAlpha(each)) else { return false }
        defer { cairo_surface_destroy(mask) }
        let colour = paintedColour(tint, alpha: each)
        cairo_save(cr)
        // The clip is in the mask already, paint by paint as Cairo applies it.
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgb(cr, colour.r, colour.g, colour.b)
        cairo_mask_surface(cr, mask, Double(box.x), Double(box.y))
        cairo_restore(cr)
        return true
    }

    /// Device pixels per user unit when the transformation keeps circles round
    /// (a uniform scale, perhaps rotated or mirrored); nil otherwise.
    static func penScale(_ cr: OpaquePointer) -> Double? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let a = (m.xx * m.xx + m.yx * m.yx).squareRoot(), b = (m.xy * m.xy + m.yy * m.yy).squareRoot()
        guard a.isFinite, a > 1e-9, abs(a - b) <= 1e-9 * a, abs(m.xx * m.xy + m.yx * m.yy) <= 1e-9 * a * a else { return nil }
        return a
    }

    /// Whether device space is the pixel grid of an image: the group or surface being
    /// drawn on is an image, shifted by whole pixels at most and not scaled.
    static func onPixelGrid(_ cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var ox = 0.0, oy = 0.0, sx = 0.0, sy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        cairo_surface_get_device_scale(target, &sx, &sy)
        return sx == 1 && sy == 1 && ox == ox.rounded() && oy == oy.rounded()
    }

    /// The clip's extents in device space (a box around the user-space extents' corners).
    static func clipBox(_ cr: OpaquePointer) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return deviceBox(cr, x0, y0, x1, y1)
    }

    /// The device-space box around the user-space box (x0, y0)–(x1, y1): its four corners
    /// mapped, then their extremes (a rotation makes it larger than the box itself).
    static func deviceBox(_ cr: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var dx = x, dy = y
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    /// The alpha Cairo really paints for a source alpha `a`: its colours are 16-bit and
    /// pixman's solid fills 8-bit (the top byte).
    static func cairoAlpha(_ a: Double) -> Double { Double(cairoByte(a)) / 255 }

    /// The 8-bit value pixman paints for a Cairo colour component `v` (0…1).
    static func cairoByte(_ v: Double) -> Int { Int(min(max(v, 0), 1) * (65536.0 - 1e-5)) >> 8 }

    /// The colour the stacked paints add up to. Cairo premultiplies `tint` by the low
    /// alpha and keeps 8 bits, so a dark tint at alpha 0.07 loses most of its hue
    /// (0x1E2A0C paints as 0x1E1E00): the shadows were designed, and look, with that
    /// colour; n paints of premultiplied P at alpha α leave P/α · (1 − Π(1 − α·c)).
    static func paintedColour(_ tint: RGBA, alpha: Double) -> (r: Double, g: Double, b: Double) {
        let a = Double(cairoByte(alpha))
        guard a > 0 else { return (tint.r, tint.g, tint.b) }
        func channel(_ v: Double) -> Double { min(Double(cairoByte(v * alpha)) / a, 1) }
        return (channel(tint.r), channel(tint.g), channel(tint.b))
    }

    /// An A8 mask over `box`: per pixel, 1 − (1 − α·c·fill)^steps · Π_k (1 − α·c·band_k),
    /// c being the clip's coverage there.
    private static func coverage(of outline: DeviceOutline, curves: UnsafeMutablePointer<cairo_path_t>?, cr: OpaquePointer,
                                 box: PixelBox, clip: ClipCoverage, reach: Double, steps: Int, alpha: Double) -> OpaquePointer? {
        guard let fill = filled(curves, cr: cr, box: box) else { return nil }
        defer { cairo_surface_destroy(fill) }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = box.width, height = box.height
        // Squared distance to the outline, only within reach + 1 of it (farther is "far").
        let limit = (reach + 1) * (reach + 1)
        var distance = [Float](repeating: .infinity, count: width * height)
        distance.withUnsafeMutableBufferPointer { d in
            outline.forEachSegment { ax, ay, bx, by in
                splat(d, width: width, height: height, from: (ax - Double(box.x), ay - Double(box.y)),
                      to: (bx - Double(box.x), by - Double(box.y)), reach: reach + 1)
            }
        }
        // The half-widths of the `steps` strokes, in pixels.
        let radii = (1...steps).map { reach * Double($0) / Double(steps) }
        let fillStride = Int(cairo_image_surface_get_stride(fill)), maskStride = Int(cairo_image_surface_get_stride(mask))
        cairo_surface_flush(fill)
        cairo_surface_flush(mask)
        guard let fillData = cairo_image_surface_get_data(fill), let maskData = cairo_image_surface_get_data(mask) else { return nil }
        // (1 − α·f)^steps for each 8-bit fill coverage f.
        let keptByFill = (0...255).map { level -> Double in
            let one = 1 - alpha * Double(level) / 255
            var kept = 1.0
            for _ in 0..<steps { kept *= one }
            return kept
        }
        distance.withUnsafeBufferPointer { d in
            for y in 0..<height {
                let fillRow = fillData + y * fillStride, maskRow = maskData + y * maskStride
                for x in 0..<width {
                    let c = clip.level(x: x, y: y)
                    if c == 0 { maskRow[x] = 0; continue }
                    let f = Int(fillRow[x])
                    let d2 = d[y * width + x]
                    // Where the clip cuts a pixel, every paint is that much fainter.
                    let a = c == 255 ? alpha : alpha * Double(c) / 255
                    var kept = c == 255 ? keptByFill[f] : Self.power(1 - a * Double(f) / 255, steps)
                    if d2 < Float(limit) {
                        let u = Double(d2).squareRoot()
                        for r in radii {
                            // The share of the pixel's width across the band |distance| < r.
                            let band = min(u + 0.5, r) - max(u - 0.5, -r)
                            if band > 0 { kept *= 1 - a * min(band, 1) }
                        }
                    }
                    maskRow[x] = UInt8((1 - kept) * 255 + 0.5)
                }
            }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }

    static func power(_ base: Double, _ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= base }
        return result
    }

    /// The outline filled by Cairo into an A8 surface over `box`, with the context's
    /// own fill rule, tolerance and antialiasing, so its edge is the one Cairo draws.
    private static func filled(_ curves: UnsafeMutablePointer<cairo_path_t>?, cr: OpaquePointer, box: PixelBox) -> OpaquePointer? {
        guard let curves, curves.pointee.status == CAIRO_STATUS_SUCCESS,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let fcr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        m.x0 -= Double(box.x)
        m.y0 -= Double(box.y)
        cairo_set_matrix(fcr, &m)
        cairo_set_fill_rule(fcr, cairo_get_fill_rule(cr))
        cairo_set_tolerance(fcr, cairo_get_tolerance(cr))
        cairo_set_antialias(fcr, cairo_get_antialias(cr))
        cairo_append_path(fcr, curves)
        cairo_fill(fcr)
        cairo_destroy(fcr)
        cairo_surface_flush(surface)
        return surface
    }

    /// Lowers `d` (squared distances at pixel centres) to the squared distance to the
    /// segment a–b, for the pixels of the box within `reach` of it. Eight pixels of a row at
    /// a time in `SIMD8<Float>` (the scalar loop did not vectorise, and this was half of the
    /// shadow's time on the scanner's salad): the same operations in the same order as the
    /// scalar tail, so every distance has the same bits either way.
    @inline(__always)
    static func splat(_ d: UnsafeMutableBufferPointer<Float>, width: Int, height: Int,
                              from a: (Double, Double), to b: (Double, Double), reach: Double) {
        let x0 = max(0, Int((min(a.0, b.0) - reach).rounded(.down)))
        let x1 = min(width - 1, Int((max(a.0, b.0) + reach).rounded(.up)))
        let y0 = max(0, Int((min(a.1, b.1) - reach).rounded(.down)))
        let y1 = min(height - 1, Int((max(a.1, b.1) + reach).rounded(.up)))
        guard x0 <= x1, y0 <= y1, let base = d.baseAddress else { return }
        let ex = Float(b.0 - a.0), ey = Float(b.1 - a.1)
        let lengthSquared = ex * ex + ey * ey
        let inverse: Float = lengthSquared > 0 ? 1 / lengthSquared : 0
        let ax = Float(a.0), ay = Float(a.1)
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7), zero = SIMD8<Float>(repeating: 0), one = SIMD8<Float>(repeating: 1)
        for y in y0...y1 {
            let py = Float(y) + 0.5 - ay
            let along = py * ey
            let row = base + y * width
            var x = x0
            while x + 7 <= x1 {
                let px = (SIMD8<Float>(repeating: Float(x)) + lanes + 0.5) - SIMD8(repeating: ax)
                var t = (px * ex + along) * inverse
                t.replace(with: zero, where: t .< zero)
                t.replace(with: one, where: t .> one)
                let qx = px - t * ex, qy = py - t * ey
                let squared = qx * qx + qy * qy
                let lane = UnsafeMutableRawPointer(row + x)
                var kept = lane.loadUnaligned(as: SIMD8<Float>.self)
                kept.replace(with: squared, where: squared .< kept)
                lane.storeBytes(of: kept, as: SIMD8<Float>.self)
                x += 8
            }
            while x <= x1 {
                let px = Float(x) + 0.5 - ax
                let t = min(max((px * ex + along) * inverse, 0), 1)
                let qx = px - t * ex, qy = py - t * ey
                row[x] = min(row[x], qx * qx + qy * qy)
                x += 1
            }
        }
    }
}

/// The current clip's coverage of each pixel of a box (0…255), as Cairo applies it to
/// every paint: painted into an alpha group under the clip (narrowed to the box, which
/// lies on whole pixels, so the narrowing cuts no pixel).
final class ClipCoverage {
    private let group: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let stride: Int
    /// The group's pixels span these box coordinates; outside them the clip is empty.
    private let x0: Int, y0: Int, x1: Int, y1: Int

    init?(_ cr: OpaquePointer, box: PixelBox) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_clip(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        let pattern = cairo_pop_group(cr)
        cairo_restore(cr)
        guard let pattern else { return nil }
        defer { cairo_pattern_destroy(pattern) }
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 else { return nil }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        // Device (dx, dy) is the group's pixel (dx + ox, dy + oy).
        group = cairo_surface_reference(surface)
        data = pixels
        stride = Int(cairo_image_surface_get_stride(surface))
        x0 = -Int(ox) - box.x
        y0 = -Int(oy) - box.y
        x1 = x0 + Int(cairo_image_surface_get_width(surface))
        y1 = y0 + Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(group) }

    /// The clip's coverage of the box's pixel (x, y).
    @inline(__always)
    func level(x: Int, y: Int) -> Int {
        guard x >= x0, x < x1, y >= y0, y < y1 else { return 0 }
        return Int(data[(y - y0) * stride + (x - x0)])
    }
}

/// A whole-pixel rectangle in device space.
struct PixelBox {
    let x: Int, y: Int, width: Int, height: Int
}

/// The current path of a context flattened into line segments in device space, when
/// every subpath of it is closed.
struct DeviceOutline {
    /// Each subpath's points; the last joins the first.
    private(set) var loops: [[(Double, Double)]] = []

    init?(_ cr: OpaquePointer) {
        guard let flat = cairo_copy_path_flat(cr) else { return nil }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var current: [(Double, Double)] = [], closed = true
        var i = 0
        let count = Int(flat.pointee.num_data)
        while i < count {
            let header = flat.pointee.data[i].header
            let length = Int(header.length)
            guard length > 0 else { return nil }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // A move after segments that were not closed leaves an open subpath.
                if !closed && current.count > 1 { return nil }
                if current.count > 1 { loops.append(current) }
                let p = flat.pointee.data[i + 1].point
                current = [Self.device(cr, p.x, p.y)]
                closed = false
            case CAIRO_PATH_LINE_TO:
                let p = flat.pointee.data[i + 1].point
                if current.isEmpty { return nil }
                current.append(Self.device(cr, p.x, p.y))
                closed = false
            case CAIRO_PATH_CLOSE_PATH:
                closed = true
            default:
                return nil  // a curve in a flattened path: not expected
            }
            i += length
        }
        if !closed && current.count > 1 { return nil }
        if current.count > 1 { loops.append(current) }
        for loop in loops { for p in loop where !(p.0.isFinite && p.1.isFinite) { return nil } }
    }

    private static func device(_ cr: OpaquePointer, _ x: Double, _ y: Double) -> (Double, Double) {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        return (dx, dy)
    }

    /// Every segment, closing segments included.
    func forEachSegment(_ body: (Double, Double, Double, Double) -> Void) {
        for loop in loops {
            for k in 0..<loop.count {
                let a = loop[k], b = loop[(k + 1) % loop.count]
                body(a.0, a.1, b.0, b.1)
            }
        }
    }

    enum Extent { case none, tooLarge, pixels(PixelBox) }

    /// The whole pixels within `reach` of the outline, inside `clip`: none, or more
    /// than `ShadowRaster.maxPixels`, or a box.
    func box(reach: Double, clip: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Extent {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for loop in loops {
            for p in loop {
                x0 = min(x0, p.0); y0 = min(y0, p.1); x1 = max(x1, p.0); y1 = max(y1, p.1)
            }
        }
        let left = max(x0 - reach, clip.x0).rounded(.down), top = max(y0 - reach, clip.y0).rounded(.down)
        let right = min(x1 + reach, clip.x1).rounded(.up), bottom = min(y1 + reach, clip.y1).rounded(.up)
        if loops.isEmpty || (right <= left) || (bottom <= top) { return .none }
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, abs(left) < 1e9, abs(top) < 1e9,
              (right - left) * (bottom - top) <= Double(ShadowRaster.maxPixels) else { return .tooLarge }
        return .pixels(PixelBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)))
    }
}
