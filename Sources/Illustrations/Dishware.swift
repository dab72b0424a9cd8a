extension Illustrations {
    /// White ceramic seen from above, lit from the upper left.
    enum Dishware {
        /// A dinner plate: cast shadow, glazed rim with a highlight, and the shallow well
        /// whose upper-left slope falls into shade. Returns the well's radius.
        @discardableResult
        static func plate(_ b: Brush, center c: Vec, radius r: Double, glaze: Pigment = Pigment(0xFBFAF6)) -> Double {
            let well = r * 0.7
            b.softShadow(c + Vec(r * 0.06, r * 0.09), r * 1.1, r * 1.1, alpha: 0.45, core: 0.72)
            b.softShadow(c + Vec(r * 0.02, r * 0.03), r * 1.015, r * 1.015, alpha: 0.35, core: 0.93)
            // The rim: brightest where it faces the light, a touch of grey on the far side.
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.3, -r * 0.35), 0, c, r * 1.05,
                     [(0, Pigment.white), (0.6, glaze), (1, glaze.mixed(Pigment(0xD8D4CC), 0.55))])
            b.fillSource()
            b.circle(c, r - 0.0015)
            b.stroke(Pigment(0xB9B3A8, alpha: 0.55), width: 0.003)
            // The slope down into the well: a ring shaded on the upper left.
            b.circle(c, well + r * 0.07)
            b.linear(c + Vec(-r, -r) * 0.7, c + Vec(r, r) * 0.7,
                     [(0, Pigment(0xC9C3B8, alpha: 0.55)), (0.5, Pigment(0xE9E5DE, alpha: 0.25)), (1, Pigment.white.alpha(0.7))])
            b.strokeSource(width: r * 0.05)
            // The well itself, a flat glaze with a faint bowl of light.
            b.circle(c, well)
            b.radial(c + Vec(r * 0.1, r * 0.12), 0, c, well,
                     [(0, glaze.shaded(0.3)), (0.82, glaze), (1, glaze.mixed(Pigment(0xCFC9BF), 0.5))])
            b.fillSource()
            // The specular streak on the rim towards the light.
            b.newPath()
            arc(b, c, r * 0.86, from: 3.55, to: 4.35)
            b.stroke(Pigment.white.alpha(0.9), width: r * 0.035)
            return well
        }

        /// A deep bowl: its outer wall curves away (shaded rim edge), and the inside is
        /// shaded on the side towards the light because that wall hides it. Returns the
        /// radius of the opening.
        @discardableResult
        static func bowl(_ b: Brush, center c: Vec, radius r: Double, glaze: Pigment = Pigment(0xF8F6F1)) -> Double {
            let inner = r * 0.9
            b.softShadow(c + Vec(r * 0.1, r * 0.13), r * 1.15, r * 1.15, alpha: 0.5, core: 0.6)
            b.softShadow(c + Vec(r * 0.02, r * 0.03), r * 1.02, r * 1.02, alpha: 0.35, core: 0.9)
            b.circle(c, r)
            b.radial(c + Vec(-r * 0.35, -r * 0.4), 0, c, r,
                     [(0, Pigment.white), (0.7, glaze), (1, glaze.mixed(Pigment(0xC8C1B5), 0.6))])
            b.fillSource()
            b.circle(c, inner)
            b.radial(c + Vec(r * 0.18, r * 0.2), 0, c, inner,
                     [(0, glaze.shaded(0.2)), (0.7, glaze), (1, glaze.mixed(Pigment(0xB7AFA2), 0.7))])
            b.fillSource()
            b.circle(c, inner)
            b.stroke(Pigment(0xAFA79A, alpha: 0.5), width: 0.003)
            b.newPath()
            arc(b, c, (r + inner) / 2, from: 3.6, to: 4.4)
            b.stroke(Pigment.white.alpha(0.9), width: (r - inner) * 0.45)
            return inner
        }

        /// An arc path (no line to it from a previous point).
        static func arc(_ b: Brush, _ c: Vec, _ r: Double, from a0: Double, to a1: Double, steps: Int = 24) {
            b.smoothOpen((0...steps).map { c + Vec.polar(a0 + (a1 - a0) * Double($0) / Double(steps), r) })
        }
    }
}
