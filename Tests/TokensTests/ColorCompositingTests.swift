import Testing
import Tokens

/// Source-over compositing, straight and premultiplied.
struct ColorCompositingTests {
    private let peach = RGBA(hex: "#FDE4D2")!

    private func expectClose(_ x: RGBA, _ y: RGBA, _ tolerance: Double = 1e-12,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(x.r - y.r) < tolerance && abs(x.g - y.g) < tolerance
                && abs(x.b - y.b) < tolerance && abs(x.a - y.a) < tolerance,
                "\(x) vs \(y)", sourceLocation: sourceLocation)
    }

    @Test func white30PercentOverPeachByHand() {
        // Opaque backdrop: Co = 1·0.3 + Cd·0.7, in 8-bit units 76.5 + 0.7·(253, 228, 210).
        let result = RGBA.white.opacity(0.3).over(peach)
        #expect(abs(result.r - 253.6 / 255) < 1e-12)
        #expect(abs(result.g - 236.1 / 255) < 1e-12)
        #expect(abs(result.b - 223.5 / 255) < 1e-12)
        #expect(result.a == 1)
    }

    @Test func translucentOnTranslucentByHand() {
        // αo = 0.5 + 0.5·0.5 = 0.75; R = (1·0.5 + 0·0.25) / 0.75 = 2/3; B = 0.25 / 0.75 = 1/3.
        let result = RGBA(r: 1, g: 0, b: 0, a: 0.5).over(RGBA(r: 0, g: 0, b: 1, a: 0.5))
        expectClose(result, RGBA(r: 2.0 / 3, g: 0, b: 1.0 / 3, a: 0.75))
    }

    @Test func edgeCases() {
        #expect(RGBA.clear.over(.clear) == .clear)
        #expect(RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0).over(RGBA(r: 1, g: 1, b: 1, a: 0)) == .clear)
        #expect(peach.over(.black) == peach) // opaque source hides the backdrop
        expectClose(RGBA.clear.over(peach), peach) // nothing painted
    }

    @Test func premultipliedRoundTrip() {
        let colour = RGBA(r: 0.8, g: 0.3, b: 0.1, a: 0.4)
        let premultiplied = PremultipliedRGBA(colour)
        #expect(abs(premultiplied.r - 0.32) < 1e-15)
        #expect(abs(premultiplied.g - 0.12) < 1e-15)
        #expect(premultiplied.a == 0.4)
        expectClose(premultiplied.straight, colour)
        #expect(PremultipliedRGBA(r: 0, g: 0, b: 0, a: 0).straight == .clear)
    }

    @Test(arguments: [
        (RGBA(r: 1, g: 1, b: 1, a: 0.3), RGBA(hex: "#FDE4D2")!),
        (RGBA(r: 1, g: 0, b: 0, a: 0.5), RGBA(r: 0, g: 0, b: 1, a: 0.5)),
        (RGBA(r: 0.1, g: 0.7, b: 0.2, a: 0.9), RGBA(r: 0.5, g: 0.5, b: 0.9, a: 0.2)),
        (RGBA(r: 0.3, g: 0.3, b: 0.3, a: 0), RGBA(r: 0.6, g: 0.1, b: 0.2, a: 0.7)),
    ])
    func premultipliedAndStraightAgree(source: RGBA, backdrop: RGBA) {
        let viaPremultiplied = PremultipliedRGBA(source).over(PremultipliedRGBA(backdrop)).straight
        expectClose(viaPremultiplied, source.over(backdrop))
    }
}
