import DisplayList
@testable import Render
import Testing
import Tokens

/// A renderer keeps the drop-shadow masks it worked out (`ShadowMaskCache`): what it draws
/// with a kept mask is byte for byte what a new renderer draws, a changed card gets a new
/// mask, and the memory kept is bounded.
@Suite struct ShadowMaskCacheTests {
    static func card(at x: Double, colour: RGBA = .black.opacity(0.4), radius: Double = 6, y offset: Double = 5,
                     background: RGBA = .white) -> DisplayList {
        var list = DisplayList(size: Size(width: 120, height: 120), scale: 2, background: background)
        var card = Element.shape("card", Rect(x: x, y: 30, width: 50, height: 40), .roundedRectangle(cornerRadius: 12, style: .continuous),
                                 fill: .solid(.white))
        card.shadow = ShadowStyle(color: colour, radius: radius, x: 0, y: offset)
        list.append(card)
        return list
    }

    @Test func aKeptMaskDrawsTheSameBytesAsANewRenderer() throws {
        let renderer = CairoRenderer()
        let first = try renderer.render(Self.card(at: 20.25))
        #expect(renderer.shadowMasks.count == 1)
        // The same card on another background and in another colour: the mask is reused…
        let again = try renderer.render(Self.card(at: 20.25, colour: RGBA(hex: "#3366FF")!.opacity(0.5), background: .black))
        #expect(renderer.shadowMasks.count == 1)
        // …and gives exactly what a renderer that never saw the card draws.
        #expect(again == (try CairoRenderer().render(Self.card(at: 20.25, colour: RGBA(hex: "#3366FF")!.opacity(0.5), background: .black))))
        #expect(first == (try CairoRenderer().render(Self.card(at: 20.25))))
        #expect(first != again)
    }

    @Test(arguments: [(21.0, 6.0, 5.0), (20.25, 7.0, 5.0), (20.25, 6.0, 6.0)])
    func anyChangeToTheCardOrItsShadowMakesANewMask(x: Double, radius: Double, offset: Double) throws {
        let renderer = CairoRenderer()
        _ = try renderer.render(Self.card(at: 20.25))
        let moved = try renderer.render(Self.card(at: x, radius: radius, y: offset))
        #expect(renderer.shadowMasks.count == 2)
        #expect(moved == (try CairoRenderer().render(Self.card(at: x, radius: radius, y: offset))))
    }

    @Test func keepsAtMostItsLimit() throws {
        let renderer = CairoRenderer()
        // 200 different cards at @2x: about 29 KB of mask each, 5.8 MB in all.
        for k in 0..<200 { _ = try renderer.render(Self.card(at: Double(k) * 0.125)) }
        #expect(renderer.shadowMasks.count == 200)
        #expect(renderer.shadowMasks.bytes <= ShadowMaskCache.byteLimit)
        // Large cards at @3x go past the limit: the oldest are let go.
        for k in 0..<40 {
            var list = DisplayList(size: Size(width: 430, height: 932), scale: 3, background: .white)
            var card = Element.shape("card", Rect(x: 10 + Double(k) * 0.01, y: 10, width: 400, height: 900), .rectangle, fill: .solid(.white))
            card.shadow = ShadowStyle(color: .black.opacity(0.3), radius: 20, x: 0, y: 10)
            list.append(card)
            _ = try renderer.render(list)
        }
        #expect(renderer.shadowMasks.bytes <= ShadowMaskCache.byteLimit)
        #expect(renderer.shadowMasks.count < 40)
    }
}
