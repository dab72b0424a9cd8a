import DisplayList
import SwiftUI
import Testing
import Tokens

/// Text's own modifiers, which return `Text`, and `Text + Text`, against values worked out
/// by hand with the fixed-advance font (body: 17 pt, 8.5 pt a character, 20.4 pt a line).
@Suite @MainActor struct TextModifierTests {
    private let red = RGBA(hex: "#FF3B30")!  // systemRed, light
    private let blue = RGBA(hex: "#007AFF")!  // systemBlue, light

    /// The one text element of `view`.
    private func run(_ view: some View) throws -> (run: TextRun, frame: Rect) {
        let element = try #require(layout(view).elements.first { $0.text != nil })
        return (try #require(element.text), element.frame)
    }

    /// Takes what SwiftUI's API types as `Text`: a styled text must still be one.
    private func header(_ text: Text) -> some View { Section(header: text) { Text("row") } }

    /// The same modifiers reached through `View` (a generic context cannot see Text's own).
    private func throughView<V: View>(_ view: V) -> some View {
        view.font(.title).fontWeight(.bold).foregroundColor(.red).monospacedDigit().strikethrough()
    }

    @Test func joinedTextsAreOneElementWithASpanEach() throws {
        let (joined, frame) = try run(Text("ab").bold() + Text("cd").foregroundColor(.red))
        #expect(joined.string == "abcd")
        // Four body characters on one line: 4 × 8.5 = 34 wide, one 20.4-pt line.
        #expect(frame.width == 34 && abs(frame.height - 20.4) < 1e-9)
        let spans = try #require(joined.spans)
        #expect(spans.map(\.string) == ["ab", "cd"])
        #expect(spans.map(\.font.weight) == [700, 400])
        #expect(spans.map(\.font.size) == [17, 17])
        // The run's paint is the first segment's (the primary label, black); only the red one says its colour.
        #expect(joined.paint == .solid(.black))
        #expect(spans.map(\.color) == [nil, red])
        #expect(layout(Text("a") + Text("b") + Text("c")).texts == ["abc"])
        var built = Text("x")
        built += Text("y").italic()
        #expect(try run(built).run.spans?.map(\.italic) == [nil, true])
    }

    @Test func styledTextsAreStillTexts() throws {
        // A header typed `Text` takes a bold title-font text (this compiles only if they are Texts).
        let list = layout(header(Text("Goals").font(.title).bold()))
        let goals = try #require(list.elements.first { $0.text?.string == "GOALS" }?.text)
        // Text's own font beats the footnote the header sets around it: title, 28 pt, bold.
        #expect(goals.font.size == 28 && goals.font.weight == 700)
        #expect(goals.spans == nil, "one plain segment draws as a plain run")
    }

    @Test func ownModifiersDrawWhatTheViewModifiersDraw() throws {
        // Every text written before Text had modifiers of its own draws exactly as it did.
        let own = layout(Text("12:30").font(.title).fontWeight(.bold).foregroundColor(.red).monospacedDigit().strikethrough())
        let viaView = layout(throughView(Text("12:30")))
        #expect(own == viaView)
        let r = try #require(own.elements.first?.text)
        #expect(r.font.size == 28 && r.font.weight == 700 && r.font.monospacedDigits && r.strikethrough != nil)
        #expect(r.paint == .solid(red))
    }

    @Test func theInnermostModifierWins() throws {
        #expect(try run(Text("a").foregroundColor(.red).foregroundColor(.blue)).run.paint == .solid(red))
        #expect(try run(Text("a").fontWeight(.light).bold()).run.font.weight == 300)
        // A modifier on a joined text styles the segments that have not set it themselves.
        let mixed = try #require(try run((Text("a").foregroundStyle(Color.blue) + Text("b")).foregroundColor(.red)).run.spans)
        #expect(mixed.map(\.color) == [nil, red])
        #expect(try run((Text("a").foregroundStyle(Color.blue) + Text("b")).foregroundColor(.red)).run.paint == .solid(blue))
        // And Text's own style beats the environment's.
        #expect(try run(Text("a").foregroundColor(.red).foregroundStyle(Color.blue)).run.paint == .solid(red))
        #expect(try run(VStack { Text("a").bold() }.fontWeight(.light)).run.font.weight == 700)
    }

    @Test func spacingAndOffsets() throws {
        // kerning adds its points to every character: 3 × (8.5 + 2) = 31.5.
        #expect(try run(Text("abc").kerning(2)).frame.width == 31.5)
        // tracking is used instead of kerning when both are set: 3 × (8.5 + 1) = 28.5.
        let tracked = try run(Text("abc").kerning(2).tracking(1))
        #expect(tracked.frame.width == 28.5 && tracked.run.font.letterSpacing == 1)
        let raised = try #require(try run(Text("2").baselineOffset(6)).run.spans)
        #expect(raised.count == 1 && raised[0].baselineOffset == 6)
        let underlined = try #require(try run(Text("ab").underline(color: .blue)).run.spans)
        #expect(underlined[0].underline == TextLine(color: blue) && underlined[0].strikethrough == nil)
        #expect(try run(Text("ab").underline(false)).run.spans == nil)
        #expect(try run(Text("ab").italic()).run.spans?.first?.italic == true)
        #expect(try run(Text("ab").bold(false)).run.font.weight == 400)
    }

    @Test func joinedTextsOfMixedSizesWrapAsOneParagraph() throws {
        let text = Text("aaaa ") + Text("bbbb").font(.title)
        // One line: 5 × 8.5 + 4 × 14 = 98.5 wide, as tall as the 28-pt title: 33.6.
        let line = try run(text)
        #expect(line.frame.width == 98.5 && abs(line.frame.height - 33.6) < 1e-9)
        // In 60 pt the title word goes to a second line: "aaaa" 34, "bbbb" 56 → 56 × 67.2.
        let wrapped = try run(text.frame(width: 60))
        #expect(wrapped.frame.width == 56 && abs(wrapped.frame.height - 67.2) < 1e-9)
        // Upper-cased segment by segment, the spans still join to the string.
        let upper = try run(VStack { Text("ab") + Text("cd").bold() }.textCase(.uppercase)).run
        #expect(upper.string == "ABCD" && upper.spans?.map(\.string) == ["AB", "CD"])
    }
}

/// `.fontDesign(_:)`: text inside takes the design's family, as `.font(.system(_:design:))` does.
@Suite @MainActor struct FontDesignTests {
    @Test func aDesignPicksItsFamilyForTheTextInside() throws {
        // Rounded is Quicksand, the stand-in for SF Rounded; the default is Inter.
        let designed = try #require(layout(VStack { Text("A") }.fontDesign(.rounded)).elements.first?.text?.font)
        let spelled = try #require(layout(Text("A").font(.system(.body, design: .rounded))).elements.first?.text?.font)
        let plain = try #require(layout(Text("A")).elements.first?.text?.font)
        #expect(designed.family == "Quicksand" && spelled.family == "Quicksand" && plain.family == "Inter")
        #expect(designed.size == plain.size)
        #expect(layout(VStack { Text("A") }.fontDesign(nil)).elements.first?.text?.font.family == plain.family)
    }

    /// SF Mono is drawn in DejaVu Sans Mono, New York in DejaVu Serif: the monospaced design
    /// however it is spelled — in the font, on the Text, on a view — at the font's own size
    /// and weight; `.monospaced(false)` leaves the font's design.
    @Test func monospacedAndSerifDesignsHaveTheirOwnFamilies() throws {
        func font(_ view: some View) throws -> FontSpec { try #require(layout(view).elements.first?.text?.font) }
        let spelled = try font(Text("A").font(.system(size: 20, weight: .bold, design: .monospaced)))
        #expect(spelled.family == "DejaVu Sans Mono" && spelled.size == 20 && spelled.weight == 700)
        #expect(try font(Text("A").font(.title.monospaced())).family == "DejaVu Sans Mono")
        #expect(try font(Text("A").font(.title.monospaced())).size == 28)
        #expect(try font(Text("A").monospaced()).family == "DejaVu Sans Mono")
        #expect(try font(VStack { Text("A") }.monospaced()).family == "DejaVu Sans Mono")
        #expect(try font(VStack { Text("A").monospaced(false) }.monospaced()).family == "Inter")
        #expect(try font(Text("A").font(.system(.body, design: .serif))).family == "DejaVu Serif")
    }
}
