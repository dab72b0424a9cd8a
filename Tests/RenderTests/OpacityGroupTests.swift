import DisplayList
import Foundation
import Render
import Testing
import Tokens

/// Opacity groups: a faded view is composited as one layer, then drawn at its opacity.
@Suite struct OpacityGroupTests {
    let red = RGBA(hex: "#FF0000")!

    /// A white card with a black "I" on it, both in one group at `opacity`, over red.
    func cardWithText(opacity: Double = 0.5) -> DisplayList {
        var list = DisplayList(size: Size(width: 100, height: 60), scale: 2, background: red)
        list.groups = [OpacityGroup(id: "card", opacity: opacity)]
        var card = Element.shape("card", Rect(x: 10, y: 5, width: 80, height: 50), fill: .solid(.white))
        card.group = 0
        var text = Element.text("text", Rect(x: 35, y: 5, width: 30, height: 50),
                                TextRun("I", font: FontSpec(family: "Inter", size: 40, weight: 700), paint: .solid(.black)))
        text.group = 0
        list.elements = [card, text]
        return list
    }

    /// (r, g, b) in 0…255 at pixel (x, y).
    func rgb(_ raster: Raster, _ x: Int, _ y: Int) -> [Int] {
        let b = raster.pixel(x: x, y: y).bytes
        return [Int(b.r), Int(b.g), Int(b.b)]
    }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    /// The text pixel with the least green: one the glyph covers fully.
    func inkiest(_ raster: Raster) -> [Int] {
        var best = [255, 255, 255]
        for y in 20..<100 { for x in 70..<130 where rgb(raster, x, y)[1] < best[1] { best = rgb(raster, x, y) } }
        return best
    }

    @Test func aFadedCardDoesNotShowThroughItsOwnText() throws {
        let raster = try CairoRenderer().render(cardWithText())
        // Black·0.5 + red·0.5: the card's white is not in the text's pixel.
        #expect(near(inkiest(raster), [128, 0, 0]), "text pixel \(inkiest(raster))")
        #expect(near(rgb(raster, 30, 60), [255, 128, 128]), "card: white·0.5 + red·0.5")
        #expect(near(rgb(raster, 5, 5), [255, 0, 0]), "outside the group: the background")
    }

    @Test func theOldPerElementOpacityShowsTheCardThroughTheText() throws {
        // What multiplying the opacity into each element draws (the behaviour groups replace):
        // the text at 0.5 over the card at 0.5 over red, black·0.5 + (255, 128, 128)·0.5 —
        // the card's white shows through the text as (128, 64, 64).
        var flat = cardWithText()
        flat.elements = flat.elementsAtEffectiveOpacity
        flat.groups = []
        let raster = try CairoRenderer().render(flat)
        #expect(near(inkiest(raster), [128, 64, 64]), "text pixel \(inkiest(raster))")
    }

    @Test func overlappingChildrenDoNotShowThroughEachOther() throws {
        var list = DisplayList(size: Size(width: 60, height: 40), scale: 1, background: .white)
        list.groups = [OpacityGroup(id: "pair", opacity: 0.5)]
        var green = Element.shape("green", Rect(x: 0, y: 0, width: 40, height: 40), fill: .solid(RGBA(hex: "#00FF00")!))
        var blue = Element.shape("blue", Rect(x: 20, y: 0, width: 40, height: 40), fill: .solid(RGBA(hex: "#0000FF")!))
        green.group = 0
        blue.group = 0
        list.elements = [green, blue]
        let raster = try CairoRenderer().render(list)
        #expect(near(rgb(raster, 30, 20), [128, 128, 255]), "overlap: blue·0.5 + white·0.5, no green")
        #expect(near(rgb(raster, 10, 20), [128, 255, 128]), "green alone")
    }

    @Test func nestedGroupsAndElementOpacityMultiply() throws {
        var list = cardWithText()
        list.groups = [OpacityGroup(id: "outer", opacity: 0.5), OpacityGroup(id: "inner", opacity: 0.5, parent: 0)]
        list.elements[0].group = 1
        list.elements[1].group = 1
        var dot = Element.shape("dot", Rect(x: 12, y: 40, width: 10, height: 10), fill: .solid(.black), opacity: 0.5)
        dot.group = 0
        list.elements.append(dot)
        let raster = try CairoRenderer().render(list)
        #expect(near(inkiest(raster), [191, 0, 0]), "text: black·0.25 + red·0.75, got \(inkiest(raster))")
        #expect(near(rgb(raster, 30, 60), [255, 64, 64]), "card: white·0.25 + red·0.75")
        // The dot (0.5 of its own) lies over the inner group inside the outer one: the outer
        // group holds white at alpha 0.5 with black at 0.5 over it (premultiplied grey 64,
        // alpha 0.75), drawn at 0.5 over red: (0.5·64 + 0.625·255, 32, 32).
        #expect(near(rgb(raster, 34, 90), [191, 32, 32]), "dot: \(rgb(raster, 34, 90))")
    }

