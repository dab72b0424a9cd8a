import AppSupport
import DisplayList
import Render
import Testing

/// timeline.png at any number of tracks: a view that restarts its animations for ever adds
/// tracks each pass, and the chart must still be drawable (the renderer refuses a canvas over
/// 16384 px a side) — the first 150 are drawn, the rest counted under them.
@Suite struct TimelineChartTests {
    func clip(tracks: Int) -> AnimationClip {
        let rows = (0..<tracks).map { i in
            TimelineRow(element: "Preview/Heart[\(i)]", property: "offset y", from: 0, to: -100, start: Double(i) * 0.01, end: Double(i) * 0.01 + 1,
                        curve: "easeOut 1 s") { t in -100 * min(max(t - Double(i) * 0.01, 0), 1) }
        }
        return AnimationClip(id: "demo/hearts", duration: 5, rows: rows) { _ in DisplayList(size: Size(width: 10, height: 10), scale: 1, elements: []) }
    }

    func texts(_ list: DisplayList) -> [String] { list.elements.compactMap { $0.text?.string } }

    @Test func aChartOfManyTracksDrawsTheFirst150AndCountsTheRest() throws {
        let renderer = CairoRenderer()
        let many = TimelineChart(document: TimelineDocument(clip: clip(tracks: 400), fps: 10)).displayList(measuringWith: renderer.text)
        #expect(many.size.height * many.scale <= Double(CairoRenderer.maxPixelsPerSide))
        #expect(texts(many).contains("… and 250 more tracks (every track is in timeline.json)"))
        #expect(texts(many).filter { $0 == "Preview/Heart[149]" }.count == 1 && !texts(many).contains("Preview/Heart[150]"))
        _ = try renderer.render(many)
        // At 150 or fewer, every track is drawn and nothing is counted.
        let few = TimelineChart(document: TimelineDocument(clip: clip(tracks: 150), fps: 10)).displayList(measuringWith: renderer.text)
        #expect(!texts(few).contains { $0.hasPrefix("… and") })
        #expect(texts(few).contains("Preview/Heart[149]"))
    }
}
