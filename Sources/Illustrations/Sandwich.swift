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
            b.shadow(of: { b.polygon(hull) }, offset: Vec(0.009, 0.014), spread: 0.03, alpha: 0.36)
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
                // Edge 1 (from the far leg's end to the near one's) is the diagonal cut.
                if i == 1 {
                    SandwichSides.cutFace(b, from: p, to: q, drop: drop, light: facing, rng: &rng)
                } else {
                    SandwichSides.crustSide(b, from: p, to: q, drop: drop, light: facing)
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
