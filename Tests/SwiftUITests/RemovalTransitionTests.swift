import DisplayList
import Motion
import SwiftUI
import Testing
import Tokens

/// A view taken away under an animation, as SwiftUI takes it: along its removal transition,
/// as one layer, beneath what is inserted in its place, its own animations running on; and a
/// view whose explicit identity changes (`.id(x)` with x changed) is a new view — the old one
/// leaves, the new one comes in, each along the transition around it. Values worked out by hand.
@Suite @MainActor struct RemovalTransitionTests {
    /// Which page is on show: one per recording, changed by its events.
    final class Pages: ObservableObject, @unchecked Sendable {
        @Published var page = 0
    }

    /// Two-element pages (a square and its caption) swapped by identity, with
    /// `.opacity.combined(with: .offset(y: 12))` — seed 002 §8's push.
    struct Pager: View {
        @ObservedObject var pages: Pages
        var body: some View {
            ZStack {
                Color.white
                VStack {
                    Rectangle().fill(pages.page == 0 ? Color.red : Color.blue).frame(width: 40, height: 40)
                    Text("page \(pages.page)")
                }
                .id(pages.page)
                .transition(.opacity.combined(with: .offset(y: 12)))
            }
        }
    }

    /// An element by what it shows: its text, or its fill's colour.
    func name(_ e: Element) -> String {
        if let t = e.text?.string { return t }
        guard case .solid(let c)? = e.fill else { return "?" }
        return c.g > 0.9 ? "white" : c.r > c.b ? "red" : "blue"
    }

    func pushed(at t: Double = 0.5) -> (AnimationRecording, Pages) {
        let pages = Pages()
        let r = recording(Pager(pages: pages))
        r.at(t) { withAnimation(.linear(duration: 1)) { pages.page = 1 } }
        return (r, pages)
    }

    /// Half-way through a linear second: the old page is one layer at 0.5 moved 6 pt down,
    /// the new page one layer at 0.5 still 6 pt low; the old is drawn beneath the new.
    @Test func anIdentityChangeSwapsTheViewsAlongTheirTransition() throws {
        let (r, _) = pushed()
        let f = r.frame(at: 1.0)
        let old = try #require(f.elements.first { $0.text?.string == "page 0" })
        let new = try #require(f.elements.first { $0.text?.string == "page 1" })
        #expect(abs((old.transform?.ty ?? 0) - 6) < 1e-9)
        #expect(abs((new.transform?.ty ?? 0) - 6) < 1e-9)
        // Each page fades as a layer: its elements keep opacity 1 inside one group.
        #expect(old.opacity == 1 && new.opacity == 1)
        #expect(abs(f.effectiveOpacity(of: old) - 0.5) < 1e-9 && abs(f.effectiveOpacity(of: new) - 0.5) < 1e-9)
        let oldSquare = try #require(f.elements.first { name($0) == "red" })
        #expect(f.groupChain(of: oldSquare) == f.groupChain(of: old), "the old square and caption fade together")
        #expect(f.groups[f.groupChain(of: old)[0]].id.hasSuffix("#removed"))
        // Painting order: white, then the old page, then the new one over it.
        let order = f.elements.map(name)
        #expect(order == ["white", "red", "page 0", "blue", "page 1"])
        // At its end the old page is gone and the new one in place.
        let end = r.frame(at: 1.5)
        #expect(end.texts == ["page 1"])
        #expect(end.elements.allSatisfy { $0.transform == nil && end.effectiveOpacity(of: $0) == 1 })
    }

    /// The frames after an event do not depend on the frames asked for before it: the view
    /// it removes leaves as it stood at the event's time.
    @Test func framesAfterAnEventDoNotDependOnTheFrameRate() {
        let (every, _) = pushed(at: 0.55)
        for k in 0...10 { _ = every.frame(at: Double(k) / 10) }
        let (direct, _) = pushed(at: 0.55)
        #expect(every.frame(at: 1.2) == direct.frame(at: 1.2))
    }

    /// A colour animating when its view is removed runs on while the view leaves: red → blue
    /// over 1 s from 0, the view removed at 0.5 s under a 1 s linear fade; at 0.75 s the
    /// square is three-quarters of the way to blue (in linear light) and a quarter faded.
    @Test func aRemovedViewsAnimationsRunOnWhileItLeaves() throws {
        final class Flag: @unchecked Sendable { var hide: () -> Void = {} }
        struct Host: View {
            let flag: Flag
            @State private var blue = false
            @State private var shown = true
            var body: some View {
                ZStack {
                    if shown {
                        Rectangle().fill(blue ? Color.blue : Color.red).frame(width: 40, height: 40).transition(.opacity)
                    }
                }
                .onAppear {
                    withAnimation(.linear(duration: 1)) { blue = true }
                    flag.hide = { withAnimation(.linear(duration: 1)) { shown = false } }
                }
            }
        }
        let flag = Flag()
        let r = recording(Host(flag: flag))
        r.at(0.5) { flag.hide() }
        let f = r.frame(at: 0.75)
        let square = try #require(f.elements.first)
        guard case .solid(let c)? = square.fill else { Issue.record("no solid fill"); return }
        let expectedRed = SRGBTransfer.encoded(fromLinear: 0.25 * SRGBTransfer.linear(fromEncoded: 1) + 0.75 * SRGBTransfer.linear(fromEncoded: 0))
        #expect(abs(c.r - expectedRed) < 1e-9)
        #expect(abs(f.effectiveOpacity(of: square) - 0.75) < 1e-9)
        #expect(r.frame(at: 1.5).elements.isEmpty)
    }

