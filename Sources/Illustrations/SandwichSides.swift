import Foundation

extension Illustrations {
    /// The vertical faces of a sandwich half that the camera sees, each a parallelogram
    /// from a top edge `p`–`q` down by `drop`; `light` is how squarely the face turns to
    /// the camera (0 to 1), since faces turned away are darker.
    enum SandwichSides {
        typealias Palette = Sandwich.Palette

        /// The diagonal cut: bread, lettuce, tomato, cheese, folded turkey, bread.
        static func cutFace(_ b: Brush, from p: Vec, to q: Vec, drop: Vec, light: Double, rng: inout SeededRandom) {
            func at(_ u: Double, _ v: Double) -> Vec { p.lerp(q, u) + drop * v }
            let samples = 28
            /// A boundary across the face at depth `v`, with waves of `amplitude`.
            func boundary(_ v: Double, _ amplitude: Double, _ frequency: Double, rng: inout SeededRandom) -> [Vec] {
                let phase = rng.range(0, 2 * .pi), phase2 = rng.range(0, 2 * .pi)
                return (0...samples).map { k in
                    let u = Double(k) / Double(samples)
                    let w = amplitude * (sin(u * frequency + phase) * 0.7 + sin(u * frequency * 2.3 + phase2) * 0.3)
                    return at(u, v + w)
                }
            }
            let face = [p, q, q + drop, p + drop]
            b.isolated {
                b.polygon(face)
                b.clip()
                // Each layer covers from its upper boundary down; the next one paints over it.
                let layers: [(v: Double, amplitude: Double, frequency: Double, color: Pigment)] = [
                    (0.0, 0, 1, Palette.crumb),
                    (0.19, 0.04, 30, Palette.lettuce),
                    (0.31, 0.025, 9, Palette.tomato),
                    (0.46, 0.015, 7, Palette.cheese),
                    (0.53, 0.03, 8, Palette.turkey),
                    (0.8, 0.02, 6, Palette.crumb),
                ]
                var lines: [[Vec]] = []
                for layer in layers {
                    let line = boundary(layer.v, layer.amplitude, layer.frequency, rng: &rng)
                    lines.append(line)
                    b.smoothOpen(line)
                    b.lineTo(q + drop * 1.2)
                    b.lineTo(p + drop * 1.2)
                    b.closeCurrent()
                    b.fill(layer.color)
                }
                // Lettuce: a darker frilled edge and pale ribs.
                b.smoothOpen(lines[1])
                b.stroke(Palette.lettuceDark, width: 0.004)
                b.smoothOpen(lines[1].map { $0 + drop * 0.05 })
                b.stroke(Pigment(0xB9E07A, alpha: 0.7), width: 0.002)
                // Tomato: glossy seed pockets.
                for k in 0..<5 {
                    let u = (Double(k) + 0.5 + rng.jitter(0.2)) / 5
                    b.ellipse(at(u, 0.39), 0.012, 0.006, rotation: atan2(q.y - p.y, q.x - p.x))
                    b.fill(Pigment(0xF6A070, alpha: 0.85))
                    b.circle(at(u + 0.01, 0.39), 0.0022)
                    b.fill(Pigment(0xF7E3A0))
                }
                // Folded turkey: soft fold lines.
                for v in [0.6, 0.68, 0.75] {
                    b.smoothOpen(boundary(v, 0.03, 8, rng: &rng))
                    b.stroke(Palette.turkeyFold.alpha(0.55), width: 0.0025)
                }
                // Bread crumb texture on both slices, and toasted edges.
                for (lo, hi) in [(0.02, 0.18), (0.84, 0.98)] {
                    for _ in 0..<22 {
                        b.circle(at(rng.range(0.02, 0.98), rng.range(lo, hi)), rng.range(0.001, 0.0025))
                        b.fill(Pigment(0xC99A5C, alpha: 0.45))
                    }
                }
                b.polyline([p + drop * 0.985, q + drop * 0.985])
                b.stroke(Palette.crust, width: 0.01)
                // Round the face: lit along the top, in shade at the plate, and darker
                // still when turned away from the light.
                b.polygon(face)
                b.linear(p, p + drop, [(0, Pigment.white.alpha(0.12)), (0.5, Pigment.white.alpha(0)),
                                       (1, Pigment(0x3A1E0A, alpha: 0.16))])
                b.fillSource()
                b.polygon(face)
                b.fill(Pigment(0x3A1E0A, alpha: 0.22 * (1 - light)))
            }
            // Lettuce leaves spilling out of the cut at both ends, frilled like the real thing.
            for (u, sign) in [(0.0, -1.0), (1.0, 1.0)] {
                let root = at(u, 0.24), along = (q - p).normalized * sign
                let flap = (0...8).map { k -> Vec in
                    let a = Double(k) / 8 * .pi
                    let reach = (k % 2 == 0 ? 0.026 : 0.019) + rng.jitter(0.003)
                    return root + along * (sin(a) * reach) + drop * (-cos(a) * 0.16)
                }
                b.smoothClosed(flap)
                b.fill(Palette.lettuce)
                b.smoothOpen(Array(flap[1...7]))
                b.stroke(Palette.lettuceDark.alpha(0.8), width: 0.0025)
            }
        }

        /// A crust side: toasted crust of both slices with filling peeking between them.
        static func crustSide(_ b: Brush, from p: Vec, to q: Vec, drop: Vec, light: Double) {
            let face = [p, q, q + drop, p + drop]
            b.isolated {
                b.polygon(face)
                b.clip()
                b.polygon(face)
                b.linear(p, p + drop, [(0, Palette.crust.shaded(0.1)), (0.32, Palette.crust.shaded(-0.1)),
                                       (0.33, Palette.turkey), (0.62, Palette.turkey),
                                       (0.63, Palette.crust.shaded(0.05)), (1, Palette.crust.shaded(-0.2))])
                b.fillSource()
                b.polygon(face)
                b.fill(Pigment(0x2A1406, alpha: 0.3 * (1 - light)))
            }
        }
}
}
