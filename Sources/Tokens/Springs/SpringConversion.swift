/// The conversions SwiftUI documents between its three ways of writing a spring, in one
/// place for the token loader (Tokens) and Motion's `Spring`:
///
/// - physical, `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: k, c, m;
/// - perceptual, `spring(response:dampingFraction:)` and `Spring(response:dampingRatio:)`:
///   response = 2π / ω₀ with ω₀ = √(k/m), dampingFraction = ζ = c / (2√(k·m));
/// - iOS 17's `Spring(duration:bounce:)` (Figma's too): duration = response, and bounce
///   = 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (WWDC23 "Animate with springs": bounce 0 is
///   critically damped, bounce → 1 undamped, negative bounces over-damped).
///
/// So (WWDC23's formulas, with mass 1): stiffness = (2π / duration)², damping =
/// 4π · (1 − bounce) / duration for bounce ≥ 0 and 4π / (duration · (1 + bounce)) for
/// bounce < 0. With a mass m ≠ 1 the motion depends only on ω₀ = √(k/m) and ζ, so SwiftUI
/// (`Spring(mass:stiffness:damping:).response`) defines response as 2π·√(m/k) and ζ as
/// c / (2√(k·m)); going the other way, a response or duration with mass m gives stiffness
/// (2π / response)² · m and damping 4π · ζ · m / response — the same motion as mass 1.
///
/// Bounce lies in the open interval −1…1: at 1 the spring is undamped (never settles), at
/// −1 the damping ratio 1/(1 + bounce) divides by zero. `SpringRange.bounce` narrows it to
/// −0.99…0.999, exactly the damping fractions 0.001…100 that `SpringRange.dampingFraction`
/// accepts.
public enum SpringConversion {
    /// k = (2π / response)² · m. Written as the token loader always wrote it, so a token's
    /// stiffness is bit-for-bit what it was before the duration form existed.
    public static func stiffness(response: Double, mass: Double = 1) -> Double {
        (2 * Double.pi / response) * (2 * Double.pi / response) * mass
    }

    /// c = 4π · ζ · m / response.
    public static func damping(response: Double, dampingRatio: Double, mass: Double = 1) -> Double {
        4 * Double.pi * dampingRatio * mass / response
    }

    /// response = 2π / √(k/m): the period of the undamped spring, in seconds.
    public static func response(stiffness: Double, mass: Double = 1) -> Double {
        2 * Double.pi / (stiffness / mass).squareRoot()
    }

    /// ζ = c / (2√(k·m)).
    public static func dampingRatio(stiffness: Double, damping: Double, mass: Double = 1) -> Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// ζ from a bounce in −1…1 (exclusive at −1): 1 − bounce for bounce ≥ 0, 1 / (1 + bounce)
    /// below. Bounce 0 gives exactly 1, so `{"duration": 0.5, "bounce": 0}` is bit-for-bit
    /// `{"response": 0.5, "dampingFraction": 1}`.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The inverse: bounce = 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (an over-damped spring's
    /// negative bounce, approaching −1 as ζ grows).
    public static func bounce(dampingRatio zeta: Double) -> Double {
        zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
