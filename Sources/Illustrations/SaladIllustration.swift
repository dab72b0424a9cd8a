extension Illustrations {
    /// "salad": a white bowl of mixed leaves with cherry tomatoes, cucumber, avocado,
    /// red onion and feta, on a linen cloth with a fork and a dish of vinaigrette.
    enum Salad {
        static func compose(_ s: Scene) {
            let b = s.brush
            Tabletop.linen(s, base: Pigment(0xD9CDB8))
            props(s)
            let bowl = Vec(0, 0.01)
            let opening = Dishware.bowl(b, center: bowl, radius: 0.41)
            b.isolated {
                b.circle(bowl, opening)
                b.clip()
                Greens.heap(s, center: bowl, radius: opening - 0.02, count: 170)
                toppings(s, around: bowl)
                // The bowl's wall shades the leaves along the side towards the light.
                b.circle(bowl, opening)
                b.radial(bowl + Vec(0.035, 0.045), opening * 0.8, bowl, opening + 0.01,
                         [(0, Pigment(0x1A2A0C, alpha: 0)), (1, Pigment(0x1A2A0C, alpha: 0.45))])
                b.fillSource()
            }
            Tabletop.light(s, strength: 0.8)
        }

        private static func toppings(_ s: Scene, around c: Vec) {
            let b = s.brush
            var rng = s.random("toppings")
            for k in 0..<3 {
                Produce.onionRing(b, center: c + Vec.polar(Double(k) * 2.1 + 0.4, 0.17), radius: 0.045,
                                  squash: rng.range(0.5, 0.9), turn: rng.range(0, .pi))
            }
            for (k, angle) in [0.2, 1.5, 2.6, 3.7, 5.0].enumerated() {
                Produce.cucumber(b, center: c + Vec.polar(angle + rng.jitter(0.2), rng.range(0.12, 0.24)), radius: 0.046,
                                 turn: Double(k))
            }
            // A fan of avocado slices across one side of the bowl.
            for k in 0..<4 {
                Produce.avocado(b, center: c + Vec(-0.05 + Double(k) * 0.035, 0.19 + Double(k) * 0.012), length: 0.2,
                                turn: -0.5 + Double(k) * 0.12)
            }
            for (k, angle) in [0.9, 2.0, 3.1, 4.3, 5.6, 0.0].enumerated() {
                Produce.tomatoHalf(b, center: c + Vec.polar(angle + rng.jitter(0.2), rng.range(0.1, 0.26)), radius: 0.04,
                                   turn: Double(k) * 0.7)
            }
            for _ in 0..<12 {
                Produce.feta(b, center: c + Vec.polar(rng.range(0, 2 * .pi), rng.range(0.02, 0.27)), size: rng.range(0.012, 0.02),
                             rng: &rng)
            }
            for _ in 0..<40 {
                b.circle(c + Vec.polar(rng.range(0, 2 * .pi), rng.range(0, 0.3)), rng.range(0.0015, 0.003))
                b.fill(Pigment(0x2A2218, alpha: 0.8))
            }
        }

        private static func props(_ s: Scene) {
            let b = s.brush
            let hx = s.halfWidth, hy = s.halfHeight
            if s.isTall {
                Props.fork(b, at: Vec(-0.05, max(0.66, hy * 0.7)), length: 0.42, turn: .pi / 2 - 0.1)
                Drinks.dressing(b, center: Vec(0.22, -max(0.62, hy * 0.68)), radius: 0.09)
            } else if s.isWide {
                let x = max(0.6, hx * 0.7)
                Props.fork(b, at: Vec(-x, 0.04), length: 0.42, turn: 0.05)
                Drinks.dressing(b, center: Vec(x, -0.18), radius: 0.09)
            } else {
                Props.fork(b, at: Vec(-hx + 0.05, hy - 0.05), length: 0.42, turn: 0.75)
                Drinks.dressing(b, center: Vec(hx - 0.05, -hy + 0.05), radius: 0.1)
            }
        }
    }
}
