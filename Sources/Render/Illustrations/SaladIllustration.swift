extension Illustrations {
    enum Salad {
        static func compose(_ s: Scene) {
            Tabletop.linen(s, base: Pigment(0xDCD3C3))
            Dishware.bowl(s.brush, center: Vec(0, 0), radius: 0.4)
            Tabletop.light(s)
        }
    }
}
