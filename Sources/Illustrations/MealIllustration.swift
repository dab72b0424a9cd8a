extension Illustrations {
    /// "meal": the stock shot of a deli lunch from above — a turkey sandwich cut on the
    /// diagonal with a heap of potato chips and a pickle on a white plate, on a walnut
    /// table with a linen napkin, a fork and a glass of iced tea.
    enum Meal {
        static func compose(_ s: Scene) {
            let b = s.brush
            let wood = Pigment(0x946038)
            Tabletop.wood(s, base: wood)
            props(s)
            let plate = Vec(0, 0.01)
            Dishware.plate(b, center: plate, radius: 0.41)
            crumbs(s, around: plate)
            Chips.pile(s, center: plate + Vec(0.18, 0.08), radiusX: 0.12, radiusY: 0.14, count: 26, size: 0.064)
            // Two chips that slid off the heap.
            var loose = s.random("loose chips")
            Chips.draw(b, center: plate + Vec(0.24, 0.29), radius: 0.056, squash: 0.85, turn: 0.7, rng: &loose)
            Chips.draw(b, center: plate + Vec(0.31, -0.1), radius: 0.05, squash: 0.8, turn: 2.1, rng: &loose)
            var rng = s.random("pickle")
            Produce.pickle(b, center: plate + Vec(0.0, 0.27), length: 0.19, turn: -0.22, rng: &rng)
            Sandwich.draw(s, Sandwich.Half(center: plate + Vec(-0.07, -0.16), leg: 0.31, rotation: 0.62, depth: 0.095), index: 0)
            Sandwich.draw(s, Sandwich.Half(center: plate + Vec(-0.15, 0.04), leg: 0.31, rotation: 0.42, depth: 0.095), index: 1)
            Tabletop.light(s)
        }

        /// Bread crumbs and chip flakes scattered on the plate: the sign of a real meal.
        private static func crumbs(_ s: Scene, around plate: Vec) {
            let b = s.brush
            var rng = s.random("crumbs")
            for k in 0..<16 {
                let at = plate + Vec.polar(rng.range(0, 2 * .pi), rng.range(0.12, 0.27))
                let size = rng.range(0.003, 0.008)
                b.smoothClosed((0..<5).map { at + Vec.polar(Double($0) * 1.26 + rng.jitter(0.3), size * rng.range(0.6, 1.2)) })
                b.fill(k % 3 == 0 ? Pigment(0xEDC05A) : Pigment(0xC8904A))
            }
        }

        /// The napkin, fork and drink go where the frame has room: beside the plate in a
        /// wide frame, above and below it in a tall one, cropped at the corners of a square.
        private static func props(_ s: Scene) {
            let b = s.brush
            let hx = s.halfWidth, hy = s.halfHeight
            let cloth = Pigment(0x9FB3C4)
            var rng = s.random("napkin")
            if s.isTall {
                let at = Vec(0.02, max(0.66, hy * 0.72))
                Props.napkin(b, center: at, width: 0.22, height: 0.62, turn: .pi / 2 - 0.04, cloth: cloth, rng: &rng)
                Props.fork(b, at: at + Vec(0.02, 0), length: 0.42, turn: .pi / 2 - 0.06)
                Drinks.icedTea(b, center: Vec(0.2, -max(0.62, hy * 0.7)), radius: 0.13)
            } else if s.isWide {
                let x = max(0.62, hx * 0.72)
                Props.napkin(b, center: Vec(-x, 0.03), width: 0.22, height: 0.62, turn: 0.04, cloth: cloth, rng: &rng)
                Props.fork(b, at: Vec(-x + 0.01, 0.05), length: 0.42, turn: 0.03)
                Drinks.icedTea(b, center: Vec(x, -0.2), radius: 0.13)
            } else {
                // Square-ish: the plate fills the frame; the props are cropped into corners.
                let corner = Vec(-hx, hy)
                Props.napkin(b, center: corner + Vec(0.02, -0.06), width: 0.22, height: 0.62, turn: 0.75, cloth: cloth, rng: &rng)
                Props.fork(b, at: corner + Vec(0.03, -0.05), length: 0.42, turn: 0.73)
                Drinks.icedTea(b, center: Vec(hx - 0.03, -hy + 0.04), radius: 0.14)
            }
        }
    }
}
