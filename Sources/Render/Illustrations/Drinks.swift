import Foundation

extension Illustrations {
    /// Drinks seen from above, set beside the plate.
    enum Drinks {
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
    }
}
