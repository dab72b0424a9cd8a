import DisplayList
import SwiftUI
import Testing
import Tokens

/// SwiftUI's colour effects on what a view draws, against the W3C matrices worked by hand.
@Suite @MainActor struct ColorFilterTests {
    private func fills(_ view: some View) -> [RGBA] {
        layout(view).elements.compactMap { if case .solid(let c)? = $0.fill { return c }; return nil }
    }
    private func close(_ a: RGBA?, _ b: RGBA) -> Bool {
        guard let a else { return false }
        return abs(a.r - b.r) < 1e-9 && abs(a.g - b.g) < 1e-9 && abs(a.b - b.b) < 1e-9 && a.a == b.a
    }
    private let red = Color(RGBA(r: 1, g: 0, b: 0))

    @Test func grayscaleAndSaturationUseTheLuminanceWeights() {
        // saturate(0) of red: every channel 0.213 (red's weight).
        #expect(close(fills(red.grayscale(1)).first, RGBA(r: 0.213, g: 0.213, b: 0.213)))
        #expect(close(fills(red.saturation(0)).first, RGBA(r: 0.213, g: 0.213, b: 0.213)))
        #expect(close(fills(red.grayscale(0)).first, RGBA(r: 1, g: 0, b: 0)))
        // Half way: 0.213 + 0.787 × 0.5 = 0.6065 red, 0.213 × 0.5 = 0.1065 green and blue.
        #expect(close(fills(red.grayscale(0.5)).first, RGBA(r: 0.6065, g: 0.1065, b: 0.1065)))
    }

    @Test func hueRotationTurnsRedToCyanAtHalfATurn() {
        // cos 180° = −1, sin = 0: red row 0.213 − 0.787 < 0 → 0; green and blue 0.213 + 0.213.
        #expect(close(fills(red.hueRotation(.degrees(180))).first, RGBA(r: 0, g: 0.426, b: 0.426)))
        #expect(close(fills(red.hueRotation(.degrees(360))).first, RGBA(r: 1, g: 0, b: 0)))
    }

    @Test func brightnessContrastMultiplyAndInvert() {
        let grey = Color(RGBA(r: 0.5, g: 0.5, b: 0.5, a: 0.8))
        #expect(close(fills(grey.brightness(0.25)).first, RGBA(r: 0.75, g: 0.75, b: 0.75, a: 0.8)))
        #expect(close(fills(Color(RGBA(r: 1, g: 0, b: 0.5)).contrast(0.5)).first, RGBA(r: 0.75, g: 0.25, b: 0.5)))
        #expect(close(fills(Color.white.colorMultiply(Color(RGBA(r: 0.5, g: 1, b: 0)))).first, RGBA(r: 0.5, g: 1, b: 0)))
        #expect(close(fills(Color(RGBA(r: 0.2, g: 0.4, b: 0.6)).colorInvert()).first, RGBA(r: 0.8, g: 0.6, b: 0.4)))
    }

    @Test func theFilterReachesTextStrokesAndGradientsInsideButNothingOutside() throws {
        let list = layout(HStack {
            VStack {
                Text("a").foregroundStyle(red)
                Circle().stroke(red, lineWidth: 2).frame(width: 10, height: 10)
                Rectangle().fill(LinearGradient(colors: [red, .white], startPoint: .top, endPoint: .bottom)).frame(width: 10, height: 10)
            }
            .colorInvert()
            Text("b").foregroundStyle(red)
        })
        let a = try #require(list.elements.first { $0.text?.string == "a" })
        #expect(a.text?.paint == .solid(RGBA(r: 0, g: 1, b: 1)))
        #expect(list.elements.contains { $0.stroke?.paint == .solid(RGBA(r: 0, g: 1, b: 1)) })
        #expect(list.elements.contains {
            if case .linearGradient(let g, _, _)? = $0.fill { return g.stops.map(\.color) == [RGBA(r: 0, g: 1, b: 1), RGBA(r: 0, g: 0, b: 0)] }
            return false
        })
        #expect(list.elements.first { $0.text?.string == "b" }?.text?.paint == .solid(RGBA(r: 1, g: 0, b: 0)))
    }
}
