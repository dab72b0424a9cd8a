import Foundation

extension Illustrations {
    /// Cut vegetables and fruit that top salads and sit beside sandwiches.
    enum Produce {
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

        /// A cherry tomato cut in half: glossy red wall, jelly-filled seed chambers.
        static func tomatoHalf(_ b: Brush, center c: Vec, radius r: Double, turn: Double) {
            b.shadow(of: { b.circle(c, r) }, offset: Vec(r * 0.15, r * 0.22), spread: r * 0.3, alpha: 0.35, steps: 6)
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.3, -r * 0.3), 0, c, r, [(0, Pigment(0xF0533B)), (0.8, Pigment(0xD9301E)), (1, Pigment(0xA81D12))])
            b.fillSource()
            b.circle(c, r * 0.8)
            b.fill(Pigment(0xF26A4E))
            for k in 0..<3 {
                let a = turn + Double(k) * 2 * .pi / 3
                let lobe = c + Vec.polar(a, r * 0.42)
                b.ellipse(lobe, r * 0.28, r * 0.22, rotation: a)
                b.fill(Pigment(0xF9A07E, alpha: 0.9))
                for j in -1...1 {
                    b.ellipse(lobe + Vec.polar(a + .pi / 2, r * 0.1 * Double(j)), r * 0.06, r * 0.035, rotation: a)
                    b.fill(Pigment(0xF6E2A4))
                }
            }
            b.circle(c, r * 0.14)
            b.fill(Pigment(0xF8B79A))
            b.ellipse(c + Vec(-r * 0.45, -r * 0.5), r * 0.22, r * 0.1, rotation: -0.7)
            b.fill(Pigment.white.alpha(0.55))
        }

        /// A cucumber slice: dark skin ring, pale flesh, a three-lobed star of seeds.
        static func cucumber(_ b: Brush, center c: Vec, radius r: Double, turn: Double) {
            b.shadow(of: { b.circle(c, r) }, offset: Vec(r * 0.1, r * 0.15), spread: r * 0.25, alpha: 0.3, steps: 5)
            b.circle(c, r)
            b.fill(Pigment(0x3C6B22))
            b.circle(c, r * 0.9)
            b.radial(c, 0, c, r * 0.9, [(0, Pigment(0xEEF4CF)), (0.6, Pigment(0xD8E9A6)), (1, Pigment(0xA8CC6A))])
            b.fillSource()
            for k in 0..<3 {
                let a = turn + Double(k) * 2 * .pi / 3
                b.ellipse(c + Vec.polar(a, r * 0.3), r * 0.3, r * 0.16, rotation: a)
                b.fill(Pigment(0xF4F7DD, alpha: 0.9))
                for j in 0..<3 {
                    b.ellipse(c + Vec.polar(a + 0.25 * Double(j - 1), r * 0.32), r * 0.06, r * 0.035, rotation: a)
                    b.fill(Pigment(0xE3E7B8))
                }
            }
            b.circle(c, r * 0.95)
            b.stroke(Pigment(0x7FAE4A, alpha: 0.6), width: r * 0.05)
        }

        /// A slice of avocado: a crescent, butter-yellow inside fading to green at the skin.
        static func avocado(_ b: Brush, center c: Vec, length l: Double, turn: Double) {
            let dir = Vec.polar(turn, 1), side = dir.perpendicular
            func p(_ x: Double, _ y: Double) -> Vec { c + dir * (x * l) + side * (y * l) }
            let outline = [p(-0.5, 0), p(-0.3, -0.15), p(0, -0.2), p(0.3, -0.15), p(0.5, 0), p(0.3, -0.05), p(0, -0.06), p(-0.3, -0.05)]
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(0.004, 0.006), spread: 0.008, alpha: 0.35, steps: 5)
            b.smoothClosed(outline)
            b.linear(p(0, -0.05), p(0, -0.2), [(0, Pigment(0xE6E38E)), (0.55, Pigment(0xC3D66A)), (0.85, Pigment(0x86AE3A)),
                                                (1, Pigment(0x2F4F1A))])
            b.fillSource()
            b.smoothOpen([p(-0.5, 0), p(-0.3, -0.15), p(0, -0.2), p(0.3, -0.15), p(0.5, 0)])
            b.stroke(Pigment(0x263F14), width: l * 0.025)
            b.smoothOpen([p(-0.3, -0.065), p(0, -0.08), p(0.3, -0.065)])
            b.stroke(Pigment.white.alpha(0.35), width: l * 0.02)
        }

        /// A crumble of feta: an irregular pale cube.
        static func feta(_ b: Brush, center c: Vec, size s: Double, rng: inout SeededRandom) {
            let corners = (0..<6).map { c + Vec.polar(Double($0) * .pi / 3 + rng.jitter(0.3), s * rng.range(0.7, 1.1)) }
            b.shadow(of: { b.polygon(corners) }, offset: Vec(s * 0.2, s * 0.3), spread: s * 0.3, alpha: 0.3, steps: 4)
            b.roundedPolygon(corners, radius: s * 0.25)
            b.linear(c - Vec(s, s), c + Vec(s, s), [(0, Pigment(0xFFFFFB)), (1, Pigment(0xE6E2D2))])
            b.fillSource()
        }

        /// A thin ring of red onion.
        static func onionRing(_ b: Brush, center c: Vec, radius r: Double, squash: Double, turn: Double) {
            b.ellipse(c, r, r * squash, rotation: turn)
            b.stroke(Pigment(0x8E3F8A, alpha: 0.9), width: r * 0.14)
            b.ellipse(c, r * 0.92, r * 0.92 * squash, rotation: turn)
            b.stroke(Pigment(0xF2E1F0, alpha: 0.8), width: r * 0.06)
        }
    }
}
