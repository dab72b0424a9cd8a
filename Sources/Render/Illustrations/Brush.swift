import CCairo
import Foundation

extension Illustrations {
    /// The handful of Cairo operations the illustrations are made of: paths, solid and
    /// gradient paint, clipping and soft shadows.
    struct Brush {
        let cr: OpaquePointer

        /// Runs `body` between cairo_save and cairo_restore, so clips and transforms stay local.
        func isolated(_ body: () -> Void) {
            cairo_save(cr)
            body()
            cairo_restore(cr)
        }

        // MARK: Paths

        func circle(_ c: Vec, _ r: Double) {
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, r, 0, 2 * .pi)
            cairo_close_path(cr)
        }

        func ellipse(_ c: Vec, _ rx: Double, _ ry: Double, rotation: Double = 0) {
            cairo_save(cr)
            cairo_translate(cr, c.x, c.y)
            cairo_rotate(cr, rotation)
            cairo_scale(cr, max(rx, 1e-9), max(ry, 1e-9))
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        }

        func polygon(_ points: [Vec]) {
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
        }

        func polyline(_ points: [Vec]) {
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        }

        /// A closed Catmull-Rom spline through `points`: organic outlines (leaves, chips,
        /// folds) from a few jittered points.
        func smoothClosed(_ points: [Vec]) {
            let n = points.count
            guard n > 2 else { return polygon(points) }
            cairo_move_to(cr, points[0].x, points[0].y)
            for i in 0..<n {
                let p0 = points[(i + n - 1) % n], p1 = points[i], p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
                curve(p0, p1, p2, p3)
            }
            cairo_close_path(cr)
        }

        /// An open Catmull-Rom spline through `points` (the ends are their own neighbours).
        func smoothOpen(_ points: [Vec], continuing: Bool = false) {
            let n = points.count
            guard n > 1 else { return }
            if continuing { cairo_line_to(cr, points[0].x, points[0].y) } else { cairo_move_to(cr, points[0].x, points[0].y) }
            for i in 0..<(n - 1) {
                curve(points[max(i - 1, 0)], points[i], points[i + 1], points[min(i + 2, n - 1)])
            }
        }

        private func curve(_ p0: Vec, _ p1: Vec, _ p2: Vec, _ p3: Vec) {
            let c1 = p1 + (p2 - p0) * (1.0 / 6), c2 = p2 - (p3 - p1) * (1.0 / 6)
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p2.x, p2.y)
        }

        /// A convex polygon with corners rounded by `radius` (bread, napkins, toast).
        func roundedPolygon(_ points: [Vec], radius: Double) {
            let n = points.count
            for i in 0..<n {
                let prev = points[(i + n - 1) % n], p = points[i], next = points[(i + 1) % n]
                let a = p + (prev - p).normalized * min(radius, (prev - p).length / 2)
                let b = p + (next - p).normalized * min(radius, (next - p).length / 2)
                if i == 0 { cairo_move_to(cr, a.x, a.y) } else { cairo_line_to(cr, a.x, a.y) }
                cairo_curve_to(cr, a.x + (p.x - a.x) * 0.55, a.y + (p.y - a.y) * 0.55,
                               b.x + (p.x - b.x) * 0.55, b.y + (p.y - b.y) * 0.55, b.x, b.y)
            }
            cairo_close_path(cr)
        }

        func newPath() { cairo_new_path(cr) }
        func clip() { cairo_clip(cr) }

        // MARK: Paint

        func set(_ p: Pigment) { cairo_set_source_rgba(cr, p.r, p.g, p.b, p.a) }

        func fill(_ p: Pigment) { set(p); cairo_fill(cr) }


        /// Fills the current path with whatever source was last set (a gradient).
        func fillSource() { cairo_fill(cr) }

        func stroke(_ p: Pigment, width: Double, round: Bool = true) {
            set(p)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }

        /// Strokes the current path with the source last set (a gradient).
        func strokeSource(width: Double) {
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }

        /// Sets a linear gradient from `a` to `b` as the source.
        func linear(_ a: Vec, _ b: Vec, _ stops: [(Double, Pigment)]) {
            let pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)!
            use(pattern, stops)
        }

        /// Sets a radial gradient between two circles as the source (an offset inner
        /// centre lights a round thing from one side).
        func radial(_ c0: Vec, _ r0: Double, _ c1: Vec, _ r1: Double, _ stops: [(Double, Pigment)]) {
            let pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)!
            use(pattern, stops)
        }

        private func use(_ pattern: OpaquePointer, _ stops: [(Double, Pigment)]) {
            for (t, p) in stops { cairo_pattern_add_color_stop_rgba(pattern, t, p.r, p.g, p.b, p.a) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }

        /// A soft elliptical shadow: darkest at the centre, fading to nothing at the rim.
        /// `core` is the fraction of the radius that stays at full strength, so 0.8 gives
        /// a crisp contact shadow and 0 a diffuse glow.
        func softShadow(_ c: Vec, _ rx: Double, _ ry: Double, alpha: Double, core: Double = 0.5,
                        rotation: Double = 0, tint: Pigment = Pigment(0x2A1608)) {
            isolated {
                cairo_translate(cr, c.x, c.y)
                cairo_rotate(cr, rotation)
                cairo_scale(cr, max(rx, 1e-9), max(ry, 1e-9))
                let mid = core + (1 - core) * 0.45
                radial(Vec(0, 0), 0, Vec(0, 0), 1, [(0, tint.alpha(alpha)), (core, tint.alpha(alpha)),
                                                   (mid, tint.alpha(alpha * 0.45)), (1, tint.alpha(0))])
                cairo_new_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_fill(cr)
            }
        }

        /// Paints the current source over the whole clip (lighting overlays).
        func paint() { cairo_paint(cr) }
    }
}

extension Illustrations.Brush {
    /// A blurred shadow of any outline: the path, offset, filled and stroked `steps` times
    /// with growing widths at low alpha, so the darkness falls off over `spread` outside
    /// the shape like a Gaussian's tail (Cairo has no blur). On a raster the same pixels
    /// are worked out per pixel (`ShadowRaster`, ten times cheaper); vector files stroke.
    func shadow(of path: () -> Void, offset: Illustrations.Vec, spread: Double, alpha: Double, steps: Int = 12,
                tint: Illustrations.Pigment = Illustrations.Pigment(0x2A1608)) {
        let each = 1 - pow(1 - alpha, 1 / Double(steps))
        isolated {
            cairo_translate(cr, offset.x, offset.y)
            if Illustrations.ShadowRaster.paint(on: cr, build: path, spread: spread, steps: steps, each: each, tint: tint) { return }
            strokedShadow(of: path, spread: spread, steps: steps, each: each, tint: tint)
        }
    }

    /// The shadow as Cairo strokes it: `steps` fills and strokes of growing width, each
    /// at alpha `each` (what `ShadowRaster` reproduces on a raster).
    func strokedShadow(of path: () -> Void, spread: Double, steps: Int, each: Double, tint: Illustrations.Pigment) {
        guard steps > 0 else { return }
        for k in 1...steps {
            cairo_new_path(cr)
            path()
            set(tint.alpha(each))
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 2 * spread * Double(k) / Double(steps))
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
    }
}

extension Illustrations.Brush {
    func lineTo(_ p: Illustrations.Vec) { cairo_line_to(cr, p.x, p.y) }
    func closeCurrent() { cairo_close_path(cr) }

    /// Fill with the even-odd rule until the enclosing `isolated` ends: inner outlines
    /// become holes (the slots between a fork's tines).
    func useEvenOdd() { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
}
