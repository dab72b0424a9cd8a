/// AirFit's letter cascade, exactly as the seed writes it:
///
/// ```swift
/// struct MotionToken { duration = 0.60; stagger = 0.012; offsetY = 6; wghtFrom = 300; wghtTo = 400 }
/// CascadeText: .onAppear { withAnimation(.easeOut(duration: MotionToken.duration)) { phase = 1 } }
/// CascadeModifier: p = min(max(phase - CGFloat(idx) * MotionToken.stagger, 0), 1)
///    weight = wghtFrom + (wghtTo - wghtFrom) * p;  opacity = p;  offset y = (1 - p) * offsetY
/// ```
///
/// One shared `phase` is animated 0 → 1 with ease-out; each glyph lags it by
/// `idx · stagger`. Finding, pinned in the tests: because phase never exceeds 1, glyph
/// `idx` stops at progress 1 − idx · stagger and stays there. In "Welcome to AirFit"
/// (17 glyphs) the last glyph, idx 16, ends at opacity 0.808, weight 380.8 and 1.152 pt
/// below its line, for as long as the text is on screen. `.seed` reproduces that;
/// `.completing(glyphCount:)` is the opt-in fix that runs phase to
/// 1 + (glyphCount − 1) · stagger over the same duration so every glyph lands at 1.
public struct CascadeSchedule: Hashable, Sendable {
    /// Where `phase` ends.
    public enum Ending: Hashable, Sendable {
        /// phase ends at 1, as the seed's code does.
        case seed
        /// phase ends at 1 + (glyphCount − 1) · stagger, so the last glyph completes.
        case completing(glyphCount: Int)
        /// phase ends at this value (≥ 1): a token's (`motion.cascade.phaseEnd`).
        case phase(Double)
    }

    /// Seconds the shared phase takes to run to `phaseEnd`.
    public let duration: Double
    /// How far each glyph lags the one before it, in units of phase (the seed's 0.012).
    public let stagger: Double
    /// Points below its line a glyph starts at, rising to 0 as it lands.
    public let offsetY: Double
    /// The `wght` a glyph starts at (300).
    public let weightFrom: Double
    /// The `wght` a glyph lands at (400).
    public let weightTo: Double
    /// The curve phase follows over `duration`, or a spring that runs on its own time.
    public let curve: Curve
    /// Where phase ends: the seed's 1, or far enough for the last glyph to land.
    public let ending: Ending

    /// A schedule of these values; traps on a duration ≤ 0 or a glyph count < 1.
    public init(duration: Double, stagger: Double, offsetY: Double, weightFrom: Double, weightTo: Double,
                curve: Curve = .timing(.easeOut), ending: Ending = .seed) {
        precondition(duration > 0, "cascade duration must be > 0")
        if case let .completing(count) = ending { precondition(count >= 1, "glyph count must be >= 1") }
        if case let .phase(end) = ending { precondition(end.isFinite && end >= 1, "phase end must be >= 1") }
        self.duration = duration
        self.stagger = stagger
        self.offsetY = offsetY
        self.weightFrom = weightFrom
        self.weightTo = weightTo
        self.curve = curve
        self.ending = ending
    }

    /// The seed's `MotionToken` values with the seed's ending.
    public static let airFit = CascadeSchedule(duration: 0.60, stagger: 0.012, offsetY: 6,
                                               weightFrom: 300, weightTo: 400)

    /// The same schedule with phase stretched so the last of `glyphCount` glyphs lands.
    public func completing(glyphCount: Int) -> CascadeSchedule {
        CascadeSchedule(duration: duration, stagger: stagger, offsetY: offsetY, weightFrom: weightFrom,
                        weightTo: weightTo, curve: curve, ending: .completing(glyphCount: glyphCount))
    }

    /// The value `phase` is animated to.
    public var phaseEnd: Double {
        switch ending {
        case .seed: return 1
        case let .completing(count): return 1 + Double(count - 1) * stagger
        case let .phase(end): return end
        }
    }

    /// The shared phase at `t` seconds after `onAppear`: phaseEnd · curve(t / duration),
    /// 0 before and phaseEnd after the animation (a spring: phaseEnd · its progress at t).
    /// A spring rests at phaseEnd once settled: SwiftUI ends the animation there and shows
    /// the value animated to.
    public func phase(at t: Double) -> Double {
        if case .spring = curve, t >= length { return phaseEnd }
        return phaseEnd * curve.progress(at: t, duration: duration)
    }

    /// Seconds until phase rests: `duration` along a timing curve; a spring's settling
    /// time (it ignores `duration`, as SwiftUI's springs do).
    public var length: Double {
        if case .spring = curve { return curve.naturalDuration }
        return duration
    }

    /// Glyph `glyph`'s progress: clamp(phase − glyph · stagger, 0, 1).
    public func progress(glyph: Int, at t: Double) -> Double {
        min(max(phase(at: t) - Double(glyph) * stagger, 0), 1)
    }

    /// Glyph `glyph`'s opacity at `t` seconds: its progress, 0…1.
    public func opacity(glyph: Int, at t: Double) -> Double {
        progress(glyph: glyph, at: t)
    }

    /// Variable-font `wght` axis value.
    public func weight(glyph: Int, at t: Double) -> Double {
        weightFrom + (weightTo - weightFrom) * progress(glyph: glyph, at: t)
    }

    /// Points below the resting position (positive y is down, as in SwiftUI).
    public func offsetY(glyph: Int, at t: Double) -> Double {
        (1 - progress(glyph: glyph, at: t)) * offsetY
    }

    /// Where glyph `glyph` rests once the animation is over.
    public func finalProgress(glyph: Int) -> Double {
        progress(glyph: glyph, at: duration)
    }
}
