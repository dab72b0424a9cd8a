#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DisplayList
import Tokens

extension SplitMix64 {
    /// Uniform in [0, 1): the top 53 bits as a Double's mantissa.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}

/// The confetti of `nutrisync/confetti`: `count` flakes that start just above the top of
/// the screen, each after its own short delay, and fall under `gravity` (pt/s²) with a
/// little horizontal drift, a sideways sway, a spin and a paper-like tumble. Every flake's
/// numbers are drawn from one `SplitMix64` (the project's seeded generator, in Tokens)
/// seeded with the run's seed (`EnvironmentValues.seed`), a value owned by the field, so a
/// seed gives the same frames byte for byte, another seed other ones, and nothing random
/// is shared or global.
///
/// The ranges are ours ("Chosen"), picked so the slowest flake (latest start, highest,
/// slowest) has left the bottom of the largest phone inside the 3 s of
/// `motion.confetti.duration` at 600 pt/s² (after about 2.7 s), so the clip ends on the
/// clean screen.
struct ConfettiField {
    struct Flake {
        var x0: Double, y0: Double, delay: Double
        var vx: Double, vy: Double
        var swayAmplitude: Double, swayFrequency: Double, swayPhase: Double
        var rotation0: Double, spin: Double
        var tumbleRate: Double, tumblePhase: Double
        var width: Double, height: Double
        var colour: Int, round: Bool
    }

    let flakes: [Flake]
    let gravity: Double
    let screen: Size

    static let delays = 0.0...1.0
    static let startHeights = -40.0 ... -16.0
    static let fallSpeeds = 60.0...240.0
    static let drifts = -50.0...50.0

    init(count: Int, gravity: Double, screen: Size, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.gravity = gravity
        self.screen = screen
        flakes = (0..<max(0, count)).map { _ in
            let round = random.unit() < 0.25
            let width = round ? random.uniform(7...9) : random.uniform(6...9)
            return Flake(x0: random.uniform(0...screen.width), y0: random.uniform(Self.startHeights),
                         delay: random.uniform(Self.delays), vx: random.uniform(Self.drifts), vy: random.uniform(Self.fallSpeeds),
                         swayAmplitude: random.uniform(4...18), swayFrequency: random.uniform(0.8...1.8),
                         swayPhase: random.uniform(0...(2 * Double.pi)),
                         rotation0: random.uniform(0...360), spin: random.uniform(-400...400),
                         tumbleRate: random.uniform(3...9), tumblePhase: random.uniform(0...(2 * Double.pi)),
                         width: width, height: round ? width : random.uniform(10...15),
                         colour: 1 + Int(random.next() % 5), round: round)
        }
    }

    /// Where flake `f` is `t` seconds into the clip (at its start point before its delay).
    func piece(_ f: Flake, at t: Double) -> ConfettiPiece {
        let s = max(0, t - f.delay)
        return ConfettiPiece(x: f.x0 + f.vx * s + f.swayAmplitude * sin(2 * Double.pi * f.swayFrequency * s + f.swayPhase),
                             y: f.y0 + f.vy * s + gravity * s * s / 2,
                             width: f.width, height: f.height, rotation: f.rotation0 + f.spin * s,
                             tumble: f.round ? 1 : 0.2 + 0.8 * abs(cos(f.tumbleRate * s + f.tumblePhase)),
                             colour: f.colour, round: f.round)
    }

    /// True while any part of the piece can be on the screen.
    func inView(_ p: ConfettiPiece) -> Bool {
        let reach = (p.width * p.width + p.height * p.height).squareRoot() / 2
        return p.y + reach > 0 && p.y - reach < screen.height && p.x + reach > 0 && p.x - reach < screen.width
    }

    /// The pieces on screen `t` seconds in, in a fixed order (the flakes').
    func pieces(at t: Double) -> [ConfettiPiece] { flakes.map { piece($0, at: t) }.filter(inView) }

    /// How many flakes have fallen past the bottom by `t`.
    func fallen(at t: Double) -> Int {
        flakes.filter { f in
            let p = piece(f, at: t)
            return p.y - (p.width * p.width + p.height * p.height).squareRoot() / 2 >= screen.height
        }.count
    }

    /// Reduced motion: the same flakes lying still, scattered over the top 60 % of the
    /// screen at their starting turn, flat, at `opacity`.
    func scatter(opacity: Double) -> [ConfettiPiece] {
        flakes.enumerated().map { i, f in
            // The fall speed and delay are spread evenly in their ranges: reuse them as the
            // flake's height on the screen, so no second random sequence is needed.
            let v = (f.vy - Self.fallSpeeds.lowerBound) / (Self.fallSpeeds.upperBound - Self.fallSpeeds.lowerBound)
            return ConfettiPiece(x: f.x0, y: screen.height * (0.05 + 0.55 * v), width: f.width, height: f.height,
                                 rotation: f.rotation0, tumble: 1, colour: f.colour, round: f.round, opacity: opacity)
        }
    }
}
