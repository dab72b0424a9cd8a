@testable import Render
import Testing

/// Dash patterns from any display list: those Cairo can draw in bounded time are kept, the
/// rest drawn solid (a pattern of billions of dashes along a long path never reaches Cairo).
@Suite struct DashPatternTests {
    @Test func saneDashesAreKept() {
        #expect(CairoRenderer.drawableDash([6, 4]) == [6, 4])
        #expect(CairoRenderer.drawableDash([0, 1]) == [0, 1])  // round-capped dots
    }

    @Test func hostileDashesDrawSolid() {
        #expect(CairoRenderer.drawableDash([]) == nil)
        #expect(CairoRenderer.drawableDash([1e-9, 1e-9]) == nil)
        #expect(CairoRenderer.drawableDash([.nan, 4]) == nil)
        #expect(CairoRenderer.drawableDash([.infinity, 4]) == nil)
        #expect(CairoRenderer.drawableDash([-3, 4]) == nil)
        #expect(CairoRenderer.drawableDash(Array(repeating: 2, count: 33)) == nil)
    }

    /// The phase is taken within one period of the pattern (an odd-length pattern repeats
    /// twice per period, as Core Graphics and Cairo do): [60, 400] has period 460, so 250
    /// stays, −220 is 240, 1e9 + 230 is 250; [10] has period 20.
    @Test func aPhaseIsTakenWithinOnePeriod() {
        #expect(CairoRenderer.drawablePhase(250, of: [60, 400]) == 250)
        #expect(CairoRenderer.drawablePhase(-220, of: [60, 400]) == 240)
        #expect(CairoRenderer.drawablePhase(1_000_000_230, of: [60, 400]) == 250)
        #expect(CairoRenderer.drawablePhase(25, of: [10]) == 5)
        #expect(CairoRenderer.drawablePhase(.nan, of: [6, 4]) == 0)
    }
}
