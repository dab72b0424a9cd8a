public import Tokens
import DisplayList

/// The smallest change to a colour that makes every text and icon drawn with it pass:
/// its OKLCH lightness moved, darker or lighter, to the first value at which each of them
/// reaches its ratio (plus `margin`) on every pixel it was measured on, keeping hue and, as
/// far as sRGB allows, chroma. What "smallest" means is the lightness moved; the colour
/// is the 8-bit one a token file would state, and the one tried.
public enum ContrastFix {
    /// How far past the required ratio a proposal aims (4.55 for 4.5): the render of the
    /// proposal samples the same pixels, but a backdrop that the change itself alters
    /// (a token drawn beneath text too) moves a little.
    public static let margin = 0.05

    /// A found colour, with the lowest ratio over all uses before and after.
    public struct Found: Sendable, Equatable {
        /// The colour proposed, in 8 bits per channel (as a token file states it).
        public let colour: RGBA
        /// How far lightness moved (OKLCH L, signed: negative is darker).
        public let lightnessChange: Double
        /// The alpha it had, and how much it gained (0 unless the alpha had to rise).
        public let alphaFrom: Double
        /// How much alpha it gained (0 unless lightness alone could not pass).
        public var alphaChange: Double { colour.a - alphaFrom }
        /// The lowest ratio over every use, as drawn and as proposed (each use's worst).
        public let worstBefore: Double
        /// The lowest ratio over every use, as proposed.
        public let worstAfter: Double
    }

    /// Whether `colour` passes every use (`required + margin` on its worst pixel).
    public static func passes(_ colour: RGBA, _ uses: [ContrastSamples], margin: Double = margin) -> Bool {
        Constraints(uses).pass(colour, margin: margin)
    }

    /// The pixels of many uses as one list for a solid colour: a solid paint is the same
    /// at every point, so what matters of each pixel is its backdrop, tints, the element's
    /// opacity and the ratio it needs — and a thousand texts on white share a handful.
    struct Constraints {
        struct Pixel: Hashable {
            let sample: ContrastSamples.Sample
            let opacity: Double
            let required: Double
        }
        let pixels: [Pixel]

        init(_ uses: [ContrastSamples]) {
            var seen = Set<Pixel>(), list: [Pixel] = []
            for u in uses {
                for s in u.samples {
                    let p = Pixel(sample: ContrastSamples.Sample(point: Point(x: 0, y: 0), background: s.background, scale: s.scale, offset: s.offset),
                                  opacity: u.opacity, required: u.required)
                    if seen.insert(p).inserted { list.append(p) }
                }
            }
            pixels = list
        }

        func pass(_ colour: RGBA, margin: Double) -> Bool {
            for p in pixels {
                let s = p.sample
                let fg = RGBA(r: colour.r * s.scale.r + s.offset.r, g: colour.g * s.scale.g + s.offset.g, b: colour.b * s.scale.b + s.offset.b,
                              a: colour.a * p.opacity)
                if !WCAGLevel.reaches(contrastRatio(fg.over(s.background), s.background), p.required + margin) { return false }
            }
            return true
        }
    }

    /// The smallest change to `colour` that passes every use in `uses` (each drawn with
    /// `colour` now): its lightness moved; for a translucent colour whose lightness cannot
    /// do it, the least alpha (in 8-bit steps) at which it passes; failing that, its
    /// lightness moved with the colour made opaque. Nil when none passes (a colour used on
    /// both very dark and very light backdrops).
    public static func smallestChange(from colour: RGBA, uses: [ContrastSamples], margin: Double = margin) -> Found? {
        guard !uses.isEmpty else { return nil }
        let before = uses.map(\.worstRatio).min() ?? .infinity
        func found(_ c: RGBA, _ change: Double) -> Found {
            Found(colour: c, lightnessChange: change, alphaFrom: colour.a, worstBefore: before, worstAfter: worst(c, uses))
        }
        let constraints = Constraints(uses)
        if let f = search(colour, constraints, margin) { return found(f.colour, f.change) }
        guard colour.a < 1 else { return nil }
        let q = colour.bytes
        for a8 in Int(q.a) + 1...255 {
            let c = RGBA(r8: q.r, g8: q.g, b8: q.b, a8: UInt8(a8))
            if constraints.pass(c, margin: margin) { return found(c, 0) }
        }
        var opaque = colour
        opaque.a = 1
        if let f = search(opaque, constraints, margin) { return found(f.colour, f.change) }
        return nil
    }

    /// The lowest ratio `colour` gives over `uses`.
    public static func worst(_ colour: RGBA, _ uses: [ContrastSamples]) -> Double {
        uses.map { $0.worstRatio(with: .solid(colour)) }.min() ?? .infinity
    }

    /// The colour at OKLCH lightness `l` with `start`'s hue (chroma as sRGB allows) and
    /// alpha, in 8 bits.
    static func colour(_ start: OKLCH, at l: Double) -> RGBA {
        let q = start.atLightness(l).rgba.bytes
        return RGBA(r8: q.r, g8: q.g, b8: q.b, a8: q.a)
    }

    /// Both directions from `colour`'s lightness: steps of 0.01 to the first that passes,
    /// then halving back to where it starts to; the nearer of the two.
    private static func search(_ colour: RGBA, _ constraints: Constraints, _ margin: Double) -> (colour: RGBA, change: Double)? {
        let start = OKLCH(colour)
        var best: (colour: RGBA, change: Double)?
        for direction in [-1.0, 1.0] {
            var previous = start.l
            var k = 1
            while true {
                let l = min(max(start.l + direction * 0.01 * Double(k), 0), 1)
                let candidate = Self.colour(start, at: l)
                if constraints.pass(candidate, margin: margin) {
                    // The pass lies between `previous` (failing) and `l`: halve down to it.
                    var fail = previous, pass = l
                    for _ in 0..<24 {
                        let mid = (fail + pass) / 2
                        if constraints.pass(Self.colour(start, at: mid), margin: margin) { pass = mid } else { fail = mid }
                    }
                    let found = (Self.colour(start, at: pass), pass - start.l)
                    if best.map({ abs(found.1) < abs($0.change) }) ?? true { best = found }
                    break
                }
                if l == 0 || l == 1 { break }
                previous = l
                k += 1
            }
        }
        return best
    }
}
