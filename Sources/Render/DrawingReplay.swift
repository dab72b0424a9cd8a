import CCairo
import DisplayList
import Tokens

/// Draws a `Drawing` (an illustration's paths, paints, clips and shadows) with Cairo. It
/// knows operations, not pictures: whatever content is drawn was recorded above the renderer.
enum DrawingReplay {
    /// Draws `drawing` into `frame` (its points measured from the frame's corner), clipped
    /// to the frame; leaves `cr`'s state as it found it.
    static func draw(_ drawing: Drawing, in frame: Rect, on cr: OpaquePointer) {
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        cairo_new_path(cr)
        cairo_translate(cr, frame.x, frame.y)
        // Made for another size (the frame of an animated image): stretched to this one.
        let made = drawing.size
        if made.width > 0, made.height > 0, made.width.isFinite, made.height.isFinite,
           made.width != frame.width || made.height != frame.height {
            cairo_scale(cr, frame.width / made.width, frame.height / made.height)
        }
        replay(drawing.operations, on: cr)
    }

    static func replay(_ operations: [DrawingOperation], on cr: OpaquePointer) {
        for operation in operations {
            switch operation {
            case .fill(let path, let paint, let evenOdd):
                guard setSource(paint, on: cr) else { continue }
                add(path, on: cr)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            case .stroke(let path, let paint, let width, let roundCap):
                guard width.isFinite, width > 0, setSource(paint, on: cr) else { continue }
                add(path, on: cr)
                cairo_set_line_width(cr, width)
                cairo_set_line_cap(cr, roundCap ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(cr)
            case .paint(let paint):
                guard setSource(paint, on: cr) else { continue }
                cairo_paint(cr)
            case .clip(let path, let evenOdd, let inner):
                cairo_save(cr)
                add(path, on: cr)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
                replay(inner, on: cr)
                cairo_restore(cr)
            case .layeredShadow(let path, let evenOdd, let color, let spread, let layers, let alpha):
                guard layers > 0, spread.isFinite, spread >= 0, alpha.isFinite, alpha > 0 else { continue }
                cairo_save(cr)
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if !ShadowRaster.paint(on: cr, build: { add(path, on: cr) }, spread: spread, steps: layers, each: alpha, tint: color) {
                    strokedShadow(of: path, spread: spread, steps: layers, each: alpha, tint: color, on: cr)
                }
                cairo_restore(cr)
            }
        }
        cairo_new_path(cr)
    }

    /// The layered shadow as Cairo strokes it: `steps` fills and strokes of growing width,
    /// each at alpha `each` (what `ShadowRaster` reproduces on a raster; vector files and
    /// transforms that squash the pen draw it this way).
    static func strokedShadow(of path: DrawingPath, spread: Double, steps: Int, each: Double, tint: RGBA, on cr: OpaquePointer) {
        for k in 1...steps {
            cairo_new_path(cr)
            add(path, on: cr)
            cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, each)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 2 * spread * Double(k) / Double(steps))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
    }

    /// Replaces the current path with `path`.
    static func add(_ path: DrawingPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for command in path.commands {
            switch command {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            case .ellipse(let t):
                // Cairo divides an arc by the size it has on the device: drawn under the
                // ellipse's own transform, a small circle takes few segments, a plate many.
                guard !CairoRenderer.isDegenerate(t) else { continue }
                cairo_save(cr)
                var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &m)
                cairo_new_sub_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_close_path(cr)
                cairo_restore(cr)
            }
        }
    }

    /// Makes `paint` the source; false (nothing set) for a gradient whose space is flat.
    private static func setSource(_ paint: DrawingPaint, on cr: OpaquePointer) -> Bool {
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            return true
        case .linear(let start, let end, let stops, let transform):
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return false }
            return use(pattern, stops, transform, on: cr)
        case .radial(let c0, let r0, let c1, let r1, let stops, let transform):
            guard let pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1) else { return false }
            return use(pattern, stops, transform, on: cr)
        }
    }

    private static func use(_ pattern: OpaquePointer, _ stops: [GradientStop], _ transform: AffineTransform,
                            on cr: OpaquePointer) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        // The pattern's matrix takes the drawing's points to the gradient's own space.
        guard let inverse = transform.inverted else { return false }
        var m = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
        cairo_pattern_set_matrix(pattern, &m)
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.position, stop.color.r, stop.color.g, stop.color.b, stop.color.a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        return true
    }
}
