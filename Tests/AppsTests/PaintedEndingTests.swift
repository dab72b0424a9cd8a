import AppSupport
import DisplayList
import Layout
import Testing
import Tokens

/// A paint proposal repaints one element of a screen; an animation that ends on that screen
/// is compared with the paint laid on its last frame, where the screen's root is named as
/// the clip names it (`Dashboard/…` alone, `dashboard/Dashboard/…` in a push) and not as the
/// catalogue does (`AnyView/Dashboard/…`).
@Suite struct PaintedEndingTests {
    static let red = RGBA(r: 1, g: 0, b: 0, a: 1), blue = RGBA(r: 0, g: 0, b: 1, a: 1)

    func frame(_ ids: [String]) -> DisplayList {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white)
        for id in ids {
            list.append(.text(id, Rect(x: 0, y: 0, width: 50, height: 20),
                              TextRun("1920", font: FontSpec(family: "Inter", size: 17), paint: .solid(Self.red))))
        }
        return list
    }

    func paint(_ environment: EnvironmentValues = EnvironmentValues(), gradient: String? = "mintAqua", _ ids: [String]) -> [Paint?] {
        let overlay = DesignOverlay(paints: [ElementPaint(screen: "airfit/dashboard", element: "AnyView/Dashboard/VStack/GradientNumber.2",
                                                          appearance: .light, contrast: nil, gradient: "mintAqua", paint: .solid(Self.blue))])
        return overlay.paintingEnding(frame(ids), of: "airfit/dashboard", environment: environment, gradient: gradient).elements.map { $0.text?.paint }
    }

    @Test func theProposedPaintIsLaidOnTheSameViewUnderAnyRootName() {
        let ids = ["Dashboard/VStack/GradientNumber.2", "dashboard/Dashboard/VStack/GradientNumber.2",
                   "AnyView/Dashboard/VStack/GradientNumber.2", "Dashboard/VStack/GradientNumber.1", "Dashboard/VStack/GradientNumber.2/Text"]
        #expect(paint(EnvironmentValues(), ids) == [.solid(Self.blue), .solid(Self.blue), .solid(Self.blue), .solid(Self.red), .solid(Self.red)])
    }

    @Test func onlyWhereTheScreenIsDrawnAsTheProposalSays() {
        var dark = EnvironmentValues()
        dark.appearance = .dark
        #expect(paint(dark, ["Dashboard/VStack/GradientNumber.2"]) == [.solid(Self.red)])
        #expect(paint(gradient: "peachRose", ["Dashboard/VStack/GradientNumber.2"]) == [.solid(Self.red)])
    }
}
