import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.tabViewStyle(.page)` (one page, the page control's dots), `.tint` with an optional
/// colour, the menu style spellings, and `import CoreGraphics` (Foundation's CG geometry and
/// CGAffineTransform under CoreGraphics' name).
@Suite @MainActor struct PageTabsAndCoreGraphicsTests {
    func pages(_ style: TabViewStyleKind, selected: Int = 1, index: IndexViewStyleKind = .page) -> DisplayList {
        layout(TabView(selection: selected) {
            Text("One").tag(0)
            Text("Two").tag(1)
            Text("Three").tag(2)
        }
        .tabViewStyle(style)
        .indexViewStyle(index))
    }
    func dots(_ list: DisplayList) -> [Element] { list.elements.filter { $0.shape == .ellipse && $0.frame.width == 8 } }

    @Test func aPagedTabViewShowsThePageAndItsDotsWithoutATabBar() throws {
        let list = pages(.page)
        #expect(list.texts == ["Two"])
        let dots = dots(list)
        #expect(dots.count == 3)
        // 8-pt dots 8 pt apart, centred across the screen: 3 × 8 + 2 × 8 = 40 wide, from 176.5.
        #expect(dots.map(\.frame.minX) == [176.5, 192.5, 208.5])
        // The current one white, the others white at 35 %.
        #expect(dots[1].fill == .solid(.white) && dots[0].fill == .solid(RGBA(r: 1, g: 1, b: 1, a: 0.35)))
        // In a 26-pt control at the bottom of the (852-pt, inset-free) screen.
        #expect(dots[0].frame.midY == 852 - 13)
        let page = try #require(list.elements.first { $0.text?.string == "Two" })
        #expect(page.frame.midY == 426)
    }

    @Test func theDotsFollowTheIndexDisplayModeAndTheCapsuleTheIndexViewStyle() {
        #expect(dots(pages(.page(indexDisplayMode: .never))).isEmpty)
        #expect(dots(pages(.carousel)).count == 3)
        let single = layout(TabView(selection: 0) { Text("Only").tag(0) }.tabViewStyle(.page))
        #expect(dots(single).isEmpty)
        let always = layout(TabView(selection: 0) { Text("Only").tag(0) }.tabViewStyle(.page(indexDisplayMode: .always)))
        #expect(dots(always).count == 1)
        let capsule = pages(.page, index: .page(backgroundDisplayMode: .always))
        #expect(capsule.elements.contains { $0.shape == .capsule && $0.fill == .solid(RGBA(r: 0, g: 0, b: 0, a: 0.25)) })
        // The tab bar style is as before: no dots.
        #expect(dots(pages(.automatic)).isEmpty)
    }

    @Test func anOptionalTintOfNilKeepsTheTintInForce() {
        let red = Color(red: 1, green: 0, blue: 0)
        func tintOfButton(_ tint: Color?) -> Paint? {
            layout(Button("Go") {}.tint(tint).tint(red)).elements.first { $0.text?.string == "Go" }?.text?.paint
        }
        #expect(tintOfButton(nil) == .solid(RGBA(hex: "#FF0000")!))
        #expect(tintOfButton(Color(red: 0, green: 0, blue: 1)) == .solid(RGBA(hex: "#0000FF")!))
        #expect(layout(Menu("More") { Button("A") {} }.menuStyle(.borderlessButton).menuIndicator(.hidden)).texts == ["More"])
    }

    @Test func coreGraphicsGivesTheGeometryTypes() {
        // CoreGraphicsUse.swift imports only CoreGraphics (with Testing in the same file, the
        // toolchain asks for a `_Testing_CoreGraphics` overlay Linux does not ship).
        #expect(CoreGraphicsUse.translated() == CGPoint(x: 4, y: 6) && CoreGraphicsUse.sum == CGPoint(x: 3, y: 5))
    }
}
