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
                // A power under 1 spreads the chips out to the rim of the heap (0.5 would
                // be even by area); slightly fewer in the middle keeps its edge ragged.
                let angle = rng.range(0, 2 * .pi), distance = pow(rng.unit(), 0.7)
                let c = center + Vec(cos(angle) * radiusX * distance, sin(angle) * radiusY * distance)
                // Most chips lie flat-ish; some lean in the heap and show nearly edge-on.
                let squash = rng.chance(0.8) ? rng.range(0.75, 1) : rng.range(0.45, 0.65)
                chips.append((c, size * rng.range(0.7, 1.2), squash, rng.range(0, .pi), distance + rng.jitter(0.6)))
            }
            b.softShadow(center + Vec(0.01, 0.02), radiusX * 1.35, radiusY * 1.35, alpha: 0.3, core: 0.4)
            // Outer chips lie under inner ones.
            for (i, chip) in chips.sorted(by: { $0.order > $1.order }).enumerated() {
                var chipRng = s.random("chip", i)
                draw(b, center: chip.c, radius: chip.r, squash: chip.squash, turn: chip.turn, rng: &chipRng)
            }
        }

        static func draw(_ b: Brush, center c: Vec, radius r: Double, squash: Double, turn: Double, rng: inout SeededRandom) {
            let n = 10
            let outline = (0..<n).map { k -> Vec in
                let a = (Double(k) + rng.jitter(0.2)) / Double(n) * 2 * .pi
                let rr = r * (1 + rng.jitter(0.1))
                return c + Vec(cos(a) * rr, sin(a) * rr * squash).rotated(turn)
            }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(0.002, 0.004), spread: 0.008, alpha: 0.28, steps: 6)
            // A chip is a thin curved sheet, not a dome: shade it across, light to dark, like
            // a saddle catching the light on one half.
            let across = Vec.polar(turn + .pi / 2 + rng.jitter(0.5), r)
            b.smoothClosed(outline)
            b.linear(c - across, c + across, [(0, Pigment(0xFFE48C)), (0.4, Pigment(0xF8C94E)), (0.8, Pigment(0xEEAC38)),
                                              (1, Pigment(0xDD922C))])
            b.fillSource()
            b.isolated {
                b.smoothClosed(outline)
                b.clip()
                // Thin, translucent patches where the light shines through the slice.
                for _ in 0..<2 {
                    let at = c + Vec(rng.jitter(r * 0.45), rng.jitter(r * 0.35 * squash))
                    b.smoothClosed((0..<6).map { k in
                        at + Vec.polar(Double(k) / 6 * 2 * .pi, r * rng.range(0.12, 0.3)) * 1
                    })
                    b.fill(Pigment(0xFFF3C4, alpha: rng.range(0.25, 0.4)))
                }
                // Browned spots and specks where the slice fried faster.
                for _ in 0..<Int(rng.range(0, 2.6)) {
                    b.ellipse(c + Vec(rng.jitter(r * 0.6), rng.jitter(r * 0.5 * squash)), r * rng.range(0.04, 0.1),
                              r * rng.range(0.03, 0.06), rotation: rng.range(0, .pi))
                    b.fill(Pigment(0xC0741F, alpha: rng.range(0.35, 0.6)))
                }
                // A wave in the slice: the part beyond the crease turns away from the light.
                if rng.chance(0.6) {
                    let i = Int(rng.range(0, Double(n))), j = (i + n / 2 + Int(rng.range(-1, 2))) % n
                    let side = (0...((j - i + n) % n)).map { outline[(i + $0) % n] }
                    let bend = (outline[i] + outline[j]) * 0.5 + (c - (outline[i] + outline[j]) * 0.5) * 0.6
                    b.smoothOpen(side)
                    b.smoothOpen([outline[j], bend, outline[i]], continuing: true)
                    b.closeCurrent()
                    b.fill(Pigment(0xC7791C, alpha: rng.range(0.18, 0.3)))
                }
                // The rim fries a little darker than the middle.
                b.smoothClosed(outline)
                b.stroke(Pigment(0xE08E25, alpha: 0.45), width: r * 0.12)
                // Salt.
                for _ in 0..<5 {
                    b.circle(c + Vec(rng.jitter(r * 0.7), rng.jitter(r * 0.6 * squash)), r * rng.range(0.015, 0.03))
                    b.fill(Pigment(0xFFFBEF, alpha: 0.85))
                }
            }
            // A crisp thin outline is what makes it read as a thin slice.
            b.smoothClosed(outline)
            b.stroke(Pigment(0xB0661A, alpha: 0.45), width: r * 0.02)
        }
    }
}
