import Testing
import Motion

/// Hand-computed from the seed's formula and two ease-out values (TimingCurveTests'
/// brentq script): easeOut(0.1 / 0.6) = 0.26034033017173036 and
/// easeOut(0.3 / 0.6) = 0.6846431874274608. Glyph idx's progress is
/// clamp(phase − idx · 0.012, 0, 1); weight = 300 + 100p; offsetY = 6(1 − p).
@Suite struct CascadeScheduleTests {
    let seed = CascadeSchedule.airFit
    let easeOutAt0_1 = 0.26034033017173036
    let easeOutAt0_3 = 0.6846431874274608

    @Test func tokensAreTheSeeds() {
        #expect(seed.duration == 0.60)
        #expect(seed.stagger == 0.012)
        #expect(seed.offsetY == 6)
        #expect(seed.weightFrom == 300)
        #expect(seed.weightTo == 400)
        #expect(seed.curve == .timing(.easeOut))
        #expect(seed.ending == .seed)
    }

    @Test func atStart() {
        for glyph in [0, 10, 16] {
            #expect(seed.progress(glyph: glyph, at: 0) == 0)
            #expect(seed.opacity(glyph: glyph, at: 0) == 0)
            #expect(seed.weight(glyph: glyph, at: 0) == 300)
            #expect(seed.offsetY(glyph: glyph, at: 0) == 6)
        }
        #expect(seed.phase(at: -1) == 0)
    }

    @Test func at0_1s() {
        #expect(close(seed.phase(at: 0.1), easeOutAt0_1, 1e-6))
        #expect(close(seed.opacity(glyph: 0, at: 0.1), 0.26034033017173036, 1e-6))
        #expect(close(seed.opacity(glyph: 10, at: 0.1), 0.14034033017173037, 1e-6))
        #expect(close(seed.opacity(glyph: 16, at: 0.1), 0.06834033017173036, 1e-6))
        #expect(close(seed.weight(glyph: 0, at: 0.1), 326.03403301717304, 1e-4))
        #expect(close(seed.weight(glyph: 10, at: 0.1), 314.03403301717304, 1e-4))
        #expect(close(seed.weight(glyph: 16, at: 0.1), 306.83403301717306, 1e-4))
        #expect(close(seed.offsetY(glyph: 0, at: 0.1), 4.437958018969617, 1e-5))
        #expect(close(seed.offsetY(glyph: 10, at: 0.1), 5.157958018969618, 1e-5))
        #expect(close(seed.offsetY(glyph: 16, at: 0.1), 5.589958018969618, 1e-5))
    }

    @Test func at0_3s() {
        #expect(close(seed.phase(at: 0.3), easeOutAt0_3, 1e-6))
        #expect(close(seed.opacity(glyph: 0, at: 0.3), 0.6846431874274608, 1e-6))
        #expect(close(seed.opacity(glyph: 10, at: 0.3), 0.5646431874274608, 1e-6))
        #expect(close(seed.opacity(glyph: 16, at: 0.3), 0.49264318742746077, 1e-6))
        #expect(close(seed.weight(glyph: 16, at: 0.3), 349.26431874274607, 1e-4))
        #expect(close(seed.offsetY(glyph: 10, at: 0.3), 2.6121408754352355, 1e-5))
    }

    @Test(arguments: [0.6, 0.61, 2.0, 3600.0])
    func atAndAfterTheEnd(t: Double) {
        #expect(close(seed.opacity(glyph: 0, at: t), 1, 1e-12))
        #expect(close(seed.weight(glyph: 0, at: t), 400, 1e-9))
        #expect(close(seed.offsetY(glyph: 0, at: t), 0, 1e-12))
        #expect(close(seed.opacity(glyph: 10, at: t), 0.88, 1e-12))
        #expect(close(seed.weight(glyph: 10, at: t), 388, 1e-9))
        #expect(close(seed.offsetY(glyph: 10, at: t), 0.72, 1e-12))
        #expect(close(seed.opacity(glyph: 16, at: t), 0.808, 1e-12))
        #expect(close(seed.weight(glyph: 16, at: t), 380.8, 1e-9))
        #expect(close(seed.offsetY(glyph: 16, at: t), 1.152, 1e-12))
    }

    /// The finding: with the seed's literal formula phase stops at 1, so glyph idx stops
    /// at 1 − idx · 0.012; the 17th glyph of "Welcome to AirFit" never gets past 0.808.
    @Test func seedFormulaLeavesLateGlyphsUnfinished() {
        let text = "Welcome to AirFit"
        #expect(text.count == 17)
        #expect(seed.finalProgress(glyph: 0) == 1)
        #expect(close(seed.finalProgress(glyph: 16), 0.808, 1e-12))
        for glyph in 1..<text.count {
            #expect(close(seed.finalProgress(glyph: glyph), 1 - Double(glyph) * 0.012, 1e-12))
        }
        // 84 glyphs in, a glyph never appears at all.
        #expect(seed.finalProgress(glyph: 84) == 0)
    }

    @Test func completingVariantLandsTheLastGlyph() {
        let completing = seed.completing(glyphCount: 17)
        #expect(completing.ending == .completing(glyphCount: 17))
        #expect(close(completing.phaseEnd, 1.192, 1e-12))
        #expect(completing.finalProgress(glyph: 16) == 1)
        #expect(completing.opacity(glyph: 16, at: 0.6) == 1)
        #expect(completing.weight(glyph: 16, at: 0.6) == 400)
        #expect(completing.offsetY(glyph: 16, at: 0.6) == 0)
        // 1.192 · easeOut(x) − 0.192, from the same ease-out values.
        #expect(close(completing.progress(glyph: 16, at: 0.1), 0.11832567356470258, 1e-6))
        #expect(close(completing.progress(glyph: 16, at: 0.3), 0.6240946794135331, 1e-6))
        // Earlier glyphs reach 1 before the end: phase passes 1 once easeOut(x) > 1/1.192.
        #expect(completing.progress(glyph: 0, at: 0.5) == 1)
        #expect(completing.progress(glyph: 0, at: 0.3) < 1)
    }

    /// On a spring (a motion proposal's), phase runs on the spring's own time, whatever the
    /// duration, and rests at its end once the spring has settled, as SwiftUI ends it.
    @Test func onASpringPhaseRunsUntilTheSpringSettlesThenRests() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let s = CascadeSchedule(duration: 0.6, stagger: 0.012, offsetY: 6, weightFrom: 300, weightTo: 400, curve: .spring(spring))
        #expect(s.length == spring.settlingDuration())
        #expect(s.length > 0.6)
        #expect(s.phase(at: 0.2) == spring.progress(at: 0.2))
        #expect(s.phase(at: s.length - 1e-3) < 1 && s.phase(at: s.length) == 1 && s.phase(at: 10) == 1)
        #expect(seed.length == 0.6)
    }
}
