import DisplayList
@testable import Render
import Testing
import Tokens

/// A renderer for animations keeps the material backdrops it worked out with the pixels
/// beneath them (`BackdropCache`): a frame drawn with a kept backdrop is byte for byte what a new
/// renderer draws; any change to what lies beneath (within the blur's reach), to the card
/// or to the transformation computes the backdrop again; the memory kept is bounded.
@Suite struct BackdropCacheTests {
    static let material = MaterialStyle(name: "test", blur: 6, tint: RGBA.white.opacity(0.25), saturation: 1.6)

    /// A glass card over a gradient with a dot beside it (inside the blur's reach) and a
    /// bar on the card that grows with `progress`, as a ring fills in an animation.
    static func frame(progress: Double, dot: RGBA = RGBA(hex: "#22AA44")!, cardX: Double = 20,
                      group: Bool = false) -> DisplayList {
        var list = DisplayList(size: Size(width: 140, height: 120), scale: 2, background: .white)
        list.append(.shape("gradient", Rect(x: 0, y: 0, width: 140, height: 120),
                           fill: .linearGradient(Gradient(stops: [GradientStop(color: RGBA(hex: "#FF8800")!, position: 0),
                                                                  GradientStop(color: RGBA(hex: "#CC2288")!, position: 1)]),
                                                 start: .topLeading, end: .bottomTrailing)))
        // 4 pt left of the card: the card's box reaches 3σ = 18 pt beyond it.
        list.append(.shape("dot", Rect(x: cardX - 8, y: 50, width: 4, height: 4), .ellipse, fill: .solid(dot)))
        if group { list.groups.append(OpacityGroup(id: "fade", opacity: 0.8)) }
        var card = Element.shape("card", Rect(x: cardX, y: 30, width: 90, height: 50), .roundedRectangle(cornerRadius: 12, style: .continuous),
                                 fill: .solid(RGBA.white.opacity(0.1)))
        card.material = material
        if group { card.group = 0 }
        list.append(card)
        list.append(.shape("bar", Rect(x: cardX + 10, y: 50, width: 70 * progress, height: 10), fill: .solid(.white)))
        return list
    }

