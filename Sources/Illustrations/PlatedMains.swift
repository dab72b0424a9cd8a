import Foundation

extension Illustrations {
    /// The mains and sides a logged plate holds: a grilled fillet, a heap of grains, roasted
    /// spears, a nest of pasta — each lit from the upper left like the other food.
    enum PlatedMains {
        /// A grilled fillet `size` long: seared at the edges, grill bars across it, and for
        /// salmon the pale lines of fat that curve through the flesh.
        static func fillet(_ b: Brush, _ meat: Dish.Meat, center c: Vec, size l: Double, turn: Double, rng: inout SeededRandom) {
            let dir = Vec.polar(turn, 1), side = dir.perpendicular
            func p(_ x: Double, _ y: Double) -> Vec { c + dir * (x * l) + side * (y * l) }
            // Thicker at the head, tapering to the tail, a little uneven.
            let outline = (0..<16).map { k -> Vec in
                let a = Double(k) / 16 * 2 * .pi
                let taper = 1 - 0.28 * cos(a)
                return p(cos(a) * 0.95, sin(a) * 0.55 * taper * rng.range(0.94, 1.04))
            }
            let (light, mid, seared): (Pigment, Pigment, Pigment) = switch meat {
            case .salmon: (Pigment(0xF7A47E), Pigment(0xEC7A50), Pigment(0xA8482A))
            case .chicken: (Pigment(0xF2D29A), Pigment(0xDDA862), Pigment(0x9A6329))
            case .beef: (Pigment(0xA5654A), Pigment(0x7C4330), Pigment(0x3E1F14))
            case .whiteFish: (Pigment(0xFBF4E6), Pigment(0xEBDDC2), Pigment(0xB98E58))
            }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(l * 0.04, l * 0.06), spread: l * 0.08, alpha: 0.25, steps: 6)
            b.smoothClosed(outline)
            b.radial(p(-0.3, -0.2), 0, c, l * 1.05, [(0, light), (0.55, mid), (1, seared)])
            b.fillSource()
            b.isolated {
                b.smoothClosed(outline)
                b.clip()
                if meat == .salmon || meat == .whiteFish {
                    // The flakes: arcs of fat across the flesh, bowed towards the tail.
                    for k in 0..<6 {
                        let x = -0.7 + Double(k) * 0.27
                        b.smoothOpen([p(x + 0.08, -0.6), p(x - 0.04, 0), p(x + 0.08, 0.6)])
                        b.stroke(Pigment.white.alpha(meat == .salmon ? 0.45 : 0.3), width: l * 0.035)
                    }
                }
                // Grill bars on the bias.
                for k in 0..<4 {
                    let x = -0.6 + Double(k) * 0.38
                    b.polyline([p(x - 0.2, -0.7), p(x + 0.2, 0.7)])
                    b.stroke(seared.shaded(-0.45).alpha(0.75), width: l * 0.07)
                }
                // The sear darkens the rim.
                b.smoothClosed(outline)
                b.stroke(seared.alpha(0.6), width: l * 0.12)
            }
            // Gloss of oil along the lit side, and a sprinkle of herbs.
            b.smoothOpen([p(-0.6, -0.3), p(-0.1, -0.42), p(0.4, -0.32)])
            b.stroke(Pigment.white.alpha(0.45), width: l * 0.04)
            for _ in 0..<9 {
                b.ellipse(p(rng.range(-0.7, 0.7), rng.range(-0.35, 0.35)), l * 0.025, l * 0.012, rotation: rng.range(0, .pi))
                b.fill(Pigment(0x3F6B22, alpha: 0.9))
            }
        }

