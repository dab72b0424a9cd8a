extension Illustrations {
    enum Breakfast {
        static func compose(_ s: Scene) {
            Tabletop.marble(s, base: Pigment(0xF1F0EE))
            Dishware.plate(s.brush, center: Vec(0, 0), radius: 0.4)
            Tabletop.light(s)
        }
    }
}