    @Test func framesDrawnWithAKeptBackdropAreTheBytesANewRendererDraws() throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        for (k, progress) in [0.1, 0.3, 0.5, 0.7, 0.9].enumerated() {
            let drawn = try renderer.render(Self.frame(progress: progress))
            #expect(drawn == (try CairoRenderer().render(Self.frame(progress: progress))), "frame \(k)")
        }
        // Seen on the first frame, kept on the second, painted again on the other three.
        #expect(renderer.backdrops.count == 1)
        #expect(renderer.backdrops.hits == 3)
    }

    @Test func aScreenDrawnOnceKeepsNothing() throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        _ = try renderer.render(Self.frame(progress: 0.5))
        #expect(renderer.backdrops.count == 0)
        #expect(renderer.backdrops.bytes == 0)
    }

    @Test func aRendererNotForAnimationsKeepsNone() throws {
        let renderer = CairoRenderer()
        for progress in [0.2, 0.4, 0.6] {
            #expect(try renderer.render(Self.frame(progress: progress)) == (try CairoRenderer().render(Self.frame(progress: progress))))
        }
        #expect(renderer.backdrops.count == 0)
        #expect(renderer.backdrops.hits == 0)
    }

    @Test func aChangeBeneathWithinTheBlursReachDrawsItAgain() throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        _ = try renderer.render(Self.frame(progress: 0.2))
        _ = try renderer.render(Self.frame(progress: 0.4))
        // The dot lies outside the card, but the card's blur reads it.
        let blue = RGBA(hex: "#2244CC")!
        let changed = try renderer.render(Self.frame(progress: 0.6, dot: blue))
        #expect(renderer.backdrops.hits == 0)
        let fresh = try CairoRenderer().render(Self.frame(progress: 0.6, dot: blue))
        #expect(changed == fresh)
        // …and it is visible inside the card: the green dot's frame differs there.
        let green = try CairoRenderer().render(Self.frame(progress: 0.6))
        #expect(green.pixel(x: 2 * 22, y: 2 * 52) != fresh.pixel(x: 2 * 22, y: 2 * 52))
        // The new pixels are kept in place of the old: the next blue frame is a hit.
        let next = try renderer.render(Self.frame(progress: 0.8, dot: blue))
        #expect(renderer.backdrops.hits == 1)
        #expect(next == (try CairoRenderer().render(Self.frame(progress: 0.8, dot: blue))))
    }

    @Test func aBackdropOverPixelsThatChangeEveryFrameIsNoLongerKept() throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        let dots = ["#22AA44", "#2244CC", "#CC4422", "#AAAA22", "#22AAAA", "#AA22AA"].map { RGBA(hex: $0)! }
        for (k, dot) in dots.enumerated() {
            let drawn = try renderer.render(Self.frame(progress: 0.5, dot: dot))
            #expect(drawn == (try CairoRenderer().render(Self.frame(progress: 0.5, dot: dot))), "frame \(k)")
            // Seen, kept, missed and kept again, missed again: then no longer kept.
            #expect(renderer.backdrops.count == (k == 1 || k == 2 ? 1 : 0), "frame \(k)")
        }
        #expect(renderer.backdrops.hits == 0)
    }

    @Test func aBackdropLargerThanTheLimitIsNeverKept() throws {
        // 600 × 1200 pt at @3x: 13.4 MB of pixels beneath and 12.9 MB enlarged, over 24 MB.
        var list = DisplayList(size: Size(width: 600, height: 1200), scale: 3, background: .white)
        list.append(.shape("dot", Rect(x: 100, y: 100, width: 50, height: 50), .ellipse, fill: .solid(.black)))
        var card = Element.shape("card", Rect(x: 0, y: 0, width: 600, height: 1200), .rectangle)
        card.material = Self.material
        list.append(card)
        let renderer = CairoRenderer(keepingBackdrops: true)
        let first = try renderer.render(list)
        #expect(try renderer.render(list) == first)
        #expect(renderer.backdrops.count == 0)
        #expect(renderer.backdrops.bytes == 0)
    }

    @Test(arguments: [20.5, 20.25, 21.0])
    func aMovedCardIsAnotherBackdrop(x: Double) throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        _ = try renderer.render(Self.frame(progress: 0.2))
        _ = try renderer.render(Self.frame(progress: 0.4))
        let moved = try renderer.render(Self.frame(progress: 0.4, cardX: x))
        #expect(renderer.backdrops.hits == 0)
        #expect(moved == (try CairoRenderer().render(Self.frame(progress: 0.4, cardX: x))))
    }

    @Test func aMaterialInsideAnOpacityGroupIsNotKept() throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        for progress in [0.2, 0.4, 0.6] {
            let drawn = try renderer.render(Self.frame(progress: progress, group: true))
            #expect(drawn == (try CairoRenderer().render(Self.frame(progress: progress, group: true))))
        }
        #expect(renderer.backdrops.count == 0)
        #expect(renderer.backdrops.hits == 0)
    }

    @Test func keepsAtMostItsLimit() throws {
        let renderer = CairoRenderer(keepingBackdrops: true)
        // Whole-screen glass at @3x, 12 positions drawn twice each: about 7 MB a backdrop.
        for k in 0..<12 {
            var list = DisplayList(size: Size(width: 393, height: 852), scale: 3, background: .white)
            list.append(.shape("dot", Rect(x: 100, y: 100, width: 50, height: 50), .ellipse, fill: .solid(.black)))
            var card = Element.shape("card", Rect(x: 10 + Double(k), y: 10, width: 370, height: 800), .rectangle)
            card.material = Self.material
            list.append(card)
            _ = try renderer.render(list)
            _ = try renderer.render(list)
            #expect(renderer.backdrops.bytes <= BackdropCache.byteLimit)
        }
        #expect(renderer.backdrops.count >= 1)
        #expect(renderer.backdrops.count < 12)
    }
}
