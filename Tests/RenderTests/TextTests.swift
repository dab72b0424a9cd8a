import DisplayList
import Render
import Testing
import Tokens

@Suite struct TextTests {
    let text = PangoText()

    @Test func projectFontsAreInstalled() throws {
        for family in ["Inter", "Quicksand", "Noto Color Emoji", "Material Design Icons"] {
            try text.verify(family: family)
        }
    }

    @Test func missingFontNamesItsFix() {
        #expect(throws: RenderError.fontMissing(family: "SF Pro", debianPackage: nil)) { try text.verify(family: "SF Pro") }
        #expect(RenderError.fontMissing(family: "Quicksand", debianPackage: "fonts-quicksand").description
                == "font \"Quicksand\" is not installed: install the Debian package fonts-quicksand (make deps does)")
    }

    @Test func wrappingAndLineLimit() {
        let run = TextRun("Calorie tracking made easy for everyone", font: FontSpec(family: "Inter", size: 20, weight: 700), paint: .solid(.black))
        let one = text.measure(run, width: nil)
        let wrapped = text.measure(run, width: 150)
        #expect(one.lineCount == 1)
        #expect(wrapped.lineCount > 1 && wrapped.size.width <= 150)
        var limited = run
        limited.lineLimit = 1
        let cut = text.measure(limited, width: 150)
        #expect(cut.lineCount == 1 && cut.truncated)
    }

    /// A word longer than its line breaks between characters with no hyphen, as SwiftUI's
    /// Text does: the wrapped word draws exactly what the same characters draw split by a
    /// newline at the same place (with Pango's default, the first line ended in "-").
    @Test func aLongWordBreaksWithoutAHyphen() throws {
        let font = FontSpec(family: "Inter", size: 20, weight: 400)
        let word = TextRun("email@example.com", font: font, paint: .solid(.black))
        let wrapped = text.measure(word, width: 120)
        #expect(wrapped.lineCount == 2)
        func draw(_ run: TextRun, _ size: Size) throws -> [UInt8] {
            var list = DisplayList(size: Size(width: 160, height: 70), scale: 1)
            list.append(.text("t", Rect(x: 0, y: 0, width: size.width, height: size.height), run))
            return try CairoRenderer(text: text).render(list).rgba
        }
        // Find where Pango broke it: the longest prefix that fits the line.
        let first = try #require((1..<word.string.count).reversed().first { n in
            text.measure(TextRun(String(word.string.prefix(n)), font: font, paint: .solid(.black)), width: nil).size.width <= 120
        })
        let split = TextRun(String(word.string.prefix(first)) + "\n" + String(word.string.dropFirst(first)), font: font, paint: .solid(.black))
        #expect(try draw(word, Size(width: 120, height: wrapped.size.height)) == draw(split, Size(width: 120, height: wrapped.size.height)))
    }

    @Test func weightsAreDrawnAtNamedInstances() {
        func width(_ w: Double) -> Double {
            text.measure(TextRun("Welcome to AirFit", font: FontSpec(family: "Inter", size: 44, weight: w), paint: .solid(.black)), width: nil).size.width
        }
        // Heavier is wider on Inter's wght axis; in-between weights snap to the nearest
        // hundred (cairo 1.16 shares glyph caches between wght values of one instance).
        #expect(width(300) < width(400) && width(400) < width(700))
        #expect(width(340) == width(300) && width(360) == width(400))
        #expect(PangoText.drawnWeight(349) == 300 && PangoText.drawnWeight(350) == 400 && PangoText.drawnWeight(1000) == 900)
    }


    @Test func inkLandsInsideTheTextFrame() throws {
        let run = TextRun("Get Started", font: FontSpec(family: "Inter", size: 17, weight: 600), paint: .solid(.black))
        let m = text.measure(run, width: nil)
        let frame = Rect(x: 10, y: 10, width: m.size.width, height: m.size.height)
        var list = DisplayList(size: Size(width: 120, height: 50), scale: 2)
        list.append(.text("t", frame, run))
        let raster = try CairoRenderer(text: text).render(list)
        var inside = 0, outside = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster.pixel(x: x, y: y).r < 0.5 {
                let p = Point(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
                if frame.contains(p) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100)
        #expect(outside == 0)
    }

    @Test func emojiAreDrawnInColour() throws {
        let run = TextRun("🥑", font: FontSpec(family: "Noto Color Emoji", size: 40), paint: .solid(.black))
        var list = DisplayList(size: Size(width: 60, height: 60), scale: 1)
        list.append(.text("e", Rect(x: 5, y: 5, width: 55, height: 55), run))
        let raster = try CairoRenderer(text: text).render(list)
        var coloured = 0
        for y in 0..<60 { for x in 0..<60 {
            let c = raster.pixel(x: x, y: y)
            if max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 0.2 { coloured += 1 }
        } }
        #expect(coloured > 100, "an avocado is green and brown, not black")
    }
}
