import Foundation

extension Illustrations {
    /// A sandwich half cut on the diagonal, seen from above and slightly in front, so the
    /// faces that point towards the viewer show: the cut face with its layers and the
    /// crust sides.
    enum Sandwich {
        struct Half {
            /// Where the triangle's centroid sits.
            var center: Vec
            /// Length of the two crust edges (a slice of sandwich bread).
            var leg: Double
            /// Turn of the triangle; at 0 the right angle is top-left and the cut faces down-right.
            var rotation: Double
            /// How far the sides drop on screen: the sandwich's height as the camera sees it.
            var depth: Double
        }

        /// Colours from a deli turkey sandwich on white bread.
        enum Palette {
            static let crumb = Pigment(0xF5DFAE)
            static let toast = Pigment(0xE3AE5F)
            static let crust = Pigment(0xA65F27)
            static let lettuce = Pigment(0x7DBA3A)
            static let lettuceDark = Pigment(0x4F8A23)
            static let tomato = Pigment(0xE0402C)
            static let cheese = Pigment(0xF4C04A)
            static let turkey = Pigment(0xEFC8AE)
            static let turkeyFold = Pigment(0xC9957A)
        }

        static func draw(_ s: Scene, _ half: Half, index: Int) {
            let b = s.brush
            var rng = s.random("sandwich", index)
            let l = half.leg
            let corners = [Vec(0, 0), Vec(l, 0), Vec(0, l)].map { ($0 - Vec(l / 3, l / 3)).rotated(half.rotation) + half.center }
            let drop = Vec(0, half.depth)
            let hull = convexHull(corners + corners.map { $0 + drop })
            b.shadow(of: { b.polygon(hull) }, offset: Vec(0.012, 0.014), spread: 0.035, alpha: 0.38)
            b.shadow(of: { b.polygon(hull) }, offset: Vec(0.002, 0.003), spread: 0.006, alpha: 0.3, steps: 4)

            // Lettuce leaves poke out between the slices all round.
            let leaf = ruffle(around: corners, shift: drop * 0.35, out: 0.012, amplitude: 0.009, rng: &rng)
            b.smoothClosed(leaf)
            b.fill(Palette.lettuce)
            b.smoothClosed(leaf)
            b.stroke(Palette.lettuceDark.alpha(0.6), width: 0.002)

            let centroid = corners.reduce(Vec(0, 0), +) * (1.0 / 3)
            for i in 0..<3 {
                let p = corners[i], q = corners[(i + 1) % 3]
                var normal = (q - p).perpendicular.normalized
                if normal.dot((p + q) * 0.5 - centroid) < 0 { normal = -normal }
                guard normal.y > 0.02 else { continue }
                // Faces turned further from the camera are darker.
                let facing = normal.y
                if i == 1 {
                    cutFace(b, from: p, to: q, drop: drop, light: facing, rng: &rng)
                } else {
                    crustSide(b, from: p, to: q, drop: drop, light: facing, rng: &rng)
                }
            }
            top(b, corners: corners, rng: &rng)
        }

        /// A closed wavy outline around a triangle pushed out by `out`: leaf edges.
        private static func ruffle(around corners: [Vec], shift: Vec, out: Double, amplitude: Double,
                                   rng: inout SeededRandom) -> [Vec] {
            let centroid = corners.reduce(Vec(0, 0), +) * (1.0 / Double(corners.count))
            var points: [Vec] = []
            for i in corners.indices {
                let p = corners[i], q = corners[(i + 1) % corners.count]
                var normal = (q - p).perpendicular.normalized
                if normal.dot((p + q) * 0.5 - centroid) < 0 { normal = -normal }
                let n = max(3, Int((q - p).length / 0.022))
                for k in 0..<n {
                    let t = Double(k) / Double(n)
                    let bump = k % 2 == 0 ? amplitude : -amplitude * 0.3
                    points.append(p.lerp(q, t) + shift + normal * (out + bump + rng.jitter(amplitude * 0.4)))
                }
            }
            return points
        }

        /// The diagonal cut: bread, lettuce, tomato, cheese, folded turkey, bread.
        private static func cutFace(_ b: Brush, from p: Vec, to q: Vec, drop: Vec, light: Double, rng: inout SeededRandom) {
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
        private static func crustSide(_ b: Brush, from p: Vec, to q: Vec, drop: Vec, light: Double, rng: inout SeededRandom) {
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

        /// The top slice: toasted crumb with crust along the loaf's edges (not the cut).
        private static func top(_ b: Brush, corners: [Vec], rng: inout SeededRandom) {
            let a = corners[0], bb = corners[1], c = corners[2]
            let centroid = (a + bb + c) * (1.0 / 3)
            b.roundedPolygon(corners, radius: 0.02)
            b.radial(centroid + (a - centroid) * 0.2, 0.0, centroid, (a - centroid).length * 1.1,
                     [(0, Palette.crumb.shaded(0.15)), (0.6, Palette.toast.mixed(Palette.crumb, 0.4)), (1, Palette.toast)])
            b.fillSource()
            b.isolated {
                b.roundedPolygon(corners, radius: 0.02)
                b.clip()
                // Crust: the two edges of the original slice.
                b.polyline([c, a, bb])
                b.stroke(Palette.crust, width: 0.034)
                b.polyline([c, a, bb])
                b.stroke(Palette.crust.shaded(0.25).alpha(0.6), width: 0.018)
                // Crumb pores and toasting.
                for _ in 0..<90 {
                    let u = rng.unit(), v = rng.unit()
                    let (s, t) = u + v > 1 ? (1 - u, 1 - v) : (u, v)
                    let point = a + (bb - a) * s + (c - a) * t
                    b.ellipse(point, rng.range(0.0012, 0.004), rng.range(0.001, 0.0025), rotation: rng.range(0, .pi))
                    b.fill(rng.chance(0.7) ? Pigment(0xB98447, alpha: 0.35) : Pigment.white.alpha(0.35))
                }
                // The cut edge catches the light where the top plane turns down.
                b.polyline([bb, c])
                b.stroke(Pigment.white.alpha(0.45), width: 0.006)
                // Soft sheen where the light falls on the slice.
                b.ellipse(centroid + (a - centroid) * 0.15, 0.06, 0.035, rotation: -0.6)
                b.radial(centroid + (a - centroid) * 0.15, 0, centroid + (a - centroid) * 0.15, 0.07,
                         [(0, Pigment.white.alpha(0.25)), (1, Pigment.white.alpha(0))])
                b.fillSource()
            }
        }
    }
}
