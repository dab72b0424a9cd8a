import Foundation

extension Illustrations {
    /// What sits beside the plate in a styled food photo: a folded napkin with cutlery and
    /// a drink. They sit towards the frame's edges, so crops show part of them.
    enum Props {
        /// A folded cloth napkin: a soft rectangle, a fold line, woven texture.
        static func napkin(_ b: Brush, center c: Vec, width w: Double, height h: Double, turn: Double, cloth: Pigment) {
            let corners = [Vec(-w / 2, -h / 2), Vec(w / 2, -h / 2), Vec(w / 2, h / 2), Vec(-w / 2, h / 2)].map { $0.rotated(turn) + c }
            b.shadow(of: { b.roundedPolygon(corners, radius: 0.01) }, offset: Vec(0.008, 0.012), spread: 0.02, alpha: 0.35)
            b.roundedPolygon(corners, radius: 0.01)
            b.linear(corners[0], corners[2], [(0, cloth.shaded(0.15)), (1, cloth.shaded(-0.08))])
            b.fillSource()
            b.isolated {
                b.roundedPolygon(corners, radius: 0.01)
                b.clip()
                // Weave: fine threads along the cloth's own axes.
                for k in stride(from: -w / 2, through: w / 2, by: 0.007) {
                    b.polyline([Vec(k, -h / 2).rotated(turn) + c, Vec(k, h / 2).rotated(turn) + c])
                    b.stroke(cloth.shaded(-0.2).alpha(0.12), width: 0.002, round: false)
                }
                // The fold: a crease with the upper layer's edge casting a little shade.
                let a = Vec(w * 0.2, -h / 2).rotated(turn) + c, z = Vec(w * 0.2, h / 2).rotated(turn) + c
                let shade = Vec(0.012, 0).rotated(turn)
                b.polygon([a, z, z + shade, a + shade])
                b.linear(a, a + shade, [(0, cloth.shaded(-0.3).alpha(0.5)), (1, cloth.alpha(0))])
                b.fillSource()
                b.polyline([a, z])
                b.stroke(cloth.shaded(0.35), width: 0.003)
                // A stitched hem just inside the edge.
                b.roundedPolygon([Vec(-w / 2 + 0.02, -h / 2 + 0.02), Vec(w / 2 - 0.02, -h / 2 + 0.02),
                                  Vec(w / 2 - 0.02, h / 2 - 0.02), Vec(-w / 2 + 0.02, h / 2 - 0.02)].map { $0.rotated(turn) + c },
                                 radius: 0.006)
                b.stroke(cloth.shaded(-0.22).alpha(0.45), width: 0.0025)
            }
        }

        /// A stainless fork, tines towards `turn` (0 points up the frame).
        static func fork(_ b: Brush, at c: Vec, length: Double, turn: Double) {
            func p(_ x: Double, _ y: Double) -> Vec { Vec(x * length, y * length).rotated(turn) + c }
            // One outline from the tip of the left tine round the handle's end and back.
            let shape = [p(-0.07, -0.38), p(-0.07, -0.12), p(-0.045, -0.04), p(-0.018, 0.03), p(-0.026, 0.14), p(-0.024, 0.45),
                         p(-0.034, 0.55), p(0, 0.58), p(0.034, 0.55), p(0.024, 0.45), p(0.026, 0.14), p(0.018, 0.03),
                         p(0.045, -0.04), p(0.07, -0.12), p(0.07, -0.38)]
            let outline = { b.smoothClosed(shape) }
            // The three slots between the four tines, as holes in the outline.
            let outlineWithSlots = {
                outline()
                for x in [-0.035, 0.0, 0.035] {
                    b.roundedPolygon([p(x - 0.007, -0.4), p(x + 0.007, -0.4), p(x + 0.007, -0.16), p(x - 0.007, -0.16)], radius: 0.002)
                }
            }
            b.isolated {
                b.useEvenOdd()
                b.shadow(of: outlineWithSlots, offset: Vec(0.01, 0.014), spread: 0.008, alpha: 0.4, steps: 6)
            }
            let steel = [(0.0, Pigment(0x8E949B)), (0.35, Pigment(0xE9EDF1)), (0.5, Pigment(0xFFFFFF)), (0.7, Pigment(0xB8BEC5)),
                         (1.0, Pigment(0x7B8289))]
            b.isolated {
                b.useEvenOdd()
                outlineWithSlots()
                // Shaded across its width like a curved bar.
                b.linear(p(-0.07, 0), p(0.07, 0), steel)
                b.fillSource()
            }
        }

