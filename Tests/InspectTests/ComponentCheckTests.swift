import DisplayList
import Inspect
import Layout
import Testing

/// The component lint on hand-built display lists: NutriSync's rules (56 pt buttons with
/// 28 pt corners spanning a 393 pt screen less 24 pt a side; 20 pt cards; 16 pt inputs),
/// each broken once, with the exact message a user reads.
@Suite struct ComponentCheckTests {
    static let rules = ComponentCheck.Rules(buttonHeight: 56, buttonRadius: 28, buttonWidthFraction: 1, screenMargin: 24, cardRadius: 20, inputRadius: 16)

    static func outline(_ id: String, _ frame: Rect, radius: Double, label: String? = nil, button: Bool = false) -> Element {
        var e = Element.shape(id, frame, .roundedRectangle(cornerRadius: radius, style: .continuous), fill: .solid(.white))
        e.accessibilityLabel = label
        if button { e.accessibilityTraits = ["isButton"] }
        return e
    }

    static func button(_ id: String = "button/background", x: Double = 24, y: Double = 700, width: Double = 345, height: Double = 56,
                       radius: Double = 28, label: String = "Allow Access") -> Element {
        outline(id, Rect(x: x, y: y, width: width, height: height), radius: radius, label: label, button: true)
    }

    static func list(_ elements: [Element]) -> DisplayList {
        DisplayList(size: Size(width: 393, height: 852), scale: 1, background: .black, elements: elements)
    }

