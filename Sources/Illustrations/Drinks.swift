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

        /// A flat white from above: saucer, cup with handle, and a latte-art heart in the crema.
        static func coffee(_ b: Brush, center c: Vec, radius r: Double) {
            b.softShadow(c + Vec(r * 0.2, r * 0.28), r * 1.55, r * 1.55, alpha: 0.35, core: 0.6)
            b.circle(c, r * 1.45)
            b.radial(c + Vec(-r * 0.5, -r * 0.6), 0, c, r * 1.45, [(0, Pigment.white), (0.8, Pigment(0xF4F2EE)), (1, Pigment(0xD9D5CD))])
            b.fillSource()
            b.circle(c, r * 1.1)
            b.stroke(Pigment(0xCBC6BC, alpha: 0.5), width: r * 0.05)
            // Handle, towards the lower right as a right-handed setting has it.
            let handleDir = Vec.polar(0.6, 1)
            b.softShadow(c + handleDir * (r * 1.2) + Vec(r * 0.08, r * 0.12), r * 0.28, r * 0.16, alpha: 0.35, core: 0.5, rotation: 0.6)
            b.ellipse(c + handleDir * (r * 1.16), r * 0.3, r * 0.13, rotation: 0.6)
            b.fill(Pigment(0xF6F4F0))
            b.softShadow(c + Vec(r * 0.1, r * 0.14), r * 1.08, r * 1.08, alpha: 0.35, core: 0.8)
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.4, -r * 0.45), 0, c, r, [(0, Pigment.white), (0.85, Pigment(0xF3F1EC)), (1, Pigment(0xCFCAC0))])
            b.fillSource()
            let inner = r * 0.84
            b.circle(c, inner)
            b.radial(c, 0, c, inner, [(0, Pigment(0xB57A45)), (0.75, Pigment(0x8A5228)), (0.95, Pigment(0x5E3418)), (1, Pigment(0x3F220F))])
            b.fillSource()
            // The heart: two lobes and a point, poured into the crema.
            let heart = [c + Vec(0, -inner * 0.25), c + Vec(inner * 0.3, -inner * 0.52), c + Vec(inner * 0.55, -inner * 0.2),
                         c + Vec(inner * 0.3, inner * 0.2), c + Vec(0, inner * 0.5), c + Vec(-inner * 0.3, inner * 0.2),
                         c + Vec(-inner * 0.55, -inner * 0.2), c + Vec(-inner * 0.3, -inner * 0.52)]
            b.smoothClosed(heart)
            b.fill(Pigment(0xF5E9D6))
            b.smoothClosed(heart.map { c + Vec(0, inner * 0.05) + ($0 - c) * 0.55 })
            b.fill(Pigment(0xC9925C, alpha: 0.5))
            b.newPath()
            Dishware.arc(b, c, r * 0.92, from: 3.5, to: 4.5)
            b.stroke(Pigment.white.alpha(0.9), width: r * 0.06)
        }

        /// A little dish of vinaigrette: oil and mustard flecks in a white ramekin.
        static func dressing(_ b: Brush, center c: Vec, radius r: Double) {
            b.softShadow(c + Vec(r * 0.2, r * 0.3), r * 1.2, r * 1.2, alpha: 0.35, core: 0.6)
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.4, -r * 0.45), 0, c, r, [(0, Pigment.white), (0.85, Pigment(0xF2F0EB)), (1, Pigment(0xCDC7BC))])
            b.fillSource()
            b.circle(c, r * 0.8)
            b.radial(c + Vec(r * 0.15, r * 0.2), 0, c, r * 0.8, [(0, Pigment(0xF3D36B)), (0.8, Pigment(0xD9A935)), (1, Pigment(0x9C6E1A))])
            b.fillSource()
            for k in 0..<9 {
                b.circle(c + Vec.polar(Double(k) * 2.4, r * 0.12 * Double(k % 4 + 1)), r * 0.035)
                b.fill(Pigment(0x7B4E12, alpha: 0.8))
            }
            b.ellipse(c + Vec(-r * 0.3, -r * 0.35), r * 0.22, r * 0.1, rotation: -0.7)
            b.fill(Pigment.white.alpha(0.6))
        }
    }
}
