#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// The closed-form solution of a spring's displacement d(t) = 1 − progress(t), one case
/// per damping regime, with its coefficients fitted to d(0) = 1 and
/// d′(0) = −initialVelocity.
///
/// It lives in Tokens, not Motion, because the token loader needs a spring's settling
/// time (`settlingDuration`) to refuse a spring that never settles by the same rule as
/// `proof motion sample` (`AnimationTime.settlingProblem`), and Tokens does not depend
/// on Motion. Motion's `Spring` evaluates it; this is the one copy of the maths.
public enum SpringMotion: Sendable {
    /// d = e^(−λt) · (a·cos ωt + b·sin ωt), with λ = ζω₀ and ω = ω₀√(1 − ζ²).
    case underdamped(decay: Double, omega: Double, a: Double, b: Double)
    /// d = e^(−ω₀t) · (a + b·t).
    case critical(omega: Double, a: Double, b: Double)
    /// d = c1·e^(r1·t) + c2·e^(r2·t), with r1 the slower (less negative) root.
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

    /// How close to 1 the damping ratio must be to use the critical formula. The other
    /// two formulas divide by √|1 − ζ²|, which loses digits as ζ → 1; within 1e-9 the
    /// critical formula is exact to far better than any frame needs.
    static let criticalBand = 1e-9

    /// The motion of `m·d″ = −k·d − c·d′` from d = 1 with progress velocity
    /// `initialVelocity`. The parameters must be finite, stiffness and mass > 0 and
    /// damping ≥ 0 (Motion's `Spring` and the token loader check them first).
    public init(stiffness: Double, damping: Double, mass: Double, initialVelocity: Double) {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let d0 = 1.0
        let v0 = -initialVelocity
        if abs(zeta - 1) <= SpringMotion.criticalBand {
            self = .critical(omega: omega0, a: d0, b: v0 + omega0 * d0)
        } else if zeta < 1 {
            let decay = zeta * omega0
            let omega = omega0 * (1 - zeta * zeta).squareRoot()
            self = .underdamped(decay: decay, omega: omega, a: d0, b: (v0 + decay * d0) / omega)
        } else {
            // r1 · r2 = ω₀², so r1 comes from r2 instead of from −ζω₀ + root, which cancels
            // to 0 (or worse) for a heavily over-damped spring and would make it never settle.
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r2 = -zeta * omega0 - root
            let r1 = stiffness / mass / r2
            let c2 = (v0 - r1 * d0) / (r2 - r1)
            self = .overdamped(r1: r1, r2: r2, c1: d0 - c2, c2: c2)
        }
    }

    /// d(t): distance still to travel, 1 at the start, 0 at the target.
    public func displacement(_ t: Double) -> Double {
        switch self {
        case let .underdamped(decay, omega, a, b):
            return exp(-decay * t) * (a * cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, a, b):
            return exp(-omega * t) * (a + b * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// d′(t).
    public func displacementRate(_ t: Double) -> Double {
        switch self {
        case let .underdamped(decay, omega, a, b):
            let cosine = cos(omega * t)
            let sine = sin(omega * t)
            return exp(-decay * t) * ((omega * b - decay * a) * cosine - (decay * b + omega * a) * sine)
        case let .critical(omega, a, b):
            return exp(-omega * t) * (b - omega * (a + b * t))
        case let .overdamped(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }
}
