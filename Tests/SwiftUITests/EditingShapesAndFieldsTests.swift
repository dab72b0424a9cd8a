import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// Environment values iOS supplies, inset custom shapes, Core Graphics' affine transforms,
/// list editing and context menus, popovers and action sheets, formatted fields.
@Suite @MainActor struct EditingShapesAndFieldsTests {
    @Test func systemEnvironmentDefaultsAreAForegroundAppWithStandardRows() {
        let env = EnvironmentValues()
        #expect(env.scenePhase == .active && !env.accessibilityDifferentiateWithoutColor && !env.accessibilityReduceTransparency)
        #expect(env.defaultMinListRowHeight == 44)
        #expect(env.legibilityWeight == .regular)
        #expect(env.locale.identifier == "en_US")
        var reduced = env
        reduced.accessibilityReduceMotion = true
        #expect(reduced.reducedMotion)
    }

    /// Two one-line body rows sit 44 pt apart (11 + 22 + 11); with a 60-pt minimum, 60 apart.
    @Test func defaultMinListRowHeightSetsTheRowsMinimum() {
        func gap(_ view: some View) -> Double {
            let frames = layout(view).elements.filter { $0.text?.string == "A" || $0.text?.string == "B" }.map(\.frame.y)
            return frames[1] - frames[0]
        }
        #expect(gap(List { Text("A"); Text("B") }) == 44)
        #expect(gap(List { Text("A"); Text("B") }.environment(\.defaultMinListRowHeight, 60)) == 60)
    }

    struct Diamond: InsettableShape {
        var insetAmount = 0.0
        func path(in rect: CGRect) -> Path {
            let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
            return Path { p in
                p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
                p.addLine(to: CGPoint(x: r.midX, y: r.maxY)); p.addLine(to: CGPoint(x: r.minX, y: r.midY)); p.closeSubpath()
            }
        }
        func inset(by amount: CGFloat) -> Diamond { Diamond(insetAmount: insetAmount + Double(amount)) }
    }

    /// `strokeBorder` insets by half the line: a 10-pt border's top vertex moves from y 0 to 5.
    @Test func strokeBorderInsetsACustomShapeByHalfTheLine() throws {
        let drawn = try #require(layout(Diamond().strokeBorder(Color(red: 1, green: 0, blue: 0), lineWidth: 10).frame(width: 100, height: 100))
            .elements.first { $0.stroke != nil })
        #expect(drawn.stroke?.width == 10 && drawn.fill == nil)
        guard case .path(let commands) = drawn.shape, case .move(let top)? = commands.first, case .line(let right) = commands[1] else {
            Issue.record("not a path: \(drawn.shape)"); return
        }
        #expect(top == Point(x: 50, y: 5) && right == Point(x: 95, y: 50))
    }

    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        func near(_ p: CGPoint, _ x: Double, _ y: Double) -> Bool { abs(Double(p.x) - x) < 1e-9 && abs(Double(p.y) - y) < 1e-9 }
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(CGPoint(x: 1, y: 0).applying(quarter), 0, 1))
        // rotated(by:) rotates first, then applies the translation it was called on.
        #expect(near(CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)), 10, 1))
        // concatenating: the receiver first: translate then scale.
        #expect(near(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 1, y: 2).concatenating(CGAffineTransform(scaleX: 3, y: 4))), 6, 12))
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        #expect(near(CGPoint(x: 4, y: -2).applying(t).applying(t.inverted()), 4, -2))
        let box = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(Double(box.width) - 2.0.squareRoot()) < 1e-9 && abs(Double(box.minX) + 0.5.squareRoot()) < 1e-9)
        let moved = Path { $0.move(to: CGPoint(x: 1, y: 2)) }.applying(CGAffineTransform(translationX: 3, y: 4))
        #expect(moved.commands == [.move(Point(x: 4, y: 6))])
        #expect(Path { $0.move(to: CGPoint(x: 1, y: 2)) }.offsetBy(dx: -1, dy: 1).commands == [.move(Point(x: 0, y: 3))])
    }

    /// Editing, menus, symbol effects and scroll proxies leave the drawing as it is.
    @Test func interactionsAStillHasNoMomentForDrawTheViewAsItIs() {
        let plain = layout(List { ForEach(["Eggs", "Milk"], id: \.self) { Text($0) } })
        let edited = layout(List {
            ForEach(["Eggs", "Milk"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
        }.contextMenu { Button("Delete") {} })
        #expect(plain.elements.map(\.frame) == edited.elements.map(\.frame) && plain.texts == edited.texts)
        let symbol = layout(Image(systemName: "heart.fill").symbolEffect(.pulse, value: 3).symbolEffect(.bounce.byLayer, isActive: true))
        #expect(symbol.elements.map(\.frame) == layout(Image(systemName: "heart.fill")).elements.map(\.frame))
        let reader = layout(ScrollViewReader { proxy in ScrollView { Text("Top").id("top") }.onAppear { proxy.scrollTo("top") } })
        #expect(reader.texts == ["Top"])
    }

    /// On an iPhone a popover is a sheet; the old action sheet is the confirmation dialog's sheet.
    @Test func popoversAreSheetsAndActionSheetsShowTheirButtons() {
        let shown = Binding.constant(true)
        let popover = layout(Text("Base").popover(isPresented: shown) { Text("Details") })
        let sheet = layout(Text("Base").sheet(isPresented: shown) { Text("Details") })
        #expect(popover.elements.map(\.frame) == sheet.elements.map(\.frame) && popover.texts.contains("Details"))
        let hidden = layout(Text("Base").popover(isPresented: .constant(false)) { Text("Details") })
        #expect(hidden.texts == ["Base"])
        let actions = layout(Text("Base").actionSheet(isPresented: shown) {
            ActionSheet(title: Text("Sort by"), message: Text("Pick an order"), buttons: [.default(Text("Name")), .destructive(Text("Clear")), .cancel()])
        })
        #expect(["Sort by", "Pick an order", "Name", "Clear", "Cancel"].allSatisfy(actions.texts.contains))
        let clear = actions.elements.first { $0.text?.string == "Clear" }
        #expect(clear?.text?.paint == .solid(RGBA(hex: "#FF3B30")!))
    }

    @Test func formattedFieldsAndFormatterInterpolationShowTheFormattedValue() {
        let usd = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: "en_US"))
        #expect(layout(TextField("Amount", value: .constant(12.5), format: usd)).texts == ["$12.50"])
        #expect(layout(TextField("Amount", value: Binding<Double?>.constant(nil), format: usd)).texts == ["Amount"])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX"); formatter.timeZone = TimeZone(identifier: "UTC"); formatter.dateFormat = "yyyy-MM-dd"
        #expect(layout(Text("Due \(Date(timeIntervalSince1970: 86_400), formatter: formatter)")).texts == ["Due 1970-01-02"])
        #expect(layout(TextField("Word", text: .constant("swift"), onEditingChanged: { _ in }, onCommit: {})
            .textInputAutocapitalization(.never).autocapitalization(.none).autocorrectionDisabled().submitLabel(.done)).texts == ["swift"])
    }

    @Test func linkTraitsAreRecordedAndRemovable() {
        let link = layout(Text("Terms").accessibility(addTraits: .isLink))
        #expect(link.elements.first?.accessibilityTraits.contains("isLink") == true)
        #expect(AccessibilityTraits([.isLink, .updatesFrequently]).rawValue == 64 + 1024)
    }
}
