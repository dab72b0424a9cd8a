public import DisplayList

extension Illustrations {
    /// The photo of a logged meal, drawn from what the log says is in it: each food painted
    /// as what its name says (a grilled salmon fillet, a heap of quinoa, roasted asparagus
    /// spears, a bowl of soup, a pizza …) on one white plate on a linen cloth, so two photos
    /// of different meals never look alike. At most five foods are drawn; the same names
    /// always draw the same picture. Named `plate:` and the foods joined by " + ".
    public static func plate(of foods: [String]) -> Illustration {
        let shown = Array(foods.prefix(Plate.most))
        let name = "plate:" + shown.joined(separator: " + ")
        return Illustration(name: name) { size in record(name, size: size) { Plate.compose($0, foods: shown) } }
    }

    /// Lays out a photo of one meal: a lone soup is its bowl, a lone pizza fills its plate,
    /// and several foods share the plate's well, the first at the upper left.
    enum Plate {
        /// The most foods one photo draws; more would be crumbs.
        static let most = 5

        static func compose(_ s: Scene, foods: [String]) {
            let b = s.brush
            Tabletop.linen(s, base: Pigment(0xE3D7C3))
            props(s)
            let dishes = foods.map(Dish.init)
            let centre = Vec(0, 0.01)
            if dishes.count == 1, case .bowl = dishes[0] {
                // A bowl alone is photographed as the bowl, not a bowl on a plate.
                PlatedDishes.bowl(s, dishes[0], center: centre, radius: 0.4, index: 0)
            } else {
                let well = Dishware.plate(b, center: centre, radius: 0.41)
                let single = dishes.count == 1
                for (i, dish) in dishes.enumerated() {
                    let at = centre + spot(i, of: dishes.count)
                    let size = single ? well * 0.82 : [0, 0, 0.16, 0.145, 0.12, 0.105][dishes.count]
                    draw(s, dish, at: at, size: size, index: i)
                }
            }
            Tabletop.light(s, strength: 0.75)
        }

        /// Food `i` of `n` in the plate's well: its centre for one, otherwise evenly round a
        /// small circle starting at the upper left.
        static func spot(_ i: Int, of n: Int) -> Vec {
            guard n > 1 else { return Vec(0, 0) }
            let distance = n == 2 ? 0.125 : 0.15
            return Vec.polar(-.pi * 0.75 + Double(i) * 2 * .pi / Double(n), distance)
        }

        static func draw(_ s: Scene, _ dish: Dish, at c: Vec, size r: Double, index i: Int) {
            let b = s.brush
            var rng = s.random("dish", i)
            switch dish {
            case .fillet(let meat): PlatedMains.fillet(b, meat, center: c, size: r, turn: -0.35 + Double(i) * 0.4, rng: &rng)
            case .grains(let grain): PlatedMains.grains(b, grain, center: c, radius: r, rng: &rng)
            case .spears(let kind): PlatedMains.spears(b, kind, center: c, length: r * 2.1, turn: 1.05 - Double(i) * 0.3, rng: &rng)
            case .pasta: PlatedMains.pasta(b, center: c, radius: r, rng: &rng)
            case .greens:
                b.isolated {
                    b.circle(c, r)
                    b.clip()
                    Greens.heap(s, center: c, radius: r, count: Int(min(160, max(30, r * 900))))
                }
            case .bowl: PlatedDishes.bowl(s, dish, center: c, radius: r * 1.05, index: i)
            case .pizza: PlatedDishes.pizza(b, center: c, radius: r, rng: &rng)
            case .sushi: PlatedDishes.sushi(b, center: c, size: r, rng: &rng)
            case .tacos: PlatedDishes.tacos(b, center: c, size: r, rng: &rng)
            case .sandwich:
                Sandwich.draw(s, Sandwich.Half(center: c + Vec(-r * 0.2, -r * 0.1), leg: r * 1.5, rotation: 0.6, depth: r * 0.45), index: 2 * i)
                Sandwich.draw(s, Sandwich.Half(center: c + Vec(r * 0.25, r * 0.2), leg: r * 1.5, rotation: 0.35, depth: r * 0.45), index: 2 * i + 1)
            case .toast(let topping): PlatedDishes.toast(b, topping, center: c, size: r * 1.5, rng: &rng)
            case .snack(let kind): PlatedDishes.snack(b, kind, center: c, radius: r, rng: &rng)
            case .mound(let tone): PlatedMains.mound(b, tone: tone, center: c, radius: r, rng: &rng)
            }
        }

        /// A fork on a folded napkin beside the plate, and a glass of water across from it,
        /// when the frame is wide enough for them.
        private static func props(_ s: Scene) {
            guard s.isWide else { return }
            var rng = s.random("napkin")
            let x = max(0.62, s.halfWidth * 0.7)
            Props.napkin(s.brush, center: Vec(-x, 0.03), width: 0.22, height: 0.62, turn: 0.04, cloth: Pigment(0xB8C4A8), rng: &rng)
            Props.fork(s.brush, at: Vec(-x + 0.01, 0.05), length: 0.42, turn: 0.03)
            Drinks.icedTea(s.brush, center: Vec(x, -0.16), radius: 0.12)
        }
    }
}
