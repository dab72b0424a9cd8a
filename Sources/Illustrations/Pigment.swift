import Tokens

extension Illustrations {
    /// A straight-alpha sRGB colour with the blends that shading food needs.
    struct Pigment: Equatable {
        var r: Double, g: Double, b: Double, a: Double

        init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }

        /// `0xRRGGBB`, the way colours are picked from reference photos.
        init(_ hex: UInt32, alpha: Double = 1) {
            r = Double((hex >> 16) & 0xFF) / 255; g = Double((hex >> 8) & 0xFF) / 255; b = Double(hex & 0xFF) / 255; a = alpha
        }

        static let white = Pigment(0xFFFFFF)
        static let black = Pigment(0x000000)

        func alpha(_ value: Double) -> Pigment { Pigment(r: r, g: g, b: b, a: value) }

        /// Linear blend towards `other` by `t` (0 keeps self).
        func mixed(_ other: Pigment, _ t: Double) -> Pigment {
            Pigment(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t, a: a + (other.a - a) * t)
        }

        /// Positive `amount` blends towards white, negative towards a darker, slightly
        /// warmer version of the colour (real shadows on food keep their hue).
        func shaded(_ amount: Double) -> Pigment {
            if amount >= 0 { return mixed(.white, min(amount, 1)) }
            let k = 1 + max(amount, -1)
            return Pigment(r: r * (k + (1 - k) * 0.12), g: g * k, b: b * k * 0.95, a: a)
        }
    }
}

extension Illustrations.Pigment {
    /// The colour as the display list carries it.
    var rgba: RGBA { RGBA(r: r, g: g, b: b, a: a) }
}
