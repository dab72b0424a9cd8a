import Foundation
import TestSupport
import Testing
import Tokens
@testable import Motion

/// SwiftUI's three ways of writing a spring — `interpolatingSpring(stiffness:damping:mass:)`,
/// `spring(response:dampingFraction:)` and iOS 17's `Spring(duration:bounce:)` — and the
/// conversions between them (SwiftUI's `Spring` documentation and WWDC23 "Animate with
/// springs"), checked against values worked by hand.
@Suite struct SpringFormsTests {
    /// |a − b| ≤ 1e-12 · max(|a|, |b|, 1).
    func same(_ a: Double, _ b: Double, _ relative: Double = 1e-12) -> Bool {
        abs(a - b) <= relative * max(abs(a), abs(b), 1)
    }

    /// duration 0.5, bounce 0 (SwiftUI's `.smooth`): k = (2π / 0.5)² = (12.566371)² =
    /// 157.913670, c = 4π · (1 − 0) / 0.5 = 25.132741; exactly what response 0.5, damping
    /// fraction 1 gives, bit for bit (so a token may switch forms without moving a pixel).
    @Test func smoothIsResponseHalfCritical() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(same(spring.stiffness, 157.91367041742973))
        #expect(same(spring.damping, 25.132741228718345))
        #expect(spring.mass == 1 && spring.initialVelocity == 0)
        #expect(spring == Spring(response: 0.5, dampingFraction: 1))
        #expect(spring.dampingRatio == 1 && spring.bounce == 0)
        #expect(same(spring.duration, 0.5) && spring.duration == spring.response)
    }

    /// SwiftUI's own example (`Spring` overview): Spring(duration: 0.5, bounce: 0.3) has mass
    /// 1, stiffness 157.9 and damping 17.6 — c = 4π · 0.7 / 0.5 = 17.592919; and
    /// Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63 (2π / √100 =
    /// 0.628319) and bounce 0.5 (ζ = 10 / (2·√100) = 0.5, bounce = 1 − 0.5).
    @Test func swiftUIDocumentationExamples() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(same(bouncy.stiffness, 157.91367041742973))
        #expect(same(bouncy.damping, 17.59291886010284))
        #expect(same(bouncy.bounce, 0.3) && same(bouncy.dampingRatio, 0.7))
        let physical = Spring(stiffness: 100, damping: 10)
        #expect(same(physical.duration, 0.6283185307179586))
        #expect(same(physical.bounce, 0.5))
    }

    /// The seed's GlassCard, k 130, c 12: response = 2π / √130 = 6.283185 / 11.401754 =
    /// 0.551072 s, ζ = 12 / (2√130) = 12 / 22.803509 = 0.526235, bounce = 1 − ζ = 0.473765,
    /// overshoot e^(−πζ / √(1 − ζ²)) = e^(−1.653220 / 0.850324) = e^(−1.944198) = 0.143104.
    @Test func glassInInAllThreeForms() {
        let glass = Spring(stiffness: 130, damping: 12)
        #expect(same(glass.response, 0.5510718060453956))
        #expect(same(glass.duration, 0.5510718060453956))
        #expect(same(glass.dampingRatio, 0.5262348115842176))
        #expect(same(glass.bounce, 0.4737651884157824))
        #expect(same(glass.overshoot, 0.14310405642989368, 1e-10))
        let back = Spring(duration: glass.duration, bounce: glass.bounce)
        #expect(same(back.stiffness, 130) && same(back.damping, 12))
    }

    /// Negative bounce is over-damped: ζ = 1 / (1 + bounce). duration 0.5, bounce −0.5:
    /// ζ = 1 / 0.5 = 2, k = 157.913670, c = 4π / (0.5 · 0.5) = 50.265482; and back,
    /// bounce = 1/ζ − 1 = −0.5. No overshoot from rest.
    @Test func negativeBounceIsOverdamped() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(same(spring.stiffness, 157.91367041742973))
        #expect(same(spring.damping, 50.26548245743669))
        #expect(same(spring.dampingRatio, 2))
        #expect(same(spring.bounce, -0.5))
        #expect(spring.overshoot == 0)
        #expect(same(SpringConversion.dampingRatio(bounce: -0.99), 100, 1e-9))
        #expect(same(SpringConversion.bounce(dampingRatio: 100), -0.99))
        // The edges of SpringRange.bounce are exactly dampingFraction's 0.001…100, inside it.
        #expect(SpringRange.dampingFraction.range.contains(SpringConversion.dampingRatio(bounce: -0.99)))
        #expect(SpringRange.dampingFraction.range.contains(SpringConversion.dampingRatio(bounce: 0.999)))
        // bounce 1 is undamped (the type allows it; it never settles).
        #expect(Spring(duration: 0.5, bounce: 1).damping == 0)
    }

    /// Mass ≠ 1: SwiftUI's response is 2π·√(m/k), so k 260, c 24, m 2 moves as k 130, c 12,
    /// m 1 — response 2π / √130 = 0.551072, ζ = 24 / (2√520) = 0.526235.
    @Test func massScalesOut() {
        let heavy = Spring(stiffness: 260, damping: 24, mass: 2)
        #expect(same(heavy.response, 0.5510718060453956))
        #expect(same(heavy.dampingRatio, 0.5262348115842176))
        #expect(same(heavy.overshoot, 0.14310405642989368, 1e-10))
    }

    /// physical → (duration, bounce) → physical, and through (response, ζ), within 1e-12
    /// relative, over springs either side of critical damping and with a mass.
    @Test(arguments: [(130.0, 12.0, 1.0), (157.91367041742973, 25.132741228718345, 1.0), (100, 10, 1), (300, 80, 1),
                      (0.5, 3, 1), (5e5, 20, 1), (260, 24, 2), (40, 4, 0.25)])
    func roundTrips(stiffness: Double, damping: Double, mass: Double) {
        let spring = Spring(stiffness: stiffness, damping: damping, mass: mass)
        let viaBounce = Spring(duration: spring.duration, bounce: spring.bounce)
        // (duration, bounce) carries no mass: it comes back as mass 1, stiffness k/m, damping c/m.
        #expect(same(viaBounce.stiffness * mass, stiffness), "\(viaBounce.stiffness * mass) vs \(stiffness)")
        #expect(same(viaBounce.damping * mass, damping), "\(viaBounce.damping * mass) vs \(damping)")
        let viaResponse = Spring(response: spring.response, dampingFraction: spring.dampingRatio)
        #expect(same(viaResponse.stiffness * mass, stiffness) && same(viaResponse.damping * mass, damping))
    }

    /// The analytic overshoot equals the highest progress found by sampling every 10 µs
    /// (to within what the sampling can miss), from rest and thrown, in all three regimes:
    /// critical and over-damped springs overshoot only when thrown fast enough.
    @Test(arguments: [(130.0, 12.0, 0.0), (130, 12, 8), (130, 12, -8), (100, 20, 40), (100, 20, 5), (100, 40, 60),
                      (100, 40, 0)])
    func overshootMatchesSampling(stiffness: Double, damping: Double, velocity: Double) {
        let spring = Spring(stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let end = spring.settlingDuration()
        var peak = 0.0
        for k in 0...Int(end / 1e-5) { peak = max(peak, spring.progress(at: Double(k) * 1e-5) - 1) }
        #expect(abs(spring.overshoot - peak) < 1e-7, "analytic \(spring.overshoot), sampled \(peak)")
        #expect((spring.overshoot > 0) == (peak > 1e-9))
    }
}

