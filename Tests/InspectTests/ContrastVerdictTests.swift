import Foundation
import Testing
import Tokens
@testable import Inspect

/// WCAG verdicts. Expected ratios are those the WebAIM contrast checker reports for the
/// same pairs (#777777/#FFFFFF 4.48:1, #767676/#FFFFFF 4.54:1), plus exact formula values
/// for the rounding traps.
struct ContrastVerdictTests {
    private func verdict(_ foreground: String, on background: String) -> ContrastVerdict {
        ContrastVerdict(foreground: RGBA(hex: foreground)!, background: RGBA(hex: background)!)
    }

    @Test func grey777OnWhiteFailsAANormalOnly() {
        let v = verdict("#777777", on: "#FFFFFF")
        #expect(v.ratioText == "4.48")
        #expect(abs(v.ratio - 4.478089) < 1e-6)
        #expect(!v.aaNormal)
        #expect(v.aaLarge)
        #expect(!v.aaa)
        #expect(!v.aaaLarge)
    }

    @Test func grey767676OnWhitePassesAANormal() {
        let v = verdict("#767676", on: "#FFFFFF")
        #expect(v.ratioText == "4.54")
        #expect(v.aaNormal && v.aaLarge && v.aaaLarge)
        #expect(!v.aaa)
    }

    @Test func thresholdsUseTheUnroundedRatio() {
        // #070707 on #777777 = 4.49835: displays as "4.50" but fails 4.5:1.
        let nearAA = verdict("#070707", on: "#777777")
        #expect(nearAA.ratioText == "4.50")
        #expect(abs(nearAA.ratio - 4.498348) < 1e-6)
        #expect(!nearAA.aaNormal && !nearAA.aaaLarge)
        #expect(nearAA.aaLarge)
        // #000000 on #595959 = 2.99797: displays as "3.00" but fails 3:1.
        let nearLarge = verdict("#000000", on: "#595959")
        #expect(nearLarge.ratioText == "3.00")
        #expect(!nearLarge.aaLarge)
    }

    @Test func extremes() {
        let blackOnWhite = verdict("#000000", on: "#FFFFFF")
        #expect(blackOnWhite.ratio == 21)
        #expect(blackOnWhite.ratioText == "21.00")
        #expect(blackOnWhite.aaNormal && blackOnWhite.aaLarge && blackOnWhite.aaa && blackOnWhite.aaaLarge)
        #expect(abs(blackOnWhite.apcaLc - 106.04067321268862) < 1e-3)

        let whiteOnWhite = verdict("#FFFFFF", on: "#FFFFFF")
        #expect(whiteOnWhite.ratio == 1)
        #expect(whiteOnWhite.ratioText == "1.00")
        #expect(!whiteOnWhite.aaLarge)
        #expect(whiteOnWhite.apcaLc == 0)
    }

    @Test func ratioIsOrderIndependentButAPCAIsNot() {
        let a = verdict("#1F6FEB", on: "#FDE4D2")
        let b = verdict("#FDE4D2", on: "#1F6FEB")
        #expect(a.ratio == b.ratio)
        #expect(a.aaNormal == b.aaNormal && a.aaLarge == b.aaLarge)
        #expect(a.apcaLc > 0 && b.apcaLc < 0)
    }

    @Test func apcaMatchesReference() {
        // apca-w3 test/index.js: '#888' text on '#fff' = 63.056469930209424.
        #expect(abs(verdict("#888888", on: "#FFFFFF").apcaLc - 63.056469930209424) < 1e-3)
    }

    @Test func translucentForegroundIsCompositedFirst() {
        // Black at 0x66/255 = 40 % over white shows as #999999: WCAG ratio 2.849, and
        // apca-w3 test/index.js gives calcAPCA('#0006', '#fff') = 54.62184067441377.
        let v = verdict("#00000066", on: "#FFFFFF")
        let solid = verdict("#999999", on: "#FFFFFF")
        #expect(abs(v.ratio - solid.ratio) < 1e-12)
        #expect(abs(v.ratio - 2.849028) < 1e-6)
        #expect(abs(v.apcaLc - 54.62184067441377) < 1e-3)
        #expect(v.foreground == RGBA(hex: "#00000066")!) // the colour as specified is kept
        // Measuring the raw translucent colour would have claimed 21:1.
        #expect(v.ratio < 3)
    }

    @Test func encodesColoursAsHexAndRoundTrips() throws {
        let v = verdict("#777777", on: "#FFFFFF")
        let data = try JSONEncoder().encode(v)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"foreground\":\"#777777\""))
        #expect(json.contains("\"aaNormal\":false"))
        #expect(try JSONDecoder().decode(ContrastVerdict.self, from: data) == v)
    }
}
