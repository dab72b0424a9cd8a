@testable import DocFigures
import Testing

/// The markers of generated figures: read, compared and rewritten exactly; a malformed one
/// is an error naming the file and line, never a figure silently skipped.
@Suite struct FigureMarkupTests {
    let doc = """
        # Title
        `contrast`: <!-- fig contrast.measured -->6474<!-- /fig --> measurements, worst <!-- fig contrast.airfit.worst -->1.00<!-- /fig -->:1.
        <!-- fig tokens.validate -->
        ```console
        $ proof tokens validate
        ```
        <!-- /fig -->
        end
        """

    @Test func readsEachFigureWithItsLine() throws {
        let m = try FigureMarkup(file: "X.md", text: doc)
        #expect(m.figures.map(\.key) == ["contrast.measured", "contrast.airfit.worst", "tokens.validate"])
        #expect(m.figures.map(\.value) == ["6474", "1.00", "\n```console\n$ proof tokens validate\n```\n"])
        #expect(m.figures.map(\.line) == [2, 2, 3])
    }

    /// A long figure (a command's output) is described by its first differing line: the
    /// whole, shortened, would end before the difference.
    @Test func aLongStaleFigureShowsItsFirstDifferingLine() {
        let head = "$ proof tokens validate tokens/*.tokens.json\n" + String(repeating: "x", count: 130) + "\n"
        let stale = FigureMarkup.Stale(file: "README.md", line: 70, key: "tokens.validate",
                                       documented: head + "calai: ok, 234 tokens\n", computed: head + "calai: ok, 237 tokens\n")
        #expect(stale.description == #"README.md:70: tokens.validate, its line 3: the doc says "calai: ok, 234 tokens", proof says "calai: ok, 237 tokens""#)
        let shorter = FigureMarkup.Stale(file: "R.md", line: 1, key: "k", documented: head, computed: head + "more")
        #expect(shorter.description == #"R.md:1: k, its line 3: the doc says "", proof says "more""#)
    }

    @Test func staleListsEachDifferentFigureAndEachUnknownKey() throws {
        let m = try FigureMarkup(file: "X.md", text: doc)
        let r = m.stale(against: ["contrast.measured": "6475", "contrast.airfit.worst": "1.00"])
        #expect(r.stale == [FigureMarkup.Stale(file: "X.md", line: 2, key: "contrast.measured", documented: "6474", computed: "6475")])
        #expect(r.stale.map(\.description) == [#"X.md:2: contrast.measured: the doc says "6474", proof says "6475""#])
        #expect(r.unknown.map(\.key) == ["tokens.validate"])
    }

    @Test func rewritesOnlyTheValues() throws {
        let m = try FigureMarkup(file: "X.md", text: doc)
        let out = m.rewritten(with: ["contrast.measured": "12", "tokens.validate": "\nnew\n"])
        #expect(out == """
            # Title
            `contrast`: <!-- fig contrast.measured -->12<!-- /fig --> measurements, worst <!-- fig contrast.airfit.worst -->1.00<!-- /fig -->:1.
            <!-- fig tokens.validate -->
            new
            <!-- /fig -->
            end
            """)
        // Rewriting is idempotent: the new text has exactly the new values.
        #expect(try FigureMarkup(file: "X.md", text: out).stale(against: ["contrast.measured": "12", "contrast.airfit.worst": "1.00", "tokens.validate": "\nnew\n"]).stale.isEmpty)
    }

    @Test func malformedMarkersAreErrorsWithTheirLine() {
        #expect(throws: FigureMarkupError.unclosedMarker(file: "X.md", line: 2)) { try FigureMarkup(file: "X.md", text: "a\nb <!-- fig k -->1 and no end") }
        #expect(throws: FigureMarkupError.unclosedMarker(file: "X.md", line: 1)) { try FigureMarkup(file: "X.md", text: "<!-- fig k") }
        #expect(throws: FigureMarkupError.nestedMarker(file: "X.md", line: 1)) { try FigureMarkup(file: "X.md", text: "<!-- fig a -->1 <!-- fig b -->2<!-- /fig -->") }
        #expect(throws: FigureMarkupError.badKey(file: "X.md", line: 1, key: "a b")) { try FigureMarkup(file: "X.md", text: "<!-- fig a b -->1<!-- /fig -->") }
        #expect(throws: FigureMarkupError.strayClose(file: "X.md", line: 3)) { try FigureMarkup(file: "X.md", text: "<!-- fig a -->1<!-- /fig -->\n\n2<!-- /fig -->") }
        #expect(FigureMarkupError.strayClose(file: "X.md", line: 3).description == "X.md:3: <!-- /fig --> without an opening <!-- fig KEY -->")
    }

    @Test func aFileWithoutFiguresHasNone() throws {
        #expect(try FigureMarkup(file: "X.md", text: "<!-- a comment -->\nplain").figures.isEmpty)
    }
}
