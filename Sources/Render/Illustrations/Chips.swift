import Foundation

extension Illustrations {
    /// A heap of kettle-cooked potato chips: irregular golden discs, curled so one side of
    /// each catches the light and the other falls into shade, piled higher in the middle.
    enum Chips {
        static func pile(_ s: Scene, center: Vec, radiusX: Double, radiusY: Double, count: Int, size: Double) {
            let b = s.brush
            var rng = s.random("chips")
            var chips: [(c: Vec, r: Double, squash: Double, turn: Double, order: Double)] = []
            for _ in 0..<count {
                // sqrt keeps the heap even; the power pulls more chips to its middle.
                let angle = rng.range(0, 2 * .pi), distance = pow(rng.unit(), 0.7)
                let c = center + Vec(cos(angle) * radiusX * distance, sin(angle) * radiusY * distance)
                chips.append((c, size * rng.range(0.75, 1.15), rng.range(0.55, 1), rng.range(0, .pi), distance + rng.jitter(0.25)))
            }
            b.softShadow(center + Vec(0.01, 0.02), radiusX * 1.35, radiusY * 1.35, alpha: 0.3, core: 0.4)
            // Outer chips lie under inner ones.
            for (i, chip) in chips.sorted(by: { $0.order > $1.order }).enumerated() {
                var chipRng = s.random("chip", i)
                draw(b, center: chip.c, radius: chip.r, squash: chip.squash, turn: chip.turn, rng: &chipRng)
            }
        }

        static func draw(_ b: Brush, center c: Vec, radius r: Double, squash: Double, turn: Double, rng: inout SeededRandom) {
            let n = 12
            let outline = (0..<n).map { k -> Vec in
                let a = Double(k) / Double(n) * 2 * .pi
                let rr = r * (1 + rng.jitter(0.13))
                return c + Vec(cos(a) * rr, sin(a) * rr * squash).rotated(turn)
            }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(0.003, 0.005), spread: 0.008, alpha: 0.4, steps: 4)
            let glow = c + Vec(-r * 0.3, -r * 0.35)
            b.smoothClosed(outline)
            b.radial(glow, 0, c, r * 1.15, [(0, Pigment(0xFCE7A6)), (0.45, Pigment(0xF5CB62)), (0.85, Pigment(0xE7A83E)),
                                            (1, Pigment(0xCF8A2E))])
            b.fillSource()
            b.isolated {
                b.smoothClosed(outline)
                b.clip()
                // The curl: one half of the chip bends away from the light.
                let side = Vec.polar(turn + .pi / 2 + rng.jitter(0.6), r)
                b.ellipse(c + side * 0.9, r * 0.9, r * 0.75, rotation: turn)
                b.radial(c + side * 0.9, 0, c + side * 0.9, r * 0.9,
                         [(0, Pigment(0x9C5A1C, alpha: 0.28)), (1, Pigment(0x9C5A1C, alpha: 0))])
                b.fillSource()
                // Fried bubbles and darker spots.
                for _ in 0..<Int(rng.range(0, 3.5)) {
                    b.ellipse(c + Vec(rng.jitter(r * 0.6), rng.jitter(r * 0.5 * squash)), r * rng.range(0.06, 0.16),
                              r * rng.range(0.05, 0.1), rotation: rng.range(0, .pi))
                    b.fill(Pigment(0xB8702A, alpha: rng.range(0.35, 0.6)))
                }
                for _ in 0..<4 {
                    b.circle(c + Vec(rng.jitter(r * 0.6), rng.jitter(r * 0.5 * squash)), r * rng.range(0.03, 0.06))
                    b.fill(Pigment(0xFFF4CF, alpha: 0.75))
                }
            }
            // A bright lip where the edge curls up to the light.
            b.smoothOpen(Array(outline[7...10]))
            b.stroke(Pigment(0xFFF2C4, alpha: 0.85), width: r * 0.09)
            b.smoothClosed(outline)
            b.stroke(Pigment(0xB06F24, alpha: 0.55), width: r * 0.05)
        }
    }
}
