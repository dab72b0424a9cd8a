import CCairo
import DisplayList
import Foundation
import Tokens

/// SwiftUI's angular gradient as a Cairo source. Cairo has no conic gradient, and its mesh
/// patterns bleed a pixel across every patch edge (a hard stop would smear), so the colours
/// are written pixel by pixel: each device pixel's centre is taken back to user space, its
/// angle from the centre looked up in a table of the sweep's colours (8192 per turn: 0.044°,
/// under a quarter pixel at 300 px from the centre). The image covers `frame` (with room
/// for a stroke over its edge) cut to the clip; beyond it the edge colours are padded.
/// The caller owns the returned pattern.
func conicPattern(_ sweep: AngularSweep, center c: Point, covering frame: Rect, on cr: OpaquePointer) -> OpaquePointer {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    var inverse = ctm
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else {
        let c = sweep.color(atOffset: 0)
        return cairo_pattern_create_rgba(c.r, c.g, c.b, c.a)
    }
    // The device box of the frame, widened for a stroke centred on its edge, cut to the clip.
    let margin = max(frame.width, frame.height) / 2 + 4
    var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    let ux0 = max(frame.minX - margin, cx0), uy0 = max(frame.minY - margin, cy0)
    let ux1 = min(frame.maxX + margin, cx1), uy1 = min(frame.maxY + margin, cy1)
    var xs: [Double] = [], ys: [Double] = []
    for (x, y) in [(ux0, uy0), (ux1, uy0), (ux0, uy1), (ux1, uy1)] {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        xs.append(dx); ys.append(dy)
    }
    // A frame or centre that is not finite (a list built in code) gets the first colour.
    guard (xs + ys + [c.x, c.y]).allSatisfy(\.isFinite), xs.allSatisfy({ abs($0) < 1e9 }), ys.allSatisfy({ abs($0) < 1e9 }) else {
        let first = sweep.color(atOffset: 0)
        return cairo_pattern_create_rgba(first.r, first.g, first.b, first.a)
    }
    let bx = Int(xs.min()!.rounded(.down)), by = Int(ys.min()!.rounded(.down))
    // Bounded by the canvas the renderer allows (a clip is never larger than its surface).
    let limit = CairoRenderer.maxPixelsPerSide
    let width = min(limit, max(1, Int(xs.max()!.rounded(.up)) - bx)), height = min(limit, max(1, Int(ys.max()!.rounded(.up)) - by))
    guard ux1 > ux0, uy1 > uy0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
          cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
        let c = sweep.color(atOffset: 0)
        return cairo_pattern_create_rgba(c.r, c.g, c.b, c.a)
    }
    defer { cairo_surface_destroy(image) }

    let entries = 8192, turn = 2 * Double.pi
    let table: [UInt32] = (0..<entries).map { i in
        let colour = sweep.color(atOffset: (Double(i) + 0.5) / Double(entries) * turn)
        let a = colour.a
        func pm(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
        return UInt32((min(max(a, 0), 1) * 255).rounded()) << 24 | pm(colour.r) << 16 | pm(colour.g) << 8 | pm(colour.b)
    }
    let stride = Int(cairo_image_surface_get_stride(image))
    let data = cairo_image_surface_get_data(image)!
    let scale = Double(entries) / turn
    for j in 0..<height {
        let row = UnsafeMutableRawPointer(data + j * stride).assumingMemoryBound(to: UInt32.self)
        for i in 0..<width {
            // The pixel's centre in user space, then its clockwise offset from the sweep's start.
            let dx = Double(bx + i) + 0.5, dy = Double(by + j) + 0.5
            let ux = inverse.xx * dx + inverse.xy * dy + inverse.x0 - c.x
            let uy = inverse.yx * dx + inverse.yy * dy + inverse.y0 - c.y
            var offset = (ux == 0 && uy == 0 ? 0 : atan2(uy, ux)) - sweep.start
            offset -= (offset / turn).rounded(.down) * turn
            let index = offset * scale
            row[i] = table[index.isFinite ? min(entries - 1, max(0, Int(index))) : 0]
        }
    }
    cairo_surface_mark_dirty(image)
    let pattern = cairo_pattern_create_for_surface(image)!
    // User space → the image's pixels: the CTM, then the box's origin.
    var toImage = ctm
    toImage.x0 -= Double(bx); toImage.y0 -= Double(by)
    cairo_pattern_set_matrix(pattern, &toImage)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
}
