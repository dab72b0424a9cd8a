import Testing
import Tokens

/// sRGB → CIELAB (D65). Expected values are Bruce Lindbloom's colour calculator results
/// for the sRGB primaries (sRGB, D65 reference white, 2° observer), the values most CIELAB
/// test suites quote: red (53.2408, 80.0925, 67.2032), green (87.7347, −86.1827, 83.1793),
/// blue (32.2970, 79.1875, −107.8602).
struct ColorCIELABTests {
    private func expectLab(_ lab: CIELAB, _ l: Double, _ a: Double, _ b: Double,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(lab.l - l) < 1e-3, sourceLocation: sourceLocation)
        #expect(abs(lab.a - a) < 1e-3, sourceLocation: sourceLocation)
        #expect(abs(lab.b - b) < 1e-3, sourceLocation: sourceLocation)
    }

    @Test func primariesMatchLindbloom() {
        expectLab(RGBA(r: 1, g: 0, b: 0).lab, 53.2408, 80.0925, 67.2032)
        expectLab(RGBA(r: 0, g: 1, b: 0).lab, 87.7347, -86.1827, 83.1793)
        expectLab(RGBA(r: 0, g: 0, b: 1).lab, 32.2970, 79.1875, -107.8602)
    }

    @Test func whiteIsExactlyNeutralAndBlackIsZero() {
        let white = RGBA.white.lab
        #expect(abs(white.l - 100) < 1e-12)
        #expect(abs(white.a) < 1e-12 && abs(white.b) < 1e-12)
        #expect(RGBA.black.lab == CIELAB(l: 0, a: 0, b: 0))
    }

    @Test func greysAreNeutralAndDarkGreyUsesLinearSegment() {
        // #777777: Y = 0.184475 → L* = 116·∛Y − 16 = 50.0344 (a*, b* ≈ 0 for every grey).
        let grey = RGBA(hex: "#777777")!.lab
        #expect(abs(grey.l - 50.0344) < 1e-3)
        #expect(abs(grey.a) < 1e-9 && abs(grey.b) < 1e-9)
        // #030303: Y = (3/255)/12.92 = 0.000910557 ≤ ε, so L* = κ·Y = 0.822524.
        #expect(abs(RGBA(hex: "#030303")!.lab.l - 0.822524) < 1e-5)
    }

    @Test func nearTokenColoursAreJustNoticeablyDifferent() {
        // One 8-bit step of a mid colour is well under 1 ΔE00; black to white is 100.
        #expect(deltaE2000(RGBA(hex: "#3A7BD5")!, RGBA(hex: "#3A7BD6")!) < 0.5)
        #expect(abs(deltaE2000(RGBA.black, RGBA.white) - 100) < 1e-9)
    }
}
