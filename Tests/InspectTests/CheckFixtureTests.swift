import DisplayList
import Inspect
import Layout
import Render
import Testing
import Tokens

/// Each check against screens built to pass it and screens built to fail it.
@Suite struct CheckFixtureTests {
    let renderer = CairoRenderer()

    func backdrop(_ list: DisplayList) throws -> PixelBuffer {
        let raster = try renderer.render(ContrastCheck.backdrop(of: list))
        return PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: list.scale)
    }

    func text(_ string: String, _ colour: String, size: Double = 17, weight: Double = 400, on background: String) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 60), scale: 1, background: RGBA(hex: background)!)
        list.append(.text("t", Rect(x: 10, y: 10, width: 180, height: 40),
                          TextRun(string, font: FontSpec(family: "Inter", size: size, weight: weight), paint: .solid(RGBA(hex: colour)!))))
        return list
    }

    @Test func contrastFailsJustBelowAAAndPassesJustAbove() throws {
        let fail = text("Caption", "#777777", on: "#FFFFFF")
        let m = try #require(ContrastCheck.measure(fail.elements[0], on: try backdrop(fail)))
        #expect(!m.passes && m.required == 4.5)
        #expect(abs(m.worstRatio - 4.478) < 0.01 && m.worstBackground == "#FFFFFF")
        let pass = text("Caption", "#767676", on: "#FFFFFF")
        #expect(try #require(ContrastCheck.measure(pass.elements[0], on: try backdrop(pass))).passes)
    }

    @Test func largeTextNeedsThreeToOne() throws {
        let big = text("Title", "#949494", size: 18, on: "#FFFFFF")   // 3.03:1
        let m = try #require(ContrastCheck.measure(big.elements[0], on: try backdrop(big)))
        #expect(m.largeText && m.required == 3 && m.passes)
        let boldSmall = text("Title", "#949494", size: 14, weight: 700, on: "#FFFFFF")
        #expect(try #require(ContrastCheck.measure(boldSmall.elements[0], on: try backdrop(boldSmall))).largeText)
    }

    @Test func contrastIsMeasuredOnTheGradientBeneathNotADeclaredColour() throws {
        // White text over a gradient from black to the palest pastel: the worst pixel is
        // over the pastel end, whatever the median says.
        var list = DisplayList(size: Size(width: 200, height: 60), scale: 1, background: .white)
        list.append(.shape("bg", Rect(x: 0, y: 0, width: 200, height: 60),
                           fill: .linearGradient(Gradient([.black, RGBA(hex: "#FDE4D2")!]), start: .leading, end: .trailing)))
        list.append(.text("t", Rect(x: 0, y: 10, width: 200, height: 40),
                          TextRun("Long white label", font: FontSpec(family: "Inter", size: 17), paint: .solid(.white))))
        let m = try #require(ContrastCheck.measure(list.elements[1], on: try backdrop(list)))
        #expect(m.worstRatio < 1.5)
        #expect(m.medianRatio > m.worstRatio)
        #expect(!m.passes)
    }

    @Test func blurBudgetCountsMaterialsAndLayerBlurs() {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1)
        for i in 0..<7 {
            var e = Element.shape("card.\(i)", Rect(x: 0, y: Double(i) * 10, width: 100, height: 10))
            if i < 6 { e.material = MaterialStyle(name: "thin", blur: 12, tint: .clear, saturation: 1) } else { e.blur = 4 }
            e.shadow = ShadowStyle(color: .black, radius: 8)
            list.append(e)
        }
        let count = BlurBudget.count(list)
        #expect(count.blurs == 7 && count.shadows == 7)
        list.elements.removeLast()
        #expect(BlurBudget.count(list).blurs == 6)
    }

    @Test func dynamicTypeReportsTruncationButNotChrome() {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraLarge
        let tight = ScreenLayout.layout(Text("Nutrition summary for today").font(.body).lineLimit(1).frame(width: 120),
                                        environment: env, measurer: FixedAdvanceMeasurer())
        #expect(DynamicTypeCheck.failures(tight).map(\.kind) == [.truncated])
        let roomy = ScreenLayout.layout(Text("Water").font(.body), environment: env, measurer: FixedAdvanceMeasurer())
        #expect(DynamicTypeCheck.failures(roomy).isEmpty)
    }

    @Test func accessibilityNeedsRealLabels() {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1)
        var card = Element.shape("card", Rect(x: 0, y: 0, width: 100, height: 50))
        card.material = MaterialStyle(name: "ultraThin", blur: 12, tint: .clear, saturation: 1)
        var button = Element.text("mic", Rect(x: 0, y: 50, width: 30, height: 30), TextRun("\u{F36C}", font: FontSpec(family: "Material Design Icons", size: 28), paint: .solid(.white)))
        button.accessibilityLabel = "mic.fill"
        button.accessibilityTraits = ["isImage", "isButton"]
        list.append(card)
        list.append(button)
        #expect(AccessibilityCheck.problems(list) == [
            .init(elementID: "card", problem: "card has no accessibility label"),
            .init(elementID: "mic", problem: "button is labelled with the symbol name \"mic.fill\""),
        ])
        list.elements[0].accessibilityLabel = "Water, 1.6 of 2.5 litres"
        list.elements[1].accessibilityLabel = "Start recording"
        #expect(AccessibilityCheck.problems(list).isEmpty)
    }

    /// easeInOut at 120 fps over 0.6 s: the largest step is between frames 36 and 37,
    /// 0.0239346 (scipy brentq on the Bézier, as in MotionTests).
    @Test func crossfadeLargestStep() {
        let curve = TimingCurveProgress.easeInOut
        let step = CrossfadeCheck.largestStep(duration: 0.6, fps: 120) { t in t >= 0.6 ? 1 : curve(t / 0.6) }
        #expect(step.frame == 36)
        #expect(abs(step.step - 0.02393458063172016) < 1e-6)
    }
}

import Motion

enum TimingCurveProgress {
    static let easeInOut: @Sendable (Double) -> Double = { TimingCurve.easeInOut.progress($0) }
}