    /// The selection pill: one `Capsule` with `.matchedGeometryEffect(id: "pill", in:)` in
    /// whichever of two 100 pt tabs is selected. Selecting the second under a linear second:
    /// half-way, the pill inserted in tab 2 (x 100…200) is drawn 50 pt to the left, and the one
    /// leaving tab 1 (x 0…100) 50 pt to the right — both at x 50…150, each half faded, so the
    /// two read as one pill sliding; at the end only tab 2's, in place.
    struct Tabs: View {
        @Namespace private var pill
        @State private var selected = 0
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<2) { i in
                    ZStack {
                        if selected == i {
                            Capsule().fill(Color.blue).matchedGeometryEffect(id: "pill", in: pill)
                        }
                        Text("Tab \(i)")
                    }
                    .frame(width: 100, height: 40)
                }
            }
            .onAppear { withAnimation(.linear(duration: 1)) { selected = 1 } }
        }
    }

    @Test func aMatchedViewMovesFromTheOneItReplaces() throws {
        let r = recording(Tabs())
        let mid = r.frame(at: 0.5)
        let pills = mid.elements.filter { $0.kind == .shape }
        #expect(pills.count == 2)
        for pill in pills {
            let t = try #require(pill.transform)
            // Where it is drawn: its laid-out x moved by the transform's translation.
            #expect(abs(pill.frame.x + t.tx - 50) < 1e-9 && t.a == 1 && t.ty == 0)
            #expect(abs(mid.effectiveOpacity(of: pill) - 0.5) < 1e-9)
        }
        #expect(Set(pills.map { $0.frame.x }) == [0, 100], "one laid out in each tab")
        let end = r.frame(at: 1)
        let shapes = end.elements.filter { $0.kind == .shape }
        #expect(shapes.count == 1 && shapes[0].frame.x == 100 && shapes[0].transform == nil)
        // Labels do not move.
        #expect(mid.elements.filter { $0.kind == .text }.allSatisfy { $0.transform == nil })
    }

    /// A card that grows: a 50 × 50 square replaced by a 200 × 100 rounded rectangle with the same
    /// matched id, both at the top-leading corner. Half-way through a linear second the
    /// rectangle is drawn in (0, 0, 125, 75) — half-way between the two frames — and so is the
    /// square leaving.
    struct Grow: View {
        @Namespace private var card
        @State private var big = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                if big {
                    RoundedRectangle(cornerRadius: 8).fill(Color.red).matchedGeometryEffect(id: "card", in: card).frame(width: 200, height: 100)
                } else {
                    Rectangle().fill(Color.red).matchedGeometryEffect(id: "card", in: card).frame(width: 50, height: 50)
                }
                Color.clear.frame(width: 200, height: 200)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
        }
    }

    @Test func aMatchedViewGrowsFromTheFrameOfTheOneItReplaces() throws {
        let mid = recording(Grow()).frame(at: 0.5)
        let cards = mid.elements.filter { $0.fill == .solid(Color.red.resolved(in: EnvironmentValues())) }
        #expect(cards.count == 2)
        for card in cards {
            let t = try #require(card.transform)
            let f = card.frame
            let topLeft = (x: t.a * f.x + t.c * f.y + t.tx, y: t.b * f.x + t.d * f.y + t.ty)
            let bottomRight = (x: t.a * (f.x + f.width) + t.c * (f.y + f.height) + t.tx, y: t.b * (f.x + f.width) + t.d * (f.y + f.height) + t.ty)
            #expect(abs(topLeft.x) < 1e-9 && abs(topLeft.y) < 1e-9)
            #expect(abs(bottomRight.x - 125) < 1e-9 && abs(bottomRight.y - 75) < 1e-9)
        }
    }

    /// `.contentTransition(.numericText())`: 19 → 24 under a linear second. Both digits
    /// changed, so half-way each old digit is half faded and 8.5 pt up (half a 17 pt line), each
    /// new one half faded and 8.5 pt low; 19 → 14 would roll only the last digit.
    struct Counter: View {
        @State private var n = 19
        let to: Int
        var body: some View {
            Text("\(n)").font(.system(size: 17))
                .contentTransition(.numericText())
                .onAppear { withAnimation(.linear(duration: 1)) { n = to } }
        }
    }

    @Test func numericTextRollsTheChangedDigits() throws {
        let mid = recording(Counter(to: 24)).frame(at: 0.5)
        let old = try #require(mid.elements.first { $0.text?.string == "19" })
        let new = try #require(mid.elements.first { $0.text?.string == "24" })
        #expect(old.text?.glyphs?.map(\.opacity) == [0.5, 0.5] && old.text?.glyphs?.map(\.offsetY) == [-8.5, -8.5])
        #expect(new.text?.glyphs?.map(\.opacity) == [0.5, 0.5] && new.text?.glyphs?.map(\.offsetY) == [8.5, 8.5])
        #expect(mid.effectiveOpacity(of: old) == 1 && mid.effectiveOpacity(of: new) == 1, "the characters fade, not the texts")
        let one = recording(Counter(to: 14)).frame(at: 0.5)
        let was = try #require(one.elements.first { $0.text?.string == "19" })
        let now = try #require(one.elements.first { $0.text?.string == "14" })
        #expect(was.text?.glyphs?.map(\.opacity) == [0, 0.5], "the kept 1 is the new text's to draw")
        #expect(now.text?.glyphs?.map(\.opacity) == [1, 0.5] && now.text?.glyphs?.map(\.offsetY) == [0, 8.5])
        let end = recording(Counter(to: 24)).frame(at: 1)
        #expect(end.texts == ["24"] && end.elements[0].text?.glyphs == nil)
    }
}
