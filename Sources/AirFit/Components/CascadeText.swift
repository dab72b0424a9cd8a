import AppSupport
public import SwiftUI
import DisplayList
import Motion

/// Seed §3: a string whose letters cascade in — each glyph's progress is
/// `min(max(phase − idx·stagger, 0), 1)` with `phase` animated 0 → 1 easeOut over
/// MotionToken.duration, driving opacity, a 6 pt rise and weight 300 → 400.
/// Under reduced motion the modifier is skipped for a plain 0.12 s fade (`motion.reducedMotion`).
nonisolated public struct CascadeText: View {
    @Environment(\.airFit) private var theme
    @Environment(\.cascadeClock) private var time
    @Environment(\.reducedMotion) private var reducedMotion
    let text: String

    public init(text: String) { self.text = text }
    public init(_ text: String) { self.text = text }

    public var body: some View {
        if reducedMotion {
            Text(text).opacity(theme.map { $0.reducedMotion.progress(at: time) } ?? min(max(time / ReducedMotion.fadeDuration, 0), 1))
        } else {
            Text(text).environment(\.glyphStyles, glyphStyles)
        }
    }

    var schedule: CascadeSchedule {
        guard let c = theme?.cascade else { return .airFit }
        return CascadeSchedule(duration: c.duration, stagger: c.stagger, offsetY: c.offsetY, weightFrom: c.weightFrom, weightTo: c.weightTo,
                               curve: Curve(c.curve))
    }

    /// One style per character, as the seed's `Array(content.string)` indexes them.
    var glyphStyles: [GlyphStyle] {
        let s = schedule
        return text.indices.enumerated().map { idx, _ in
            GlyphStyle(opacity: s.opacity(glyph: idx, at: time), offsetY: s.offsetY(glyph: idx, at: time), weight: s.weight(glyph: idx, at: time))
        }
    }
}
