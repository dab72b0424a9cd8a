import AppSupport
import DisplayList
import SwiftUI
import Motion

extension CalAIAnimations {
    /// 000 p8 "a spinning wheel to 'unlock an exclusive discount.' This is a key visual
    /// component and should be animated": the wheel turns clockwise `motion.spinWheelSpin.turns`
    /// (5) times and on to the prize, decelerating along `motion.curve.spinDecelerate` for
    /// 4 s, and comes to rest with the prize's segment (80 %) centred under the pointer.
    /// Reduced motion: the wheel at rest on the prize fades in over the unspun one.
    func spinWheelSpin() -> AnimationClip {
        let id = "calai/spin-wheel-spin"
        let offer = CalAIOffer.standard
        let final = Self.spinRotation(turns: motion.spinTurns, prize: offer.prizeIndex, segments: offer.wheelDiscounts.count)
        if reducedMotion {
            return reducedCrossfade(id: id, from: AnyView(CalAISpinWheel(offer: offer)),
                                    to: AnyView(CalAISpinWheel(offer: offer, rotation: .degrees(final))), element: "wheel on \(offer.discount) %")
        }
        let m = motion
        let duration = m.spin
        let angle = { (t: Double) in t >= duration ? final : final * m.spinCurve.progress(max(0, t) / duration) }
        return AnimationClip(id: id, duration: duration, rows: [
            TimelineRow(element: "wheel (lands on \(offer.discount) %)", property: "rotation °", from: 0, to: final, start: 0, end: duration,
                        curve: MotionText.curve(m.spinCurve), value: angle),
        ], lengthTokens: ["motion.spinWheelSpin.duration"]) { t in
            layout(CalAISpinWheel(offer: offer, rotation: .degrees(angle(t))))
        }
    }

    /// The wheel's rotation at rest, in degrees clockwise: whole turns, then back by the
    /// prize's place, so that segment `prize` (centred `prize`·360/n clockwise from 12
    /// o'clock) ends at 12 o'clock under the pointer.
    public static func spinRotation(turns: Int, prize: Int, segments: Int) -> Double {
        Double(turns) * 360 - Double(prize) * 360 / Double(max(segments, 1))
    }