    @Test func aMaterialInsideAGroupBlursWhatTheGroupDrewOverWhatLiesBeneath() throws {
        // Black page; inside the group a white right half, then a material across its edge.
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .black)
        list.groups = [OpacityGroup(id: "sheet", opacity: 0.5)]
        var white = Element.shape("white", Rect(x: 100, y: 0, width: 100, height: 100), fill: .solid(.white))
        white.group = 0
        var card = Element.shape("card", Rect(x: 50, y: 25, width: 100, height: 50), .rectangle)
        card.material = MaterialStyle(name: "test", blur: 8, tint: .clear, saturation: 1)
        card.group = 0
        list.elements = [white, card]
        let raster = try CairoRenderer().render(list)
        // Inside the card, just left of the edge, the blur brings in the group's white: grey
        // at 0.5 over black. Were the backdrop only the page (or only the empty group), it
        // would be black.
        let inside = raster.pixel(x: 97, y: 50).r
        #expect(inside > 0.1 && inside < 0.25, "blurred edge at half opacity: \(inside)")
        // Outside the card the white half is the group's, at 0.5 over black.
        #expect(near(rgb(raster, 150, 10), [128, 128, 128]))
        #expect(near(rgb(raster, 20, 10), [0, 0, 0]))
    }

    @Test func aMaterialBeneathNoGroupIsUnchangedByGroupsElsewhere() throws {
        // The same material outside any group draws as it always did, whatever follows it.
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .black)
        list.elements = [.shape("white", Rect(x: 100, y: 0, width: 100, height: 100), fill: .solid(.white))]
        var card = Element.shape("card", Rect(x: 50, y: 25, width: 100, height: 50), .rectangle)
        card.material = MaterialStyle(name: "test", blur: 8, tint: .clear, saturation: 1)
        list.elements.append(card)
        let plain = try CairoRenderer().render(list)
        list.groups = [OpacityGroup(id: "later", opacity: 0.5)]
        var a = Element.shape("a", Rect(x: 0, y: 0, width: 10, height: 10), fill: .solid(.white))
        var b = Element.shape("b", Rect(x: 0, y: 90, width: 10, height: 10), fill: .solid(.white))
        a.group = 0
        b.group = 0
        list.elements += [a, b]
        let grouped = try CairoRenderer().render(list)
        #expect(rgb(grouped, 97, 50) == rgb(plain, 97, 50))
        #expect(near(rgb(grouped, 5, 5), [128, 128, 128]))
    }

    @Test func aGroupAtOpacityZeroDrawsNothing() throws {
        let hidden = try CairoRenderer().render(cardWithText(opacity: 0))
        var empty = cardWithText()
        empty.elements = []
        empty.groups = []
        #expect(hidden == (try CairoRenderer().render(empty)))
    }

    @Test func groupsRenderByteIdenticallyOnAnyThread() throws {
        let list = cardWithText(opacity: 0.37)
        let reference = try CairoRenderer().render(list)
        let results = Locked<[Raster?]>([Raster?](repeating: nil, count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let r = try? CairoRenderer().render(list)
            results.withLock { $0[i] = r }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0 == reference })
    }

    @Test func groupsBeyondTheDepthLimitAreMultipliedIntoTheirElements() throws {
        // 20 nested groups built in code: the outer 16 (at 1) are drawn as groups, the inner
        // 4 (at 0.5 each) go into the elements: the card at 1/16 over red.
        var list = cardWithText()
        list.groups = (0..<20).map { OpacityGroup(id: "g\($0)", opacity: $0 < 16 ? 1 : 0.5, parent: $0 == 0 ? nil : $0 - 1) }
        list.elements[0].group = 19
        list.elements[1].group = 19
        let raster = try CairoRenderer().render(list)
        #expect(near(rgb(raster, 30, 60), [255, 16, 16]), "\(rgb(raster, 30, 60))")
    }

    @Test func aGroupSplitByAnElementOutsideItIsDrawnAsTwoGroups() throws {
        // Lists built in code may break the rules; the renderer then draws each run of the
        // group's elements as a group of its own, and does not crash.
        var list = cardWithText()
        list.elements.insert(.shape("outside", Rect(x: 0, y: 0, width: 5, height: 5), fill: .solid(.black)), at: 1)
        list.elements[1].group = nil
        let raster = try CairoRenderer().render(list)
        // The text's run is a group of its own over the faded card: black·0.5 + (255, 128, 128)·0.5.
        #expect(near(inkiest(raster), [128, 64, 64]), "\(inkiest(raster))")
        var bogus = cardWithText()
        bogus.elements[1].group = 7
        bogus.groups[0].parent = 3
        _ = try CairoRenderer().render(bogus)
    }
}

/// A value guarded by a lock, for collecting results across threads in a test.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
