import Foundation

extension Illustrations {
    /// What sits beside the plate in a styled food photo: a folded napkin and cutlery.
    /// They sit towards the frame's edges, so crops show part of them.
    enum Props {
        /// A folded cloth napkin: a soft rectangle with a fold, woven texture, a pair of
        /// stripes and a few wrinkles (placed by `rng`).
        static func napkin(_ b: Brush, center c: Vec, width w: Double, height h: Double, turn: Double, cloth: Pigment,
                           rng: inout SeededRandom) {
            let corners = [Vec(-w / 2, -h / 2), Vec(w / 2, -h / 2), Vec(w / 2, h / 2), Vec(-w / 2, h / 2)].map { $0.rotated(turn) + c }
            b.shadow(of: { b.roundedPolygon(corners, radius: 0.01) }, offset: Vec(0.008, 0.012), spread: 0.02, alpha: 0.35)
            b.roundedPolygon(corners, radius: 0.01)
            b.linear(corners[0], corners[2], [(0, cloth.shaded(0.15)), (1, cloth.shaded(-0.08))])
            b.fillSource()
            b.isolated {
                b.roundedPolygon(corners, radius: 0.01)
                b.clip()
                // Weave: fine threads along the cloth's own axes.
                for k in stride(from: -w / 2, through: w / 2, by: 0.007) {
                    b.polyline([Vec(k, -h / 2).rotated(turn) + c, Vec(k, h / 2).rotated(turn) + c])
                    b.stroke(cloth.shaded(-0.2).alpha(0.12), width: 0.002, round: false)
                }
                // The fold: a crease with the upper layer's edge casting a little shade.
                let a = Vec(w * 0.2, -h / 2).rotated(turn) + c, z = Vec(w * 0.2, h / 2).rotated(turn) + c
                let shade = Vec(0.012, 0).rotated(turn)
                b.polygon([a, z, z + shade, a + shade])
                b.linear(a, a + shade, [(0, cloth.shaded(-0.3).alpha(0.5)), (1, cloth.alpha(0))])
                b.fillSource()
                b.polyline([a, z])
                b.stroke(cloth.shaded(0.35), width: 0.003)
                // Two woven stripes across one end, like a bistro tea towel.
                for y in [h * 0.3, h * 0.36] {
                    b.polyline([Vec(-w / 2, y).rotated(turn) + c, Vec(w / 2, y).rotated(turn) + c])
                    b.stroke(Pigment(0xF4EFE4, alpha: 0.85), width: 0.012, round: false)
                }
                // Soft wrinkles in the cloth.
                for _ in 0..<4 {
                    let y = rng.range(-h / 2, h / 2), x = rng.range(-w / 2, w * 0.1)
                    b.smoothOpen([Vec(x, y), Vec(x + w * 0.15, y + rng.jitter(0.02)), Vec(x + w * 0.35, y + rng.jitter(0.03))]
                        .map { $0.rotated(turn) + c })
                    b.stroke(cloth.shaded(-0.25).alpha(0.1), width: 0.016)
                }
                // A stitched hem just inside the edge.
                b.roundedPolygon([Vec(-w / 2 + 0.02, -h / 2 + 0.02), Vec(w / 2 - 0.02, -h / 2 + 0.02),
                                  Vec(w / 2 - 0.02, h / 2 - 0.02), Vec(-w / 2 + 0.02, h / 2 - 0.02)].map { $0.rotated(turn) + c },
                                 radius: 0.006)
                b.stroke(cloth.shaded(-0.22).alpha(0.45), width: 0.0025)
            }
        }

        /// A stainless fork, tines towards `turn` (0 points up the frame).
        static func fork(_ b: Brush, at c: Vec, length: Double, turn: Double) {
            func p(_ x: Double, _ y: Double) -> Vec { Vec(x * length, y * length).rotated(turn) + c }
            // One outline from the tip of the left tine round the handle's end and back.
            let shape = [p(-0.07, -0.38), p(-0.07, -0.12), p(-0.045, -0.04), p(-0.018, 0.03), p(-0.026, 0.14), p(-0.024, 0.45),
                         p(-0.034, 0.55), p(0, 0.58), p(0.034, 0.55), p(0.024, 0.45), p(0.026, 0.14), p(0.018, 0.03),
                         p(0.045, -0.04), p(0.07, -0.12), p(0.07, -0.38)]
            let outline = { b.smoothClosed(shape) }
            // The three slots between the four tines, as holes in the outline.
            let outlineWithSlots = {
                outline()
                for x in [-0.035, 0.0, 0.035] {
                    b.roundedPolygon([p(x - 0.007, -0.4), p(x + 0.007, -0.4), p(x + 0.007, -0.16), p(x - 0.007, -0.16)], radius: 0.002)
                }
            }
            b.isolated {
                b.useEvenOdd()
                b.shadow(of: outlineWithSlots, offset: Vec(0.01, 0.014), spread: 0.008, alpha: 0.4, steps: 6)
            }
            let steel = [(0.0, Pigment(0x8E949B)), (0.35, Pigment(0xE9EDF1)), (0.5, Pigment(0xFFFFFF)), (0.7, Pigment(0xB8BEC5)),
                         (1.0, Pigment(0x7B8289))]
            b.isolated {
                b.useEvenOdd()
                outlineWithSlots()
                // Shaded across its width like a curved bar.
                b.linear(p(-0.07, 0), p(0.07, 0), steel)
                b.fillSource()
            }
        }
    }
}