/// Every spring token of the four apps, whichever form it is written in, converts to the
/// other two and back within 1e-12 relative, and the token loader's conversion is Motion's.
@Suite struct SpringTokenFormsTests {
    static let root = Checkout.root

    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(abs(a), abs(b), 1) }

    @Test(arguments: ["airfit", "calai", "fitai", "nutrisync"])
    func everySpringTokenRoundTrips(app: String) throws {
        // A resolver document's springs are in its base set, the same in every context.
        let resolver = "\(Self.root)/tokens/\(app).resolver.json"
        let tokens = FileManager.default.fileExists(atPath: resolver)
            ? try TokenResolverDocument.load(path: resolver).resolve()
            : try TokenLoader.load(path: "\(Self.root)/tokens/\(app).tokens.json")
        let springs = tokens.tokens.compactMap { t -> (String, SpringParameters)? in
            if case .spring(let s) = t.value { return (t.path, s) } else { return nil }
        }
        #expect(!springs.isEmpty)
        for (path, s) in springs {
            let spring = Spring(stiffness: s.stiffness, damping: s.damping, mass: s.mass, initialVelocity: s.initialVelocity)
            let viaBounce = Spring(duration: spring.duration, bounce: spring.bounce)
            let viaResponse = Spring(response: spring.response, dampingFraction: spring.dampingRatio)
            for back in [viaBounce, viaResponse] {
                #expect(same(back.stiffness * s.mass, s.stiffness), "\(app) \(path) stiffness")
                #expect(same(back.damping * s.mass, s.damping), "\(app) \(path) damping")
            }
            // The form the token states reads back from the spring.
            if let r = s.response, let f = s.dampingFraction {
                #expect(same(spring.response, r) && same(spring.dampingRatio, f), "\(app) \(path)")
                #expect(spring == Spring(response: r, dampingFraction: f), "\(app) \(path): loader and Motion agree bit for bit")
            }
            if let d = s.duration, let b = s.bounce {
                #expect(same(spring.duration, d) && same(spring.bounce, b), "\(app) \(path)")
                #expect(spring == Spring(duration: d, bounce: b), "\(app) \(path): loader and Motion agree bit for bit")
            }
        }
    }

    /// airfit's spring.transition is written {"duration": 0.5, "bounce": 0}: the same
    /// stiffness and damping, to the bit, as the {"response": 0.5, "dampingFraction": 1} it
    /// was, so no frame moved.
    @Test func airFitTransitionKeptItsValue() throws {
        let tokens = try TokenResolverDocument.load(path: "\(Self.root)/tokens/airfit.resolver.json").resolve()
        let s = try tokens.spring("spring.transition")
        #expect(s.duration == 0.5 && s.bounce == 0 && s.response == nil)
        let before = try TokenLoader.parse(#"{"$extensions": {"dev.designproof": {"spring": {"$type": "spring", "#
            + #""t": {"$value": {"response": 0.5, "dampingFraction": 1}}}}}}"#, file: "t.tokens.json").spring("spring.t")
        #expect(s.stiffness == before.stiffness && s.damping == before.damping)
        #expect(s.stiffness == 157.91367041742973 && s.damping == 25.132741228718345)
    }
}

