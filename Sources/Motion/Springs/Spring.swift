import Tokens

/// A damped spring pulling progress from 0 to 1: SwiftUI's
/// `interpolatingSpring(stiffness:damping:mass:initialVelocity:)`, also made from
/// `spring(response:dampingFraction:)`'s and `Spring(duration:bounce:)`'s parameters, and
/// read back in all three (`response`, `dampingRatio`, `duration`, `bounce`); the
/// conversions are `SpringConversion`'s.
///
/// The spring is evaluated in closed form rather than integrated, so any frame can be
/// rendered on its own, in any order, with the same answer. Displacement from the
/// target is d(t) = 1 − progress(t), with m·d″ = −k·d − c·d′, d(0) = 1 and
/// d′(0) = −initialVelocity (SwiftUI counts velocity in progress units per second,
/// positive toward the target).
public struct Spring: Hashable, Sendable {
    /// k: the pull towards the target per unit of displacement (> 0).
    public let stiffness: Double
    /// c: the drag per unit of velocity (≥ 0; 0 never settles).
    public let damping: Double
    /// m: the mass moved (> 0; SwiftUI's default 1).
    public let mass: Double
    /// Progress per second at the start, positive towards the target.
    public let initialVelocity: Double

    /// Traps on an invalid spring: invalid springs are programmer errors here. Text from
    /// users goes through `CurveSpec`, and JSON through `Codable`, which both report
    /// the problem instead. Zero damping is allowed (it never settles).
    public init(stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0) {
        if let problem = Spring.problem(stiffness: stiffness, damping: damping, mass: mass,
                                        initialVelocity: initialVelocity) {
            preconditionFailure(problem)
        }
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `spring(response:dampingFraction:)` conversion: unit mass, a period of
    /// `response` seconds for the undamped spring, and `dampingFraction` as the damping
    /// ratio. So stiffness = (2π / response)² and damping = 4π · dampingFraction / response
    /// (`SpringConversion`, shared with the token loader).
    public init(response: Double, dampingFraction: Double) {
        precondition(response > 0 && response.isFinite, "spring response must be > 0")
        precondition(dampingFraction >= 0 && dampingFraction.isFinite, "spring dampingFraction must be >= 0")
        let converted = Spring.parameters(response: response, dampingFraction: dampingFraction)
        self.init(stiffness: converted.stiffness, damping: converted.damping)
    }

    /// iOS 17's `Spring(duration:bounce:)` (Figma writes springs this way too): unit mass,
    /// response = `duration`, and damping ratio 1 − bounce for bounce ≥ 0, 1 / (1 + bounce)
    /// below (WWDC23 "Animate with springs"). So stiffness = (2π / duration)² and damping =
    /// 4π · (1 − bounce) / duration, or 4π / (duration · (1 + bounce)) when over-damped.
    /// Bounce must lie in −1 < bounce ≤ 1 (1 is undamped; −1 would divide by zero).
    public init(duration: Double, bounce: Double) {
        precondition(duration > 0 && duration.isFinite, "spring duration must be > 0")
        precondition(bounce > -1 && bounce <= 1, "spring bounce must be within -1 (exclusive)…1")
        let converted = Spring.parameters(duration: duration, bounce: bounce)
        self.init(stiffness: converted.stiffness, damping: converted.damping)
    }

    /// The conversion of `init(response:dampingFraction:)`, without its checks, so that
    /// parsers can test the results (a tiny response overflows stiffness to inf) first.
    static func parameters(response: Double, dampingFraction: Double) -> (stiffness: Double, damping: Double) {
        (SpringConversion.stiffness(response: response),
         SpringConversion.damping(response: response, dampingRatio: dampingFraction))
    }

    /// The conversion of `init(duration:bounce:)`, without its checks.
    static func parameters(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
        parameters(response: duration, dampingFraction: SpringConversion.dampingRatio(bounce: bounce))
    }

    /// Why these parameters cannot make a spring, or nil if they can. One place for the
    /// invariant, shared by the initialiser and the decoder.
    static func problem(stiffness: Double, damping: Double, mass: Double, initialVelocity: Double) -> String? {
        for (name, value) in [("stiffness", stiffness), ("damping", damping), ("mass", mass),
                              ("initialVelocity", initialVelocity)] where !value.isFinite {
            return "spring \(name) must be a finite number, got \(value)"
        }
        if stiffness <= 0 { return "spring stiffness must be > 0" }
        if damping < 0 { return "spring damping must be >= 0" }
        if mass <= 0 { return "spring mass must be > 0" }
        return nil
    }

    /// ζ = c / (2√(k·m)): below 1 the spring overshoots and oscillates, at 1 it is
    /// critically damped, above 1 it creeps in without oscillating. SwiftUI's
    /// `Spring.dampingRatio`, and the `dampingFraction` of `spring(response:dampingFraction:)`.
    public var dampingRatio: Double {
        SpringConversion.dampingRatio(stiffness: stiffness, damping: damping, mass: mass)
    }

    /// ω₀ = √(k/m) in radians per second: how fast the undamped spring would oscillate.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// SwiftUI's `Spring.response`: the undamped period 2π / ω₀ = 2π·√(m/k) in seconds. For
    /// mass ≠ 1 SwiftUI defines it with the mass inside ω₀ = √(k/m), as here, so a spring
    /// and its `init(response:dampingFraction:)` twin (mass 1, stiffness k/m, damping c/m)
    /// move identically.
    public var response: Double { SpringConversion.response(stiffness: stiffness, mass: mass) }

    /// SwiftUI's `Spring.duration`, the perceptual duration of `Spring(duration:bounce:)`:
    /// equal to `response` (about the settling time for a spring without bounce, the period
    /// for a very bouncy one).
    public var duration: Double { response }

    /// SwiftUI's `Spring.bounce`: 1 − ζ up to critical damping (0 … 1, 1 undamped), 1/ζ − 1
    /// beyond it (negative, toward −1 as the spring is ever more over-damped).
    public var bounce: Double { SpringConversion.bounce(dampingRatio: dampingRatio) }

    /// How far the spring carries progress past 1, as a fraction of the distance (0.1431
    /// for GlassCard's k 130, c 12): `SpringMotion.overshoot`, analytic.
    public var overshoot: Double { SpringMotion(self).overshoot }

    /// When it is furthest past the target (seconds from its start), or nil when it never
    /// passes it: `SpringMotion.overshootPeak`.
    public var overshootPeak: Double? { SpringMotion(self).overshootPeak }

    /// Progress toward the target at time `t` seconds after the spring starts. Exceeds 1
    /// while an under-damped spring overshoots. 0 before the start.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - SpringMotion(self).displacement(t)
    }

    /// d(progress)/dt in progress units per second. `initialVelocity` at t = 0, 0 before.
    public func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        return -SpringMotion(self).displacementRate(t)
    }

    /// The smallest time after which |1 − progress| never again exceeds `tolerance`: when
    /// the animation is visually over, and so what a spring's `Animation.totalDuration`
    /// and a spring `Track`'s duration are. `.infinity` for an undamped spring. See
    /// `SpringMotion.settlingDuration` (in Tokens, which the token loader shares).
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        SpringMotion(self).settlingDuration(tolerance: tolerance)
    }
}

extension Spring {
    /// Why this spring is too slow to animate ("takes longer than 600 s to settle (about
    /// 1099 s)", "never settles"), or nil: `AnimationTime.settlingProblem`, the rule the
    /// token loader applies to spring tokens.
    public var settlingProblem: String? { AnimationTime.settlingProblem(SpringMotion(self)) }
}

extension SpringMotion {
    /// The closed form of `spring`.
    init(_ spring: Spring) {
        self.init(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                  initialVelocity: spring.initialVelocity)
    }
}
