import Foundation
import Testing
import Motion

/// easeInOut values from TimingCurveTests' brentq script:
/// easeInOut(0.1) = 0.019722453548311217, (0.25) = 0.12916193104731985,
/// (0.75) = 0.8708380689526802.
@Suite struct AnimationTests {
    let ease = Animation.easeInOut(duration: 1)

    @Test func presets() {
        #expect(Animation.easeInOut(duration: 2) == Animation(curve: .timing(.easeInOut), duration: 2))
        #expect(Animation.easeOut(duration: 0.6).curve == .timing(.easeOut))
        #expect(Animation.easeIn(duration: 0.6).curve == .timing(.easeIn))
        #expect(Animation.linear(duration: 0.6).curve == .timing(.linear))
        #expect(Animation.easeInOut.duration == 0.35)
        #expect(Animation.linear.duration == 0.35)
        let spring = Animation.interpolatingSpring(stiffness: 130, damping: 12)
        #expect(spring.curve == .spring(Spring(stiffness: 130, damping: 12)))
        #expect(spring.duration == Spring(stiffness: 130, damping: 12).settlingDuration())
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
    }

    @Test func delay() {
        let delayed = ease.delay(0.5)
        #expect(delayed.progress(at: 0) == 0)
        #expect(delayed.progress(at: 0.5) == 0)
        #expect(close(delayed.progress(at: 0.75), 0.12916193104731985, 1e-6))
        #expect(delayed.progress(at: 1.5) == 1)
        #expect(delayed.totalDuration == 1.5)
        #expect(ease.delay(0.5).delay(0.25).delay == 0.75)
    }

    @Test func repeatCountAutoreverses() {
        let repeated = ease.repeatCount(3)  // SwiftUI default: autoreverses
        #expect(close(repeated.progress(at: 0.25), 0.12916193104731985, 1e-6))
        #expect(close(repeated.progress(at: 1.25), 0.8708380689526802, 1e-6))  // 2nd pass backwards
        #expect(close(repeated.progress(at: 2.25), 0.12916193104731985, 1e-6))  // 3rd forwards
        #expect(repeated.progress(at: 3) == 1)
        #expect(repeated.progress(at: 10) == 1)
        #expect(repeated.totalDuration == 3)
    }

    /// An even count ends a backward pass near 0, then jumps to the model value 1.
    @Test func finiteRepeatEndsAtOne() {
        let twice = ease.repeatCount(2, autoreverses: true)
        #expect(close(twice.progress(at: 1.9), 0.019722453548311217, 1e-6))
        #expect(twice.progress(at: 2) == 1)
    }

    @Test func repeatCountWithoutReversing() {
        let repeated = ease.repeatCount(2, autoreverses: false)
        #expect(close(repeated.progress(at: 1.25), 0.12916193104731985, 1e-6))
        #expect(close(repeated.progress(at: 0.999_999), 1, 1e-5))
    }

    @Test func forever() {
        let pulse = ease.repeatForever()
        #expect(pulse.totalDuration == nil)
        #expect(close(pulse.progress(at: 100.25), 0.12916193104731985, 1e-6))
        #expect(close(pulse.progress(at: 101.25), 0.8708380689526802, 1e-6))
        let loop = ease.repeatForever(autoreverses: false)
        #expect(close(loop.progress(at: 101.25), 0.12916193104731985, 1e-6))
    }

    /// A delay before `.repeatForever` is waited out before every pass (SwiftUI; measured on
    /// a device recording of a slide-to-cancel hint: 0.5 s passes 2.5 s apart); one after it,
    /// once; delays add up, and a negative one starts part-way (a staggered wave).
    @Test func aDelayBeforeARepeatIsWaitedOutBeforeEveryPass() {
        let hint = Animation.linear(duration: 0.5).delay(2).repeatForever(autoreverses: false)
        #expect((hint.delay, hint.passDelay) == (0, 2))
        #expect(hint.progress(at: 1) == 0, "waiting out the first pass's delay")
        #expect(close(hint.progress(at: 2.25), 0.5))
        #expect(hint.progress(at: 3) == 0, "the second pass waits again, at its start")
        #expect(close(hint.progress(at: 4.75), 0.5), "passes 2.5 s apart")
        let once = Animation.linear(duration: 0.5).repeatForever(autoreverses: false).delay(2)
        #expect((once.delay, once.passDelay) == (2, 0))
        #expect(close(once.progress(at: 2.25), 0.5) && close(once.progress(at: 2.75), 0.5), "passes 0.5 s apart")
        // The fourth letter of a wave: 0.15 s ahead of the first.
        let wave = Animation.linear(duration: 0.5).delay(2).repeatForever(autoreverses: false).delay(-0.15)
        #expect(wave.delay == -0.15)
        #expect(close(wave.progress(at: 2.1), 0.5))
        // Autoreversing, a waiting pass shows where it starts: the second runs 1 → 0.
        let pulse = Animation.linear(duration: 1).delay(1).repeatForever()
        #expect(pulse.progress(at: 2.5) == 1 && close(pulse.progress(at: 3.5), 0.5))
        // A finite repeat lasts its passes and their delays.
        #expect(Animation.linear(duration: 0.5).delay(1).repeatCount(2, autoreverses: false).totalDuration == 3)
        // A delay and a speed before the repeat: both scale the pass and its wait.
        let fast = Animation.linear(duration: 1).delay(1).speed(2).repeatForever(autoreverses: false)
        #expect(close(fast.progress(at: 0.75), 0.5) && fast.progress(at: 1.25) == 0 && close(fast.progress(at: 1.75), 0.5))
    }

    @Test func speed() {
        let fast = Animation.linear(duration: 1).speed(2)
        #expect(close(fast.progress(at: 0.25), 0.5))
        #expect(fast.totalDuration == 0.5)
        // A delay before .speed is scaled with it, one after is not (as in SwiftUI).
        #expect(close(Animation.linear(duration: 1).delay(1).speed(2).progress(at: 0.75), 0.5))
        #expect(close(Animation.linear(duration: 1).speed(2).delay(1).progress(at: 1.25), 0.5))
    }

    @Test func springRunsOnItsOwnTimeThenLandsOnOne() {
        let animation = Animation.interpolatingSpring(stiffness: 130, damping: 12)
        // SpringTests' ODE value at 0.25 s: overshoot.
        #expect(close(animation.progress(at: 0.25), 1.077263330192091, 1e-8))
        let end = animation.totalDuration ?? 0
        #expect(end > 1.114101 && end < 1.114104)
        #expect(animation.progress(at: end) == 1)
    }

    @Test func undampedSpringNeverFinishes() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 0)
        #expect(animation.totalDuration == .infinity)
        // d(t) = cos(10t): progress 1 − cos(10t), still oscillating an hour later.
        #expect(close(animation.progress(at: Double.pi / 20), 1, 1e-9))
        #expect(close(animation.progress(at: Double.pi / 10), 2, 1e-9))
        let later = 3600 + Double.pi / 10
        #expect(close(animation.progress(at: later), 1 - cos(10 * later), 1e-9))
    }

    @Test func stagger() {
        #expect(Animation.stagger(index: 0, interval: 0.05) == 0)
        #expect(close(Animation.stagger(index: 4, interval: 0.05), 0.2, 1e-15))
    }
}
