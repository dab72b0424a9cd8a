import DisplayList
import Foundation
import Layout
import Render
import Testing
import Tokens

/// `.strikethrough()` from the DSL to the pixels: carried in the TextRun (and its JSON),
/// drawn through the middle of the lowercase letters at every scale — Pango's own
/// strikethrough sits on the baseline under a scaled Cairo matrix, which these catch.
@Suite struct StrikethroughTests {
    let text = PangoText()

    /// "Was $29.99" at 20 pt, black on white, at `scale`, with or without the line.
    func render(struck: Bool, scale: Double, colour: RGBA? = nil) throws -> (raster: Raster, frame: Rect, metrics: TextMetrics) {
        var run = TextRun("Was $29.99", font: FontSpec(family: "Inter", size: 20), paint: .solid(.black))
        if struck { run.strikethrough = TextLine(color: colour) }
        let m = text.measure(run, width: nil)
        let frame = Rect(x: 10, y: 10, width: m.size.width, height: m.size.height)
        var list = DisplayList(size: Size(width: m.size.width + 20, height: m.size.height + 20), scale: scale)
        list.append(.text("t", frame, run))
        return (try CairoRenderer(text: text).render(list), frame, m)
    }

    /// Dark pixels in the row at `y` points, between the space after "Was" and the "$"
    /// (where no glyph has ink), and across the whole run.
    func darkInGap(_ r: (raster: Raster, frame: Rect, metrics: TextMetrics), y: Double, scale: Double) -> (gap: Int, row: Int) {
        let gap = text.measure(TextRun("Was", font: FontSpec(family: "Inter", size: 20), paint: .solid(.black)), width: nil).size.width
        let row = Int(((r.frame.y + y) * scale).rounded(.down))
        var inGap = 0, inRow = 0
        for x in 0..<r.raster.width where r.raster.pixel(x: x, y: row).r < 0.5 {
            let px = (Double(x) + 0.5) / scale - r.frame.x
            inRow += 1
            if px > gap + 1, px < gap + 4 { inGap += 1 }
        }
        return (inGap, inRow)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func lineCrossesTheLettersMidwayAtEveryScale(_ scale: Double) throws {
        let struck = try render(struck: true, scale: scale)
        let plain = try render(struck: false, scale: scale)
        // Inter's OS/2 strikeout: 922/2816 em above the baseline, 192/2816 em thick —
        // 6.5 pt above a 20 pt baseline, 1.4 pt thick.
        let middle = struck.metrics.baseline - 20 * 922 / 2816
        let crossed = darkInGap(struck, y: middle, scale: scale)
        #expect(crossed.gap > 0, "the line runs through the space between the words")
        #expect(Double(crossed.row) > 0.9 * struck.frame.width * scale, "and across the whole run")
        #expect(darkInGap(plain, y: middle, scale: scale).gap == 0, "no ink there without it")
        // Not on the baseline, where Pango's own attribute put it at @3x.
        #expect(darkInGap(struck, y: struck.metrics.baseline + 0.2, scale: scale).gap == 0)
    }

    @Test func lineTakesItsOwnColour() throws {
        let r = try render(struck: true, scale: 2, colour: RGBA(hex: "#FF0000")!)
        let middle = r.metrics.baseline - 20 * 922 / 2816
        let gap = text.measure(TextRun("Was", font: FontSpec(family: "Inter", size: 20), paint: .solid(.black)), width: nil).size.width
        let p = r.raster.pixel(x: Int(((r.frame.x + gap + 2.5) * 2)), y: Int((r.frame.y + middle) * 2))
        #expect(p.r > 0.9 && p.g < 0.1 && p.b < 0.1)
    }

    /// The DSL modifier reaches the TextRun; the JSON carries it only when it is there.
    @Test func modifierReachesTheDisplayListAndItsJSON() throws {
        let list = ScreenLayout.layout(VStack { Text("Was $29.99").strikethrough(); Text("$0.49/mo") },
                                       environment: EnvironmentValues(), measurer: FixedAdvanceMeasurer())
        let texts = list.elements.filter { !$0.accessibilityTraits.contains("systemChrome") }.compactMap(\.text)
        #expect(texts.map(\.string) == ["Was $29.99", "$0.49/mo"])
        #expect(texts.map { $0.strikethrough != nil } == [true, false])
        let json = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
        #expect(json.components(separatedBy: "strikethrough").count == 2)
        #expect(try JSONDecoder().decode(DisplayList.self, from: Data(json.utf8)) == list.asEncoded)
        let off = ScreenLayout.layout(Text("Was").strikethrough(false), environment: EnvironmentValues(), measurer: FixedAdvanceMeasurer())
        #expect(off.elements.first?.text?.strikethrough == nil)
    }
}
