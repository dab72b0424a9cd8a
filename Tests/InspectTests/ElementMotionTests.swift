import DisplayList
import Inspect
import Testing
import Tokens

/// How elements move between two frames, read from display lists (`ElementMotion`): what
/// `proof check motion` measures reduced motion, pacing and springs with.
@Suite struct ElementMotionTests {
    func box(_ id: String, x: Double = 0, y: Double = 0, w: Double = 10, h: Double = 10, opacity: Double = 1,
             transform: AffineTransform? = nil, text: String? = nil, group: Int? = nil) -> Element {
        var e = Element(id: id, kind: text == nil ? .shape : .text, frame: Rect(x: x, y: y, width: w, height: h),
                        fill: .solid(.black), opacity: opacity, transform: transform)
        if let text { e.text = TextRun(text, font: FontSpec(family: "Inter", size: 17), paint: .solid(.black)) }
        e.group = group
        return e
    }

    func list(_ elements: [Element], groups: [OpacityGroup] = []) -> DisplayList {
        DisplayList(size: Size(width: 100, height: 100), scale: 1, elements: elements, groups: groups)
    }

    @Test func aMovedElementIsAnOffsetByItsCornersDistance() throws {
        let moves = ElementMotion.movements(from: list([box("a")]), to: list([box("a", x: 3, y: 4)]))
        let m = try #require(moves.first)
        #expect(moves.count == 1)
        #expect(m.id == "a" && m.offset && !m.scale && !m.rotation)
        #expect(m.distance == 5, "3-4-5: every corner travels 5 pt")
        #expect(m.kinds == "offset")
    }

    @Test func aScaleFromTheOriginIsAnOffsetAndAScale() throws {
        let m = try #require(ElementMotion.movements(from: list([box("a")]),
                                                     to: list([box("a", transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))])).first)
        #expect(m.offset && m.scale && !m.rotation)
        #expect(abs(m.distance - 200.squareRoot()) < 1e-12, "the far corner goes from (10, 10) to (20, 20)")
        #expect(m.kinds == "offset + scale")
    }

    @Test func aQuarterTurnAboutTheCentreIsOnlyARotation() throws {
        // Rotate 90° about (5, 5): x' = −(y − 5) + 5, y' = (x − 5) + 5.
        let turn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)
        let m = try #require(ElementMotion.movements(from: list([box("a")]), to: list([box("a", transform: turn)])).first)
        #expect(!m.offset && !m.scale && m.rotation)
        #expect(abs(m.distance - 10) < 1e-12, "each corner moves to the next one, 10 pt away")
    }

    @Test func stillElementsAndCopiesThatAppearAreNoMovement() {
        #expect(ElementMotion.movements(from: list([box("a"), box("b", x: 20)]), to: list([box("a"), box("b", x: 20)])).isEmpty)
        // A screen fading in over an old copy of itself: the id is drawn twice, then once.
        #expect(ElementMotion.movements(from: list([box("bar", w: 10)]), to: list([box("bar", w: 10), box("bar", w: 30)])).isEmpty)
        #expect(ElementMotion.movements(from: list([box("bar", w: 10), box("bar", w: 30)]), to: list([box("bar", w: 30)])).isEmpty)
        // Below a millionth of a point nothing moved.
        #expect(ElementMotion.movements(from: list([box("a")]), to: list([box("a", x: 1e-7)])).isEmpty)
    }

    @Test func opacityStepsAreEffectiveOpacities() {
        #expect(abs(ElementMotion.largestOpacityStep(from: list([box("a", opacity: 0.2)]), to: list([box("a", opacity: 0.7)])) - 0.5) < 1e-15)
        // The same element at 1, in a group that goes 1 → 0.25: a step of 0.75.
        let before = list([box("a", group: 0)], groups: [OpacityGroup(id: "g", opacity: 1)])
        let after = list([box("a", group: 0)], groups: [OpacityGroup(id: "g", opacity: 0.25)])
        #expect(ElementMotion.largestOpacityStep(from: before, to: after) == 0.75)
        // A copy appearing at 0.05 is a step of 0.05; one disappearing at 0.4, of 0.4.
        #expect(abs(ElementMotion.largestOpacityStep(from: list([box("a")]), to: list([box("a"), box("a", opacity: 0.05)])) - 0.05) < 1e-12)
        #expect(ElementMotion.largestOpacityStep(from: list([box("a"), box("b", opacity: 0.4)]), to: list([box("a")])) == 0.4)
        #expect(ElementMotion.largestOpacityStep(from: list([box("a")]), to: list([box("a", x: 5)])) == 0)
    }

    /// Dashes marching along a stroke that stays put are movement: by how far the phase moved.
    @Test func marchingDashesAreMovement() throws {
        var a = box("ring")
        a.stroke = Stroke(.solid(.black), width: 2, dash: [4, 4], dashPhase: 0)
        var b = a
        b.stroke?.dashPhase = 3
        let m = try #require(ElementMotion.movements(from: list([a]), to: list([b])).first)
        #expect(m.dashes && !m.offset && m.distance == 3 && m.kinds == "dashes")
        #expect(ElementMotion.movements(from: list([a]), to: list([a])).isEmpty)
    }

    /// A colour that changes between frames (a gradient cross-fading to another token) is a
    /// fade to the reduced-motion claim; a move, or an element that comes or goes, is not.
    @Test func paintChangesAreColourChangesOfWhatStays() {
        var grey = box("a")
        grey.fill = .solid(RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1))
        #expect(ElementMotion.paintChanges(from: list([box("a")]), to: list([grey])))
        #expect(!ElementMotion.paintChanges(from: list([box("a")]), to: list([box("a", x: 5)])))
        #expect(!ElementMotion.paintChanges(from: list([box("a")]), to: list([box("a"), box("b")])))
        let text = box("t", text: "hi")
        var blue = text
        blue.text?.paint = .solid(RGBA(r: 0, g: 0, b: 1, a: 1))
        #expect(ElementMotion.paintChanges(from: list([text]), to: list([blue])))
    }
}

