import AppSupport
import CalAI
import Catalog
import Foundation
import DisplayList
import Inspect
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// The overlap check against screens built to fail it (each way a screen can print over
/// itself) and screens built to pass it (each layering a design means). Views are laid out
/// with the fixed-advance fake font (0.5 × size a character, 1.2 × size a line), so every
/// overlap below is exact.
@Suite struct OverlapCheckTests {
    func layout<V: View>(_ view: V, width: Double = 200, height: Double = 200) -> DisplayList {
        ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: EnvironmentValues(),
                            measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    func button(_ title: String) -> some View {
        Text(title)
            .frame(maxWidth: .infinity)
            .frame(height: 50)
            .background(Color.black, in: Capsule())
            .accessibilityAddTraits(.isButton)
    }

    // MARK: failing fixtures

    /// Home on the SE, before: the floating camera button over the Health Score's "7/10".
    @Test func floatingButtonOverALabel() throws {
        let list = layout(ZStack(alignment: .bottomTrailing) {
            HStack { Text("Health Score"); Spacer(); Text("7/10") }
                .padding(.horizontal, 16)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.bottom, 30)
            Color.black.frame(width: 60, height: 60).clipShape(Circle()).accessibilityAddTraits(.isButton)
        })
        let found = OverlapCheck.collisions(list)
        // "7/10": 4 × 8.5 = 34 pt wide at x 150…184, one 20.4 pt line ending 30 pt above the
        // bottom; the button is the bottom-right 60 × 60.
        let c = try #require(found.first { $0.belowText == "7/10" })
        #expect(found.count == 1)
        #expect(c.kind == .covers && c.above.hasSuffix("/Color.1") && c.below.hasSuffix("/Text.2"))
        #expect(abs(c.overlap.width - 34) < 1e-9 && abs(c.overlap.height - 20.4) < 1e-9)
        #expect(c.description == "\(c.above) covers \"7/10\" (\(c.below)) by 34 × 20.4 pt")
    }

    /// Scanner on the SE, before: the hint half under the bottom bar drawn after it.
    @Test func captionHalfUnderABar() {
        let list = layout(ZStack {
            VStack { Spacer(); Text("Center your meal").padding(.bottom, 40) }
            VStack { Spacer(); Color.black.opacity(0.6).frame(height: 50) }
        })
        let found = OverlapCheck.collisions(list)
        #expect(found.map(\.kind) == [.covers])
        #expect(found.first?.belowText == "Center your meal")
        // The caption's line is 139.6…160 pt, the bar from 150: 10 pt of it under the bar.
        #expect(found.first?.overlap == Rect(x: 32, y: 150, width: 136, height: 10))
    }

    /// Two buttons pushed over each other: the second capsule covers the first's title
    /// (its own title sits on its own capsule, so that is the one collision to report).
    @Test func buttonsPushedOverEachOther() {
        let list = layout(VStack(spacing: -40) { button("Sign in with Apple"); button("Sign in with Google") })
        let found = OverlapCheck.collisions(list)
        #expect(found.allSatisfy { $0.kind == .covers })
        #expect(found.contains { $0.belowText == "Sign in with Apple" && $0.above.hasSuffix("/Text.1/background") })
    }

