import Foundation
import Testing
import Tokens

/// Gradient evaluation and `mix`: gamma-encoded sRGB, premultiplied, piecewise linear.
struct ColorGradientTests {
    private let peach = RGBA(hex: "#FDE4D2")!
    private let pink = RGBA(hex: "#F9C7D6")!

    private func expectClose(_ x: RGBA, _ y: RGBA, sourceLocation: SourceLocation = #_sourceLocation) {
        let tolerance = 1e-12
        #expect(abs(x.r - y.r) < tolerance && abs(x.g - y.g) < tolerance
                && abs(x.b - y.b) < tolerance && abs(x.a - y.a) < tolerance,
                "\(x) vs \(y)", sourceLocation: sourceLocation)
    }

    @Test func twoStopMidpointByHand() {
        // (#FD + #F9) / 2 = 251, (#E4 + #C7) / 2 = 213.5, (#D2 + #D6) / 2 = 212, in encoded sRGB.
        let mid = Gradient([peach, pink]).color(at: 0.5)
        expectClose(mid, RGBA(r: 251 / 255, g: 213.5 / 255, b: 212 / 255))
        expectClose(mix(peach, pink, 0.5), mid)
    }

    @Test func evenlySpacedLikeSwiftUI() {
        let gradient = Gradient([.black, .white, .black, .white])
        let expected: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]
        #expect(gradient.stops.map(\.position) == expected)
        #expect(Gradient([peach]).stops == [GradientStop(color: peach, position: 0)])
        #expect(Gradient([peach]).color(at: 0.7) == peach)
        #expect(Gradient([RGBA]()).color(at: 0.5) == .clear)
    }

    @Test func threeStopsAtAndBetweenStops() {
        let red = RGBA(r: 1, g: 0, b: 0)
        let green = RGBA(r: 0, g: 1, b: 0)
        let blue = RGBA(r: 0, g: 0, b: 1)
        let gradient = Gradient(stops: [
            GradientStop(color: red, position: 0.2),
            GradientStop(color: green, position: 0.6),
            GradientStop(color: blue, position: 0.8),
        ])
        #expect(gradient.color(at: 0.2) == red)
        #expect(gradient.color(at: 0.6) == green)
        #expect(gradient.color(at: 0.8) == blue)
        // 0.3 is a quarter of the way from 0.2 to 0.6; 0.75 is three quarters from 0.6 to 0.8.
        expectClose(gradient.color(at: 0.3), RGBA(r: 0.75, g: 0.25, b: 0))
        expectClose(gradient.color(at: 0.75), RGBA(r: 0, g: 0.25, b: 0.75))
        // Padding before the first and after the last stop; t itself is clamped.
        #expect(gradient.color(at: 0.1) == red)
        #expect(gradient.color(at: 0.9) == blue)
        #expect(gradient.color(at: -3) == red)
        #expect(gradient.color(at: 7) == blue)
    }

    @Test func equalPositionsMakeAHardEdgeWonByTheLaterStop() {
        let gradient = Gradient(stops: [
            GradientStop(color: peach, position: 0),
            GradientStop(color: peach, position: 0.5),
            GradientStop(color: pink, position: 0.5),
            GradientStop(color: pink, position: 1),
        ])
        #expect(gradient.color(at: 0.49999) == peach)
        #expect(gradient.color(at: 0.5) == pink)
        #expect(gradient.color(at: 0.75) == pink)
        // A hard edge between ramps: just below it the first ramp is nearly finished.
        let ramps = Gradient(stops: [
            GradientStop(color: .black, position: 0),
            GradientStop(color: .white, position: 0.5),
            GradientStop(color: .black, position: 0.5),
            GradientStop(color: .white, position: 1),
        ])
        expectClose(ramps.color(at: 0.25), RGBA(gray: 0.5))
        expectClose(ramps.color(at: 0.5), .black)
        expectClose(ramps.color(at: 0.75), RGBA(gray: 0.5))
    }

    @Test func unsortedStopsAreOrderedByPosition() {
        let gradient = Gradient(stops: [
            GradientStop(color: .white, position: 1),
            GradientStop(color: .black, position: 0),
        ])
        expectClose(gradient.color(at: 0.25), RGBA(gray: 0.25))
    }

    @Test func fadeToClearKeepsTheColour() {
        // Premultiplied: half way to transparent black is the same red at half alpha, not a
        // dark translucent red (straight interpolation would give r = 0.5).
        let red = RGBA(r: 1, g: 0, b: 0)
        expectClose(Gradient([red, .clear]).color(at: 0.5), RGBA(r: 1, g: 0, b: 0, a: 0.5))
        expectClose(mix(red, .clear, 0.75), RGBA(r: 1, g: 0, b: 0, a: 0.25))
        // Translucent to translucent: premultiplied (0.2·1 + 0.6·0) / 2 over alpha 0.4 → 0.25.
        expectClose(mix(RGBA(r: 1, g: 1, b: 1, a: 0.2), RGBA(r: 0, g: 0, b: 0, a: 0.6), 0.5),
                    RGBA(r: 0.25, g: 0.25, b: 0.25, a: 0.4))
    }

    @Test func mixClampsT() {
        #expect(mix(peach, pink, -1) == peach)
        #expect(mix(peach, pink, 2) == pink)
    }

    @Test func gradientRoundTripsThroughJSON() throws {
        // Codable is synthesised; RGBA encodes exact 8-bit colours as hex.
        let gradient = Gradient(stops: [GradientStop(color: peach, position: 0.25),
                                        GradientStop(color: pink.opacity(0.5), position: 1)])
        let data = try JSONEncoder().encode(gradient)
        #expect(try JSONDecoder().decode(Gradient.self, from: data) == gradient)
    }
}
