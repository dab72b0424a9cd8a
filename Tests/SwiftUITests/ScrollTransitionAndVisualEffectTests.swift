import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.scrollTransition` and `.visualEffect`: effects chosen from where a view sits once laid
/// out. Rows here are 120 pt tall in a scroll view filling a 393 × 300 screen, so the third
/// row (240…360) is half inside the viewport and the fourth (360…480) wholly outside it.
@Suite @MainActor struct ScrollTransitionAndVisualEffectTests {
    func rows<V: View>(_ row: @escaping (Int) -> V) -> DisplayList {
        layout(ScrollView { VStack(spacing: 0) { ForEach(0..<4, id: \.self) { row($0).frame(height: 120) } } }, height: 300)
    }
    func opacity(of text: String, in list: DisplayList) -> Double? { list.elements.first { $0.text?.string == text }?.opacity }

    @Test func aRowsPhaseIsWhereItSitsInTheViewport() {
        let viewport = Rect(x: 0, y: 0, width: 393, height: 300)
        func progress(_ y: Double, threshold: Double = 1) -> (ScrollTransitionPhase, Double) {
            scrollTransitionProgress(Rect(x: 0, y: y, width: 393, height: 120), in: viewport, axis: .vertical, threshold: threshold)
        }
        #expect(progress(0) == (.identity, 1) && progress(180) == (.identity, 1))
        #expect(progress(240) == (.bottomTrailing, 0.5) && progress(360) == (.bottomTrailing, 0))
        #expect(progress(-60) == (.topLeading, 0.5))
        // Half inside meets a threshold of half.
        #expect(progress(240, threshold: 0.5) == (.identity, 1) && progress(270, threshold: 0.5) == (.bottomTrailing, 0.5))
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1 && ScrollTransitionPhase.identity.isIdentity)
    }

    @Test func anInteractiveTransitionIsInterpolatedByHowFarTheRowHasComeIn() {
        let list = rows { i in
            Text("Row \(i)").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
        }
        #expect(opacity(of: "Row 0", in: list) == 1 && opacity(of: "Row 1", in: list) == 1)
        // Half in: eased in and out at ½ is ½, so halfway from 0.2 to 1.
        #expect(abs((opacity(of: "Row 2", in: list) ?? 0) - 0.6) < 1e-9)
        #expect(abs((opacity(of: "Row 3", in: list) ?? 0) - 0.2) < 1e-9)
    }

    @Test func anAnimatedTransitionDrawsThePhaseAndAnIdentityOneDrawsNothing() {
        let animated = rows { i in Text("Row \(i)").scrollTransition(.animated) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) } }
        #expect(abs((opacity(of: "Row 2", in: animated) ?? 0) - 0.2) < 1e-9)
        let none = rows { i in Text("Row \(i)").scrollTransition(.identity) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) } }
        #expect(opacity(of: "Row 3", in: none) == 1)
        // A linear curve paces the effect linearly; an eased-in one lags.
        let linear = rows { i in Text("Row \(i)").scrollTransition(.interactive(timingCurve: .linear).threshold(.visible)) { c, p in c.opacity(p.isIdentity ? 1 : 0) } }
        #expect(abs((opacity(of: "Row 2", in: linear) ?? 0) - 0.5) < 1e-9)
        let easedIn = rows { i in Text("Row \(i)").scrollTransition(.interactive(timingCurve: .easeIn)) { c, p in c.opacity(p.isIdentity ? 1 : 0) } }
        #expect((opacity(of: "Row 2", in: easedIn) ?? 1) < 0.5)
    }

    @Test func theEdgeIsTheOneTheRowIsNearer() throws {
        let list = rows { i in Text("Row \(i)").scrollTransition { content, phase in content.offset(x: phase.value * 50) } }
        let row3 = try #require(list.elements.first { $0.text?.string == "Row 3" })
        let row0 = try #require(list.elements.first { $0.text?.string == "Row 0" })
        // Bottom edge: moved 50 pt right; the first row is at identity, where it was laid out.
        #expect(row3.transform?.tx == 50 && row3.transform?.ty == 0 && (row0.transform?.tx ?? 0) == 0)
    }

    @Test func outsideAScrollViewTheViewIsAtIdentity() {
        let list = layout(Text("Alone").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) })
        #expect(opacity(of: "Alone", in: list) == 1)
    }

    @Test func aVisualEffectReadsTheViewsGeometry() throws {
        let list = rows { i in
            Text("Row \(i)").visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .scrollView).minY / 10).scaleEffect(proxy.bounds(of: .scrollView) == nil ? 2 : 1)
            }
        }
        let row0 = try #require(list.elements.first { $0.text?.string == "Row 0" })
        let row2 = try #require(list.elements.first { $0.text?.string == "Row 2" })
        // Each text sits 49.8 pt down its row (20.4 tall in 120): the third is 240 pt further
        // down the viewport, so moved 24 pt further right; no scaling inside a scroll view.
        let tx0 = try #require(row0.transform?.tx), tx2 = try #require(row2.transform?.tx)
        #expect(abs(tx0 - 4.98) < 1e-9 && abs(tx2 - tx0 - 24) < 1e-9 && row2.transform?.a == 1)
        let outside = layout(Text("Out").visualEffect { content, proxy in content.opacity(proxy.bounds(of: .scrollView) == nil ? 0.5 : 1) })
        #expect(opacity(of: "Out", in: outside) == 0.5)
    }

    @Test func nonsenseEffectsAreMadeHarmless() throws {
        let list = layout(VStack {
            Text("nan").visualEffect { c, _ in c.opacity(.nan).offset(x: .nan, y: .infinity).scaleEffect(.infinity).blur(radius: .nan) }
            Text("zero").scaleEffect(0).opacity(-3)
            Text("faded").foregroundStyle(Color(red: 1, green: 0, blue: 0).opacity(.nan))
        })
        let nan = try #require(list.elements.first { $0.text?.string == "nan" })
        // NaN opacity draws opaque, a NaN offset and an infinite scale change nothing.
        #expect(nan.opacity == 1 && (nan.transform.map { $0.tx == 0 && $0.ty == 0 && $0.a == 1 } ?? true) && (nan.blur ?? 0) == 0)
        // A negative opacity hides; a scale of zero is kept (the renderer skips what has no area).
        #expect(list.elements.first { $0.text?.string == "zero" } == nil || list.elements.first { $0.text?.string == "zero" }?.opacity == 0)
        #expect(list.elements.first { $0.text?.string == "faded" }?.text?.paint == .solid(RGBA(hex: "#FF0000")!))
        // The display list writes as JSON (no NaN left in it).
        #expect(throws: Never.self) { _ = try list.stableJSON() }
    }

    @Test func effectsInterpolateKindByKind() {
        #expect(VisualEffectStep.opacity(0).interpolated(to: .opacity(1), 0.25) == .opacity(0.25))
        #expect(VisualEffectStep.scale(x: 1, y: 1, anchor: .center).interpolated(to: .scale(x: 2, y: 3, anchor: .top), 0.5) == .scale(x: 1.5, y: 2, anchor: .top))
        #expect(VisualEffectStep.blur(4).interpolated(to: .opacity(1), 0.4) == .blur(4))
        #expect(UnitCurve.circularEaseIn.value(at: 1) == 1 && UnitCurve.linear.value(at: .nan) == 0 && abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    }
}
