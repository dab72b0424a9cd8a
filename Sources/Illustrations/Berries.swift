import Foundation

extension Illustrations {
    /// Berries for the breakfast plate, each lit from the upper left.
    enum Berries {
        /// A blueberry: dusty blue-black with its bloom, and the five-pointed crown.
        static func blueberry(_ b: Brush, center c: Vec, radius r: Double, turn: Double) {
            b.shadow(of: { b.circle(c, r) }, offset: Vec(r * 0.2, r * 0.3), spread: r * 0.35, alpha: 0.4, steps: 5)
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.35, -r * 0.4), 0, c, r,
                     [(0, Pigment(0x8B93C6)), (0.35, Pigment(0x4A4F8A)), (0.85, Pigment(0x262852)), (1, Pigment(0x1A1B3A))])
            b.fillSource()
            let crown = c + Vec(r * 0.12, r * 0.1)
            b.smoothClosed((0..<10).map { k in crown + Vec.polar(turn + Double(k) * .pi / 5, r * (k % 2 == 0 ? 0.34 : 0.14)) })
            b.fill(Pigment(0x1B1B36))
            b.circle(crown, r * 0.1)
            b.fill(Pigment(0x6B5E7E))
        }

        /// A raspberry: a dome of small glossy drupelets around a hollow.
        static func raspberry(_ b: Brush, center c: Vec, radius r: Double, turn: Double) {
            b.shadow(of: { b.circle(c, r) }, offset: Vec(r * 0.2, r * 0.3), spread: r * 0.35, alpha: 0.4, steps: 5)
            b.circle(c, r)
            b.fill(Pigment(0x9E1430))
            for ring in [(0.72, 12), (0.42, 8)] {
                for k in 0..<ring.1 {
                    let at = c + Vec.polar(turn + Double(k) / Double(ring.1) * 2 * .pi, r * ring.0)
                    let d = r * (ring.0 > 0.5 ? 0.24 : 0.22)
                    b.circle(at, d)
                    b.radial(at + Vec(-d * 0.35, -d * 0.4), 0, at, d, [(0, Pigment(0xF2687A)), (0.6, Pigment(0xD02A48)),
                                                                       (1, Pigment(0x8C1029))])
                    b.fillSource()
                }
            }
            b.circle(c, r * 0.2)
            b.fill(Pigment(0x6E0C20))
        }

        /// A strawberry cut lengthwise: red edge, pale heart, seeds round the rim.
        static func strawberryHalf(_ b: Brush, center c: Vec, size s: Double, turn: Double) {
            func p(_ x: Double, _ y: Double) -> Vec { c + Vec(x * s, y * s).rotated(turn) }
            let outline = [p(0, -0.42), p(0.3, -0.48), p(0.5, -0.25), p(0.42, 0.15), p(0.15, 0.45), p(0, 0.55),
                           p(-0.15, 0.45), p(-0.42, 0.15), p(-0.5, -0.25), p(-0.3, -0.48)]
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(s * 0.05, s * 0.08), spread: s * 0.1, alpha: 0.4, steps: 5)
            b.smoothClosed(outline)
            b.fill(Pigment(0xC8102E))
            b.smoothClosed(outline.map { c + ($0 - c) * 0.8 })
            b.radial(p(0, -0.1), 0, p(0, 0), s * 0.45, [(0, Pigment(0xFBD9D2)), (0.45, Pigment(0xF27C7E)), (1, Pigment(0xE0324A))])
            b.fillSource()
            b.smoothOpen([p(0, -0.3), p(0.05, 0.05), p(0, 0.35)])
            b.stroke(Pigment(0xFFF0EA, alpha: 0.8), width: s * 0.05)
            for k in 0..<10 {
                let at = outline[k]
                b.ellipse(c + (at - c) * 0.9, s * 0.02, s * 0.012, rotation: turn + Double(k))
                b.fill(Pigment(0xF7D46A))
            }
            // The leafy top.
            for k in 0..<5 {
                let a = turn - .pi / 2 + Double(k - 2) * 0.45
                b.ellipse(p(0, -0.46) + Vec.polar(a, s * 0.14), s * 0.16, s * 0.05, rotation: a)
                b.fill(Pigment(0x4F8B2A))
            }
        }
    }
}
