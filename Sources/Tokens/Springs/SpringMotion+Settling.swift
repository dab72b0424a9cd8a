#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

extension SpringMotion {
    /// The smallest time after which |d(t)| = |1 − progress| never again exceeds
    /// `tolerance`: when the animation is visually over, and so what a spring's
    /// `Animation.totalDuration` and a spring `Track`'s duration are.
    ///
    /// The exponential envelope alone would overestimate it (by up to half a period for
    /// a bouncy spring, more for an over-damped one whose fast mode cancels part of the
    /// slow one), so the envelope only gives a safe upper limit; from there the search
    /// walks backwards in steps short enough to hold at most one turning point of d,
    /// finds each turning point by bisection on d′ (so no peak is stepped over), and
    /// bisects the first interval where |d| exceeds the tolerance down to the crossing.
    ///
    /// Velocity needs no separate test: |d| staying within the tolerance for all later
    /// time also keeps |d′| within a small multiple of ω₀ · tolerance (under 1.5× for
    /// the seed's GlassCard and SwiftUI's default spring, i.e. below 0.02 progress/s at
    /// a 0.001 tolerance), far too slow to see.
    ///
    /// Returns `.infinity` for an undamped spring, which never settles, and for one whose
    /// envelope bound is not a finite number (parameters so extreme that the amplitude or
    /// the time overflows). Always returns: the backward scan stops after `scanLimit`
    /// steps, or when a step is too small to move the time at all, and then answers with
    /// the earliest time it has checked, which is still a time after which |d| stays
    /// within the tolerance, just maybe not the smallest. No spring inside `SpringRange`
    /// comes near either (a few thousand steps at most). Never later than
    /// `envelopeBound`, which `AnimationTime.settlingProblem` relies on.
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        precondition(tolerance > 0, "settling tolerance must be > 0")
        guard let upper = envelopeBound(tolerance: tolerance), upper.isFinite else { return .infinity }
        let step = scanStep(upper: upper)
        guard step > 0, step.isFinite else { return upper }
        var hi = upper
        for _ in 0..<Self.scanLimit {
            guard hi > 0 else { return 0 }
            let lo = max(0, hi - step)
            // Where step is below half an ulp of hi, hi − step == hi and the walk would
            // stand still: hi is then as early as the scan can vouch for.
            guard lo < hi else { return hi }
            if let end = excursionEnd(in: lo, hi, tolerance: tolerance) { return end }
            hi = lo
        }
        return hi
    }

    /// The most scan steps `settlingDuration` takes before settling for a safe answer.
    static let scanLimit = 100_000

    /// A time after which |d| ≤ `tolerance` is guaranteed by the exponential envelope,
    /// or nil if d never decays.
    func envelopeBound(tolerance: Double) -> Double? {
        switch self {
        case let .underdamped(decay, _, a, b):
            guard decay > 0 else { return nil }
            // hypot, not √(a² + b²): the squares overflow for a large initial velocity.
            return SpringMotion.finite(log(hypot(a, b) / tolerance) / decay)
        case let .overdamped(r1, _, c1, c2):
            // |d| ≤ (|c1| + |c2|)·e^(r1·t) since e^(r2·t) ≤ e^(r1·t).
            guard r1 < 0 else { return nil }
            return SpringMotion.finite(log((abs(c1) + abs(c2)) / tolerance) / -r1)
        case let .critical(omega, a, b):
            // e^(−ωt)·(|a| + |b|·t) rises until t0 = 1/ω − |a|/|b| and falls after it, so
            // the first time past t0 where it is within tolerance is a bound.
            let envelope = { (t: Double) in exp(-omega * t) * (abs(a) + abs(b) * t) }
            let t0 = b == 0 ? 0 : max(0, 1 / omega - abs(a) / abs(b))
            guard t0.isFinite else { return .infinity }
            if envelope(t0) <= tolerance { return t0 }
            var hi = t0 + 1 / omega
            // Doubling the distance from t0 reaches any finite time in under 2,100 steps;
            // a NaN envelope (0 · inf) or an infinite hi means the bound is out of reach.
            for _ in 0..<2_100 {
                let value = envelope(hi)
                guard hi.isFinite, !value.isNaN else { return .infinity }
                if value <= tolerance { return SpringMotion.bisect(t0, hi) { envelope($0) > tolerance } }
                hi = t0 + 2 * (hi - t0)
            }
            return .infinity
        }
    }

    /// `t` clamped at 0 when finite, `.infinity` when not (NaN included).
    private static func finite(_ t: Double) -> Double {
        t.isFinite ? max(0, t) : .infinity
    }

    /// A scan step short enough that [t, t + step] holds at most one turning point of d.
    /// Over- and critically damped springs have at most one turning point at all; an
    /// under-damped one has one every half period, so the step is a 64th of a period.
    func scanStep(upper: Double) -> Double {
        let fine = max(upper, 1e-9) / 4096
        if case let .underdamped(_, omega, _, _) = self { return min(fine, Double.pi / (32 * omega)) }
        return fine
    }

    /// Given |d(hi)| ≤ tolerance and at most one turning point in [lo, hi], the last
    /// time in [lo, hi] where |d| crosses down through the tolerance, or nil if |d|
    /// stays within it on the whole interval.
    func excursionEnd(in lo: Double, _ hi: Double, tolerance: Double) -> Double? {
        let outside = { (t: Double) in abs(self.displacement(t)) > tolerance }
        let rateLo = displacementRate(lo)
        // d is monotonic on both sides of the turning point, so |d| is largest at lo, at
        // the turning point or at hi; the last excursion ends after the later of the two.
        var turn = hi
        if rateLo * displacementRate(hi) < 0 {
            turn = SpringMotion.bisect(lo, hi) { (self.displacementRate($0) > 0) == (rateLo > 0) }
        }
        if outside(turn) { return SpringMotion.bisect(turn, hi, outside) }
        if outside(lo) { return SpringMotion.bisect(lo, turn, outside) }
        return nil
    }

    /// For a predicate true at `lo` and false at `hi` that switches once, the switching
    /// time to within 1e-12 s, from the false side (so the predicate is false there).
    static func bisect(_ lo: Double, _ hi: Double, _ predicate: (Double) -> Bool) -> Double {
        var lo = lo
        var hi = hi
        for _ in 0..<200 where hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if predicate(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
