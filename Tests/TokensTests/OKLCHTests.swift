import Testing
import Tokens

/// OKLCH, the space contrast proposals move a colour's lightness in.
@Suite struct OKLCHTests {
    @Test func knownColours() {
        // Ottosson's reference: sRGB red is L 0.62796, C 0.25768, h 29.2339.
        let red = OKLCH(RGBA(hex: "#FF0000")!)
        #expect(abs(red.l - 0.62796) < 1e-4 && abs(red.c - 0.25768) < 1e-4 && abs(red.h - 29.2339) < 1e-3)
        let white = OKLCH(.white), black = OKLCH(.black)
        #expect(abs(white.l - 1) < 1e-6 && white.c == 0 && white.h == 0)
        #expect(abs(black.l) < 1e-9 && black.c == 0)
        // A grey has no hue: 0.
        #expect(OKLCH(RGBA(hex: "#8E8E8E")!).c == 0)
        #expect(OKLCH(RGBA(hex: "#3C3C4399")!).alpha == 0.6)
    }

    @Test(arguments: ["#007AFF", "#FF3B30", "#8A8A8E", "#34C759", "#FFE9C8", "#13313D", "#FFFFFF", "#000000"])
    func roundTripsToTheSameHex(hex: String) {
        let c = OKLCH(RGBA(hex: hex)!)
        #expect(c.isInSRGB)
        #expect(c.rgba.hex == hex)
    }

    /// Moving lightness keeps the hue, and keeps the chroma unless sRGB cannot show it
    /// there; then the most chroma sRGB has at that lightness and hue.
    @Test func atLightnessKeepsHueAndChromaWithinGamut() {
        let blue = OKLCH(RGBA(hex: "#007AFF")!)
        let darker = blue.atLightness(0.45)
        #expect(abs(darker.l - 0.45) < 1e-12 && abs(darker.h - blue.h) < 1e-9)
        #expect(darker.isInSRGB)
        // Near white, sRGB has almost no room for chroma: it is reduced, not the hue.
        let pale = blue.atLightness(0.97)
        #expect(pale.c < blue.c && pale.isInSRGB && abs(pale.h - blue.h) < 1e-9)
        var outside = pale
        outside.c += 0.01
        #expect(!outside.isInSRGB)
        // Clamped to 0…1.
        #expect(blue.atLightness(2).l == 1 && blue.atLightness(-1).l == 0)
        #expect(OKLCH(.white).atLightness(0.5).rgba.hex == "#636363")
    }
}
