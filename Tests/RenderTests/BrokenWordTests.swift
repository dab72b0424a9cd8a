import DisplayList
import Layout
import Render
import Testing
import Tokens

/// A word wider than its line is broken between two characters with no hyphen, as iOS draws
/// it — and counted, so the Dynamic Type check can name it ("Congratulati / ons").
@Suite struct BrokenWordTests {
    let text = PangoText()
    let font = FontSpec(family: "Inter", size: 34, weight: 700)

    func metrics(_ string: String, width: Double) -> TextMetrics {
        text.measure(TextRun(string, font: font, paint: .solid(.black)), width: width)
    }

    @Test func aWordWiderThanItsLineIsBrokenAndCounted() {
        let one = metrics("Congratulations", width: 60)
        #expect(one.lineCount > 1)
        #expect(one.brokenWords == one.lineCount - 1)
        // The same word with room: one line, nothing broken.
        #expect(metrics("Congratulations", width: 1000).brokenWords == 0)
    }

    @Test func breaksBetweenWordsAreNotCounted() {
        let small = FontSpec(family: "Inter", size: 17, weight: 700)
        func metrics(_ string: String, width: Double) -> TextMetrics {
            text.measure(TextRun(string, font: small, paint: .solid(.black)), width: width)
        }
        let wrapped = metrics("Your custom plan is ready", width: 80)
        #expect(wrapped.lineCount > 2 && wrapped.brokenWords == 0)
        #expect(metrics("one\ntwo\nthree", width: 1000).brokenWords == 0)
        // A hyphen is where a word may break: the line after it is not a broken word.
        let hyphenated = metrics("well-known", width: 60)
        #expect(hyphenated.lineCount == 2 && hyphenated.brokenWords == 0)
        // An address has no spaces, but a break after "@" or "." is between two parts of it.
        // One character a line: of its nine breaks, four are beside "@" or ".".
        let address = metrics("alex@ab.cd", width: 1)
        #expect(address.lineCount == 10 && address.brokenWords == 5)
    }

    @Test func laidOutABrokenWordIsAnOverflowAndAScaleFactorShrinksItWhole() throws {
        var env = EnvironmentValues()
        env.device = .iPhoneSE
        let title = Text("Congratulations").font(.system(size: 60, weight: .bold))
        let list = ScreenLayout.layout(title.frame(width: 300), environment: env, measurer: text, rootName: "root")
        #expect(list.overflows == [Overflow(kind: .brokenWord, ids: ["root"])])
        // SwiftUI shrinks a text before it breaks a word: with room to shrink, one line.
        let shrunk = ScreenLayout.layout(title.minimumScaleFactor(0.5).frame(width: 300), environment: env, measurer: text, rootName: "root")
        #expect(shrunk.overflows.isEmpty)
        let run = try #require(shrunk.elements.first { $0.kind == .text }?.text)
        #expect(run.font.size < 60 && run.font.size >= 30)
        #expect(text.measure(run, width: 300).lineCount == 1)
    }

    @Test func theFakeMeasurerCountsTheLinesItBreaksAWordAt() {
        let fake = FixedAdvanceMeasurer()
        // 0.5 × 10 pt = 5 pt a character: 6 to a 30-pt line; "abcdefghijklm" takes three.
        let run = TextRun("ab abcdefghijklm", font: FontSpec(family: "Inter", size: 10), paint: .solid(.black))
        let m = fake.measure(run, width: 30)
        #expect(m.lineCount == 4 && m.brokenWords == 2)
        // Cut to two lines, what shows begins each line at a word.
        var limited = run
        limited.lineLimit = 3
        #expect(fake.measure(limited, width: 30).brokenWords == 1)
        limited.lineLimit = 2
        #expect(fake.measure(limited, width: 30).brokenWords == 0)
    }
}
