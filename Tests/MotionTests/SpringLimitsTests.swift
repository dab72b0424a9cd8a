import Testing
import Tokens
@testable import Motion

/// Springs and curves the parser used to accept although they trap, hang or produce NaN
/// downstream: every one is now refused with one line that says what the range is, and
/// `settlingDuration` terminates for any spring the type allows.
@Suite struct SpringLimitsTests {
    func message(_ text: String) -> String? {
        do {
            _ = try CurveSpec(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    /// The review's five springs: two trapped in `Spring.init` (stiffness 0 or inf), one
    /// in `Timeline.frameTimes` (settling time inf), two hung `proof motion sample`.
    @Test func extremeSpringsAreRefused() {
        #expect(message("spring:response=1e300,dampingFraction=1")
            == "spring response must be within 0.01…100 s, got 1e300")
        #expect(message("spring:response=1e-200,dampingFraction=1")
            == "spring response must be within 0.01…100 s, got 1e-200")
        #expect(message("spring:stiffness=1e308,damping=1e-308")
            == "spring stiffness must be within 0.001…1e6, got 1e308")
        #expect(message("spring:stiffness=100,damping=1e-308")
            == "spring damping must be within 0.001…1e5, got 1e-308")
        #expect(message("spring:response=1,dampingFraction=0.0000001")
            == "spring dampingFraction must be within 0.001…100, got 0.0000001")
        #expect(message("spring:stiffness=100,damping=10,initialVelocity=1e200")
            == "spring initialVelocity must be within -1e4…1e4, got 1e200")
        #expect(message("spring:stiffness=100,damping=10,mass=2e4")
            == "spring mass must be within 0.001…1e4, got 2e4")
    }

    /// Both stated numbers in range, but the damping they convert to is not; the message
    /// gives the fractions that work for this response, rounded inwards.
    @Test func derivedDampingIsChecked() {
        #expect(message("spring:response=100,dampingFraction=0.001")
            == "spring response 100 with dampingFraction 0.001 gives damping 0.000126, outside 0.001…1e5: "
            + "use a dampingFraction within 0.00796…100")
        #expect(message("spring:response=0.01,dampingFraction=100")
            == "spring response 0.01 with dampingFraction 100 gives damping 126000, outside 0.001…1e5: "
            + "use a dampingFraction within 0.001…79.5")
        // The suggested bounds are accepted.
        #expect(message("spring:response=100,dampingFraction=0.00796") == nil)
        #expect(message("spring:response=0.01,dampingFraction=79.5") == nil)
    }

    /// The limits themselves are accepted.
    @Test func limitsAreInclusive() {
        for text in ["spring:stiffness=0.001,damping=0.001,mass=0.001,initialVelocity=-1e4",
                     "spring:stiffness=1e6,damping=1e5,mass=1e4,initialVelocity=1e4",
                     "spring:response=0.01,dampingFraction=0.001", "spring:response=100,dampingFraction=1",
                     "bezier:0,-100,1,100"] {
            #expect(message(text) == nil, "\(text)")
        }
    }

    /// y near ±1e308 made the polynomial's coefficients inf and progress NaN.
    @Test func bezierYIsBounded() {
        #expect(message("bezier:0.5,1e308,0.5,-1e308") == "bezier y1 must be within -100…100, got 1e308")
        #expect(message("bezier:0,1e200,1,1e200") == "bezier y1 must be within -100…100, got 1e200")
        #expect(message("bezier:0,0,1,-100.5") == "bezier y2 must be within -100…100, got -100.5")
    }

    @Test func numbersPrintToThreeSignificantDigits() {
        #expect(Tokens.significantDigits(0.000125663706) == "0.000126")
        #expect(Tokens.significantDigits(125663.7) == "126000")
        #expect(Tokens.significantDigits(3.947841760e9) == "3.95e9")
        #expect(Tokens.significantDigits(0.0079577, .up) == "0.00796")
        #expect(Tokens.significantDigits(79.577, .down) == "79.5")
        #expect(Tokens.significantDigits(999.7) == "1000")
        #expect(Tokens.significantDigits(-2.5e-7) == "-2.5e-7")
        #expect(Tokens.significantDigits(.infinity) == "inf")
    }

    /// √(a² + b²) overflowed to inf for this velocity and the backward scan from an
    /// infinite bound never ended. With hypot the amplitude (~1e199) is finite and so is
    /// the answer: ln(1e199 / 0.001) / 5 ≈ 93 s.
    @Test(.timeLimit(.minutes(5))) func hugeVelocityDoesNotHang() {
        let spring = Spring(stiffness: 100, damping: 10, initialVelocity: 1e200)
        let settled = spring.settlingDuration()
        #expect(settled > 92 && settled < 94)
        #expect(abs(1 - spring.progress(at: settled - 1e-6)) > 0.001)
        for k in 0..<1000 {
            let t = settled + Double(k) * 0.01
            #expect(abs(1 - spring.progress(at: t)) <= 0.001, "outside tolerance at \(t)")
        }
    }

    /// A bound that is not a finite number (the decay rate 5e-309 underflows the time to
    /// inf) answers `.infinity` at once instead of scanning from it.
    @Test(.timeLimit(.minutes(5))) func infiniteBoundIsInfinity() {
        #expect(Spring(stiffness: 1e308, damping: 1e-308).settlingDuration() == .infinity)
    }

    /// Here a step is below half an ulp of the bound (6.9e8 s), so `hi − step == hi` and
    /// the old walk stood still forever. Now it stops there with the bound, a time after
    /// which the spring is within tolerance.
    @Test(.timeLimit(.minutes(5))) func scanTerminatesWhereStepsVanish() {
        let spring = Spring(stiffness: 1e13, damping: 2e-8)
        let settled = spring.settlingDuration()
        #expect(settled.isFinite && settled > 6.8e8 && settled < 7e8)
        for k in 0..<1000 {
            let t = settled + Double(k) * 0.37
            #expect(abs(1 - spring.progress(at: t)) <= 0.001, "outside tolerance at \(t)")
        }
    }

    /// With r1 = −ζω₀ + ω₀√(ζ² − 1) the slow root cancelled to a fraction of its value at
    /// ζ = 5e7; from r1 = ω₀² / r2 it is −k/c to full precision, and the settling time the
    /// analytic ln(1000) / |r1| of the single remaining exponential.
    @Test func heavilyOverdampedSettlesOnTheSlowRoot() {
        let spring = Spring(stiffness: 0.001, damping: 1e5, mass: 0.001)
        let r1 = -spring.stiffness / spring.damping  // ≈ −ω₀ / (2ζ) for ζ ≫ 1.
        let expected = 6.907755278982137 / -r1
        #expect(abs(spring.settlingDuration() / expected - 1) < 1e-6)
    }

    /// Every spring inside the limits settles in finite time, so sheets and tracks built
    /// from validated tokens or specs get a finite duration.
    @Test func cornersOfTheLimitsSettleInFiniteTime() {
        for k in [0.001, 1e6] {
            for c in [0.001, 1e5] {
                for m in [0.001, 1e4] {
                    for v in [-1e4, 0, 1e4] {
                        let spring = Spring(stiffness: k, damping: c, mass: m, initialVelocity: v)
                        let settled = spring.settlingDuration()
                        #expect(settled.isFinite && settled > 0, "\(spring)")
                    }
                }
            }
        }
    }
}