        /// A heap of cooked grains: a shaded mound and, over it, the grains themselves —
        /// quinoa's with the pale ring of their germ.
        static func grains(_ b: Brush, _ grain: Dish.Grain, center c: Vec, radius r: Double, rng: inout SeededRandom) {
            let tones: [Pigment] = switch grain {
            case .quinoa: [Pigment(0xEFE3BE), Pigment(0xE2CF9E), Pigment(0xD5BC84), Pigment(0xEADCB0), Pigment(0xE6D6A4), Pigment(0xDCC590),
                           Pigment(0xF2E8C8), Pigment(0xB8654A)]
            case .rice: [Pigment(0xFBF9F2), Pigment(0xF1EDE2), Pigment(0xE6E0D0)]
            case .lentils: [Pigment(0x9A6A3C), Pigment(0x7E5430), Pigment(0xB3844E)]
            case .couscous: [Pigment(0xF0D89A), Pigment(0xE6C77E), Pigment(0xD9B765)]
            }
            // The mound sits a little inside the grains, so loose grains make its edge.
            let outline = (0..<12).map { k in c + Vec.polar(Double(k) / 12 * 2 * .pi, r * rng.range(0.8, 0.9)) }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(r * 0.06, r * 0.1), spread: r * 0.12, alpha: 0.35, steps: 6)
            b.smoothClosed(outline)
            b.radial(c + Vec(-r * 0.3, -r * 0.35), 0, c, r * 0.9, [(0, tones[0].shaded(0.2)), (0.8, tones[1]), (1, tones[2].shaded(-0.1))])
            b.fillSource()
            let count = Int(min(900, max(80, r * r * (grain == .rice ? 16000 : 36000))))
            let seed = (0..<count).map { _ in (at: c + Vec.polar(rng.range(0, 2 * .pi), pow(rng.unit(), 0.6) * r),
                                                tone: tones[Int(rng.range(0, Double(tones.count) - 0.001))], turn: rng.range(0, .pi)) }
            let size = r * (grain == .rice ? 0.075 : 0.05)
            for g in seed.sorted(by: { $0.at.y < $1.at.y }) {
                // Grains further from the light (lower right) sit a little in shade.
                let shade = (g.at - c).dot(Vec(0.7, 0.7)) / r * -0.15
                b.ellipse(g.at, size * (grain == .rice ? 1.7 : 1), size * 0.75, rotation: g.turn)
                b.fill(g.tone.shaded(shade))
                if grain == .quinoa {
                    b.ellipse(g.at, size * 0.8, size * 0.55, rotation: g.turn)
                    b.stroke(Pigment.white.alpha(0.7), width: size * 0.25)
                }
            }
        }

        /// Roasted spears laid side by side, fanning a little: asparagus with its scaled
        /// tips, beans, fries or carrot batons.
        static func spears(_ b: Brush, _ kind: Dish.Spear, center c: Vec, length l: Double, turn: Double, rng: inout SeededRandom) {
            let (base, tip, count, width): (Pigment, Pigment, Int, Double) = switch kind {
            case .asparagus: (Pigment(0xA9C46A), Pigment(0x46722A), 6, 0.07)
            case .greenBeans: (Pigment(0x7FAF48), Pigment(0x5C8F30), 8, 0.05)
            case .fries: (Pigment(0xF4D27A), Pigment(0xDDA244), 9, 0.07)
            case .carrots: (Pigment(0xF29A45), Pigment(0xE0702A), 6, 0.08)
            }
            for k in 0..<count {
                let fan = turn + (Double(k) - Double(count - 1) / 2) * 0.06 + rng.jitter(0.04)
                let dir = Vec.polar(fan, 1), side = dir.perpendicular
                let mid = c + side * ((Double(k) - Double(count - 1) / 2) * l * width * 1.05) + dir * rng.jitter(l * 0.08)
                let half = l * rng.range(0.44, 0.5), w = l * width / 2
                let a = mid - dir * half, z = mid + dir * half
                let body = [a + side * w, z + side * (w * 0.8), z - side * (w * 0.8), a - side * w]
                b.shadow(of: { b.roundedPolygon(body, radius: w * 0.9) }, offset: Vec(w * 0.5, w * 0.8), spread: w, alpha: 0.3, steps: 4)
                b.roundedPolygon(body, radius: w * 0.9)
                b.linear(a, z, [(0, base), (0.75, base.mixed(tip, 0.5)), (1, tip)])
                b.fillSource()
                // Light along one side, the other in shade: round, not flat.
                b.polyline([a + side * (w * 0.45), z + side * (w * 0.35)])
                b.stroke(Pigment.white.alpha(0.35), width: w * 0.35)
                b.polyline([a - side * (w * 0.6), z - side * (w * 0.5)])
                b.stroke(tip.shaded(-0.35).alpha(0.45), width: w * 0.4)
                if kind == .asparagus {
                    // The bud: a pointed head of tight, purple-tinged scales, wider than the
                    // stalk, and two small bracts further down.
                    let head = [z - dir * (w * 3.2) + side * (w * 0.95), z - dir * (w * 1.2) + side * (w * 1.2), z + dir * (w * 0.9),
                                z - dir * (w * 1.2) - side * (w * 1.2), z - dir * (w * 3.2) - side * (w * 0.95)]
                    b.smoothClosed(head)
                    b.linear(z - dir * (w * 3.2), z + dir * w, [(0, tip), (0.6, tip.mixed(Pigment(0x5E4A62), 0.35)), (1, Pigment(0x3A3A2A))])
                    b.fillSource()
                    for s in 0..<3 {
                        let at = z - dir * (w * (0.2 + Double(s) * 0.9))
                        b.smoothOpen([at + side * (w * 0.9), at + dir * (w * 0.5), at - side * (w * 0.9)])
                        b.stroke(Pigment(0x2E3F1A, alpha: 0.6), width: w * 0.18)
                    }
                    for s in 0..<2 {
                        let at = a.lerp(z, 0.35 + Double(s) * 0.22), flank = s == 0 ? side : -side
                        b.polygon([at + flank * (w * 0.9), at + flank * (w * 0.4) + dir * (w * 1.6), at + flank * (w * 0.2)])
                        b.fill(Pigment(0x6E8A3A, alpha: 0.9))
                    }
                }
                // Roasting leaves a few charred spots.
                for _ in 0..<2 {
                    b.circle(a.lerp(z, rng.range(0.15, 0.8)) + side * rng.jitter(w * 0.5), w * rng.range(0.3, 0.55))
                    b.fill(Pigment(0x4A3118, alpha: 0.45))
                }
            }
        }

        /// A nest of spaghetti under a meat sauce, with grated cheese and a basil leaf.
        static func pasta(_ b: Brush, center c: Vec, radius r: Double, rng: inout SeededRandom) {
            b.softShadow(c + Vec(r * 0.08, r * 0.12), r * 1.05, r, alpha: 0.3, core: 0.5)
            for k in 0..<34 {
                let start = rng.range(0, 2 * .pi), span = rng.range(2.5, 4.5), radius = r * rng.range(0.45, 0.98)
                let points = (0...10).map { j -> Vec in
                    let a = start + span * Double(j) / 10
                    return c + Vec.polar(a, radius * (0.85 + 0.15 * sin(a * 3 + Double(k))))
                }
                b.smoothOpen(points)
                b.stroke(Pigment(0xC99A4A), width: r * 0.07)
                b.smoothOpen(points)
                b.stroke(k % 3 == 0 ? Pigment(0xF6DF9E) : Pigment(0xEFCD7C), width: r * 0.045)
            }
            let sauce = (0..<10).map { k in c + Vec(r * 0.05, r * 0.02) + Vec.polar(Double(k) / 10 * 2 * .pi, r * rng.range(0.4, 0.55)) }
            b.shadow(of: { b.smoothClosed(sauce) }, offset: Vec(r * 0.03, r * 0.05), spread: r * 0.06, alpha: 0.3, steps: 4)
            b.smoothClosed(sauce)
            b.radial(c + Vec(-r * 0.15, -r * 0.15), 0, c, r * 0.6, [(0, Pigment(0xC2462A)), (0.7, Pigment(0x9E3320)), (1, Pigment(0x7A2414))])
            b.fillSource()
            for _ in 0..<22 {
                b.circle(c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * r * 0.42), r * rng.range(0.03, 0.06))
                b.fill(Pigment(0x5E2A18, alpha: 0.85))
            }
            for _ in 0..<26 {
                b.ellipse(c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * r * 0.5), r * 0.035, r * 0.015, rotation: rng.range(0, .pi))
                b.fill(Pigment(0xFFF6D8, alpha: 0.95))
            }
            b.ellipse(c + Vec(r * 0.12, -r * 0.15), r * 0.16, r * 0.08, rotation: -0.7)
            b.fill(Pigment(0x2F7A2E))
        }

        /// A food no rule knows: a rounded mound in `tone`, lit from the upper left, with
        /// a little texture so it reads as food rather than a disc.
        static func mound(_ b: Brush, tone: Pigment, center c: Vec, radius r: Double, rng: inout SeededRandom) {
            let outline = (0..<10).map { k in c + Vec.polar(Double(k) / 10 * 2 * .pi, r * rng.range(0.82, 1.0)) }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(r * 0.06, r * 0.1), spread: r * 0.12, alpha: 0.35, steps: 6)
            b.smoothClosed(outline)
            b.radial(c + Vec(-r * 0.3, -r * 0.35), 0, c, r, [(0, tone.shaded(0.35)), (0.6, tone), (1, tone.shaded(-0.35))])
            b.fillSource()
            for _ in 0..<18 {
                b.circle(c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * r * 0.8), r * rng.range(0.03, 0.07))
                b.fill(rng.chance(0.5) ? tone.shaded(-0.4).alpha(0.5) : Pigment.white.alpha(0.35))
            }
        }
    }
}
