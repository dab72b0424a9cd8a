#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

extension SpringMotion {
    /// How far progress goes past the target, as a fraction of the distance: the largest
    /// −d(t) over t > 0, or 0 when d never goes below 0. Analytic: the extremum is where
    /// d′(t) = 0, solved in closed form per damping regime.
    ///
    /// From rest (initialVelocity 0) an under-damped spring overshoots by
    /// e^(−ζπ / √(1 − ζ²)), e.g. 0.1431 for the seed's GlassCard (k 130, c 12, ζ 0.5262);
    /// critically and over-damped springs overshoot only when thrown toward the target
    /// fast enough to cross it, and then once.
    public var overshoot: Double { overshootPeak.map { max(0, -displacement($0)) } ?? 0 }

    /// When progress is furthest past the target, or nil when it never passes it: where
    /// `proof check motion` looks for the overshoot on the frames.
    public var overshootPeak: Double? {
        switch self {
        case let .underdamped(decay, omega, a, b):
            // d′ = e^(−λt)·((ωb − λa)·cos ωt − (λb + ωa)·sin ωt) vanishes where
            // tan ωt = (ωb − λa) / (λb + ωa): every π/ω from the first root t₀ ∈ [0, π/ω).
            // Extrema alternate in sign and shrink by e^(−λπ/ω), so the first negative
            // one after t = 0 is the largest.
            var t0 = atan2(omega * b - decay * a, decay * b + omega * a) / omega
            if t0 < 0 { t0 += Double.pi / omega }
            for k in 0..<3 {
                let t = t0 + Double(k) * Double.pi / omega
                guard t > 0 else { continue }
                if displacement(t) < 0 { return t }
            }
            return nil
        case let .critical(omega, a, b):
            // d′ = e^(−ωt)·(b − ω(a + bt)) = 0 at t = 1/ω − a/b.
            guard b != 0 else { return nil }
            let t = 1 / omega - a / b
            return t > 0 && displacement(t) < 0 ? t : nil
        case let .overdamped(r1, r2, c1, c2):
            // d′ = c1·r1·e^(r1·t) + c2·r2·e^(r2·t) = 0 at e^((r1 − r2)·t) = −c2·r2 / (c1·r1).
            let ratio = -c2 * r2 / (c1 * r1)
            guard ratio > 0, ratio.isFinite else { return nil }
            let t = log(ratio) / (r1 - r2)
            return t > 0 && displacement(t) < 0 ? t : nil
        }
    }
}
