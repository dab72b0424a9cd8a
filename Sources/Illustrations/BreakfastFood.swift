import Foundation

extension Illustrations {
    /// Fried eggs, buttered toast and bacon.
    enum BreakfastFood {
        /// A sunny-side-up egg: a free-form white with crisp golden lace at the edge and a
        /// glossy domed yolk.
        static func friedEgg(_ b: Brush, center c: Vec, radius r: Double, yolkOffset: Vec, rng: inout SeededRandom) {
            let outline = (0..<14).map { k in
                c + Vec.polar(Double(k) / 14 * 2 * .pi, r * rng.range(0.78, 1.12)) + Vec(0, 0)
            }
            b.shadow(of: { b.smoothClosed(outline) }, offset: Vec(0.003, 0.005), spread: 0.01, alpha: 0.2, steps: 5)
            // Lace: the browned frill that crisps where the white thins out.
            b.smoothClosed(outline)
            b.stroke(Pigment(0xD9A453, alpha: 0.8), width: r * 0.07)
            b.smoothClosed(outline)
            b.radial(c + yolkOffset, r * 0.2, c, r * 1.1, [(0, Pigment(0xFFFFFF)), (0.7, Pigment(0xFBF8F0)), (1, Pigment(0xF1E6CF))])
            b.fillSource()
            // The raised white round the yolk.
            let yolk = c + yolkOffset, yr = r * 0.36
            b.circle(yolk, yr * 1.45)
            b.radial(yolk, yr, yolk, yr * 1.45, [(0, Pigment(0xEDEAE3)), (1, Pigment.white.alpha(0))])
            b.fillSource()
            b.softShadow(yolk + Vec(yr * 0.2, yr * 0.3), yr * 1.15, yr * 1.15, alpha: 0.25, core: 0.6, tint: Pigment(0x8A5A10))
            b.circle(yolk, yr)
            b.radial(yolk + Vec(-yr * 0.3, -yr * 0.35), 0, yolk, yr,
                     [(0, Pigment(0xFFD865)), (0.5, Pigment(0xFBB424)), (0.9, Pigment(0xF09612)), (1, Pigment(0xDB7F0C))])
            b.fillSource()
            b.ellipse(yolk + Vec(-yr * 0.35, -yr * 0.4), yr * 0.3, yr * 0.17, rotation: -0.6)
            b.fill(Pigment.white.alpha(0.8))
            // Cracked pepper.
            for _ in 0..<10 {
                b.circle(c + Vec(rng.jitter(r * 0.7), rng.jitter(r * 0.7)), r * rng.range(0.01, 0.025))
                b.fill(Pigment(0x2B2520, alpha: 0.8))
            }
        }

        /// A slice of toast in its loaf shape (a domed top), golden with darker edges,
        /// crust all round and a melting pat of butter.
        static func toast(_ b: Brush, center c: Vec, size s: Double, turn: Double, rng: inout SeededRandom) {
            func p(_ x: Double, _ y: Double) -> Vec { c + Vec(x * s, y * s).rotated(turn) }
            let outline = [p(-0.42, 0.5), p(-0.44, -0.1), p(-0.5, -0.3), p(-0.3, -0.5), p(0, -0.55), p(0.3, -0.5),
                           p(0.5, -0.3), p(0.44, -0.1), p(0.42, 0.5)]
            let path = { b.smoothOpen(Array(outline[1...7])); b.lineTo(outline[8]); b.lineTo(outline[0]); b.closeCurrent() }
            b.shadow(of: path, offset: Vec(0.008, 0.012), spread: 0.015, alpha: 0.35)
            path()
            b.fill(Pigment(0x9C5A22))
            b.isolated {
                path()
                b.clip()
                b.smoothOpen(Array(outline[1...7]).map { c + ($0 - c) * 0.86 })
                b.lineTo(c + (outline[8] - c) * 0.86)
                b.lineTo(c + (outline[0] - c) * 0.86)
                b.closeCurrent()
                b.radial(p(-0.1, -0.1), 0, c, s * 0.55, [(0, Pigment(0xF4D393)), (0.6, Pigment(0xE3AE5C)), (1, Pigment(0xC98439))])
                b.fillSource()
                for _ in 0..<70 {
                    b.ellipse(p(rng.range(-0.38, 0.38), rng.range(-0.42, 0.42)), s * rng.range(0.006, 0.018), s * rng.range(0.004, 0.01),
                              rotation: rng.range(0, .pi))
                    b.fill(rng.chance(0.7) ? Pigment(0xA86A2C, alpha: 0.35) : Pigment.white.alpha(0.3))
                }
            }
            // Butter, softening at the corners.
            let butter = p(0.05, 0.02)
            let pat = [Vec(-1, -1), Vec(1, -1), Vec(1, 1), Vec(-1, 1)].map { butter + ($0 * (s * 0.14)).rotated(turn + 0.4) }
            b.smoothClosed(pat.flatMap { [$0, $0 + (butter - $0) * 0.15] }.map { $0 + (butter - $0) * -0.2 })
            b.fill(Pigment(0xF7E08A, alpha: 0.55))
            b.roundedPolygon(pat, radius: s * 0.04)
            b.linear(pat[0], pat[2], [(0, Pigment(0xFFF6C6)), (1, Pigment(0xF3D56E))])
            b.fillSource()
            b.ellipse(butter + Vec(-s * 0.05, -s * 0.05), s * 0.05, s * 0.02, rotation: -0.6)
            b.fill(Pigment.white.alpha(0.7))
        }

        /// A rasher of streaky bacon: rippled red-brown meat with pale fat stripes.
        static func bacon(_ b: Brush, from a: Vec, to z: Vec, width w: Double, rng: inout SeededRandom) {
            let dir = (z - a).normalized, side = dir.perpendicular
            let n = 12
            let spine = (0...n).map { k -> Vec in
                let t = Double(k) / Double(n)
                return a.lerp(z, t) + side * (sin(t * 4 * .pi + rng.range(0, 0.6)) * w * 0.35)
            }
            let left = spine.map { $0 + side * (w / 2) }, right = spine.map { $0 - side * (w / 2) }
            let path = { b.smoothOpen(left); b.smoothOpen(right.reversed(), continuing: true); b.closeCurrent() }
            b.shadow(of: path, offset: Vec(0.005, 0.008), spread: 0.01, alpha: 0.35, steps: 6)
            path()
            b.fill(Pigment(0xA8412A))
            b.isolated {
                path()
                b.clip()
                for (offset, width, color) in [(0.28, 0.16, Pigment(0xF1D3B0)), (-0.05, 0.1, Pigment(0xE9BE98)),
                                               (-0.32, 0.12, Pigment(0x7C2A18))] {
                    b.smoothOpen(spine.map { $0 + side * (w * offset) })
                    b.stroke(color.alpha(0.9), width: w * width)
                }
                // Crisped, darker ripple crests.
                for k in stride(from: 1, to: n, by: 3) {
                    b.circle(spine[k], w * 0.6)
                    b.fill(Pigment(0x5E1E10, alpha: 0.22))
                }
            }
            b.smoothOpen(left)
            b.stroke(Pigment.white.alpha(0.35), width: w * 0.06)
        }
    }
}
