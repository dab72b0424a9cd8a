#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif
import Tokens

extension Spring {
    /// How far past its target the spring carries progress at its furthest, as a share of
    /// the distance travelled: 0 for a spring that never crosses the target. For no initial
    /// velocity and ζ < 1 this is the textbook e^(−ζπ/√(1 − ζ²)) (0.163 at ζ = 0.5); with
    /// one, the turning points of the closed form are solved for exactly instead.
    public var overshoot: Double { max(0, -(overshootPeak.map { SpringMotion(self).displacement($0) } ?? 0)) }

    /// When progress is furthest past the target (its first turning point beyond it), or
    /// nil when it never passes it.
    public var overshootPeak: Double? {
        let motion = SpringMotion(self)
        let turns: [Double]
        switch motion {
        case let .underdamped(decay, omega, a, b):
            // d′ = e^(−λt)·((ωb − λa)·cos ωt − (λb + ωa)·sin ωt) is 0 where
            // ωt = atan2(ωb − λa, λb + ωa) + nπ; the envelope decays, so the first
            // crossing below 0 is the deepest.
            let theta = atan2(omega * b - decay * a, decay * b + omega * a)
            turns = (-1...3).map { (theta + Double($0) * Double.pi) / omega }.filter { $0 > 0 }
        case let .critical(omega, a, b):
            // d′ = e^(−ωt)·(b − ω(a + bt)) is 0 at t = (b − ωa) / (ωb).
            turns = b == 0 ? [] : [(b - omega * a) / (omega * b)].filter { $0 > 0 }
        case let .overdamped(r1, r2, c1, c2):
            // c1·r1·e^(r1·t) = −c2·r2·e^(r2·t) at t = ln(−c2·r2 / (c1·r1)) / (r1 − r2).
            let ratio = -c2 * r2 / (c1 * r1)
            turns = ratio > 0 && ratio.isFinite ? [log(ratio) / (r1 - r2)].filter { $0 > 0 } : []
        }
        return turns.filter { motion.displacement($0) < 0 }.min { motion.displacement($0) < motion.displacement($1) }
    }
}
