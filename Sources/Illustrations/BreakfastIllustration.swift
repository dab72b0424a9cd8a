extension Illustrations {
    /// "breakfast": two fried eggs, buttered toast, bacon and fresh berries on a white
    /// plate on pale marble, with a flat white and cutlery.
    enum Breakfast {
        static func compose(_ s: Scene) {
            let b = s.brush
            Tabletop.marble(s, base: Pigment(0xE6E5E2))
            props(s)
            let plate = Vec(0, 0.01)
            Dishware.plate(b, center: plate, radius: 0.41)
            var rng = s.random("breakfast")
            BreakfastFood.toast(b, center: plate + Vec(-0.17, 0.1), size: 0.22, turn: -0.35, rng: &rng)
            BreakfastFood.toast(b, center: plate + Vec(-0.07, 0.17), size: 0.22, turn: 0.12, rng: &rng)
            BreakfastFood.bacon(b, from: plate + Vec(0.19, -0.2), to: plate + Vec(0.25, 0.08), width: 0.055, rng: &rng)
            BreakfastFood.bacon(b, from: plate + Vec(0.25, -0.16), to: plate + Vec(0.3, 0.06), width: 0.05, rng: &rng)
            BreakfastFood.friedEgg(b, center: plate + Vec(-0.1, -0.12), radius: 0.12, yolkOffset: Vec(0.01, 0.0), rng: &rng)
            BreakfastFood.friedEgg(b, center: plate + Vec(0.07, -0.07), radius: 0.11, yolkOffset: Vec(-0.01, 0.01), rng: &rng)
            berries(s, at: plate + Vec(0.15, 0.2))
            Tabletop.light(s, strength: 0.7)
        }

        private static func berries(_ s: Scene, at c: Vec) {
            let b = s.brush
            var rng = s.random("berries")
            Berries.strawberryHalf(b, center: c + Vec(0.07, -0.02), size: 0.1, turn: 2.6)
            Berries.strawberryHalf(b, center: c + Vec(-0.05, 0.04), size: 0.095, turn: -2.4)
            for k in 0..<5 {
                Berries.raspberry(b, center: c + Vec.polar(Double(k) * 1.3 + 0.3, 0.055), radius: 0.022, turn: Double(k))
            }
            for _ in 0..<11 {
                Berries.blueberry(b, center: c + Vec(rng.jitter(0.075), rng.jitter(0.055)), radius: rng.range(0.015, 0.019),
                                  turn: rng.range(0, .pi))
            }
        }

        private static func props(_ s: Scene) {
            let b = s.brush
            let hx = s.halfWidth, hy = s.halfHeight
            if s.isTall {
                Props.fork(b, at: Vec(0.02, max(0.66, hy * 0.72)), length: 0.42, turn: .pi / 2 - 0.06)
                Drinks.coffee(b, center: Vec(0.18, -max(0.64, hy * 0.7)), radius: 0.1)
            } else if s.isWide {
                let x = max(0.62, hx * 0.72)
                Props.fork(b, at: Vec(-x, 0.04), length: 0.42, turn: 0.03)
                Drinks.coffee(b, center: Vec(x, -0.12), radius: 0.1)
            } else {
                Props.fork(b, at: Vec(-hx + 0.05, hy - 0.05), length: 0.42, turn: 0.75)
                Drinks.coffee(b, center: Vec(hx - 0.02, -hy + 0.04), radius: 0.11)
            }
        }
    }
}