    /// 000 p5 "The weight loss speed slider should dynamically update a text label with the
    /// current value"; 001 p5 "should update dynamically as the slider is moved". Chosen: a
    /// finger drags the thumb from the slowest stop (0.2 lbs, 🦥) to the fastest (3.0 lbs,
    /// 🐆) in `motion.speedSlider.drag` along `.dragCurve` (2 s easeInOut); the thumb follows it through `spring.speedSlider` (SwiftUI's
    /// interactiveSpring), the big "x.x lbs" label shows the thumb's pace to one decimal, and
    /// as the thumb passes a quarter of the track the nearest emoji grows to 125 % with
    /// `spring.speedIcon` while the one it leaves shrinks back. It starts on the "slow"
    /// state of `calai/speed` and ends on its "fast" state.
    ///
    /// Reduced motion: the thumb still follows the finger (direct manipulation), without the
    /// spring; the emoji's scale switches at once and their opacity fades in 0.2 s.
    func speedSlider() -> AnimationClip {
        let id = "calai/speed-slider"
        let m = motion
        let scale = CalAISpeed.profile(at: .slow).paceScale
        let drag = m.drag
        let finger = { (t: Double) in t >= drag ? 1 : m.dragCurve.progress(max(0, t) / drag) }
        let thumbSettles = drag + m.sliderSpring.settlingDuration()
        let follow = SpringFollower(spring: m.sliderSpring, target: finger, horizon: thumbSettles)
        let thumb: (Double) -> Double = reducedMotion ? finger : { t in t >= thumbSettles ? 1 : min(max(follow.position(at: t), 0), 1) }
        // When the highlight moves: the thumb passes ¼ (🦥 → 🐇) and ¾ (🐇 → 🐆).
        let switches = [0.25, 0.75].map { Self.time(whereRising: thumb, reaches: $0 + 1e-9, within: thumbSettles) }
        let iconSettles = reducedMotion ? m.reducedFade : m.iconSpring.settlingDuration()
        // To the next hundredth of a second, so the clip's length reads plainly.
        let duration = (max(reducedMotion ? drag : thumbSettles, switches[1] + iconSettles) * 100).rounded(.up) / 100
        // How highlighted stop s is (0…1, beyond while the spring overshoots).
        let settle = { (dt: Double) -> Double in
            if dt <= 0 { return 0 }
            if self.reducedMotion { return 1 }
            return dt >= iconSettles ? 1 : m.iconSpring.progress(at: dt)
        }
        let fadeIn = { (dt: Double) -> Double in
            if dt <= 0 { return 0 }
            if self.reducedMotion { return dt >= m.reducedFade ? 1 : m.reducedCurve.progress(dt / m.reducedFade) }
            return min(max(settle(dt), 0), 1)
        }
        let highlight = { (stop: Int, t: Double, amount: (Double) -> Double) -> Double in
            switch stop {
            case 0: 1 - amount(t - switches[0])
            case 1: amount(t - switches[0]) - amount(t - switches[1])
            default: amount(t - switches[1])
            }
        }
        let grow = m.iconScale - 1
        let emphasis = { (t: Double) in
            (0..<3).map { s in
                SpeedSlider.Emphasis(scale: 1 + grow * highlight(s, t, settle), opacity: 0.6 + 0.4 * highlight(s, t, fadeIn))
            }
        }
        let pace = { (t: Double) in SpeedSlider.pace(at: thumb(t), on: scale) }
        let tenths = { (t: Double) in (pace(t).value(in: scale.units) * 10).rounded() / 10 }
        let names = ["sloth", "rabbit", "cheetah"]
        var rows = [
            TimelineRow(element: "finger", property: "position", from: 0, to: 1, start: 0, end: drag, curve: MotionText.curve(m.dragCurve) + " (the finger's drag)", value: finger),
            TimelineRow(element: "thumb", property: "position", from: 0, to: 1, start: 0, end: reducedMotion ? drag : thumbSettles,
                        curve: reducedMotion ? "the finger (reduced motion)" : m.sliderSpringText + ", following the finger",
                        spring: reducedMotion ? nil : m.sliderSpring, value: thumb),
            TimelineRow(element: "\"x.x \(scale.units.weightUnit)\" label", property: "value", from: scale.slowest.value(in: scale.units),
                        to: scale.fastest.value(in: scale.units), start: 0, end: reducedMotion ? drag : thumbSettles, curve: "the thumb's pace, to 0.1", value: tenths),
        ]
        for s in 0..<3 {
            // The rabbit grows and shrinks back: its row runs 1 → 1.25 and returns.
            rows.append(TimelineRow(element: "\(names[s]) emoji", property: s == 1 ? "scale (and back)" : "scale",
                                    from: s == 0 ? m.iconScale : 1, to: s == 0 ? 1 : m.iconScale,
                                    start: switches[s == 2 ? 1 : 0], end: switches[s == 0 ? 0 : 1] + iconSettles,
                                    curve: reducedMotion ? "jumps (reduced motion)" : m.iconSpringText,
                                    spring: reducedMotion ? nil : m.iconSpring) { t in 1 + grow * highlight(s, t, settle) })
        }
        return AnimationClip(id: id, duration: duration, rows: rows,
                             lengthTokens: reducedMotion ? ["motion.speedSlider.drag", "motion.reducedMotion.fadeDuration"]
                                                         : ["motion.speedSlider.drag", "spring.speedSlider", "spring.speedIcon"]) { t in
            var profile = CalAIProfile.sample
            profile.pace = t >= duration ? scale.fastest : pace(t)
            return layout(CalAISpeed(profile: profile, emphasis: emphasis(t >= duration ? .infinity : t)))
        }
    }
}

