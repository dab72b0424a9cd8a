import DisplayList
import SwiftUI
import Testing
import Tokens

/// Alerts, confirmation dialogs, sheets and full-screen covers: nothing while not
/// presented; when presented, drawn over the whole screen after everything else, as iOS 18
/// draws them. Values by hand with the fixed-advance font (body: 8.5 pt a character, 20.4
/// pt a line) on the 393 × 852 test screen (no insets) or the iPhone 16 (59 / 34 pt insets, @3x).
@Suite @MainActor struct PresentationTests {
    private let black20 = RGBA(r: 0, g: 0, b: 0, a: 0.2)
    private let red = RGBA(hex: "#FF3B30")!
    private let blue = RGBA(hex: "#007AFF")!

    private func element(_ id: String, in list: DisplayList) -> Element? { list.elements.first { $0.id == id } }
    private func text(_ string: String, in list: DisplayList) -> Element? { list.elements.first { $0.text?.string == string } }
    private func index(of string: String, in list: DisplayList) -> Int? { list.elements.firstIndex { $0.text?.string == string } }
    private func onPhone(_ view: some View, appearance: Appearance = .light) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        return ScreenLayout.layout(view, environment: env, measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    @Test func nothingIsAddedWhileNotPresented() {
        let page = layout(Text("page"))
        let none: Int? = nil
        #expect(layout(Text("page").sheet(isPresented: .constant(false)) { Text("sheet") }) == page)
        #expect(layout(Text("page").sheet(item: .constant(none.map { Row(id: $0) })) { row in Text("\(row.id)") }) == page)
        #expect(layout(Text("page").fullScreenCover(isPresented: .constant(false)) { Text("cover") }) == page)
        #expect(layout(Text("page").alert("Delete?", isPresented: .constant(false)) { Button("Delete", role: .destructive) {} }) == page)
        #expect(layout(Text("page").alert("A", isPresented: .constant(false)) { Button("OK") {} } message: { Text("m") }) == page)
        #expect(layout(Text("page").confirmationDialog("Sort", isPresented: .constant(false)) { Button("Name") {} }) == page)
        #expect(layout(Text("page").alert(isPresented: .constant(false)) { Alert(title: Text("Saved")) }) == page)
    }

    struct Row: Identifiable { let id: Int }

    @Test func anAlertIsDrawnOverTheWholeScreenAfterEverything() throws {
        let list = layout(VStack {
            Text("a").alert("Delete entry?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: { Text("This cannot be undone.") }
            Text("b")
        })
        // Over the later sibling too: the alert's texts come after "b".
        let b = try #require(index(of: "b", in: list)), title = try #require(index(of: "Delete entry?", in: list))
        #expect(b < title)
        // Cancel leads when two buttons sit side by side.
        #expect(list.texts.suffix(4) == ["Delete entry?", "This cannot be undone.", "Cancel", "Delete"])
        // The dimming covers the screen; the 270-pt card is centred on it.
        let dimming = try #require(list.elements.first { $0.fill == .solid(black20) })
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        let card = try #require(list.elements.first { $0.material != nil })
        // 19 + 20.4 (headline) + 2 + 15.6 (footnote) + 18 = 75, a 1/3-pt hairline, 44-pt buttons.
        let height = 75 + 1.0 / 3 + 44
        #expect(card.frame.x == 61.5 && card.frame.width == 270 && abs(card.frame.height - height) < 1e-9)
        #expect(abs(card.frame.y - (852 - height) / 2) < 1e-9)
        #expect(card.shape == .roundedRectangle(cornerRadius: 14, style: .continuous))
        // Each button takes half the card: "Cancel" (semibold, blue) in the leading half, "Delete" red in the trailing.
        let cancel = try #require(text("Cancel", in: list)), delete = try #require(text("Delete", in: list))
        #expect(cancel.text?.font.weight == 600 && cancel.text?.paint == .solid(blue))
        #expect(delete.text?.font.weight == 400 && delete.text?.paint == .solid(red))
        #expect(cancel.frame.midX < 61.5 + 135 && delete.frame.midX > 61.5 + 135)
        // The 20.4-pt text centred in the 44-pt button at the card's bottom: 11.8 pt under it.
        let gap: Double = card.frame.maxY - delete.frame.maxY
        #expect(abs(gap - 11.8) < 1e-9)
        // iOS draws it: the checks leave it out.
        #expect(list.elements[title].accessibilityTraits.contains("systemChrome") && dimming.accessibilityTraits.contains("systemChrome"))
    }

    @Test func alertSpellings() {
        // No buttons: iOS's "OK".
        #expect(layout(Color.clear.alert("Saved", isPresented: .constant(true)) {}).texts == ["Saved", "OK"])
        // Three buttons stack, cancel last.
        #expect(layout(Color.clear.alert(Text("Photo"), isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Camera") {}
            Button("Library") {}
        }).texts == ["Photo", "Camera", "Library", "Cancel"])
        // The older Alert value, and alerts for an item or a presented value.
        #expect(layout(Color.clear.alert(isPresented: .constant(true)) {
            Alert(title: Text("Sign out?"), message: Text("You can sign in again."), primaryButton: .destructive(Text("Sign Out")),
                  secondaryButton: .cancel())
        }).texts == ["Sign out?", "You can sign in again.", "Cancel", "Sign Out"])
        #expect(layout(Color.clear.alert(item: .constant(Optional(Row(id: 7)))) { row in Alert(title: Text("Row \(row.id)")) }).texts
                == ["Row 7", "OK"])
        #expect(layout(Color.clear.alert("Error", isPresented: .constant(true), presenting: Optional("disk full")) { _ in
            Button("OK") {}
        } message: { detail in Text(detail) }).texts == ["Error", "disk full", "OK"])
        let flag = true
        #expect(layout(Color.clear.alert("If", isPresented: .constant(true)) {
            if flag { Button("Yes") {} } else { Button("No") {} }
            ForEach(["x", "y"], id: \.self) { Button($0) {} }
        }).texts == ["If", "Yes", "x", "y"])
    }

    @Test func aConfirmationDialogIsAnActionSheetAtTheBottom() throws {
        let list = layout(Color.clear.confirmationDialog("Sort by", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Name") {}
            Button("Delete All", role: .destructive) {}
        } message: { Text("Choose an order") })
        // iOS adds Cancel, on its own card at the bottom.
        #expect(list.texts == ["Sort by", "Choose an order", "Name", "Delete All", "Cancel"])
        // 8 pt from the sides, above the 34-pt home indicator: 57-pt rows, the cancel one at 852 − 34 − 57.
        let cancel = try #require(text("Cancel", in: list))
        let cancelCard = try #require(list.elements.first { $0.fill == .solid(.white) && $0.frame.height == 57 })
        #expect(cancelCard.frame == Rect(x: 8, y: 852 - 34 - 57, width: 377, height: 57))
        #expect(cancel.text?.font.size == 20 && cancel.text?.font.weight == 600)
        #expect(text("Delete All", in: list)?.text?.paint == .solid(red))
        // The group card ends 8 pt above the cancel card.
        let group = try #require(list.elements.first { $0.material != nil })
        #expect(group.frame.maxY == cancelCard.frame.minY - 8 && group.frame.x == 8)
        // Without .visible the title is not shown.
        #expect(layout(Color.clear.confirmationDialog("Sort by", isPresented: .constant(true)) { Button("Name") {} }).texts == ["Name", "Cancel"])
    }

    @Test func aSheetRisesOverTheShrunkPage() throws {
        let list = layout(Text("page").sheet(isPresented: .constant(true)) { Text("sheet") })
        let ids = list.elements.map(\.id)
        // Backdrop, the page on its own background, the page's text, the dimming, the sheet and its text, in that order.
        let order = ["presentation/backdrop", "presentation/page", "root", "presentation/dimming", "presentation/sheet"].map { ids.firstIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(element("presentation/backdrop", in: list)?.fill == .solid(.black))
        #expect(element("presentation/dimming", in: list)?.fill == .solid(black20))
        // The page shrinks by (393 − 32) / 393 about its top centre (the safe area's top is 0 here):
        // "page" (34 wide at x 179.5, y 415.8) lands at 196.5 − 17 s, 415.8 s.
        let s = 361.0 / 393
        let page = try #require(text("page", in: list))
        let origin = try #require(page.transform).apply(Point(x: page.frame.x, y: page.frame.y))
        #expect(abs(origin.x - (196.5 - 17 * s)) < 1e-9 && abs(origin.y - 415.8 * s) < 1e-9)
        #expect(page.clip != nil, "the page's corners are rounded")
        // The sheet: from 10 pt below the top to past the bottom, white in light, 10-pt corners.
        let sheet = try #require(element("presentation/sheet", in: list))
        #expect(sheet.frame == Rect(x: 0, y: 10, width: 393, height: 852))
        #expect(sheet.fill == .solid(.white) && sheet.shape == .roundedRectangle(cornerRadius: 10, style: .continuous))
        // Its content centred in it: (393 − 42.5) / 2 = 175.25 across, 10 + (842 − 20.4) / 2 = 420.8 down.
        let content = try #require(text("sheet", in: list))
        #expect(content.frame == Rect(x: 175.25, y: 420.8, width: 42.5, height: 20.4) && content.transform == nil)
    }

    @Test func aSheetsContentMaySetItsBackgroundAndCorners() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let styled = layout(Text("page").sheet(isPresented: .constant(true)) {
            Text("sheet").presentationBackground(red).presentationCornerRadius(24).presentationDetents([.medium])
        })
        let sheet = try #require(element("presentation/sheet", in: styled))
        #expect(sheet.fill == .solid(RGBA(hex: "#FF0000")!) && sheet.shape == .roundedRectangle(cornerRadius: 24, style: .continuous))
        // The card runs past the bottom by its radius, so its bottom corners stay off screen.
        #expect(sheet.frame.height == 852 - 10 + 24)
        // A material is drawn as its colour for the appearance; hostile radii are clamped.
        let material = layout(Text("page").sheet(isPresented: .constant(true)) { Text("s").presentationBackground(.ultraThinMaterial).presentationCornerRadius(-5) })
        let frosted = try #require(element("presentation/sheet", in: material))
        #expect(frosted.fill != .solid(.white) && frosted.shape == .roundedRectangle(cornerRadius: 0, style: .continuous))
        let huge = layout(Text("page").sheet(isPresented: .constant(true)) { Text("s").presentationCornerRadius(1e300) })
        #expect(try #require(element("presentation/sheet", in: huge)).shape == .roundedRectangle(cornerRadius: 393 / 2, style: .continuous))
    }

    @Test func onAPhoneTheSheetSitsUnderTheSafeAreaAndIsElevatedInDark() throws {
        let view = NavigationStack { Text("page") }.sheet(isPresented: .constant(true)) {
            Color.systemBackground.frame(width: 100, height: 100)
        }
        let dark = onPhone(view, appearance: .dark)
        let sheet = try #require(element("presentation/sheet", in: dark))
        // 59-pt safe area + 10.
        #expect(sheet.frame.y == 69)
        // Dark: UIKit's elevated background, outside and inside the sheet.
        let elevated = RGBA(hex: "#1C1C1E")!
        #expect(sheet.fill == .solid(elevated))
        #expect(dark.elements.contains { $0.fill == .solid(elevated) && $0.frame.width == 100 && $0.frame.height == 100 })
        // The square is centred between the sheet top and the home indicator: 69 + (852 − 34 − 69 − 100) / 2 = 393.5.
        let square = try #require(dark.elements.first { $0.frame.width == 100 && $0.frame.height == 100 })
        #expect(square.frame.y == 393.5)
        // The page's top lands on the safe area's top: translated by 59, scaled about the top centre.
        let page = try #require(element("presentation/page", in: dark))
        #expect(abs(try #require(page.transform).apply(Point(x: 196.5, y: 0)).y - 59) < 1e-9)
        // The status bar is still drawn on top.
        #expect(dark.elements.last.map { dark.elements.firstIndex(of: $0)! > dark.elements.firstIndex(of: sheet)! } == true)
    }

    @Test func sheetForAnItemAndAFullScreenCover() throws {
        let item = layout(Text("page").sheet(item: .constant(Optional(Row(id: 3)))) { row in Text("row \(row.id)") })
        #expect(item.texts == ["page", "row 3"])
        // A cover replaces the screen: only its content, laid out as a root view.
        let cover = layout(Text("page").fullScreenCover(isPresented: .constant(true)) { Text("cover") })
        #expect(cover.texts == ["cover"] && cover.elements.count == 1)
        #expect(text("cover", in: cover)?.frame == Rect(x: (393 - 42.5) / 2, y: (852 - 20.4) / 2, width: 42.5, height: 20.4))
        // An alert inside a sheet is drawn over the sheet.
        let nested = layout(Text("page").sheet(isPresented: .constant(true)) {
            Text("sheet").alert("Oops", isPresented: .constant(true)) {}
        })
        #expect(nested.texts == ["page", "sheet", "Oops", "OK"])
    }

    /// With a sheet shown, the status bar sits on the black backdrop: its glyphs are white in
    /// light appearance too, while the home indicator over the white sheet stays black.
    @Test func theStatusBarTurnsWhiteOverASheetsBackdrop() throws {
        var env = EnvironmentValues()
        env.device = .iPhone16
        let sheet = ScreenLayout.layout(Text("Page").sheet(isPresented: .constant(true)) { Text("Sheet") }, environment: env,
                                        measurer: FixedAdvanceMeasurer(), rootName: "root")
        let time = try #require(sheet.elements.first { $0.text?.string == "9:41" })
        #expect(time.text?.paint == .solid(.white))
        #expect(sheet.elements.first { $0.id == "homeIndicator" }?.fill == .solid(.black))
        let plain = ScreenLayout.layout(Text("Page"), environment: env, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(plain.elements.first { $0.text?.string == "9:41" }?.text?.paint == .solid(.black))
        // A full-screen cover is the screen: the status bar keeps the appearance's ink.
        let cover = ScreenLayout.layout(Text("Page").fullScreenCover(isPresented: .constant(true)) { Text("Cover") }, environment: env,
                                        measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(cover.elements.first { $0.text?.string == "9:41" }?.text?.paint == .solid(.black))
    }
}
