import DisplayList
import Inspect
import Testing
import Tokens

/// What each check says it examined — the counts `Coverage` holds it to: every text and
/// control is examined or skipped for a named reason.
@Suite struct CheckExaminationTests {
    static func text(_ id: String, _ string: String, y: Double = 10, opacity: Double = 1, traits: [String] = [], alpha: Double = 1) -> Element {
        var e = Element.text(id, Rect(x: 10, y: y, width: 80, height: 20),
                             TextRun(string, font: FontSpec(family: "Inter", size: 17), paint: .solid(RGBA(r: 0, g: 0, b: 0, a: alpha))), opacity: opacity)
        e.accessibilityTraits = traits
        return e
    }

    /// One element per reason, and one measured: the reasons are the ones the CLI counts.
    static var mixed: DisplayList {
        var list = DisplayList(size: Size(width: 100, height: 300), scale: 1)
        list.append(text("plain", "Water"))
        list.append(text("chrome", "Allow", y: 40, traits: ["systemChrome"]))
        list.append(text("disabled", "Continue", y: 70, traits: ["notEnabled"]))
        list.append(text("emoji", "🐢", y: 100))
        list.append(text("blank", "  ", y: 130))
        list.append(text("faded", "Gone", y: 160, opacity: 0))
        list.append(text("away", "Below", y: 400))
        return list
    }

    @Test func contrastExemptionsNameTheirReason() {
        let reasons = Self.mixed.elements.map { ContrastCheck.exemption($0)?.rawValue ?? "-" }
        #expect(reasons == ["-", "systemChrome", "disabled", "emoji", "empty", "transparent", "-"])
        #expect(Self.mixed.elements.map(ContrastCheck.measurable) == [true, false, false, false, false, false, true])
    }

    /// Overlap skips chrome, what is not drawn (opacity 0, a clear paint) and what lies off
    /// the canvas, each by reason; every other text is compared.
    @Test func overlapCountsComparedAndSkippedTexts() {
        var list = Self.mixed
        list.append(Self.text("clear", "Hidden", y: 190, alpha: 0))
        let e = OverlapCheck.examine(list)
        // Overlap reads what is drawn: a disabled text, an emoji and a run of spaces still take room.
        #expect(e.texts == 4, "plain, disabled, emoji, blank")
        #expect(e.skippedTexts == ["systemChrome": 1, "transparent": 2, "notVisible": 1])
        #expect(e.texts + e.skippedTexts.values.reduce(0, +) == list.elements.count)
        #expect(e.collisions.isEmpty)
    }

    @Test func dynamicTypeAndAccessibilityCountWhatTheyRead() {
        var list = Self.mixed
        let d = DynamicTypeCheck.examine(list)
        #expect(d.texts == 6 && d.chrome == 1 && d.failures.isEmpty)
        var card = Element.shape("card", Rect(x: 0, y: 0, width: 100, height: 50))
        card.material = MaterialStyle(name: "ultraThin", blur: 12, tint: .clear, saturation: 1)
        card.accessibilityLabel = "Water"
        var alert = Element.shape("alert", Rect(x: 0, y: 60, width: 100, height: 50))
        alert.material = MaterialStyle(name: "thick", blur: 12, tint: .clear, saturation: 1)
        alert.accessibilityTraits = ["systemChrome"]
        list.append(card)
        list.append(alert)
        list.elements[0].accessibilityTraits = ["isButton"]
        list.elements[0].accessibilityLabel = "Add water"
        let a = AccessibilityCheck.examine(list)
        #expect(a.examined == 2 && a.chrome == 1 && a.problems.isEmpty)
        #expect(BlurBudget.count(list).examined == list.elements.count)
    }
}
