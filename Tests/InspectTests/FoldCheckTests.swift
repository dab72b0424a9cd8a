import AppSupport
import DisplayList
import Inspect
import Layout
import Testing
import Tokens

/// The fold check against layouts built to slice a line and layouts that cut between lines
/// or say they go on. Laid out with the fixed-advance fake font (a body line is 1.2 × 17 =
/// 20.4 pt), so every cut below is exact.
@Suite struct FoldCheckTests {
    func layout<V: View>(_ view: V, width: Double = 200, height: Double = 200) -> DisplayList {
        ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: EnvironmentValues(),
                            measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    /// A 100-pt scroll view above a pinned 100-pt footer, its one text `above` points down.
    func scrolled<T: View>(_ text: T, above: Double) -> some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: above)
                    text
                }
            }
            .frame(height: 100)
            Color.black.frame(height: 100)
        }
    }

    @Test func aLineCutByTheScrollViewsEdgeIsAFinding() throws {
        // The text's one line runs 90…110.4; the viewport ends at 100.
        let e = FoldCheck.examine(layout(scrolled(Text("Sliced line"), above: 90)))
        let cut = try #require(e.cuts.first)
        #expect(e.cuts.count == 1 && e.accepted.isEmpty)
        #expect(cut.text == "Sliced line" && cut.by == "the scroll view's edge")
        #expect(cut.line == 1 && cut.lines == 1 && cut.y == 100)
        #expect(abs(cut.hidden - 10.4) < 1e-9 && abs(cut.shown - 10) < 1e-9)
        #expect(cut.description == "\"Sliced line\" (\(cut.id)) is cut through line 1 of 1 by the scroll view's edge (10.4 pt of 20.4 hidden)")
    }

    @Test func aCutBetweenTwoLinesIsNone() {
        // Two lines, 79.6…100 and 100…120.4: the edge falls between them.
        let between = FoldCheck.examine(layout(scrolled(Text("One\nTwo"), above: 79.6)))
        #expect(between.cuts.isEmpty && between.texts == 1)
        // 6 pt lower, the edge runs through the first line (the second is scrolled away).
        let through = FoldCheck.examine(layout(scrolled(Text("One\nTwo"), above: 85.6)))
        #expect(through.cuts.map(\.line) == [1] && through.cuts.map(\.lines) == [2])
        // Within a point of a line's edge reads as between lines (a descender's tip).
        let graze = FoldCheck.examine(layout(scrolled(Text("One\nTwo"), above: 80.2)))
        #expect(graze.cuts.isEmpty)
    }

    @Test func aFadeOverTheCutSaysTheScreenScrolls() throws {
        let view = VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 90)
                    Text("Sliced line")
                }
            }
            .foldFade(.white)
            .frame(height: 100)
            Color.black.frame(height: 100)
        }
        let e = FoldCheck.examine(layout(view))
        #expect(e.cuts.isEmpty)
        let cut = try #require(e.accepted.first)
        #expect(cut.acceptedBy == "root/ScrollView/overlay")
    }

    @Test func aPinnedElementOverALineIsAFinding() throws {
        // The text runs 150…170.4 in a full-height scroll view; a bar covers 160…200.
        let view = ZStack {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 150)
                    Text("Under the bar")
                }
            }
            VStack(spacing: 0) {
                Spacer()
                Color.black.frame(height: 40)
            }
        }
        let e = FoldCheck.examine(layout(view))
        let cut = try #require(e.cuts.first)
        #expect(e.cuts.count == 1)
        #expect(cut.by.hasSuffix("/Color.1") && cut.y == 160 && abs(cut.hidden - 10.4) < 1e-9)
        // A translucent bar is not pinned over it: the line shows through.
        let glass = ZStack {
            ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 150); Text("Under the bar") } }
            VStack(spacing: 0) { Spacer(); Color.black.opacity(0.5).frame(height: 40) }
        }
        #expect(FoldCheck.examine(layout(glass)).cuts.isEmpty)
    }

    @Test func aLineRunningOffTheScreensEdgeIsAccepted() throws {
        let view = ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 190); Text("Off the glass") } }
        let e = FoldCheck.examine(layout(view))
        #expect(e.cuts.isEmpty)
        #expect(try #require(e.accepted.first).acceptedBy == "the screen's edge")
    }

    @Test func whatIsNotTheDesignsOrNotAFirstViewIsLeftOut() {
        // iOS's chrome, a text behind a modal's dimming view, a turned text.
        let chrome = layout(scrolled(Text("Status").systemChrome(), above: 90))
        #expect(chrome.elements.contains { $0.text?.string == "Status" })
        #expect(FoldCheck.examine(chrome).cuts.isEmpty && FoldCheck.examine(chrome).skipped == ["systemChrome": 1])
        let modal = layout(ZStack {
            scrolled(Text("Behind"), above: 90)
            Color.black.opacity(0.4)
            Text("Dialog").frame(width: 120, height: 40).background(Color.white).frame(maxHeight: .infinity, alignment: .top)
        })
        #expect(FoldCheck.examine(modal).cuts.isEmpty && FoldCheck.examine(modal).skipped["behindModal"] == 1)
        let turned = layout(scrolled(Text("Turned").rotationEffect(.degrees(10)), above: 90))
        #expect(FoldCheck.examine(turned).cuts.isEmpty && FoldCheck.examine(turned).skipped["transformed"] == 1)
    }

    @Test func aListReadFromJSONTakesEachTextAsOneLine() throws {
        let laid = layout(scrolled(Text("One\nTwo"), above: 79.6))
        #expect(laid.elements.first { $0.kind == .text }?.lines == TextLines(count: 2, height: 20.4))
        let read = try DisplayList(json: laid.stableJSON())
        #expect(read.elements.first { $0.kind == .text }?.lines == nil)
        // Without its lines, the cut between them is a cut through the text.
        #expect(FoldCheck.examine(read).cuts.map(\.lines) == [1])
    }

    @Test func hostileListsAreReadWithoutACut() {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1)
        let run = TextRun("x", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black))
        var nan = Element.text("nan", Rect(x: .nan, y: .nan, width: 10, height: 10), run)
        nan.clip = Clip(frame: Rect(x: 0, y: 0, width: 100, height: .nan), shape: .rectangle)
        var empty = Element.text("empty", Rect(x: 0, y: 50, width: 10, height: 20), run)
        empty.clip = Clip(frame: Rect(x: 0, y: 0, width: 0, height: 0), shape: .rectangle)
        var huge = Element.text("huge", Rect(x: 0, y: 90, width: 1e300, height: 1e300), run)
        huge.lines = TextLines(count: Int.max, height: 1e300)
        huge.clip = Clip(frame: Rect(x: 0, y: 0, width: 100, height: 100), shape: .rectangle)
        list.append(nan); list.append(empty); list.append(huge)
        let e = FoldCheck.examine(list)
        // Only the huge text shows anything; its cut at 100 lies in its first (1e300-pt) line.
        #expect(e.cuts.map(\.id) == [] && e.accepted.map(\.id) == ["huge"])
        #expect(e.texts == 1 && e.skipped == ["notVisible": 2])
    }

    @Test func textLinesRefuseWhatIsNotALine() {
        let lines = TextLines(count: 3, height: 20, gap: 4)
        #expect(lines.span(1) == (24, 44))
        #expect(lines.line(cutAt: 30, margin: 1) == 1)
        #expect(lines.line(cutAt: 22, margin: 1) == nil)   // in the gap
        #expect(lines.line(cutAt: 20.5, margin: 1) == nil) // within a point of the edge
        #expect(lines.line(cutAt: -5, margin: 1) == nil && lines.line(cutAt: 100, margin: 1) == nil)
        #expect(lines.line(cutAt: .nan, margin: 1) == nil && lines.line(cutAt: .infinity, margin: 1) == nil)
        let hostile = TextLines(count: -4, height: .nan, gap: -3)
        #expect(hostile.count == 1 && hostile.height == 0 && hostile.gap == 0)
        #expect(hostile.line(cutAt: 0, margin: 1) == nil)
        #expect(TextLines.measured(count: 0, textHeight: 30, gap: 2) == TextLines(count: 1, height: 30, gap: 2))
    }
}