    /// Sign-in at AX XXXL, before: titles too tall for their 20 pt capsules spill out,
    /// and print over each other and on the other button.
    @Test func buttonLabelsPrintedOverEachOther() {
        func squeezed(_ title: String) -> some View {
            Text(title)
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 100)
                .frame(height: 20)
                .background(Color.black, in: Capsule())
                .accessibilityAddTraits(.isButton)
        }
        let list = layout(VStack(spacing: 4) { squeezed("Sign in with Apple"); squeezed("Sign in with Google") })
        let found = OverlapCheck.collisions(list)
        #expect(Set(found.map(\.kind)) == [.textOverText, .textOnOtherControl, .covers])
        let overText = found.first { $0.kind == .textOverText }
        #expect(overText?.belowText == "Sign in with Apple" && overText?.aboveText == "Sign in with Google")
    }

    /// A label straddling the edge of a picture it is not part of.
    @Test func labelAcrossAPicturesEdge() {
        let list = layout(ZStack(alignment: .topLeading) {
            Image(illustration: Illustration(name: "photo") { _ in Drawing() }, aspectRatio: 1).frame(width: 100, height: 100)
            Text("Caption").padding(.leading, 80).padding(.top, 40)
        })
        #expect(OverlapCheck.collisions(list).map(\.kind) == [.textAcrossEdge])
    }

    /// The same, wholly on the picture: a caption laid on a photo, as a ZStack does.
    @Test func labelWhollyOnAPictureIsACaption() {
        let list = layout(ZStack(alignment: .topLeading) {
            Image(illustration: Illustration(name: "photo") { _ in Drawing() }, aspectRatio: 1).frame(width: 100, height: 100)
            Text("Lunch").padding(.leading, 10).padding(.top, 40)
        })
        #expect(OverlapCheck.collisions(list).isEmpty)
    }

    // MARK: passing fixtures

    /// Text on its own button and card, a badge on its own card's edge, a selection ring
    /// around a label: the layering a design means.
    @Test func ownBackgroundsBadgesAndRingsAreIntended() {
        let list = layout(VStack(spacing: 12) {
            button("Continue")
            VStack { Text("Yearly"); Text("$0.49/mo") }
                .padding(20)
                .frame(maxWidth: .infinity)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
                .overlay(alignment: .top) {
                    Text("BEST").padding(.horizontal, 8).background(Color.black, in: Capsule()).offset(y: -10)
                }
                .accessibilityAddTraits(.isButton)
            Text("Selected")
                .padding(10)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.black, lineWidth: 2))
        }, height: 300)
        #expect(OverlapCheck.collisions(list).isEmpty)
    }

    /// A page behind a modal's dimming view is another layer than the dialog over it; the
    /// same dialog on the page without the dimming view covers it.
    @Test func dialogOverADimmedPageIsIntended() {
        func page(dimmed: Bool) -> DisplayList {
            var list = DisplayList(size: Size(width: 200, height: 200), scale: 1)
            list.append(.shape("page", Rect(x: 0, y: 0, width: 200, height: 200), fill: .solid(.white)))
            list.append(.text("page/title", Rect(x: 20, y: 90, width: 160, height: 20),
                              TextRun("Choose your goal", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black))))
            if dimmed { list.append(.shape("dim", Rect(x: 0, y: 0, width: 200, height: 200), fill: .solid(RGBA(gray: 0, a: 0.4)))) }
            list.append(.shape("alert/background", Rect(x: 30, y: 60, width: 140, height: 80), fill: .solid(.white)))
            list.append(.text("alert", Rect(x: 40, y: 90, width: 120, height: 20),
                              TextRun("Allow access?", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black))))
            return list
        }
        #expect(OverlapCheck.collisions(page(dimmed: true)).isEmpty)
        // Undimmed, the dialog's card covers the title (its own text on it is the card's matter).
        let undimmed = OverlapCheck.collisions(page(dimmed: false))
        #expect(undimmed.map(\.kind) == [.covers])
        #expect(undimmed.first?.below == "page/title" && undimmed.first?.above == "alert/background")
    }

    /// What iOS draws (`.systemChrome()`: the status bar, an alert) is not the design's.
    @Test func systemChromeIsNotTheDesigns() {
        let mine = layout(ZStack(alignment: .top) { Text("Hello"); Text("9:41") })
        #expect(OverlapCheck.collisions(mine).map(\.kind) == [.textOverText])
        let chrome = layout(ZStack(alignment: .top) { Text("Hello"); Text("9:41").systemChrome() })
        #expect(OverlapCheck.collisions(chrome).isEmpty)
    }

    /// Rows scrolled past a viewport that ends above a pinned button are clipped away, not
    /// under the button.
    @Test func rowsClippedByAViewportAreNotUnderTheButton() {
        let list = layout(VStack(spacing: 0) {
            ScrollView { VStack(spacing: 0) { ForEach(0..<20) { i in Text("Row \(i)").frame(height: 30) } } }
            button("Continue")
        })
        #expect(OverlapCheck.collisions(list).isEmpty)
        // Without the viewport (a plain stack overflowing its frame, under the button) they are.
        let overflowing = layout(VStack(spacing: 0) {
            VStack(spacing: 0) { ForEach(0..<8) { i in Text("Row \(i)").frame(height: 30) } }.frame(height: 150, alignment: .top)
            button("Continue")
        })
        #expect(OverlapCheck.collisions(overflowing).contains { $0.kind == .covers && $0.belowText.hasPrefix("Row ") })
    }

    /// A fade laid over content on purpose (an app preview fading out) is the contrast
    /// check's business, not a collision.
    @Test func aFadeOverTextIsNotACollision() {
        let list = layout(ZStack {
            Text("460 kcal")
            LinearGradient(colors: [.clear, .white], startPoint: .top, endPoint: .bottom)
        })
        #expect(OverlapCheck.collisions(list).isEmpty)
    }

    /// Two parallel labels turned 45°: their bounding boxes overlap, the labels do not.
    @Test func turnedLabelsAreComparedAsDrawn() {
        var list = DisplayList(size: Size(width: 200, height: 200), scale: 1)
        let turn = AffineTransform.rotation(radians: Double.pi / 4, anchor: Point(x: 100, y: 100))
        for (i, y) in [95.0, 125.0].enumerated() {
            var e = Element.text("label\(i)", Rect(x: 50, y: y, width: 100, height: 10),
                                 TextRun("50% OFF", font: FontSpec(family: "Inter", size: 8), paint: .solid(.black)))
            e.transform = turn
            list.append(e)
        }
        #expect(OverlapCheck.collisions(list).isEmpty)
        list.elements[1].frame.y = 100   // now the strips cross
        #expect(OverlapCheck.collisions(list).map(\.kind) == [.textOverText])
    }

    /// The real spin wheel: eight two-line labels ("50%" over "OFF") around a hub, none over
    /// another; seven are turned (the one at 0° needs no transform), 14 texts.
    @Test func spinWheelLabelsDoNotCollide() throws {
        let catalog = try ScreenCatalog(tokensDirectory: Self.root + "/tokens")
        var env = EnvironmentValues()
        env.device = .iPhoneSE
        let list = try catalog.render("calai/spin-wheel", ScreenRequest(environment: env), measurer: PangoText())
        let turned = list.elements.filter { $0.kind == .text && $0.transform != nil }
        #expect(turned.count == 14)
        #expect(list.elements.filter { $0.kind == .text && $0.id.contains("/SpinWheel/ZStack/VStack[") }.count == 16)
        // Some of their bounding boxes do overlap: only the turned outlines tell them apart.
        let boxes = turned.map { e -> Rect in
            let t = e.transform!, f = e.frame
            let c = [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.minX, y: f.maxY), Point(x: f.maxX, y: f.maxY)].map(t.apply)
            return Rect(x: c.map(\.x).min()!, y: c.map(\.y).min()!, width: c.map(\.x).max()! - c.map(\.x).min()!, height: c.map(\.y).max()! - c.map(\.y).min()!)
        }
        #expect(boxes.indices.contains { i in boxes.indices.contains { j in i < j && boxes[i].intersects(boxes[j]) } })
        #expect(OverlapCheck.collisions(list).isEmpty)
    }

    static let root = Checkout.root
}