/// `spring:duration=D,bounce=B` (iOS 17's `Spring(duration:bounce:)`): hostile values get
/// one line each, naming the range or the fix.
@Suite struct DurationBounceSpecTests {
    func message(_ text: String) -> String? {
        do {
            _ = try CurveSpec(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesToSwiftUIsConversion() throws {
        let curve = try CurveSpec(parsing: " spring: bounce = 0.3 , duration = 0.5 ").curve
        #expect(curve == .spring(Spring(duration: 0.5, bounce: 0.3)))
        #expect(try CurveSpec(parsing: "spring:duration=0.5,bounce=0").curve
            == CurveSpec(parsing: "spring:response=0.5,dampingFraction=1").curve)
        #expect(try CurveSpec(parsing: "spring:duration=0.5,bounce=-0.5").curve == .spring(Spring(duration: 0.5, bounce: -0.5)))
    }

    @Test(arguments: [
        ("spring:duration=0.5,bounce=1", "spring bounce must be within -0.99…0.999, got 1"),
        ("spring:duration=0.5,bounce=-1", "spring bounce must be within -0.99…0.999, got -1"),
        ("spring:duration=0.5,bounce=2", "spring bounce must be within -0.99…0.999, got 2"),
        ("spring:duration=0.5,bounce=nan", "spring bounce must be a finite number, got \"nan\""),
        ("spring:duration=0.5,bounce=0.3x", "spring bounce must be a finite number, got \"0.3x\""),
        ("spring:duration=0.5,bounce=", "spring bounce must be a finite number, got \"\""),
        ("spring:duration=0,bounce=0", "spring duration must be > 0"),
        ("spring:duration=-0.5,bounce=0", "spring duration must be > 0"),
        ("spring:duration=1e-300,bounce=0", "spring duration must be within 0.01…100 s, got 1e-300"),
        ("spring:duration=1e300,bounce=0", "spring duration must be within 0.01…100 s, got 1e300"),
        ("spring:duration=inf,bounce=0", "spring duration must be a finite number, got \"inf\""),
        ("spring:duration=0.5", "spring needs bounce, e.g. spring:duration=0.5,bounce=0.3"),
        ("spring:bounce=0.3", "spring needs duration, e.g. spring:duration=0.5,bounce=0.3"),
        ("spring:duration=0.5,bounce=0,duration=1", "spring parameter \"duration\" is given twice: keep one"),
        ("spring:duration=0.5,bounce=0,stiffness=100",
         "spring takes one form: stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce, not a mix"),
        ("spring:duration=0.5,dampingFraction=1",
         "spring takes one form: stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce, not a mix"),
        ("spring:duration=0.5,bounce=0,mass=2",
         "spring takes one form: stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce, not a mix"),
        ("spring:duraton=0.5,bounce=0", "unknown spring parameter \"duraton\" (did you mean \"duration\"?): "
            + "use stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce"),
        ("spring:duration=0.5,bounse=0", "unknown spring parameter \"bounse\" (did you mean \"bounce\"?): "
            + "use stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce"),
        // In range, but the damping they convert to is not: c = 4π · (1 − 0.999) / 100 =
        // 0.000126 < 0.001; bounces up to 1 − 0.001 · 100 / 4π = 0.99204 keep it in range.
        ("spring:duration=100,bounce=0.999", "spring duration 100 with bounce 0.999 gives damping 0.000126, "
            + "outside 0.001…1e5: use a bounce within -0.99…0.992"),
        // c = 4π / (0.01 · (1 − 0.99)) = 125664 > 1e5; from ζ ≤ 1e5 · 0.01 / 4π = 79.577,
        // bounce ≥ 1/79.577 − 1 = −0.98743.
        ("spring:duration=0.01,bounce=-0.99", "spring duration 0.01 with bounce -0.99 gives damping 126000, "
            + "outside 0.001…1e5: use a bounce within -0.987…0.999"),
    ])
    func hostileValuesAreRefused(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    /// The suggested edges are accepted, and so are the limits themselves.
    @Test func edgesAreAccepted() {
        for text in ["spring:duration=100,bounce=0.992", "spring:duration=0.01,bounce=-0.987",
                     "spring:duration=0.01,bounce=0.999", "spring:duration=100,bounce=-0.99", "spring:duration=0.5,bounce=-0.99"] {
            #expect(message(text) == nil, "\(text)")
        }
    }
}
