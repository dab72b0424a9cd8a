import DisplayList
import Foundation
import Render
import Testing
import Tokens

/// A run's spans (`Text + Text`) from the display list to the pixels: shaped as one line,
/// each span in its own font and colour, lines under only the span that has one.
@Suite struct TextSpanTests {
    let text = PangoText()
    let font = FontSpec(family: "Inter", size: 40)

    func run(_ spans: [TextSpan]) -> TextRun {
        var r = TextRun(spans.map(\.string).joined(), font: spans[0].font, paint: .solid(.black))
        r.spans = spans
        return r
    }

    /// `run` drawn black on white at 1×, its top-left at (10, 10).
    func render(_ run: TextRun) throws -> (raster: Raster, frame: Rect, metrics: TextMetrics) {
        let m = text.measure(run, width: nil)
        let frame = Rect(x: 10, y: 10, width: m.size.width, height: m.size.height)
        var list = DisplayList(size: Size(width: m.size.width + 20, height: m.size.height + 20), scale: 1)
        list.append(.shape("bg", Rect(x: 0, y: 0, width: list.size.width, height: list.size.height), fill: .solid(.white)))
        list.append(.text("t", frame, run))
        return (try CairoRenderer(text: text).render(list), frame, m)
    }

    @Test func spansInOneStyleMeasureAsThePlainRun() {
        let plain = TextRun("Total 1,850", font: font, paint: .solid(.black))
        let split = run([TextSpan("Total ", font: font), TextSpan("1,850", font: font)])
        #expect(text.measure(split, width: nil) == text.measure(plain, width: nil))
        // A bold span is wider than the same letters regular, and the line as tall.
        var bold = font
        bold.weight = 700
        let emphasised = text.measure(run([TextSpan("Total ", font: bold), TextSpan("1,850", font: font)]), width: nil)
        #expect(emphasised.size.width > text.measure(plain, width: nil).size.width)
        #expect(emphasised.lineCount == 1 && emphasised.size.height == text.measure(plain, width: nil).size.height)
    }

    @Test func eachSpanIsDrawnInItsOwnColour() throws {
        let red = RGBA(hex: "#FF0000")!
        let r = try render(run([TextSpan("HH", font: font), TextSpan("HH", font: font, color: red)]))
        let split = r.frame.x + text.measure(TextRun("HH", font: font, paint: .solid(.black)), width: nil).size.width
        var reds = 0, blacks = 0, misplaced = 0
        for y in 0..<r.raster.height {
            for x in 0..<r.raster.width {
                let p = r.raster.pixel(x: x, y: y)
                if p.r > 0.8, p.g < 0.2, p.b < 0.2 { reds += 1; if Double(x) + 0.5 < split { misplaced += 1 } }
                if p.r < 0.2, p.g < 0.2, p.b < 0.2 { blacks += 1; if Double(x) + 0.5 > split { misplaced += 1 } }
            }
        }
        // Two H's each: the stems of both pairs, in about equal ink.
        #expect(reds > 100 && blacks > 100 && misplaced == 0)
        #expect(abs(Double(reds - blacks)) < 0.1 * Double(blacks))
    }

    @Test func anUnderlineRunsUnderItsSpanOnly() throws {
        // "ac" then "ec" underlined: no descenders, so any ink below the baseline is the line.
        let r = try render(run([TextSpan("ac", font: font), TextSpan("ec", font: font, underline: TextLine())]))
        let split = r.frame.x + text.measure(TextRun("ac", font: font, paint: .solid(.black)), width: nil).size.width
        var under = 0, wrong = 0
        for row in Int(r.frame.y + r.metrics.baseline + 1)..<Int(r.frame.y + r.metrics.baseline + 8) {
            for x in 0..<r.raster.width where r.raster.pixel(x: x, y: row).r < 0.5 {
                if Double(x) + 0.5 > split + 1 { under += 1 } else if Double(x) + 0.5 < split - 1 { wrong += 1 }
            }
        }
        let underWidth = r.frame.maxX - split
        #expect(Double(under) > 0.9 * underWidth, "at least one full row of line under \"ec\"")
        #expect(wrong == 0, "nothing under \"ac\"")
    }

    @Test func aRaisedSpanSitsHigher() throws {
        let plain = try render(run([TextSpan("HH", font: font), TextSpan("HH", font: font)]))
        let raised = try render(run([TextSpan("HH", font: font), TextSpan("HH", font: font, baselineOffset: 10)]))
        /// The topmost rows with ink left and right of the split between the pairs.
        func tops(_ r: (raster: Raster, frame: Rect, metrics: TextMetrics)) -> (left: Int?, right: Int?) {
            let split = Int(r.frame.x + text.measure(TextRun("HH", font: font, paint: .solid(.black)), width: nil).size.width)
            func top(_ xs: Range<Int>) -> Int? { (0..<r.raster.height).first { y in xs.contains { r.raster.pixel(x: $0, y: y).r < 0.5 } } }
            return (top(0..<split - 2), top(split + 2..<r.raster.width))
        }
        let level = tops(plain), up = tops(raised)
        #expect(level.left != nil && level.left == level.right)
        // 10 pt above the other pair at 1×: 10 px, within a pixel of antialiasing.
        let left = try #require(up.left), right = try #require(up.right)
        #expect(abs((left - right) - 10) <= 1)
        // The line makes room for it, as SwiftUI's does: 10 pt taller.
        #expect(abs(raised.metrics.size.height - plain.metrics.size.height - 10) < 0.5)
    }

    @Test func spansThatDoNotSpellTheStringAreIgnored() throws {
        var bad = TextRun("Hi", font: font, paint: .solid(.black))
        bad.spans = [TextSpan("Something else", font: FontSpec(family: "Inter", size: 80), color: RGBA(hex: "#FF0000")!)]
        let plain = TextRun("Hi", font: font, paint: .solid(.black))
        let drawn = try render(bad), reference = try render(plain)
        #expect(drawn.raster.bytes == reference.raster.bytes)
        // A span list survives the JSON; a run without one writes no "spans" key.
        var list = DisplayList(size: Size(width: 10, height: 10), scale: 1)
        list.append(.text("a", Rect(x: 0, y: 0, width: 10, height: 10), run([TextSpan("a", font: font, italic: true, baselineOffset: 2)])))
        list.append(.text("b", Rect(x: 0, y: 0, width: 10, height: 10), plain))
        let json = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
        #expect(json.components(separatedBy: "\"spans\"").count == 2)
        #expect(try JSONDecoder().decode(DisplayList.self, from: Data(json.utf8)) == list)
    }
}