/// Whether two display lists draw the same (`DrawnComparison`): how `proof check motion`
/// decides an animation ends on its screen.
@Suite struct DrawnComparisonTests {
    let t = ElementMotionTests()

    @Test func idsAndInvisibleElementsDoNotCount() {
        let screen = t.list([t.box("Screen/Card"), t.box("Screen/Text", y: 20, text: "1920")])
        let frame = t.list([t.box("ZStack/AnyView.2/Screen/Card"), t.box("ZStack/Old", x: 50, opacity: 0),
                            t.box("ZStack/AnyView.2/Screen/Text", y: 20, text: "1920")])
        #expect(DrawnComparison.firstDifference(frame, screen) == nil)
        // An element at 0.5 inside a group at 1 draws as one at 1 inside a group at 0.5.
        let a = t.list([t.box("a", opacity: 0.5, group: 0)], groups: [OpacityGroup(id: "g", opacity: 1)])
        let b = t.list([t.box("a", group: 0)], groups: [OpacityGroup(id: "g", opacity: 0.5)])
        #expect(DrawnComparison.firstDifference(a, b) == nil)
    }

    @Test func theFirstDifferenceIsSaidInWords() {
        let screen = t.list([t.box("a"), t.box("b", y: 20, text: "1850")])
        #expect(DrawnComparison.firstDifference(t.list([t.box("a"), t.box("b", y: 20, text: "1920")]), screen)
                == "element 1 (b): text \"1920\" vs \"1850\"")
        #expect(DrawnComparison.firstDifference(t.list([t.box("a", x: 0.001), t.box("b", y: 20, text: "1850")]), screen)
                == "element 0 (a): frame 10.0 × 10.0 at (0.001, 0.0) vs 10.0 × 10.0 at (0.0, 0.0)")
        #expect(DrawnComparison.firstDifference(t.list([t.box("a", x: 1e-7), t.box("b", y: 20, text: "1850")]), screen) == nil,
                "within a millionth of a point")
        #expect(DrawnComparison.firstDifference(t.list([t.box("a")]), screen) == "1 elements drawn vs 2; the first unmatched is b")
        #expect(DrawnComparison.firstDifference(t.list([t.box("a", opacity: 0.9), t.box("b", y: 20, text: "1850")]), screen)
                == "element 0 (a): opacity 0.9 vs 1.0")
    }
}
