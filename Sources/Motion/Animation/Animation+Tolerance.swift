/// What SwiftUI's animation spellings do with numbers no animation can have: a team's code
/// is input, so `.linear(duration: -1)`, `.speed(0)` or `repeatCount(0)` in a preview must
/// draw something rather than stop the process. Each spelling passes its numbers through
/// here; the types' own initialisers keep trapping on what only a programming error in
/// DesignProof could give them.
enum AnimationInput {
    /// A duration or delay: finite and at least 0 (else 0), at most 600 s (`AnimationTime`'s limit).
    static func seconds(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 600) : 0 }
    /// A delay that may be negative (an animation started part-way): finite, within ±600 s.
    static func signedSeconds(_ v: Double) -> Double { v.isFinite ? min(max(v, -600), 600) : 0 }
    /// A playback rate: positive and finite; 0 or less plays as slowly as can still end
    /// (1e-6: a million times slower), NaN at normal speed.
    static func speed(_ v: Double) -> Double {
        guard !v.isNaN else { return 1 }
        return min(max(v, 1e-6), 1e6)
    }
    /// A repeat count: at least 1.
    static func count(_ n: Int) -> Int { max(n, 1) }
    /// A Bézier control point's x: within 0…1; y: finite.
    static func controlX(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    /// A Bézier control point's y: finite, within ±100.
    static func controlY(_ v: Double) -> Double { v.isFinite ? min(max(v, -100), 100) : 0 }
    /// A spring's response or duration: 1 ms … 600 s (0 or less: 1 ms, as quick as a frame can show).
    static func response(_ v: Double) -> Double { v.isFinite ? min(max(v, 0.001), 600) : 0.5 }
    /// A damping fraction: 0 … 100 (else 1).
    static func dampingFraction(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 100) : 1 }
    /// A bounce: within −0.99 … 1.
    static func bounce(_ v: Double) -> Double { v.isFinite ? min(max(v, -0.99), 1) : 0 }
    /// Stiffness and mass: positive and finite (else 1e-6 … 1e7).
    static func positive(_ v: Double, fallback: Double) -> Double { v.isFinite ? min(max(v, 1e-6), 1e7) : fallback }
    /// Damping: at least 0, finite.
    static func damping(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1e7) : 0 }
    /// A velocity: finite, within ±1e6.
    static func velocity(_ v: Double) -> Double { v.isFinite ? min(max(v, -1e6), 1e6) : 0 }
}
