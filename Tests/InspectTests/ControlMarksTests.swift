import DisplayList
import Inspect
import Testing
import Tokens

/// A control's marks against its words at two text sizes: a radio circle that stays 22 pt
/// while "Metric" grows from 17 to 40 pt is stuck; one that grows to 51.76 pt (22 × 40/17,
/// as `@ScaledMetric(relativeTo: .body)` scales it) is not.
@Suite struct ControlMarksTests {
    /// A 44-pt-high option at `y`: a radio mark of `mark` points and its label at `font` points.
    static func option(_ label: String, font: Double, mark: Double, y: Double = 0, traits: [String] = ["isButton"],
                       markID: String = "Option/Radio") -> DisplayList {
        let height = max(44, mark + 12, font * 1.3 + 12)
        var list = DisplayList(size: Size(width: 400, height: 800), scale: 1)
        list.append(Element(id: "Option/background", kind: .shape, frame: Rect(x: 0, y: y, width: 400, height: height),
                            fill: .solid(RGBA(hex: "#EEEEEE")!)))
        list.append(Element(id: markID, kind: .shape, frame: Rect(x: 16, y: y + 6, width: mark, height: mark), shape: .ellipse,
                            stroke: Stroke(.solid(.black), width: 2)))
        list.append(Element.text("Option/Text", Rect(x: 24 + mark, y: y + 6, width: 200, height: font * 1.3),
                                 TextRun(label, font: FontSpec(family: "Inter", size: font), paint: .solid(.black))))
        list.accessibility = [AccessibilityNode(frame: Rect(x: 0, y: y, width: 400, height: height), label: label, traits: traits)]
        return list
    }

    @Test func aMarkThatKeepsItsSizeWhileItsWordsGrowIsStuck() throws {
        let small = ControlMarks.controls(in: Self.option("Metric", font: 17, mark: 22))
        #expect(small == [ControlMarks.Control(key: "Metric", fontSize: 17, marks: ["Option/Radio": 22])])
        let large = ControlMarks.controls(in: Self.option("Metric", font: 40, mark: 22), markLimit: .infinity)
        let stuck = ControlMarks.stuck(small, large)
        #expect(stuck.count == 1)
        let s = try #require(stuck.first)
        #expect(s.control == "Metric" && s.mark == "Option/Radio" && s.size == 22 && s.grownSize == 22)
        #expect(abs(s.textGrowth - 40.0 / 17) < 1e-12)
    }

    @Test func aMarkThatGrowsWithItsWordsIsNot() {
        let small = ControlMarks.controls(in: Self.option("Metric", font: 17, mark: 22))
        let scaled = ControlMarks.controls(in: Self.option("Metric", font: 40, mark: 22 * 40 / 17), markLimit: .infinity)
        #expect(ControlMarks.stuck(small, scaled).isEmpty)
        // The threshold: a quarter of the words' growth. Words × 40/17 (+1.353): a mark must
        // reach 22 × (1 + 1.353/4) = 29.44 pt.
        let justUnder = ControlMarks.controls(in: Self.option("Metric", font: 40, mark: 29.4), markLimit: .infinity)
        let justOver = ControlMarks.controls(in: Self.option("Metric", font: 40, mark: 29.5), markLimit: .infinity)
        #expect(ControlMarks.stuck(small, justUnder).count == 1 && ControlMarks.stuck(small, justOver).isEmpty)
    }

    /// Words that grew by less than half (a caption style near its cap) ask nothing of a mark.
    @Test func wordsThatBarelyGrowAskNothing() {
        let small = ControlMarks.controls(in: Self.option("Metric", font: 17, mark: 22))
        let large = ControlMarks.controls(in: Self.option("Metric", font: 25, mark: 22), markLimit: .infinity)
        #expect(ControlMarks.stuck(small, large).isEmpty)
    }

    /// What iOS sizes is left out: a control marked systemControl or systemChrome, a list's
    /// disclosure chevron, shapes too big to be marks (a card) or too thin (a separator), and
    /// controls with no words or no label.
    @Test func whatIOSSizesOrWhatIsNoMarkIsLeftOut() {
        #expect(ControlMarks.controls(in: Self.option("Switch", font: 17, mark: 22, traits: ["isButton", "systemControl"])).isEmpty)
        #expect(ControlMarks.controls(in: Self.option("Allow", font: 17, mark: 22, traits: ["isButton", "systemChrome"])).isEmpty)
        #expect(ControlMarks.controls(in: Self.option("Row", font: 17, mark: 17, markID: "List/Row/DisclosureChevron.2")).isEmpty)
        #expect(ControlMarks.controls(in: Self.option("Card", font: 17, mark: 80)).isEmpty)
        #expect(ControlMarks.controls(in: Self.option("Text only", font: 17, mark: 22, traits: [])).isEmpty)
        var thin = Self.option("Thin", font: 17, mark: 22)
        thin.elements[1].frame = Rect(x: 16, y: 20, width: 300, height: 0.5)
        #expect(ControlMarks.controls(in: thin).isEmpty)
    }

    /// Two controls with one label are told apart by their order; a control the larger
    /// layout no longer has (laid out another way) is not compared.
    @Test func controlsAreMatchedByLabelAndOrder() {
        var two = Self.option("Yes", font: 17, mark: 22)
        let second = Self.option("Yes", font: 17, mark: 22, y: 100, markID: "Option2/Radio")
        two.elements += second.elements
        two.accessibility += second.accessibility
        #expect(ControlMarks.controls(in: two).map(\.key) == ["Yes", "Yes #2"])
        let gone = ControlMarks.controls(in: Self.option("Other", font: 40, mark: 22), markLimit: .infinity)
        #expect(ControlMarks.stuck(ControlMarks.controls(in: two), gone).isEmpty)
    }
}
