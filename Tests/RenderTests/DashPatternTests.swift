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
}