/// When a spring is furthest past its target (`Spring.overshootPeak`): where `proof check
/// motion` looks on the frames for the overshoot it works out.
@Suite struct SpringOvershootPeakTests {
    /// From rest, an under-damped spring's first turning point is half a damped period:
    /// t = π / ω_d with ω_d = ω₀·√(1 − ζ²). NutriSync's checkmark (response 0.4, ζ 0.5):
    /// ω₀ = 2π / 0.4 = 15.70796, ω_d = 13.60350, t = 0.230940 s, overshoot
    /// e^(−0.5π / √0.75) = e^(−1.813799) = 0.163034.
    @Test func fromRestItPeaksHalfADampedPeriodIn() throws {
        let spring = Spring(response: 0.4, dampingFraction: 0.5)
        let peak = try #require(spring.overshootPeak)
        #expect(abs(peak - 0.2309401) < 1e-6)
        #expect(abs(spring.overshoot - 0.1630335) < 1e-6)
        #expect(abs(spring.progress(at: peak) - 1 - spring.overshoot) < 1e-12)
    }

    @Test func springsThatNeverPassTheTargetHaveNoPeak() {
        #expect(Spring(response: 0.5, dampingFraction: 1).overshootPeak == nil)
        #expect(Spring(response: 0.5, dampingFraction: 2).overshootPeak == nil)
        #expect(Spring(response: 0.5, dampingFraction: 1).overshoot == 0)
    }

    /// Thrown at the target, a critically damped spring passes it once: d = e^(−ωt)·(1 + b·t)
    /// with b = ω − v turns at t = 1/ω − 1/b; for ω = 10, v = 30: b = −20, t = 0.1 + 0.05 =
    /// 0.15 s, d = e^(−1.5)·(1 − 3) = −0.446260.
    @Test func aThrownCriticalSpringPeaksOnce() throws {
        let spring = Spring(stiffness: 100, damping: 20, mass: 1, initialVelocity: 30)
        let peak = try #require(spring.overshootPeak)
        #expect(abs(peak - 0.15) < 1e-12)
        #expect(abs(spring.overshoot - 0.4462603) < 1e-6)
    }
}
