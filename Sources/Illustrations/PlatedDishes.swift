import Foundation

extension Illustrations {
    /// Whole dishes a log names: what comes in a bowl, a pizza, sushi, tacos, topped toast
    /// and the small things eaten on their own.
    enum PlatedDishes {
        /// A bowl of `dish` seen from above: the bowl, what fills it, and its toppings.
        static func bowl(_ s: Scene, _ dish: Dish, center c: Vec, radius r: Double, index: Int) {
            guard case let .bowl(kind, berries, banana, rice) = dish else { return }
            let b = s.brush
            var rng = s.random("bowl", index)
            let inner = Dishware.bowl(b, center: c, radius: r)
            let fill: (Pigment, Pigment) = switch kind {
            case .soup: (Pigment(0xE0803A), Pigment(0xB75A22))
            case .lentilSoup: (Pigment(0xD99A3E), Pigment(0xA8681E))
            case .curry: (Pigment(0xF0A03A), Pigment(0xC46A1C))
            case .yogurt: (Pigment(0xF5EFE0), Pigment(0xDCD2BA))
            case .smoothie: (Pigment(0xD98AA6), Pigment(0xB3607E))
            case .oatmeal, .cereal: (Pigment(0xE8D2A8), Pigment(0xC9AC78))
            case .burrito: (Pigment(0xF4F0E4), Pigment(0xDCD5C2))
            case .hummus: (Pigment(0xE9D3A6), Pigment(0xCDB07A))
            case .iceCream: (Pigment(0xF3EEE6), Pigment(0xDDD3C4))
            }
            b.isolated {
                b.circle(c, inner)
                b.clip()
                b.circle(c, inner)
                b.radial(c + Vec(-inner * 0.3, -inner * 0.35), 0, c, inner, [(0, fill.0.shaded(0.2)), (0.7, fill.0), (1, fill.1)])
                b.fillSource()
                let f = inner
                switch kind {
                case .burrito:
                    // Sections as a burrito bowl is served: rice, beans, corn, salsa, avocado.
                    for (k, tone) in [Pigment(0x2B1E22), Pigment(0xF2C230), Pigment(0xD23A2A), Pigment(0x8DB84A)].enumerated() {
                        let a = Double(k) * .pi / 2 + 0.3
                        for _ in 0..<26 {
                            let at = c + Vec.polar(a + rng.jitter(0.55), f * rng.range(0.3, 0.85))
                            b.circle(at, f * rng.range(0.05, 0.08))
                            b.fill(tone.shaded(rng.jitter(0.15)))
                        }
                    }
                case .curry, .soup, .lentilSoup:
                    if rice {
                        PlatedMains.grains(b, .rice, center: c + Vec(-f * 0.35, -f * 0.3), radius: f * 0.5, rng: &rng)
                    }
                    // Pieces in the broth, a swirl of cream and herbs.
                    for _ in 0..<(kind == .curry ? 14 : 24) {
                        let at = c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * f * 0.8)
                        b.circle(at, f * rng.range(0.04, kind == .curry ? 0.1 : 0.05))
                        b.fill((kind == .lentilSoup ? Pigment(0x8C5A22) : rng.chance(0.5) ? Pigment(0xE6C15A) : Pigment(0xC0502A)).alpha(0.85))
                    }
                    b.smoothOpen((0...12).map { c + Vec.polar(Double($0) * 0.5, f * (0.12 + Double($0) * 0.03)) })
                    b.stroke(Pigment(0xFFF8EC, alpha: 0.85), width: f * 0.05)
                    herbs(b, around: c, radius: f * 0.8, count: 14, rng: &rng)
                case .hummus:
                    b.smoothOpen((0...14).map { c + Vec.polar(Double($0) * 0.55, f * (0.1 + Double($0) * 0.04)) })
                    b.stroke(fill.1.alpha(0.7), width: f * 0.06)
                    b.circle(c, f * 0.22)
                    b.fill(Pigment(0xC9A22A, alpha: 0.55))
                    for _ in 0..<16 {
                        b.circle(c + Vec.polar(rng.range(0, 2 * .pi), rng.range(0.1, 0.7) * f), f * 0.025)
                        b.fill(Pigment(0xB8321C, alpha: 0.8))
                    }
                case .iceCream:
                    for (k, tone) in [Pigment(0xF6E7C8), Pigment(0x6B3B24), Pigment(0xF2B7C6)].enumerated() {
                        let at = c + Vec.polar(Double(k) * 2.1 + 0.5, f * 0.32)
                        b.shadow(of: { b.circle(at, f * 0.38) }, offset: Vec(f * 0.04, f * 0.06), spread: f * 0.08, alpha: 0.3, steps: 4)
                        b.circle(at, f * 0.38)
                        b.radial(at + Vec(-f * 0.12, -f * 0.14), 0, at, f * 0.38, [(0, tone.shaded(0.3)), (0.7, tone), (1, tone.shaded(-0.3))])
                        b.fillSource()
                    }
                case .oatmeal, .cereal:
                    for _ in 0..<70 {
                        b.ellipse(c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * f * 0.95), f * 0.06, f * 0.035,
                                  rotation: rng.range(0, .pi))
                        b.fill(fill.1.shaded(rng.jitter(0.3)).alpha(0.8))
                    }
                case .yogurt, .smoothie:
                    b.smoothOpen((0...12).map { c + Vec.polar(Double($0) * 0.5, f * (0.15 + Double($0) * 0.04)) })
                    b.stroke(fill.1.alpha(0.35), width: f * 0.04)
                }
                if banana {
                    for k in 0..<5 {
                        let at = c + Vec(f * (-0.45 + Double(k) * 0.2), f * (0.2 - Double(k % 2) * 0.12))
                        PlatedDishes.bananaSlice(b, center: at, radius: f * 0.15)
                    }
                }
                if berries {
                    for k in 0..<4 { Berries.raspberry(b, center: c + Vec.polar(Double(k) * 0.9 - 2.2, f * 0.45), radius: f * 0.11, turn: Double(k)) }
                    for _ in 0..<9 {
                        Berries.blueberry(b, center: c + Vec(rng.jitter(f * 0.45), rng.range(-f * 0.2, f * 0.5)), radius: f * 0.09, turn: rng.range(0, .pi))
                    }
                }
                // The wall shades the side towards the light.
                b.circle(c, inner)
                b.radial(c + Vec(inner * 0.08, inner * 0.1), inner * 0.8, c, inner + 0.01,
                         [(0, Pigment(0x2A1608, alpha: 0)), (1, Pigment(0x2A1608, alpha: 0.3))])
                b.fillSource()
            }
        }

        /// A round of banana: cream flesh, a paler core and the ring of tiny seeds.
        static func bananaSlice(_ b: Brush, center c: Vec, radius r: Double) {
            b.shadow(of: { b.circle(c, r) }, offset: Vec(r * 0.15, r * 0.22), spread: r * 0.25, alpha: 0.3, steps: 4)
            b.circle(c, r)
            b.radial(c, 0, c, r, [(0, Pigment(0xFFF6D2)), (0.8, Pigment(0xF7E7A8)), (1, Pigment(0xE2C878))])
            b.fillSource()
            for k in 0..<6 {
                b.circle(c + Vec.polar(Double(k) * .pi / 3, r * 0.3), r * 0.05)
                b.fill(Pigment(0x7A5A2A, alpha: 0.7))
            }
        }

        /// Green flecks of chopped herbs scattered over a dish.
        static func herbs(_ b: Brush, around c: Vec, radius r: Double, count: Int, rng: inout SeededRandom) {
            for _ in 0..<count {
                b.ellipse(c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * r), r * 0.05, r * 0.025, rotation: rng.range(0, .pi))
                b.fill(Pigment(0x3E7A2A, alpha: 0.9))
            }
        }

        /// A margherita: a blistered crust, tomato, melted mozzarella and basil, cut in eight.
        static func pizza(_ b: Brush, center c: Vec, radius r: Double, rng: inout SeededRandom) {
            b.shadow(of: { b.circle(c, r) }, offset: Vec(r * 0.05, r * 0.08), spread: r * 0.08, alpha: 0.35, steps: 6)
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.3, -r * 0.3), 0, c, r, [(0, Pigment(0xF0C27A)), (0.85, Pigment(0xD99A4A)), (1, Pigment(0xB8742E))])
            b.fillSource()
            b.circle(c, r * 0.82)
            b.radial(c, 0, c, r * 0.82, [(0, Pigment(0xD2442A)), (0.9, Pigment(0xB83622)), (1, Pigment(0x9A2A18))])
            b.fillSource()
            for _ in 0..<9 {
                let at = c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * r * 0.6)
                let blob = (0..<8).map { at + Vec.polar(Double($0) * .pi / 4, r * rng.range(0.1, 0.16)) }
                b.smoothClosed(blob)
                b.radial(at + Vec(-r * 0.03, -r * 0.03), 0, at, r * 0.16, [(0, Pigment(0xFFFDF4)), (0.8, Pigment(0xF6EDD2)), (1, Pigment(0xE4C98E))])
                b.fillSource()
            }
            for k in 0..<5 {
                let at = c + Vec.polar(Double(k) * 1.3 + 0.4, r * 0.4)
                b.ellipse(at, r * 0.1, r * 0.05, rotation: Double(k))
                b.fill(Pigment(0x2E6B22))
            }
            for _ in 0..<14 {
                b.circle(c + Vec.polar(rng.range(0, 2 * .pi), r * rng.range(0.84, 0.97)), r * rng.range(0.02, 0.045))
                b.fill(Pigment(0x4A2A12, alpha: 0.6))
            }
            for k in 0..<4 {
                let a = Double(k) * .pi / 4 + 0.2
                b.polyline([c + Vec.polar(a, r * 0.98), c + Vec.polar(a + .pi, r * 0.98)])
                b.stroke(Pigment(0x7A2A14, alpha: 0.35), width: r * 0.02)
            }
        }

        /// Six maki rolls: nori round the rim, rice, and fish and cucumber at the heart.
        static func sushi(_ b: Brush, center c: Vec, size r: Double, rng: inout SeededRandom) {
            let piece = r * 0.36
            for k in 0..<6 {
                let at = c + Vec(Double(k % 3 - 1) * piece * 2.15, Double(k / 3) * piece * 2.15 - piece * 1.05)
                b.shadow(of: { b.circle(at, piece) }, offset: Vec(piece * 0.12, piece * 0.18), spread: piece * 0.2, alpha: 0.4, steps: 4)
                b.circle(at, piece)
                b.fill(Pigment(0x1E2A22))
                b.circle(at, piece * 0.84)
                b.fill(Pigment(0xFAF8F0))
                for _ in 0..<14 {
                    b.ellipse(at + Vec.polar(rng.range(0, 2 * .pi), rng.range(0.4, 0.8) * piece), piece * 0.09, piece * 0.05, rotation: rng.range(0, .pi))
                    b.fill(Pigment(0xE4E0D4))
                }
                b.circle(at, piece * 0.36)
                b.fill(k % 2 == 0 ? Pigment(0xF08A5A) : Pigment(0xC8283A))
                b.circle(at + Vec(piece * 0.22, piece * 0.12), piece * 0.14)
                b.fill(Pigment(0x7DB049))
            }
        }

        /// Two soft tacos: a folded tortilla round meat, lettuce, tomato and cheese.
        static func tacos(_ b: Brush, center c: Vec, size r: Double, rng: inout SeededRandom) {
            for k in 0..<2 {
                let at = c + Vec(Double(k) * r * 0.8 - r * 0.4, Double(k) * r * 0.25 - r * 0.12)
                let turn = 0.5 + Double(k) * 0.2
                let dir = Vec.polar(turn, 1), side = dir.perpendicular
                let shell = (0...12).map { j in at + dir * (cos(Double(j) / 12 * .pi) * r * 0.75) + side * (sin(Double(j) / 12 * .pi) * r * 0.45) }
                b.shadow(of: { b.smoothOpen(shell); b.closeCurrent() }, offset: Vec(r * 0.05, r * 0.08), spread: r * 0.08, alpha: 0.35, steps: 5)
                b.smoothOpen(shell)
                b.closeCurrent()
                b.linear(at + side * (r * 0.45), at, [(0, Pigment(0xE9C27A)), (1, Pigment(0xD9A257))])
                b.fillSource()
                // The filling shows along the open edge.
                for j in 0..<16 {
                    let along = at + dir * ((Double(j) / 15 - 0.5) * r * 1.3) + side * rng.range(-r * 0.06, r * 0.04)
                    let tone = [Pigment(0x6B3A22), Pigment(0x7DB049), Pigment(0xD23A2A), Pigment(0xF2C230)][j % 4]
                    b.circle(along, r * rng.range(0.05, 0.08))
                    b.fill(tone)
                }
                for _ in 0..<8 {
                    b.circle(at + side * rng.range(r * 0.1, r * 0.38) + dir * rng.jitter(r * 0.5), r * 0.025)
                    b.fill(Pigment(0xA8642A, alpha: 0.5))
                }
            }
        }

        /// A slice of toast `size` across with what tops it: smashed avocado with chilli
        /// flakes, scrambled eggs, or just butter.
        static func toast(_ b: Brush, _ topping: Dish.Topping, center c: Vec, size: Double, rng: inout SeededRandom) {
            BreakfastFood.toast(b, center: c, size: size, turn: -0.15, rng: &rng)
            let spread = (0..<12).map { c + Vec(0, size * 0.02) + Vec.polar(Double($0) / 12 * 2 * .pi, size * rng.range(0.28, 0.36)) }
            switch topping {
            case .butter: return
            case .avocado:
                b.smoothClosed(spread)
                b.radial(c + Vec(-size * 0.1, -size * 0.1), 0, c, size * 0.4, [(0, Pigment(0xD2DC86)), (0.7, Pigment(0xA9C45A)), (1, Pigment(0x7FA23A))])
                b.fillSource()
                for _ in 0..<20 {
                    b.circle(c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * size * 0.3), size * 0.012)
                    b.fill(rng.chance(0.6) ? Pigment(0xC0281A) : Pigment(0xF6F2E0))
                }
            case .eggs:
                for _ in 0..<9 {
                    let at = c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * size * 0.25)
                    let curd = (0..<7).map { at + Vec.polar(Double($0) / 7 * 2 * .pi, size * rng.range(0.06, 0.1)) }
                    b.shadow(of: { b.smoothClosed(curd) }, offset: Vec(size * 0.01, size * 0.015), spread: size * 0.02, alpha: 0.25, steps: 3)
                    b.smoothClosed(curd)
                    b.radial(at + Vec(-size * 0.03, -size * 0.03), 0, at, size * 0.1, [(0, Pigment(0xFFF1A8)), (1, Pigment(0xF2C84A))])
                    b.fillSource()
                }
                herbs(b, around: c, radius: size * 0.3, count: 8, rng: &rng)
            }
        }

        /// What is eaten on its own: a piece of fruit, a handful of almonds, squares of
        /// chocolate, a bar, a glass seen from above, or eggs.
        static func snack(_ b: Brush, _ kind: Dish.Snack, center c: Vec, radius r: Double, rng: inout SeededRandom) {
            switch kind {
            case .apple, .orange:
                let (light, mid, dark) = kind == .apple ? (Pigment(0xF06A5A), Pigment(0xC8281E), Pigment(0x7E1410))
                                                        : (Pigment(0xFFC36A), Pigment(0xF39A1E), Pigment(0xC0660E))
                let rr = r * 0.8
                b.shadow(of: { b.circle(c, rr) }, offset: Vec(rr * 0.12, rr * 0.18), spread: rr * 0.2, alpha: 0.4, steps: 6)
                b.circle(c, rr)
                b.radial(c + Vec(-rr * 0.35, -rr * 0.4), 0, c, rr, [(0, light), (0.6, mid), (1, dark)])
                b.fillSource()
                b.ellipse(c + Vec(-rr * 0.35, -rr * 0.4), rr * 0.18, rr * 0.1, rotation: -0.6)
                b.fill(Pigment.white.alpha(0.6))
                if kind == .apple {
                    b.polyline([c, c + Vec(rr * 0.1, -rr * 0.25)])
                    b.stroke(Pigment(0x5A3A1A), width: rr * 0.06)
                    b.ellipse(c + Vec(rr * 0.25, -rr * 0.25), rr * 0.2, rr * 0.09, rotation: -0.5)
                    b.fill(Pigment(0x4E8A2A))
                }
            case .banana:
                let arc = (0...12).map { c + Vec.polar(.pi * 0.15 + Double($0) / 12 * .pi * 0.7, r * 0.8) - Vec(0, r * 0.45) }
                b.smoothOpen(arc)
                b.stroke(Pigment(0xE8C23A), width: r * 0.3)
                b.smoothOpen(arc)
                b.stroke(Pigment(0xF7E27A), width: r * 0.16)
                b.circle(arc[0], r * 0.06)
                b.fill(Pigment(0x4A3A1A))
            case .almonds:
                for _ in 0..<14 {
                    let at = c + Vec.polar(rng.range(0, 2 * .pi), rng.unit().squareRoot() * r * 0.8), turn = rng.range(0, 2 * .pi)
                    let shape = [at + Vec.polar(turn, r * 0.16), at + Vec.polar(turn + 1.9, r * 0.09), at + Vec.polar(turn + .pi, r * 0.14),
                                 at + Vec.polar(turn - 1.9, r * 0.09)]
                    b.shadow(of: { b.smoothClosed(shape) }, offset: Vec(r * 0.02, r * 0.03), spread: r * 0.03, alpha: 0.35, steps: 3)
                    b.smoothClosed(shape)
                    b.radial(at - Vec(r * 0.04, r * 0.04), 0, at, r * 0.16, [(0, Pigment(0xC48A58)), (1, Pigment(0x8A5430))])
                    b.fillSource()
                }
            case .chocolate, .bar:
                let w = kind == .bar ? r * 1.6 : r * 1.2, h = kind == .bar ? r * 0.55 : r * 1.0
                let corners = [c + Vec(-w / 2, -h / 2), c + Vec(w / 2, -h / 2), c + Vec(w / 2, h / 2), c + Vec(-w / 2, h / 2)]
                b.shadow(of: { b.polygon(corners) }, offset: Vec(r * 0.05, r * 0.08), spread: r * 0.08, alpha: 0.4, steps: 5)
                b.roundedPolygon(corners, radius: r * 0.06)
                b.fill(kind == .bar ? Pigment(0x6B4128) : Pigment(0x3B2416))
                let cols = kind == .bar ? 1 : 3, rows = kind == .bar ? 1 : 3
                for i in 0..<cols { for j in 0..<rows {
                    let at = c + Vec((Double(i) - Double(cols - 1) / 2) * w / Double(cols), (Double(j) - Double(rows - 1) / 2) * h / Double(rows))
                    b.roundedPolygon([Vec(-1, -1), Vec(1, -1), Vec(1, 1), Vec(-1, 1)].map { at + Vec($0.x * w / Double(cols) * 0.4, $0.y * h / Double(rows) * 0.4) },
                                     radius: r * 0.03)
                    b.linear(at - Vec(w, h) * 0.2, at + Vec(w, h) * 0.2, [(0, Pigment(0x6A4430)), (1, Pigment(0x2E1A0E))])
                    b.fillSource()
                } }
                if kind == .bar { for _ in 0..<8 { b.circle(c + Vec(rng.jitter(w * 0.42), rng.jitter(h * 0.35)), r * 0.04); b.fill(Pigment(0xD9B27A)) } }
            case .wine:
                b.softShadow(c + Vec(r * 0.1, r * 0.15), r * 0.85, r * 0.85, alpha: 0.3)
                b.circle(c, r * 0.75)
                b.fill(Pigment(0xF4F4F2, alpha: 0.55))
                b.circle(c, r * 0.62)
                b.radial(c + Vec(-r * 0.2, -r * 0.2), 0, c, r * 0.62, [(0, Pigment(0x9A2A3A)), (1, Pigment(0x4A0A16))])
                b.fillSource()
                b.circle(c, r * 0.75)
                b.stroke(Pigment.white.alpha(0.8), width: r * 0.04)
            case .eggs:
                for k in 0..<2 {
                    BreakfastFood.friedEgg(b, center: c + Vec(Double(k) * r * 0.8 - r * 0.4, 0), radius: r * 0.5, yolkOffset: Vec(0, 0), rng: &rng)
                }
            }
        }
    }
}