    @Test func aFortyEightPointButtonFailsWithTheExactMessage() {
        let e = ComponentCheck.examine(Self.list([Self.button(height: 48)]), rules: Self.rules)
        #expect(e.problems == [.init(elementID: "button/background", kind: .button, rule: "rule.button.height",
                                     problem: "button \"Allow Access\" is 48 pt high; rule.button.height is 56 pt")])
        #expect(e.measured == [.button: 1] && e.skipped.isEmpty)
    }

    @Test func theSeedsComponentsPass() {
        let e = ComponentCheck.examine(Self.list([
            Self.outline("card/background", Rect(x: 24, y: 300, width: 345, height: 200), radius: 20),
            Self.outline("input/background", Rect(x: 24, y: 520, width: 345, height: 52), radius: 16, label: "Email, empty"),
            Self.outline("selection/background", Rect(x: 24, y: 590, width: 345, height: 64), radius: 20, label: "Lose Weight", button: true),
            Self.button(),
        ]), rules: Self.rules)
        #expect(e.problems.isEmpty)
        #expect(e.measured == [.button: 1, .card: 1, .input: 1, .selection: 1] && e.measuredCount == 4)
    }

    /// A capsule 56 pt high has 28 pt corners: the same button drawn with `Capsule()` passes.
    @Test func aCapsuleButtonHasHalfItsHeightAsRadius() {
        var capsule = Self.button()
        capsule.shape = .capsule
        #expect(ComponentCheck.examine(Self.list([capsule]), rules: Self.rules).problems.isEmpty)
    }

    @Test func aSquareCorneredOrNarrowButtonFails() {
        let e = ComponentCheck.examine(Self.list([Self.button(x: 40, width: 313, radius: 12)]), rules: Self.rules)
        #expect(e.problems.map(\.problem) == [
            "button \"Allow Access\" has a corner radius of 12 pt; rule.button.radius is 28 pt",
            "button \"Allow Access\" spans x 40–353 pt; full width (rule.button.widthFraction) is x 24–369 pt",
        ])
        #expect(e.problems.map(\.rule) == ["rule.button.radius", "rule.button.widthFraction"])
    }

    /// Mockup 4's "[Reset] [Apply This Schedule]": two buttons in one row span the width
    /// together; a row that stops short is one problem naming both.
    @Test func buttonsSideBySideSpanTheWidthTogether() {
        let reset = Self.button(x: 24, width: 168.5, label: "Reset")
        let apply = Self.button("button/background#2", x: 200.5, width: 168.5, label: "Apply This Schedule")
        #expect(ComponentCheck.examine(Self.list([reset, apply]), rules: Self.rules).problems.isEmpty)
        let short = Self.button("button/background#2", x: 200.5, width: 99.5, label: "Apply This Schedule")
        let e = ComponentCheck.examine(Self.list([reset, short]), rules: Self.rules)
        #expect(e.problems == [.init(elementID: "button/background", kind: .button, rule: "rule.button.widthFraction",
                                     problem: "buttons \"Reset\" and \"Apply This Schedule\" span x 24–300 pt together; full width (rule.button.widthFraction) is x 24–369 pt")])
        // One under the other: two rows, each full width on its own.
        let below = Self.button("button/background#2", y: 764, label: "Maybe")
        #expect(ComponentCheck.examine(Self.list([Self.button(), below]), rules: Self.rules).problems.isEmpty)
    }

    @Test func cardsInputsAndSelectionCardsKeepTheirRadii() {
        var ellipse = Self.outline("card/background#2", Rect(x: 24, y: 80, width: 345, height: 100), radius: 0)
        ellipse.shape = .ellipse
        let e = ComponentCheck.examine(Self.list([
            Self.outline("card/background", Rect(x: 24, y: 300, width: 345, height: 200), radius: 12),
            Self.outline("input/background", Rect(x: 24, y: 520, width: 345, height: 52), radius: 8, label: "Email, empty"),
            Self.outline("selection/background", Rect(x: 24, y: 590, width: 345, height: 64), radius: 16, label: "Lose Weight", button: true),
            ellipse,
        ]), rules: Self.rules)
        #expect(e.problems.map(\.problem) == [
            "card has a corner radius of 12 pt; rule.card.radius is 20 pt",
            "input \"Email, empty\" has a corner radius of 8 pt; rule.input.radius is 16 pt",
            "selection card \"Lose Weight\" has a corner radius of 16 pt; rule.card.radius is 20 pt",
            "card is drawn as an ellipse, not a rounded rectangle; rule.card.radius is 20 pt",
        ])
    }

    /// Components are found by the ids they give themselves through the layout: `.id("button")`
    /// starts the path afresh, a second one on the screen is `#2`; a text control is a link
    /// and a shape control with no component id another control — both counted, not read.
    @Test func componentsAreFoundByTheirIDs() {
        let view = VStack(spacing: 8) {
            Text("Next").frame(maxWidth: .infinity).frame(height: 56)
                .background(Color.black, in: RoundedRectangle(cornerRadius: 28)).id("button").accessibilityAddTraits(.isButton)
            Text("Skip").frame(maxWidth: .infinity).frame(height: 56)
                .background(Color.black, in: RoundedRectangle(cornerRadius: 28)).id("button").accessibilityAddTraits(.isButton)
            Text("Maybe Later").accessibilityAddTraits(.isButton)
            Color.white.frame(width: 44, height: 44).accessibilityAddTraits(.isButton)
            Text("Not a card").frame(width: 100, height: 40).background(Color.white, in: RoundedRectangle(cornerRadius: 4)).id("cards")
        }
        let list = ScreenLayout.layout(view.padding(.horizontal, 24), in: Rect(x: 0, y: 0, width: 393, height: 400), measurer: FixedAdvanceMeasurer(), rootName: "root")
        let outlines = list.elements.filter { ComponentCheck.kind(of: $0) != nil }.map(\.id)
        #expect(outlines == ["button/background", "button/background#2"])
        #expect(list.elements.filter(ComponentCheck.isItem).count == 4)
        let e = ComponentCheck.examine(list, rules: Self.rules)
        #expect(e.problems.isEmpty && e.measured == [.button: 2])
        #expect(e.skipped == ["link": 1, "otherControl": 1])
    }

    @Test func withoutRulesNothingIsRead() {
        #expect(ComponentCheck.Rules().isEmpty)
        // A margin alone is no rule: Cal AI's tokens have one.
        #expect(ComponentCheck.Rules(screenMargin: 24).isEmpty)
        let e = ComponentCheck.examine(Self.list([Self.button(height: 48)]), rules: .init(cardRadius: 20))
        #expect(e.problems.isEmpty && e.measuredCount == 0 && e.skipped == ["noRule": 1])
    }

    /// An outline is read through its transform: scaled to half, the button is 28 pt high;
    /// turned, it has no box to read and is skipped as rotated. iOS's own is left out.
    @Test func transformsAndSystemChrome() {
        var scaled = Self.button()
        scaled.transform = .scale(x: 0.5, y: 0.5, anchor: Point(x: 196.5, y: 728))
        let e = ComponentCheck.examine(Self.list([scaled]), rules: Self.rules)
        #expect(e.problems.map(\.problem) == [
            "button \"Allow Access\" is 28 pt high; rule.button.height is 56 pt",
            "button \"Allow Access\" has a corner radius of 14 pt; rule.button.radius is 28 pt",
            "button \"Allow Access\" spans x 110.3–282.8 pt; full width (rule.button.widthFraction) is x 24–369 pt",
        ])
        var turned = Self.button()
        turned.transform = .rotation(radians: 0.1, anchor: Point(x: 196.5, y: 728))
        var chrome = Self.button("alert/button")
        chrome.accessibilityTraits.append("systemChrome")
        let skipped = ComponentCheck.examine(Self.list([turned, chrome]), rules: Self.rules)
        #expect(skipped.problems.isEmpty && skipped.skipped == ["rotated": 1, "systemChrome": 1])
    }
}
