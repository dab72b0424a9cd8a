import DisplayList
import Foundation
@testable import Inspect
import Render
import Testing
import Tokens

/// The pixels a contrast measurement keeps (`ContrastSamples`) and the smallest colour
/// change found on them (`ContrastFix`): ratios worked out from WCAG's formula here, a
/// proposal that passes and a step back from it that does not, and the cases no colour can fix.
@Suite struct ContrastFixTests {
    let renderer = CairoRenderer()

    func buffer(_ list: DisplayList) throws -> PixelBuffer {
        let raster = try renderer.render(ContrastCheck.backdrop(of: list))
        return PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: list.scale)
    }

    static func label(_ hex: String, _ frame: Rect = Rect(x: 20, y: 30, width: 160, height: 40), size: Double = 17, paint: Paint? = nil) -> Element {
        .text("label", frame, TextRun("Grey label", font: FontSpec(family: "Inter", size: size), paint: paint ?? .solid(RGBA(hex: hex)!)))
    }

    /// `hex` on a white card, or on black above y = 50 and white below.
    static func list(_ element: Element, halves: Bool = false, tint: RGBA? = nil) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .white)
        if halves { list.append(.shape("top", Rect(x: 0, y: 0, width: 200, height: 50), fill: .solid(.black))) }
        list.append(element)
        // Over the lower part only: a fade, not a modal's dimming view over the whole screen.
        if let tint { list.append(.shape("fade", Rect(x: 0, y: 45, width: 200, height: 55), fill: .solid(tint))) }
        return list
    }

    /// The samples say what the measurement said: the worst ratio of the element's own
    /// paint on them is the measured worst ratio — on a flat card, across two halves, under a
    /// translucent fade and for a gradient paint.
    @Test(arguments: [("flat", false, nil as RGBA?, nil as Paint?), ("halves", true, nil, nil), ("faded", false, RGBA.white.opacity(0.4), nil),
                      ("gradient", true, nil, .linearGradient(Gradient(stops: [.init(color: RGBA(hex: "#FF0000")!, position: 0), .init(color: RGBA(hex: "#0000FF")!, position: 1)]),
                                                                   start: .leading, end: .trailing))])
    func samplesReproduceTheMeasurement(name: String, halves: Bool, tint: RGBA?, paint: Paint?) throws {
        let list = Self.list(Self.label("#777777", paint: paint), halves: halves, tint: tint)
        let index = halves ? 1 : 0
        let backdrop = try buffer(list)
        let (outcome, samples) = ContrastCheck.measureAndSample(elementAt: index, of: list, on: backdrop)
        guard case .measured(let m)? = outcome else { Issue.record("\(name): not measured"); return }
        let s = try #require(samples)
        if paint == nil {
            #expect(abs(s.worstRatio - m.worstRatio) < 1e-9, "\(name): \(s.worstRatio) vs \(m.worstRatio)")
        } else {
            // A gradient keeps a spread of its pixels, not every one: never better than the
            // measurement by more than the spread allows.
            #expect(s.worstRatio >= m.worstRatio - 1e-9 && s.worstRatio < m.worstRatio * 1.01, "\(name): \(s.worstRatio) vs \(m.worstRatio)")
        }
        #expect(s.samples.count <= ContrastSamples.limit && !s.samples.isEmpty)
        // The plain measurement is the same one.
        #expect(ContrastCheck.measure(elementAt: index, of: list, on: backdrop) == outcome)
        if !halves && tint == nil { #expect(s.samples.count == 1, "a flat card is one backdrop colour") }
    }

    /// #8A8A8E (iOS's secondary label on white, 3.44:1): the nearest lightness that reaches
    /// 4.5 + margin is darker, keeps the hue, passes; the colour just before it does not.
    @Test func darkensTheSecondaryLabelJustEnough() throws {
        let list = Self.list(Self.label("#8A8A8E"))
        let samples = try #require(ContrastCheck.samples(elementAt: 0, of: list, on: try buffer(list)))
        let start = RGBA(hex: "#8A8A8E")!
        #expect(abs(samples.worstRatio - 3.44) < 0.01)
        let found = try #require(ContrastFix.smallestChange(from: start, uses: [samples]))
        #expect(found.lightnessChange < 0 && found.alphaChange == 0)
        #expect(found.worstAfter >= 4.5 + ContrastFix.margin)
        #expect(abs(found.worstBefore - samples.worstRatio) < 1e-12)
        // On white the ratio is a function of the colour: worked out here from WCAG's formula.
        let l = found.colour.relativeLuminance
        #expect(abs(found.worstAfter - 1.05 / (l + 0.05)) < 1e-9)
        // Minimal: 0.003 of lightness back towards the start no longer passes.
        let back = ContrastFix.colour(OKLCH(start), at: OKLCH(start).l + found.lightnessChange + 0.003)
        #expect(!ContrastFix.passes(back, [samples]))
    }

    /// System blue on white (4.02:1) darkens to the first blue that passes, keeping its hue.
    @Test func keepsTheHueOfAColour() throws {
        let list = Self.list(Self.label("#007AFF"))
        let samples = try #require(ContrastCheck.samples(elementAt: 0, of: list, on: try buffer(list)))
        let start = RGBA(hex: "#007AFF")!
        let found = try #require(ContrastFix.smallestChange(from: start, uses: [samples]))
        #expect(found.lightnessChange < 0 && found.lightnessChange > -0.1)
        #expect(abs(OKLCH(found.colour).h - OKLCH(start).h) < 1, "hue kept: \(found.colour.hex)")
        #expect(found.worstAfter >= 4.55)
    }

    /// Light text on black is made lighter, not darker.
    @Test func lightensOnDark() throws {
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .black)
        list.append(Self.label("#5A5A5E"))
        let samples = try #require(ContrastCheck.samples(elementAt: 0, of: list, on: try buffer(list)))
        let found = try #require(ContrastFix.smallestChange(from: RGBA(hex: "#5A5A5E")!, uses: [samples]))
        #expect(found.lightnessChange > 0 && found.worstAfter >= 4.55)
    }

    /// A translucent colour whose lightness cannot reach the ratio gains the least alpha.
    @Test func raisesAlphaWhenLightnessCannot() throws {
        let list = Self.list(Self.label("#3C3C434D"))
        let samples = try #require(ContrastCheck.samples(elementAt: 0, of: list, on: try buffer(list)))
        let found = try #require(ContrastFix.smallestChange(from: RGBA(hex: "#3C3C434D")!, uses: [samples]))
        #expect(found.lightnessChange == 0 && found.alphaChange > 0)
        #expect(found.colour.hex.hasPrefix("#3C3C43") && found.worstAfter >= 4.55)
        let q = found.colour.bytes
        #expect(!ContrastFix.passes(RGBA(r8: q.r, g8: q.g, b8: q.b, a8: q.a - 1), [samples]), "one step less alpha fails")
    }

    /// Used on black and on white at once, 4.5:1 is out of reach for any grey: none.
    @Test func noColourPassesOnBlackAndWhiteAtOnce() throws {
        let list = Self.list(Self.label("#777777"), halves: true)
        let samples = try #require(ContrastCheck.samples(elementAt: 1, of: list, on: try buffer(list)))
        #expect(ContrastFix.smallestChange(from: RGBA(hex: "#777777")!, uses: [samples]) == nil)
        // Large text (3:1) has room: a mid grey passes on both (e.g. #767676: 4.6 on black, 4.5 on white).
        let large = Self.list(Self.label("#999999", size: 24), halves: true)
        let s2 = try #require(ContrastCheck.samples(elementAt: 1, of: large, on: try buffer(large)))
        #expect(ContrastFix.smallestChange(from: RGBA(hex: "#999999")!, uses: [s2]) != nil)
    }

    /// Nothing measured, nothing proposed.
    @Test func noUsesNoProposal() {
        #expect(ContrastFix.smallestChange(from: .black, uses: []) == nil)
    }

    /// Many pixels are kept as at most `limit`, the darkest and lightest backdrops among them.
    @Test func samplesAreBounded() throws {
        var list = DisplayList(size: Size(width: 400, height: 100), scale: 1, background: .white)
        list.append(.shape("ramp", Rect(x: 0, y: 0, width: 400, height: 100),
                           fill: .linearGradient(Gradient(stops: [.init(color: .black, position: 0), .init(color: .white, position: 1)]), start: .leading, end: .trailing)))
        list.append(Self.label("#777777", Rect(x: 0, y: 0, width: 400, height: 100)))
        let s = try #require(ContrastCheck.samples(elementAt: 1, of: list, on: try buffer(list)))
        #expect(s.samples.count <= ContrastSamples.limit)
        let lums = s.samples.map(\.background.relativeLuminance)
        #expect((lums.min() ?? 1) < 0.001 && (lums.max() ?? 0) > 0.97)
    }
}
