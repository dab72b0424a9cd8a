import Foundation

extension Illustrations {
    /// The surfaces food sits on. Each fills the whole visible area, and its pattern is a
    /// function of position only, so a wider frame shows more of the same table.
    enum Tabletop {
        /// Horizontal planks of oiled wood: per-plank tone, flowing grain, dark joints.
        static func wood(_ s: Scene, base: Pigment, plank: Double = 0.21) {
            let b = s.brush
            let hx = s.halfWidth + 0.02, hy = s.halfHeight + 0.02
            let first = Int((-hy / plank).rounded(.down)), last = Int((hy / plank).rounded(.up))
            for i in first...last {
                var rng = s.random("plank", i)
                let y0 = Double(i) * plank, y1 = y0 + plank
                let tone = base.shaded(rng.jitter(0.12))
                b.polygon([Vec(-hx, y0), Vec(hx, y0), Vec(hx, y1), Vec(-hx, y1)])
                b.linear(Vec(0, y0), Vec(0, y1), [(0, tone.shaded(0.06)), (0.5, tone), (1, tone.shaded(-0.08))])
                b.fillSource()
                b.isolated {
                    b.polygon([Vec(-hx, y0), Vec(hx, y0), Vec(hx, y1), Vec(-hx, y1)])
                    b.clip()
                    grain(s, rng: &rng, tone: tone, y0: y0, y1: y1, hx: hx)
                }
                // A board joint somewhere along the plank, as in a real table top.
                let seam = rng.range(-1.6, 1.6)
                if abs(seam) < hx {
                    b.polyline([Vec(seam, y0), Vec(seam, y1)])
                    b.stroke(Pigment(0x1A0D05, alpha: 0.55), width: 0.004, round: false)
                }
                // The gap between planks and the light catching the next plank's edge.
                b.polyline([Vec(-hx, y0), Vec(hx, y0)])
                b.stroke(Pigment(0x140A04, alpha: 0.7), width: 0.006, round: false)
                b.polyline([Vec(-hx, y0 + 0.0055), Vec(hx, y0 + 0.0055)])
                b.stroke(Pigment.white.alpha(0.09), width: 0.003, round: false)
            }
        }

        /// Grain lines that share the plank's slow wave (so they run side by side like real
        /// growth rings) plus a small wobble of their own.
        private static func grain(_ s: Scene, rng: inout SeededRandom, tone: Pigment, y0: Double, y1: Double, hx: Double) {
            let b = s.brush
            let f1 = rng.range(1.5, 3.5), p1 = rng.range(0, 2 * .pi), a1 = rng.range(0.004, 0.014)
            let step = 0.02
            let start = (-hx / step).rounded(.down) * step
            let count = 26
            for j in 0..<count {
                let base = y0 + (y1 - y0) * (Double(j) + rng.range(0.1, 0.9)) / Double(count)
                let f2 = rng.range(4, 11), p2 = rng.range(0, 2 * .pi), a2 = rng.range(0.0005, 0.003)
                var points: [Vec] = []
                var x = start
                while x <= hx + step {
                    points.append(Vec(x, base + a1 * sin(f1 * x + p1) + a2 * sin(f2 * x + p2)))
                    x += step
                }
                b.smoothOpen(points)
                let dark = rng.chance(0.7)
                let ink = dark ? tone.shaded(-0.35).alpha(rng.range(0.15, 0.45)) : tone.shaded(0.25).alpha(rng.range(0.1, 0.25))
                b.stroke(ink, width: rng.range(0.0012, 0.0045))
            }
        }

        /// Woven linen: a soft base with fine warp and weft threads and a few slubs.
        static func linen(_ s: Scene, base: Pigment) {
            let b = s.brush
            let hx = s.halfWidth + 0.02, hy = s.halfHeight + 0.02
            b.polygon([Vec(-hx, -hy), Vec(hx, -hy), Vec(hx, hy), Vec(-hx, hy)])
            b.fill(base)
            let pitch = 0.006
            for (axis, extent) in [(0, hx), (1, hy)] {
                let n = Int((extent / pitch).rounded(.up))
                var rng = s.random("linen", axis)
                for i in -n...n {
                    let t = Double(i) * pitch
                    let v = rng.range(-0.12, 0.12)
                    let ink = v < 0 ? base.shaded(-0.18).alpha(-v) : Pigment.white.alpha(v * 0.9)
                    b.polyline(axis == 0 ? [Vec(t, -hy), Vec(t, hy)] : [Vec(-hx, t), Vec(hx, t)])
                    b.stroke(ink, width: pitch * 0.45, round: false)
                }
            }
        }

        /// Pale marble: a cool white base and thin grey veins that branch and fade.
        static func marble(_ s: Scene, base: Pigment) {
            let b = s.brush
            let hx = s.halfWidth + 0.02, hy = s.halfHeight + 0.02
            b.polygon([Vec(-hx, -hy), Vec(hx, -hy), Vec(hx, hy), Vec(-hx, hy)])
            b.fill(base)
            var rng = s.random("marble")
            // Cloudy patches first, then veins that wander and branch, each drawn as a
            // wide faint halo under a thin line, as veins bleed into the stone.
            for _ in 0..<8 {
                let at = Vec(rng.range(-1.1, 1.1), rng.range(-1.1, 1.1)), r = rng.range(0.15, 0.4)
                b.circle(at, r)
                b.radial(at, 0, at, r, [(0, Pigment(0xB9BEC4, alpha: 0.18)), (1, Pigment(0xB9BEC4, alpha: 0))])
                b.fillSource()
            }
            for _ in 0..<16 {
                var p = Vec(rng.range(-1.2, 1.2), rng.range(-1.2, 1.2))
                var heading = rng.range(-0.9, -0.3)
                var points = [p]
                for _ in 0..<40 {
                    heading += rng.jitter(0.2)
                    p = p + Vec.polar(heading, 0.03)
                    points.append(p)
                }
                b.smoothOpen(points.map { $0 + Vec(0.003, 0.004) })
                b.stroke(Pigment(0x9AA1A9, alpha: 0.1), width: 0.03)
                b.smoothOpen(points)
                b.stroke(Pigment(0x8A929B, alpha: rng.range(0.08, 0.22)), width: rng.range(0.0015, 0.004))
                let branch = Int(rng.range(5, 30))
                var q = points[branch], turn = heading + rng.jitter(1.2)
                var twig = [q]
                for _ in 0..<12 {
                    turn += rng.jitter(0.4)
                    q = q + Vec.polar(turn, 0.025)
                    twig.append(q)
                }
                b.smoothOpen(twig)
                b.stroke(Pigment(0x838B94, alpha: 0.18), width: 0.0015)
            }
        }

        /// Daylight from the upper left and a gentle vignette: what makes a flat drawing
        /// read as a photograph.
        static func light(_ s: Scene, strength: Double = 1) {
            let b = s.brush
            let hx = s.halfWidth, hy = s.halfHeight
            b.linear(Vec(-hx, -hy), Vec(hx, hy), [(0, Pigment.white.alpha(0.10 * strength)), (0.45, Pigment.white.alpha(0)),
                                                  (1, Pigment(0x1A0E05, alpha: 0.18 * strength))])
            b.paint()
            let far = (hx * hx + hy * hy).squareRoot()
            b.radial(Vec(0, 0), 0.35, Vec(0, 0), far, [(0, Pigment.black.alpha(0)), (1, Pigment(0x120904, alpha: 0.32 * strength))])
            b.paint()
        }
    }
}
