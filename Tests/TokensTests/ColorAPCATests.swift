import Testing
import Tokens

/// APCA 0.0.98G-4g Lc against the reference implementation's own test values.
///
/// Source: Myndex/apca-w3, `test/index.js` (the suite run against `src/apca-w3.js`,
/// constants object `SA98G`), which asserts these exact floats for `calcAPCA(text, bg)`.
/// The apca-w3 README lists the first six as its "keystone checks". The #123 / #234 pair
/// printed in older READMEs (1.75 / −1.63) predates the 0.1 low clip and now yields 0.
struct ColorAPCATests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let background: String
        let lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }

    static let reference: [Case] = [
        Case(text: "#888", background: "#fff", lc: 63.056469930209424),
        Case(text: "#fff", background: "#888", lc: -68.54146436644962),
        Case(text: "#000", background: "#aaa", lc: 58.146262578561334),
        Case(text: "#aaa", background: "#000", lc: -56.24113336839742),
        Case(text: "#123", background: "#def", lc: 91.66830811481631),
        Case(text: "#def", background: "#123", lc: -93.06770049484275),
        Case(text: "#123", background: "#444", lc: 8.32326136957393),
        Case(text: "#444", background: "#123", lc: -7.526878460278154),
    ]

    @Test(arguments: reference)
    func matchesApcaW3(_ c: Case) {
        let lc = apcaContrast(text: RGBA(hex: c.text)!, background: RGBA(hex: c.background)!)
        #expect(abs(lc - c.lc) < 1e-3)
    }

    @Test func translucentTextIsBlendedFirst() {
        // apca-w3 test/index.js: calcAPCA('#0006', '#fff') = 54.62184067441377 (black at
        // 0x66/255 = 40 % over white is #999).
        let lc = apcaContrast(text: RGBA(hex: "#00000066")!, background: .white)
        #expect(abs(lc - 54.62184067441377) < 1e-3)
    }

    @Test func polarityAndExtremes() {
        // Not in apca-w3's test file: the reference formula's outputs for the extremes,
        // as third-party ports pin them (black on white 106.04, white on black −107.88).
        #expect(abs(apcaContrast(text: .black, background: .white) - 106.04067321268862) < 1e-3)
        #expect(abs(apcaContrast(text: .white, background: .black) + 107.88473318309848) < 1e-3)
    }

    @Test func nearlyEqualColoursGiveZero() {
        // SAPC below the 0.1 low clip rolls out to exactly 0, in both polarities.
        #expect(apcaContrast(text: RGBA(hex: "#123")!, background: RGBA(hex: "#234")!) == 0)
        #expect(apcaContrast(text: RGBA(hex: "#234")!, background: RGBA(hex: "#123")!) == 0)
        #expect(apcaContrast(text: .white, background: .white) == 0)
    }

    @Test func screenLuminanceUsesSimplePowerNotSRGBCurve() {
        // 0.5^2.4 = 0.189465 for grey, not the piecewise 0.214041.
        #expect(abs(RGBA(gray: 0.5).apcaScreenLuminance - 0.18946457) < 1e-7)
    }
}
