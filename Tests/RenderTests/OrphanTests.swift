import DisplayList
import Layout
import Render
import Testing
import Tokens

/// SwiftUI's `Text` pushes a lone last word down with the word before it (`lineBreakStrategy
/// .standard`, which includes `.pushOut`): "one two / three four", not "one two three / four".
/// Pango and the fake measurer both follow, so what is measured is what is drawn.
@Suite struct OrphanTests {
    let text = PangoText()
    let font = FontSpec(family: "Inter", size: 17)

    func run(_ string: String) -> TextRun { TextRun(string, font: font, paint: .solid(.black)) }
    func natural(_ string: String) -> Double { text.measure(run(string), width: nil).size.width }

    @Test func aLoneLastWordTakesTheWordBeforeIt() {
        // Room for "one two three" and no more: greedy lines leave "four" alone.
        let width = natural("one two three") + 1
        let m = text.measure(run("one two three four"), width: width)
        #expect(m.lineCount == 2)
        // The widest line is now "three four" ("one two" is shorter).
        #expect(abs(m.size.width - natural("three four")) < 0.01)
        #expect(m.size.width < natural("one two three") - 10)
    }

    @Test func twoWordsAreNotSplitToKeepOneCompany() {
        // "Smart Nutrition / Timing": pushing one of two out leaves another word alone.
        let width = natural("Smart Nutrition") + 1
        let m = text.measure(run("Smart Nutrition Timing"), width: width)
        #expect(m.lineCount == 2)
        #expect(abs(m.size.width - natural("Smart Nutrition")) < 0.01)
    }

    @Test func aPushThatWouldAddALineIsNotMade() {
        // "Internationalisation fourteen" is wider than the line: the greedy lines stay.
        let width = natural("a b Internationalisation") + 1
        #expect(natural("Internationalisation fourteen") > width)
        let m = text.measure(run("a b Internationalisation fourteen"), width: width)
        #expect(m.lineCount == 2)
        #expect(abs(m.size.width - natural("a b Internationalisation")) < 0.01)
    }

    @Test func eachParagraphAndALineLimitAreRespected() {
        let width = natural("one two three") + 1
        // Both paragraphs end in a lone word; each takes one along.
        let two = text.measure(run("one two three four\none two three four"), width: width)
        #expect(two.lineCount == 4)
        #expect(abs(two.size.width - natural("three four")) < 0.01)
        // Cut by its limit, a text keeps the lines that show (the ellipsis is on the last).
        var limited = run("one two three four five six seven eight nine")
        limited.lineLimit = 2
        let cut = text.measure(limited, width: width)
        #expect(cut.truncated && cut.lineCount == 2)
        // A line broken inside a word is not an orphan to move.
        #expect(text.measure(run("Congratulations"), width: natural("Congratul")).brokenWords == 1)
    }

    @Test func styledSpansKeepTheirStylesWhenTheBreakMoves() {
        // Bold "one two" + regular " three four": the newline put in place of a space keeps
        // every byte where it was, so each span is still drawn in its own font.
        let bold = FontSpec(family: "Inter", size: 17, weight: 700)
        var styled = run("one two three four")
        styled.spans = [TextSpan("one two", font: bold),
                        TextSpan(" three four", font: font)]
        let boldWidth = text.measure(TextRun("one two", font: bold, paint: .solid(.black)), width: nil).size.width
        let width = boldWidth + natural(" three") + 1
        let m = text.measure(styled, width: width)
        #expect(m.lineCount == 2)
        #expect(abs(m.size.width - natural("three four")) < 0.01)
    }

    @Test func theFakeMeasurerPushesTheSameWay() {
        let fake = FixedAdvanceMeasurer()
        // 5 pt a character at 10 pt: 8 characters to a 40-pt line.
        let small = FontSpec(family: "Inter", size: 10)
        let m = fake.measure(TextRun("aa bb cc dd", font: small, paint: .solid(.black)), width: 40)
        #expect(m.lineCount == 2 && m.size.width == 25)
        // Two words before the orphan: greedy.
        #expect(fake.measure(TextRun("aaaa bbb cc", font: small, paint: .solid(.black)), width: 40).size.width == 40)
        // Styled spans, the same text: the same lines.
        var styled = TextRun("aa bb cc dd", font: small, paint: .solid(.black))
        styled.spans = [TextSpan("aa bb", font: small), TextSpan(" cc dd", font: small)]
        let s = fake.measure(styled, width: 40)
        #expect(s.lineCount == 2 && s.size.width == 25)
    }
}
