@testable import Render
import DisplayList
import Testing
import Tokens

/// A text's size depends on the text, never on what the engine measured or drew before:
/// `proof render --all`, `check` and the gallery lay screens out on worker threads that
/// also draw, and a screen must measure the same there as alone.
@Suite struct TextMeasurementTests {
    static let emoji = TextRun("📺", font: FontSpec(family: "Noto Color Emoji", size: 22.959999999999997, weight: 400), paint: .solid(.black))

    /// Before measurements moved to their own Pango context, an emoji measured after the
    /// same engine drew at @3x came out 26.90625 pt tall instead of 26.9052734375 (Cal AI's
    /// referral-source screen moved 1/1024 pt under `render --all` on two workers).
    @Test func drawingAtThreeTimesDoesNotMoveALaterMeasurement() throws {
        let fresh = CairoRenderer()
        let alone = fresh.text.measure(Self.emoji, width: nil)
        let renderer = CairoRenderer()
        var drawn = Self.emoji
        drawn.string = "📺📺"
        let list = DisplayList(size: Size(width: 120, height: 60), scale: 3, background: .white,
                               elements: [.text("t", Rect(x: 0, y: 0, width: 120, height: 60), drawn)])
        _ = try renderer.render(list)
        #expect(renderer.text.measure(Self.emoji, width: nil) == alone)
        #expect(alone.size.height == 26.9052734375)
    }

    /// The remembered sizes ignore what Pango never sees (paint, cascade styles, a
    /// strikethrough) and keep the wrap width Pango is given, in its units.
    @Test func theKeyIsWhatDecidesTheSize() {
        var gradient = Self.emoji
        gradient.paint = .linearGradient(Gradient([.white, .black]), start: .top, end: .bottom)
        gradient.strikethrough = TextLine()
        #expect(TextMeasurements.Key(Self.emoji, wrapUnits: 102_400) == TextMeasurements.Key(gradient, wrapUnits: 102_400))
        #expect(TextMeasurements.Key(Self.emoji, wrapUnits: nil) != TextMeasurements.Key(Self.emoji, wrapUnits: 0))
        var bigger = Self.emoji
        bigger.font.size = 23
        #expect(TextMeasurements.Key(Self.emoji, wrapUnits: 102_400) != TextMeasurements.Key(bigger, wrapUnits: 102_400))
    }

    /// `TextRun` hashes only its string, size, weight and line limit (the caches' lookups
    /// cost less); `==` still tells apart runs that differ elsewhere, so a cache keyed by runs
    /// keeps one entry for each — what a layout's cache (keyed by the whole run) relies on.
    @Test func runsDifferingOnlyInPaintOrSpacingAreDifferentKeys() {
        var gradient = Self.emoji
        gradient.paint = .linearGradient(Gradient([.white, .black]), start: .top, end: .bottom)
        var spaced = Self.emoji
        spaced.lineSpacing = 1.2
        var centred = Self.emoji
        centred.alignment = .center
        #expect(gradient.hashValue == Self.emoji.hashValue && gradient != Self.emoji)
        #expect(spaced.hashValue == Self.emoji.hashValue && spaced != Self.emoji)
        var sizes: [TextRun: Int] = [Self.emoji: 1, gradient: 2, spaced: 3, centred: 4]
        #expect(sizes.count == 4)
        #expect(sizes[gradient] == 2 && sizes[Self.emoji] == 1 && sizes[spaced] == 3 && sizes[centred] == 4)
        sizes[Self.emoji] = 5
        #expect(sizes.count == 4 && sizes[Self.emoji] == 5)
    }

    /// Widths become the Pango units `makeLayout` sets, rounded up (1/1024 pt): widths
    /// inside one unit are one layout; absurd widths clamp instead of trapping.
    @Test func wrapWidthsInPangoUnits() {
        #expect(PangoText.wrapUnits(100) == 102_400)
        #expect(PangoText.wrapUnits(100.0001) == 102_401)
        #expect(PangoText.wrapUnits(100.0009) == 102_401)
        #expect(PangoText.wrapUnits(0) == 0)
        #expect(PangoText.wrapUnits(-0.5) == -512)
        #expect(PangoText.wrapUnits(1e12) == Int32.max)
        #expect(PangoText.wrapUnits(.infinity) == Int32.max)
        #expect(PangoText.wrapUnits(-.infinity) == Int32.min)
        #expect(PangoText.wrapUnits(.nan) == -1)
    }

    /// A wrap width the text already fits in is answered with the unwrapped size — and that
    /// is what Pango gives at that width (checked here against a fresh engine asked at
    /// the width first, for a line that fits exactly, one a unit wider, centred and
    /// trailing text, a line limit and two paragraphs); one unit narrower wraps.
    @Test func aWidthTheTextFitsGivesTheUnwrappedSize() throws {
        let inter = FontSpec(family: "Inter", size: 17, weight: 400)
        var runs = [TextRun("Daily calorie goal", font: inter, paint: .solid(.black)),
                    TextRun("Two\nparagraphs here", font: inter, paint: .solid(.black))]
        var centred = runs[0]
        centred.alignment = .center
        var trailing = runs[0]
        trailing.alignment = .trailing
        var limited = runs[0]
        limited.lineLimit = 1
        runs += [centred, trailing, limited]
        for run in runs {
            let natural = PangoText().measure(run, width: nil)
            let exact = natural.size.width
            for width in [exact, exact + 1.0 / 1024, exact + 40] {
                // Pango itself, laying the text out at this width (no shortcut).
                let laidOut = PangoText().measured(run, wrapUnits: PangoText.wrapUnits(width))
                #expect(laidOut == natural, "\(run.string) at \(width)")
                #expect(PangoText().measure(run, width: width) == natural)
            }
            let narrower = PangoText().measure(run, width: exact - 1.0 / 1024)
            #expect(narrower == PangoText().measured(run, wrapUnits: PangoText.wrapUnits(exact - 1.0 / 1024)))
            #expect(narrower != natural, "\(run.string) one unit narrower wraps or is cut")
        }
    }

    /// At most `limit` sizes are kept: reaching it forgets them all (they are measured again).
    @Test func theMemoryIsBounded() {
        var memory = TextMeasurements()
        let metrics = TextMetrics(size: Size(width: 1, height: 1), baseline: 1, lineCount: 1, truncated: false)
        for k in 0..<TextMeasurements.limit { memory[TextMeasurements.Key(Self.emoji, wrapUnits: Int32(k))] = metrics }
        #expect(memory.count == TextMeasurements.limit)
        memory[TextMeasurements.Key(Self.emoji, wrapUnits: -1)] = metrics
        #expect(memory.count == 1)
        #expect(memory[TextMeasurements.Key(Self.emoji, wrapUnits: -1)] == metrics)
        #expect(memory[TextMeasurements.Key(Self.emoji, wrapUnits: 0)] == nil)
    }
}
