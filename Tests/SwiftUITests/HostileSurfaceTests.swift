import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// What this session's SwiftUI surface does with absurd values: never a crash, never a
/// non-finite frame in the display list.
@Suite @MainActor struct HostileSurfaceTests {
    private func finite(_ list: DisplayList) -> Bool {
        list.elements.allSatisfy { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
    }

    struct Broken: Layout {
        let size: CGSize
        let at: CGPoint
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: at, proposal: ProposedViewSize(width: .nan, height: -5)) }
        }
    }

    @Test func aLayoutAnsweringNonsenseIsContained() {
        for size in [CGSize(width: CGFloat.nan, height: 10), CGSize(width: -50, height: CGFloat.infinity), CGSize(width: 1e308, height: 1e308)] {
            for at in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: CGFloat.infinity, y: 5), CGPoint(x: 10, y: 10)] {
                let list = layout(Broken(size: size, at: at) { Color(red: 1, green: 0, blue: 0); Text("A") })
                #expect(finite(list), "\(size) \(at)")
            }
        }
    }

    @Test func absurdRatiosGuidesAndGaugeValues() {
        for ratio in [Double.nan, 0, -1, .infinity, 1e-300, 1e300] {
            #expect(finite(layout(Color(red: 1, green: 0, blue: 0).aspectRatio(ratio, contentMode: .fit))), "\(ratio)")
            #expect(finite(layout(Color(red: 1, green: 0, blue: 0).aspectRatio(ratio, contentMode: .fill).frame(width: 50, height: 50))), "\(ratio)")
        }
        for guide in [CGFloat.nan, .infinity, -1e300] {
            #expect(finite(layout(VStack(alignment: .leading) { Text("A"); Text("B").alignmentGuide(.leading) { _ in guide } })), "\(guide)")
        }
        for value in [Double.nan, -5, 1e300] {
            let list = layout(Gauge(value: value, in: 0...10) { Text("G") })
            #expect(finite(list) && list.elements.contains { $0.accessibilityLabel?.hasSuffix("percent") == true }, "\(value)")
        }
        #expect(finite(layout(Gauge(value: 3.0, in: 5...5) { Text("Empty range") })))
    }

    @Test func angularGradientsWithNoStopsOrAbsurdAnglesStillResolve() {
        let sweeps = [AngularSweep(Gradient(stops: []), startAngle: .nan, endAngle: .infinity),
                      AngularSweep(Gradient([RGBA(r: 1, g: 0, b: 0)]), startAngle: -1e300, endAngle: 1e300),
                      AngularSweep(Gradient([RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1)]), startAngle: 5, endAngle: -5)]
        for sweep in sweeps {
            #expect(sweep.span > 0 && sweep.span <= 2 * .pi && sweep.start.isFinite)
            let c = sweep.color(at: Point(x: .nan, y: 3), center: Point(x: 0, y: 0))
            #expect([c.r, c.g, c.b, c.a].allSatisfy { $0.isFinite })
        }
    }
}

/// This session's surface under absurd input: never a trap, never an unbounded shape or date.
@Suite @MainActor struct HostileSpellingBatchTests {
    @Test func absurdInsetsAndPeriodsStayBounded() throws {
        let huge = layout(Rectangle().inset(by: -1e300).frame(width: 20, height: 20))
        let shape = try #require(huge.elements.first { $0.kind == .shape })
        #expect(shape.frame.width <= 20 + 2e4 && shape.frame.width.isFinite)
        #expect(layout(Circle().inset(by: .nan).frame(width: 20, height: 20)).elements.first { $0.kind == .shape }?.frame.width == 20)
        let start = Date(timeIntervalSinceReferenceDate: 0), now = Date(timeIntervalSinceReferenceDate: 1e9)
        #expect(PeriodicTimelineSchedule(from: start, by: Double.leastNonzeroMagnitude).date(at: now) == now)
        #expect(PeriodicTimelineSchedule(from: .distantPast, by: .infinity).date(at: now) == .distantPast)
        // A badge of the largest count, a border radius of NaN: drawn, never trapping.
        #expect(layout(List { Text("A").badge(Int.max) }).texts.contains("\(Int.max)"))
        #expect(layout(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: .nan))).texts == ["Go"])
    }
}
