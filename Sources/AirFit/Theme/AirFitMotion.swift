import AppSupport
import Motion
import Tokens

// AirFit's motion tokens as the `Animation`s its components hand to `withAnimation`: the
// seed writes literals (`.easeOut(duration: MotionToken.duration)`, `.interpolatingSpring(
// stiffness: 130, damping: 12)`); the components read the same values from the tokens, so a
// proposal that changes a token changes what SwiftUI's model runs.

extension AirFitTheme.FadeTokens {
    /// The fade as an animation: its curve over its duration.
    var animation: Motion.Animation { Motion.Animation(curve: .timing(TimingCurve(curve)), duration: duration) }
}

extension Motion.Animation {
    /// A curve token over `duration`: a timing curve stretched over it, or — where a proposal
    /// laid a spring over the curve — that spring as `interpolatingSpring`, on its own time.
    static func airFit(_ curve: MotionCurve, duration: Double) -> Motion.Animation {
        switch curve {
        case .cubicBezier(let b): return Motion.Animation(curve: .timing(TimingCurve(b)), duration: duration)
        case .spring(let s): return .interpolating(Spring(s))
        }
    }
}