/// A spring pulled toward a moving target: m·x″ = −k (x − target(t)) − c x′, from rest at
/// the target's start. Integrated with fixed RK4 steps of 1/2400 s up to `horizon` once;
/// `position(at:)` finishes with one partial step from the step before t, so a frame
/// depends on t alone, not on the frames drawn before it.
///
/// RK4 stays stable and accurate while each step times the spring's fastest rate (√(k/m),
/// or c/m when damping dominates) is at most 0.5: a stiffer spring token (the loader
/// accepts stiffness 1e6 with mass 0.001) splits each step into that many substeps, and
/// one that would need more than `maxSubsteps` settles within microseconds, so it follows
/// the target exactly. Every seed spring takes one substep (as before this rule).
struct SpringFollower {
    let spring: Spring
    let target: (Double) -> Double
    static let step = 1.0 / 2400
    static let maxSubsteps = 64
    private let states: [(x: Double, v: Double)]
    private let substeps: Int
    /// The spring is too stiff to integrate at `maxSubsteps`: it is where the target is.
    private let followsTarget: Bool

    init(spring: Spring, target: @escaping (Double) -> Double, horizon: Double) {
        self.spring = spring
        self.target = target
        let rate = max((spring.stiffness / spring.mass).squareRoot(), spring.damping / spring.mass)
        let needed = (Self.step * rate / 0.5).rounded(.up)
        followsTarget = !(needed <= Double(Self.maxSubsteps))
        substeps = followsTarget ? 1 : max(1, Int(needed))
        var states = [(x: target(0), v: 0.0)]
        if !followsTarget {
            let n = Int((horizon / Self.step).rounded(.up))
            for i in 0..<n {
                states.append(Self.advance(states[i], from: Double(i) * Self.step, by: Self.step, substeps: substeps, spring: spring, target: target))
            }
        }
        self.states = states
    }

    func position(at t: Double) -> Double {
        if followsTarget { return target(t) }
        guard t > 0 else { return states[0].x }
        let i = min(Int((t / Self.step).rounded(.down)), states.count - 1)
        let t0 = Double(i) * Self.step
        return t > t0 ? Self.advance(states[i], from: t0, by: t - t0, substeps: substeps, spring: spring, target: target).x : states[i].x
    }

    /// `substeps` RK4 steps covering h seconds from `state` at time `at`.
    static func advance(_ state: (x: Double, v: Double), from at: Double, by h: Double, substeps: Int, spring: Spring,
                        target: (Double) -> Double) -> (x: Double, v: Double) {
        guard substeps > 1 else { return advance(state, from: at, by: h, spring: spring, target: target) }
        var s = state
        let part = h / Double(substeps)
        for k in 0..<substeps { s = advance(s, from: at + Double(k) * part, by: part, spring: spring, target: target) }
        return s
    }

    /// One RK4 step of h seconds from `state` at time `at`.
    static func advance(_ state: (x: Double, v: Double), from at: Double, by h: Double, spring: Spring,
                        target: (Double) -> Double) -> (x: Double, v: Double) {
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        func accel(_ x: Double, _ v: Double, _ t: Double) -> Double { -k * (x - target(t)) - c * v }
        let (x, v) = state
        let a1 = accel(x, v, at)
        let a2 = accel(x + h / 2 * v, v + h / 2 * a1, at + h / 2)
        let a3 = accel(x + h / 2 * (v + h / 2 * a1), v + h / 2 * a2, at + h / 2)
        let a4 = accel(x + h * (v + h / 2 * a2), v + h * a3, at + h)
        return (x + h / 6 * (v + 2 * (v + h / 2 * a1) + 2 * (v + h / 2 * a2) + (v + h * a3)),
                v + h / 6 * (a1 + 2 * a2 + 2 * a3 + a4))
    }
}
