extension Illustrations {
    /// "meal": the stock shot of a deli lunch from above — a turkey sandwich cut on the
    /// diagonal with a heap of potato chips and a pickle on a white plate, on a walnut
    /// table with a linen napkin, a fork and a glass of iced tea.
    enum Meal {
        static func compose(_ s: Scene) {
            let b = s.brush
            let wood = Pigment(0x8A5A36)
            Tabletop.wood(s, base: wood)
            props(s)
            let plate = Vec(0, 0.01)
            Dishware.plate(b, center: plate, radius: 0.41)
            Chips.pile(s, center: plate + Vec(0.14, 0.07), radiusX: 0.11, radiusY: 0.13, count: 24, size: 0.052)
            var rng = s.random("pickle")
            Props.pickle(b, center: plate + Vec(0.02, 0.26), length: 0.17, turn: -0.25, rng: &rng)
            Sandwich.draw(s, Sandwich.Half(center: plate + Vec(-0.08, -0.14), leg: 0.3, rotation: 0.3, depth: 0.06), index: 0)
            Sandwich.draw(s, Sandwich.Half(center: plate + Vec(-0.15, 0.04), leg: 0.3, rotation: -0.15, depth: 0.06), index: 1)
            Tabletop.light(s)
        }

        /// The napkin, fork and drink go where the frame has room: beside the plate in a
        /// wide frame, above and below it in a tall one, cropped at the corners of a square.
        private static func props(_ s: Scene) {
            let b = s.brush
            let hx = s.halfWidth, hy = s.halfHeight
            let cloth = Pigment(0xE9E4D8)
            if s.isTall {
                let at = Vec(0.02, max(0.66, hy * 0.72))
                Props.napkin(b, center: at, width: 0.22, height: 0.62, turn: .pi / 2 - 0.04, cloth: cloth)
                Props.fork(b, at: at + Vec(0.02, 0), length: 0.42, turn: .pi / 2 - 0.06)
                Props.icedTea(b, center: Vec(0.2, -max(0.62, hy * 0.7)), radius: 0.13)
            } else {
                let x = max(0.62, hx * 0.72)
                Props.napkin(b, center: Vec(-x, 0.03), width: 0.22, height: 0.62, turn: 0.04, cloth: cloth)
                Props.fork(b, at: Vec(-x + 0.01, 0.05), length: 0.42, turn: 0.03)
                Props.icedTea(b, center: Vec(x, s.isWide ? -0.2 : -0.4), radius: 0.13)
            }
        }
    }
}
