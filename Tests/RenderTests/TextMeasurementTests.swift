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
    /// strikethrough) and keep the width's exact bits.
    @Test func theKeyIsWhatDecidesTheSize() {
        var gradient = Self.emoji
        gradient.paint = .linearGradient(Gradient([.white, .black]), start: .top, end: .bottom)
        gradient.strikethrough = TextLine()
        #expect(TextMeasurements.Key(Self.emoji, width: 100) == TextMeasurements.Key(gradient, width: 100))
        #expect(TextMeasurements.Key(Self.emoji, width: 0) != TextMeasurements.Key(Self.emoji, width: -0.0))
        #expect(TextMeasurements.Key(Self.emoji, width: nil) != TextMeasurements.Key(Self.emoji, width: 0))
        var bigger = Self.emoji
        bigger.font.size = 23
        #expect(TextMeasurements.Key(Self.emoji, width: 100) != TextMeasurements.Key(bigger, width: 100))
    }

    /// At most `limit` sizes are kept: reaching it forgets them all (they are measured again).
    @Test func theMemoryIsBounded() {
        var memory = TextMeasurements()
        let metrics = TextMetrics(size: Size(width: 1, height: 1), baseline: 1, lineCount: 1, truncated: false)
        for k in 0..<TextMeasurements.limit { memory[TextMeasurements.Key(Self.emoji, width: Double(k))] = metrics }
        #expect(memory.count == TextMeasurements.limit)
        memory[TextMeasurements.Key(Self.emoji, width: -1)] = metrics
        #expect(memory.count == 1)
        #expect(memory[TextMeasurements.Key(Self.emoji, width: -1)] == metrics)
        #expect(memory[TextMeasurements.Key(Self.emoji, width: 0)] == nil)
    }
}
