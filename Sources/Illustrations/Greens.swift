import Foundation

extension Illustrations {
    /// Mixed salad leaves heaped in a bowl.
    enum Greens {
        /// Leaf colours of a spring mix: butter lettuce, romaine, spinach, frisée and a
        /// little radicchio for contrast.
        static let mix: [(base: Pigment, rib: Pigment, weight: Double)] = [
            (Pigment(0x9CCB4E), Pigment(0xE4F2B8), 3),
            (Pigment(0x6CAA36), Pigment(0xD3EAA0), 3),
            (Pigment(0x3E7A2A), Pigment(0x8DBB6A), 2),
            (Pigment(0xC2DC72), Pigment(0xF2F7CF), 1.5),
            (Pigment(0x8E2746), Pigment(0xF1D9E0), 0.7),
        ]

        /// Fills a disc with overlapping leaves; the outer ones go down first so the heap
        /// rises in the middle.
        static func heap(_ s: Scene, center: Vec, radius: Double, count: Int) {
            let b = s.brush
            var rng = s.random("greens")
            let total = mix.reduce(0) { $0 + $1.weight }
            // Deep in the heap the leaves are in shadow: gaps between the top leaves show that.
            b.circle(center, radius + 0.02)
            b.radial(center, 0, center, radius + 0.02, [(0, Pigment(0x3D6B22)), (0.8, Pigment(0x2A4E17)), (1, Pigment(0x1C3510))])
            b.fillSource()
            var leaves: [(at: Vec, length: Double, turn: Double, kind: Int, order: Double)] = []
            for _ in 0..<count {
                let distance = rng.unit().squareRoot() * radius
                let angle = rng.range(0, 2 * .pi)
                var pick = rng.range(0, total), kind = 0
                while pick > mix[kind].weight, kind < mix.count - 1 { pick -= mix[kind].weight; kind += 1 }
                // Leaves near the rim lean outwards, as they do when tossed in a bowl.
                let turn = angle + rng.jitter(0.9)
                let length = rng.range(0.08, 0.17)
                // Centred on its spot, so the middle of the heap is covered too.
                leaves.append((center + Vec.polar(angle, distance) - Vec.polar(turn, length / 2), length, turn, kind,
                               distance / radius + rng.jitter(0.3)))
            }
            for (i, leaf) in leaves.sorted(by: { $0.order > $1.order }).enumerated() {
                var leafRng = s.random("leaf", i)
                draw(b, at: leaf.at, length: leaf.length, turn: leaf.turn, colors: mix[leaf.kind], rng: &leafRng)
            }
        }

        /// One leaf: a ruffled oval from its base at `at` outwards along `turn`, with a
        /// pale midrib and veins, lighter at the base and darker at the ruffled tip.
        static func draw(_ b: Brush, at: Vec, length: Double, turn: Double,
                         colors: (base: Pigment, rib: Pigment, weight: Double), rng: inout SeededRandom) {
            let width = length * rng.range(0.6, 0.85)
            let dir = Vec.polar(turn, 1), side = dir.perpendicular
            let n = 28
            // Lettuce edges ruffle; the phase differs per leaf.
            let phase = rng.range(0, 2 * .pi)
            let outline = (0..<n).map { k -> Vec in
                let a = Double(k) / Double(n) * 2 * .pi
                let ruffle = 1 + 0.1 * sin(a * 11 + phase) + rng.jitter(0.04)
                let along = (1 - cos(a)) / 2 * length
                return at + dir * along + side * (sin(a) * width / 2 * ruffle * (0.55 + 0.45 * sin(.pi * along / length)))
            }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(0.003, 0.005), spread: 0.01, alpha: 0.3, steps: 5,
                     tint: Pigment(0x1E2A0C))
            b.smoothClosed(outline)
            b.linear(at, at + dir * length, [(0, colors.base.shaded(0.25)), (0.6, colors.base), (1, colors.base.shaded(-0.2))])
            b.fillSource()
            b.isolated {
                b.smoothClosed(outline)
                b.clip()
                // Midrib and side veins.
                b.smoothOpen([at, at + dir * (length * 0.5) + side * rng.jitter(0.004), at + dir * (length * 0.9)])
                b.stroke(colors.rib.alpha(0.85), width: length * 0.05)
                for k in 1...4 {
                    let root = at + dir * (length * Double(k) * 0.18)
                    for sign in [-1.0, 1.0] {
                        b.smoothOpen([root, root + dir * (length * 0.08) + side * (sign * width * 0.35)])
                        b.stroke(colors.rib.alpha(0.4), width: length * 0.015)
                    }
                }
                // Light on one side of the fold, shade on the other.
                b.polygon([at - dir * length, at + dir * (2 * length), at + dir * (2 * length) + side * width,
                           at - dir * length + side * width])
                b.fill(Pigment(0x14240A, alpha: 0.18))
            }
            b.smoothClosed(outline)
            b.stroke(colors.base.shaded(-0.35).alpha(0.5), width: 0.0018)
        }
    }
}