        /// A tumbler of iced tea from above: glass rim, amber tea darker at the bottom,
        /// ice cubes and a lemon wheel, and the caustic glow glass throws on the table.
        static func icedTea(_ b: Brush, center c: Vec, radius r: Double) {
            b.softShadow(c + Vec(r * 0.25, r * 0.3), r * 1.15, r * 1.15, alpha: 0.35, core: 0.5)
            b.softShadow(c + Vec(r * 0.45, r * 0.55), r * 0.8, r * 0.8, alpha: 0.25, core: 0.1, tint: Pigment(0xE89A3A))
            b.circle(c, r)
            b.radial(c + Vec(r * 0.2, r * 0.2), 0, c, r, [(0, Pigment(0x9A4A12)), (0.7, Pigment(0xB8641E)), (1, Pigment(0xD98E3E))])
            b.fillSource()
            var cubes: [(Vec, Double)] = [(Vec(-0.35, -0.2), 0.3), (Vec(0.3, -0.3), -0.4), (Vec(0.1, 0.35), 0.9), (Vec(-0.3, 0.35), 0.2)]
            cubes = cubes.map { (c + $0.0 * r, $0.1) }
            b.isolated {
                b.circle(c, r * 0.93)
                b.clip()
                for (at, turn) in cubes {
                    let s = r * 0.26
                    let square = [Vec(-s, -s), Vec(s, -s), Vec(s, s), Vec(-s, s)].map { $0.rotated(turn) + at }
                    b.roundedPolygon(square, radius: s * 0.5)
                    b.linear(square[0], square[2], [(0, Pigment(0xFFF3E2, alpha: 0.75)), (1, Pigment(0xE7A560, alpha: 0.35))])
                    b.fillSource()
                    b.roundedPolygon(square, radius: s * 0.5)
                    b.stroke(Pigment.white.alpha(0.6), width: r * 0.02)
                }
                // Lemon wheel floating on top.
                let lemon = c + Vec(r * 0.05, -r * 0.02), lr = r * 0.42
                b.circle(lemon, lr)
                b.fill(Pigment(0xF2D23A))
                b.circle(lemon, lr * 0.9)
                b.fill(Pigment(0xFFF6C8))
                for k in 0..<9 {
                    let a0 = Double(k) / 9 * 2 * .pi + 0.12, a1 = a0 + 2 * .pi / 9 - 0.24
                    b.polygon([lemon + Vec.polar(a0, lr * 0.12), lemon + Vec.polar(a0, lr * 0.82),
                               lemon + Vec.polar((a0 + a1) / 2, lr * 0.86), lemon + Vec.polar(a1, lr * 0.82),
                               lemon + Vec.polar(a1, lr * 0.12)])
                    b.fill(Pigment(0xF7DE5A))
                }
            }
            // The glass: a thick rim with light sliding round it.
            b.circle(c, r * 0.965)
            b.stroke(Pigment.white.alpha(0.55), width: r * 0.07)
            b.circle(c, r)
            b.stroke(Pigment(0x6B3A12, alpha: 0.35), width: r * 0.015)
            b.newPath()
            Dishware.arc(b, c, r * 0.93, from: 3.4, to: 4.6)
            b.stroke(Pigment.white.alpha(0.9), width: r * 0.05)
        }

        /// A dill pickle spear: bumpy dark skin on one side, the pale seeded flesh on the cut.
        static func pickle(_ b: Brush, center c: Vec, length: Double, turn: Double, rng: inout SeededRandom) {
            func p(_ x: Double, _ y: Double) -> Vec { Vec(x * length, y * length).rotated(turn) + c }
            let outline = [p(-0.5, 0), p(-0.42, -0.12), p(-0.1, -0.17), p(0.3, -0.15), p(0.5, -0.05), p(0.48, 0.08),
                           p(0.2, 0.14), p(-0.2, 0.14), p(-0.45, 0.08)]
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(0.006, 0.009), spread: 0.01, alpha: 0.4, steps: 4)
            b.smoothClosed(outline)
            b.fill(Pigment(0x5A7A22))
            b.isolated {
                b.smoothClosed(outline)
                b.clip()
                // The cut flesh: a lighter lens along the spear.
                let flesh = [p(-0.48, 0.0), p(-0.3, -0.08), p(0.1, -0.1), p(0.46, -0.03), p(0.2, 0.04), p(-0.2, 0.04)]
                b.smoothClosed(flesh)
                b.linear(p(0, -0.1), p(0, 0.05), [(0, Pigment(0xD8D78A)), (1, Pigment(0xA9B552))])
                b.fillSource()
                for k in 0..<7 {
                    let x = -0.33 + Double(k) * 0.11
                    b.ellipse(p(x, -0.035 + rng.jitter(0.01)), length * 0.022, length * 0.012, rotation: turn)
                    b.fill(Pigment(0xF3EDC4, alpha: 0.9))
                }
                // Skin bumps and gloss.
                for _ in 0..<14 {
                    b.circle(p(rng.range(-0.4, 0.4), rng.range(0.06, 0.12)), length * rng.range(0.008, 0.015))
                    b.fill(Pigment(0x3E5A14, alpha: 0.6))
                }
                b.smoothOpen([p(-0.35, 0.09), p(0, 0.11), p(0.3, 0.09)])
                b.stroke(Pigment(0xC8E07A, alpha: 0.5), width: length * 0.02)
            }
        }
    }
}
