import AppSupport
import DisplayList
import Inspect
import Layout
import Render
import Testing
import Tokens

/// The fade `check fold --propose` proposes, drawn over layouts that slice a line: where it
/// lies, what colour it fades to, that the check then accepts the cut, and that the sliced
/// line's glyphs are painted over. Laid out with the fixed-advance fake font (a body line is
/// 20.4 pt), so the frames are exact.
@Suite struct FoldFadeTests {
    static let page = RGBA(r8: 0xF5, g8: 0xF0, b8: 0xE6)

    func layout<V: View>(_ view: V) -> DisplayList {
        ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: 200, height: 200), environment: EnvironmentValues(),
                            measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    /// On a page of `page`'s colour: a 100-pt scroll view whose one text runs 90…110.4,
    /// above a pinned 100-pt black footer.
    func sliced(_ page: RGBA = Self.page) -> DisplayList {
        layout(ZStack {
            Color(page)
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 90)
                        Text("Sliced line")
                    }
                }
                .frame(height: 100)
                Color.black.frame(height: 100)
            }
        })
    }

    func overlay(_ fades: ElementFade...) -> DesignOverlay {
        var o = DesignOverlay()
        o.fades = fades
        return o
    }

    @Test func theContainerIsTheInnermostScrollerElseTheParent() {
        #expect(FoldFade.container(of: "root/ScrollView/VStack/Text") == "root/ScrollView")
        #expect(FoldFade.container(of: "a/ScrollView.1/b/List[k]/c/Text") == "a/ScrollView.1/b/List[k]")
        #expect(FoldFade.container(of: "a/Form/Section/Text.2") == "a/Form")
        // A name that only starts like one is not a scroller.
        #expect(FoldFade.container(of: "a/ListRow/Text") == "a/ListRow")
        #expect(FoldFade.container(of: "a/b") == "a" && FoldFade.container(of: "a") == "a")
        // The scroller itself, not a text: its parent.
        #expect(FoldFade.container(of: "a/ScrollView") == "a")
    }

    @Test func aFadeAtTheScrollViewsEdgeIsAcceptedByTheCheck() throws {
        let list = sliced()
        let cut = try #require(FoldCheck.examine(list).cuts.first)
        let container = FoldFade.container(of: cut.id)
        #expect(container == "root/ZStack/VStack.1/ScrollView" || container.hasSuffix("/ScrollView"))
        let faded = overlay(ElementFade(screen: "s", container: container, cutBy: FoldFade.scrollEdge, height: 28)).fading(list, of: "s")
        #expect(faded.elements.count == list.elements.count + 1)
        let i = try #require(faded.elements.firstIndex { $0.id == container + "/foldFade" })
        let fade = faded.elements[i]
        // The last 28 pt above the viewport's bottom (100), as wide as the viewport, one point
        // lower: it runs 1 pt past the fold, so no pixel row there is shared by two edges.
        #expect(fade.frame == Rect(x: 0, y: 73, width: 200, height: 28))
        // The page's colour, from transparent at the top to opaque at the fold.
        #expect(fade.fill == .linearGradient(Gradient([RGBA(r: Self.page.r, g: Self.page.g, b: Self.page.b, a: 0), Self.page]), start: .top, end: .bottom))
        // Painted after the text and before the footer.
        let text = try #require(faded.elements.firstIndex { $0.id == cut.id })
        let footer = try #require(faded.elements.firstIndex { $0.id.hasSuffix("/Color.1") && $0.frame.minY == 100 })
        #expect(text < i && i < footer)
        let e = FoldCheck.examine(faded)
        #expect(e.cuts.isEmpty)
        #expect(e.accepted.map(\.acceptedBy) == [container + "/foldFade"])
        // Another screen's fade changes nothing.
        #expect(overlay(ElementFade(screen: "other", container: container, cutBy: FoldFade.scrollEdge, height: 28)).fading(list, of: "s") == list)
    }

    @Test func theFadeTakesTheColourOfThePageInEitherAppearance() throws {
        let night = RGBA(r8: 0x12, g8: 0x12, b8: 0x14)
        let list = sliced(night)
        let container = FoldFade.container(of: try #require(FoldCheck.examine(list).cuts.first).id)
        let faded = overlay(ElementFade(screen: "s", container: container, cutBy: FoldFade.scrollEdge, height: 40)).fading(list, of: "s")
        let fade = try #require(faded.elements.first { $0.id.hasSuffix("/foldFade") })
        #expect(fade.fill == .linearGradient(Gradient([RGBA(r: night.r, g: night.g, b: night.b, a: 0), night]), start: .top, end: .bottom))
        #expect(fade.frame == Rect(x: 0, y: 61, width: 200, height: 40))
        // No page painted behind: the canvas's background.
        var bare = list
        bare.elements.removeAll { $0.fill == .solid(night) }
        bare.background = RGBA(r8: 1, g8: 2, b8: 3)
        let onCanvas = overlay(ElementFade(screen: "s", container: container, cutBy: FoldFade.scrollEdge, height: 40)).fading(bare, of: "s")
        #expect(onCanvas.elements.first { $0.id.hasSuffix("/foldFade") }?.fill
            == .linearGradient(Gradient([RGBA(r8: 1, g8: 2, b8: 3, a8: 0), RGBA(r8: 1, g8: 2, b8: 3)]), start: .top, end: .bottom))
    }

    @Test func theSlicedLinesGlyphsArePaintedOverAtTheFold() throws {
        let list = sliced()
        let container = FoldFade.container(of: try #require(FoldCheck.examine(list).cuts.first).id)
        let faded = overlay(ElementFade(screen: "s", container: container, cutBy: FoldFade.scrollEdge, height: 28)).fading(list, of: "s")
        let renderer = CairoRenderer()
        // The darkest pixel of the row just above the fold (y 98), over the text's width.
        func darkest(_ l: DisplayList) throws -> Double {
            var l = l
            l.scale = 1
            let raster = try renderer.render(l)
            return (0..<120).map { x in let p = raster.pixel(x: x, y: 98); return (p.r + p.g + p.b) / 3 }.min() ?? 1
        }
        // As designed, the glyphs' lower halves are dark there; under the fade (73…101: the
        // row's centre 25.5/28 of the way down, so 91 % the page, whose mean channel is 0.94),
        // at least 0.85 over a black glyph.
        #expect(try darkest(list) < 0.5)
        #expect(try darkest(faded) > 0.845)
    }

    @Test func aFadeAboveAPinnedElementEndsAtItsTop() throws {
        // The text runs 150…170.4 in a full-height scroll view; a bar covers 160…200.
        let view = ZStack {
            Color(Self.page)
            ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 150); Text("Under the bar") } }
            VStack(spacing: 0) { Spacer(); Color.black.frame(height: 40) }
        }
        let list = layout(view)
        let cut = try #require(FoldCheck.examine(list).cuts.first)
        let faded = overlay(ElementFade(screen: "s", container: FoldFade.container(of: cut.id), cutBy: cut.by, height: 28)).fading(list, of: "s")
        let fade = try #require(faded.elements.first { $0.id.hasSuffix("/foldFade") })
        // Up to the bar's top and 1 pt under it, where the bar, drawn after, covers it.
        #expect(fade.frame == Rect(x: 0, y: 133, width: 200, height: 28))
        #expect(faded.elements.firstIndex { $0.id.hasSuffix("/foldFade") }! < faded.elements.lastIndex { $0.fill == .solid(.black) }!)
        #expect(FoldCheck.examine(faded).cuts.isEmpty)
        // A pinned element that is not there: nothing drawn.
        #expect(overlay(ElementFade(screen: "s", container: FoldFade.container(of: cut.id), cutBy: "no/such/bar", height: 28)).fading(list, of: "s") == list)
    }

    @Test func hostileFadesDrawNothing() throws {
        let list = sliced()
        let container = FoldFade.container(of: try #require(FoldCheck.examine(list).cuts.first).id)
        for height in [0, -5, .nan, .infinity] {
            #expect(overlay(ElementFade(screen: "s", container: container, cutBy: FoldFade.scrollEdge, height: height)).fading(list, of: "s") == list, "\(height)")
        }
        // No such container: nothing; an outer container takes the viewport of the scroll view in it.
        #expect(overlay(ElementFade(screen: "s", container: "nowhere", cutBy: FoldFade.scrollEdge, height: 28)).fading(list, of: "s") == list)
        let outer = FoldFade.container(of: container)
        #expect(outer != container && overlay(ElementFade(screen: "s", container: outer, cutBy: FoldFade.scrollEdge, height: 28)).fading(list, of: "s")
            .elements.first { $0.id.hasSuffix("/foldFade") }?.frame == Rect(x: 0, y: 73, width: 200, height: 28))
        // Taller than the space above the fold: from the canvas's top (and 1 pt past the fold).
        let tall = overlay(ElementFade(screen: "s", container: container, cutBy: FoldFade.scrollEdge, height: 1e9)).fading(list, of: "s")
        #expect(tall.elements.first { $0.id.hasSuffix("/foldFade") }?.frame == Rect(x: 0, y: 1, width: 200, height: 100))
    }
}
