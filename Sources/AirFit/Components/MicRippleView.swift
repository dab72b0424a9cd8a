import AppSupport
public import SwiftUI
import Motion
import Tokens

/// Seed §5: a white 10 % circle that grows 0.2 → 1.6 and fades 1 → 0 over 1.5 s easeOut
/// (`motion.micRipple`), repeating forever, behind a 28 pt light mic.fill in white, in a
/// 72 pt frame.
nonisolated public struct MicRippleView: View {
    @Environment(\.airFit) private var theme
    @Environment(\.rippleClock) private var time
    @Environment(\.reducedMotion) private var reducedMotion

    public init() {}

    public var body: some View {
        let t = theme?.micRipple
        ZStack {
            Circle().fill(Color(t?.fill ?? RGBA(r: 1, g: 1, b: 1, a: 0.1)))
                .scaleEffect(scale)
                .opacity(opacity)
            Image(systemName: "mic.fill")
                .font(.system(size: t?.iconSize ?? 28, weight: .light))
                .foregroundColor(.white)
        }
        .frame(width: t?.frame ?? 72, height: t?.frame ?? 72)
        .accessibilityLabel("Start recording")
        .accessibilityAddTraits(.isButton)
    }

    /// Progress within the current ripple (repeatForever, autoreverses: false). Under
    /// reduced motion the decorative ripple rests at its end state (invisible).
    var progress: Double {
        if reducedMotion { return 1 }
        guard let r = theme?.micRipple else {
            return TimingCurve.easeOut.progress(time.truncatingRemainder(dividingBy: 1.5) / 1.5)
        }
        return Self.progress(r, at: time)
    }

    /// Progress within the ripple's period at `t` along its curve (the animation's
    /// timeline reads the same function).
    static func progress(_ r: AirFitTheme.MicRippleTokens, at t: Double) -> Double {
        Curve(r.curve).progress(at: t.truncatingRemainder(dividingBy: r.duration), duration: r.duration)
    }

    var opacity: Double {
        let from = theme?.micRipple.opacityFrom ?? 1, to = theme?.micRipple.opacityTo ?? 0
        return from + (to - from) * progress
    }

    var scale: Double {
        let from = theme?.micRipple.scaleFrom ?? 0.2, to = theme?.micRipple.scaleTo ?? 1.6
        return from + (to - from) * progress
    }
}
