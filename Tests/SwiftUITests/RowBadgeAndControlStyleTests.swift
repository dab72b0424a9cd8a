import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.badge`, `.headerProminence`, `ToggleStyle`, `.symbolVariant`, `.buttonBorderShape` and
/// `Button(_:systemImage:)`, at positions worked out from iOS's list metrics (iPhone 16: the
/// card inset 16 pt from the screen, row content 16 pt inside the card).
@Suite @MainActor struct RowBadgeAndControlStyleTests {
    @Test func aRowBadgeSitsAtTheRowsTrailingEdgeInSecondaryGrey() throws {
        let list = layout(List { Text("Inbox").badge(12); Text("Drafts").badge(0); Text("Flagged").badge("New") })
        let count = try #require(list.elements.first { $0.text?.string == "12" })
        // 393 − 16 (card) − 16 (row inset) = 361; "12" is 17 pt wide in the test font.
        #expect(abs(count.frame.maxX - 361) < 1e-6 && abs(count.frame.width - 17) < 1e-6)
        #expect(count.text?.paint == .solid(Color.secondaryLabel.resolved(in: EnvironmentValues())))
        #expect(!list.texts.contains("0"))
        #expect(list.texts.contains("New"))
        // The badged row's title stays at the leading inset.
        #expect(list.elements.first { $0.text?.string == "Inbox" }?.frame.x == 32)
    }

    @Test func outsideAListABadgeDrawsNothing() {
        #expect(layout(VStack { Text("A").badge(3) }).texts == ["A"])
    }

    @Test func anIncreasedHeaderIsTitle3BoldInTheLabelColourAndNotUpperCased() throws {
        let standard = layout(List { Section("Today") { Text("Run") } })
        #expect(standard.texts.contains("TODAY"))
        let prominent = layout(List { Section("Today") { Text("Run") } }.headerProminence(.increased))
        let header = try #require(prominent.elements.first { $0.text?.string == "Today" })
        #expect(header.text?.font.size == 20 && (header.text?.font.weight ?? 0) >= 700)
        #expect(header.text?.paint == .solid(Color.label.resolved(in: EnvironmentValues())))
    }

    struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Text(configuration.isOn ? "[x]" : "[ ]"); configuration.label }
        }
    }

    @Test func aToggleStyleDrawsTheToggleAndASwitchTintColoursTheTrack() throws {
        let custom = layout(Toggle("Alarm", isOn: .constant(true)).toggleStyle(Check()))
        #expect(custom.texts == ["[x]", "Alarm"])
        #expect(!custom.elements.contains { $0.shape == .capsule })
        let tinted = layout(Toggle("Alarm", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: Color(red: 1, green: 0.5, blue: 0))))
        let track = try #require(tinted.elements.first { $0.shape == .capsule })
        #expect(track.fill == .solid(RGBA(r: 1, g: 0.5, b: 0)) && track.frame.width == 51)
        // `.switch` inside a custom style wins back the switch.
        let back = layout(VStack { Toggle("A", isOn: .constant(false)).toggleStyle(.switch) }.toggleStyle(Check()))
        #expect(back.elements.contains { $0.shape == .capsule } && !back.texts.contains("[ ]"))
    }

    @Test func aSymbolVariantPicksTheVariantWhereItExists() {
        func symbol(_ view: some View) -> String? { layout(view).elements.first { $0.text?.font.family == SymbolMap.fontFamily }?.accessibilityLabel }
        #expect(symbol(Image(systemName: "heart").symbolVariant(.fill)) == "heart.fill")
        #expect(symbol(Image(systemName: "sun.max.fill").symbolVariant(.fill)) == "sun.max.fill")
        // No "heart.square" among the symbols drawn: the plain symbol, as iOS falls back.
        #expect(symbol(Image(systemName: "heart").symbolVariant(.square)) == "heart")
        #expect(symbol(Image(systemName: "plus").symbolVariant(.circle)) == "plus.circle")
        #expect(symbol(Image(systemName: "heart")) == "heart")
    }

    @Test func aBorderShapeOutlinesBorderedButtons() throws {
        let capsule = layout(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
        #expect(capsule.elements.first { $0.kind == .shape }?.shape == .capsule)
        let circle = layout(Button {} label: { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle))
        let disc = try #require(circle.elements.first { $0.kind == .shape })
        #expect(disc.shape == .ellipse && disc.frame.width == disc.frame.height)
        let square = layout(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4)))
        #expect(square.elements.first { $0.kind == .shape }?.shape == .roundedRectangle(cornerRadius: 4, style: .continuous))
    }

    @Test func aButtonWithASystemImageIsLabelledByItsTitle() throws {
        let list = layout(Button("Add Expense", systemImage: "plus") {})
        #expect(list.texts.contains("Add Expense"))
        #expect(list.elements.contains { $0.accessibilityLabel == "Add Expense" && $0.accessibilityTraits.contains("isButton") })
    }
}

/// What the review of this batch found, kept as tests: a badged tab stays a tab, a style that
/// draws its own control does not recurse, variant parts go in SF Symbols' order, an inset
/// rounded rectangle keeps concentric corners, a spanning grid cell widens its columns.
@Suite @MainActor struct ControlStyleReviewTests {
    struct Wrapped: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(isOn: configuration.$isOn) { configuration.label }.padding(4)
        }
    }
    struct Tappable: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(action: configuration.trigger) { configuration.label }.padding(4)
        }
    }

    @Test func aBadgedTabIsStillATab() {
        let list = layout(TabView { Text("Mail").tabItem { Label("Inbox", systemImage: "tray") }.badge(3) })
        #expect(list.texts.contains("Inbox") && list.texts.contains("Mail"))
    }

    @Test func aStyleThatDrawsItsOwnControlDoesNotRecurse() {
        let toggle = layout(Toggle("Alarm", isOn: .constant(true)).toggleStyle(Wrapped()))
        #expect(toggle.texts == ["Alarm"] && toggle.elements.contains { $0.shape == .capsule })
        let button = layout(Button("Go") {}.buttonStyle(Tappable()))
        #expect(button.texts == ["Go"])
    }

    @Test func variantPartsFollowSFSymbolsOrder() {
        func symbol(_ view: some View) -> String? { layout(view).elements.first { $0.text?.font.family == SymbolMap.fontFamily }?.accessibilityLabel }
        // "plus.fill" + circle is "plus.circle.fill", not "plus.fill.circle".
        #expect(symbol(Image(systemName: "plus.fill").symbolVariant(.circle)) == "plus.circle.fill")
        #expect(symbol(Image(systemName: "eye").symbolVariant(.slash)) == "eye.slash")
    }

    @Test func anInsetRoundedRectangleKeepsConcentricCorners() {
        let list = layout(RoundedRectangle(cornerRadius: 12).inset(by: 4).frame(width: 40, height: 40))
        #expect(list.elements.first { $0.kind == .shape }?.shape == .roundedRectangle(cornerRadius: 8, style: .continuous))
    }

    @Test func aSpanningCellWidensItsColumns() throws {
        let list = layout(Grid(horizontalSpacing: 0) {
            GridRow { Text("Total").gridCellColumns(2) }
            GridRow { Text("A"); Text("B") }
        })
        // "Total" is 42.5 wide; "A" and "B" (8.5 each) share the widening: 21.25 a column.
        let total = try #require(list.elements.first { $0.text?.string == "Total" })
        #expect(abs(total.frame.width - 42.5) < 1e-9)
        let a = try #require(list.elements.first { $0.text?.string == "A" }), b = try #require(list.elements.first { $0.text?.string == "B" })
        #expect(abs(b.frame.midX - a.frame.midX - 21.25) < 1e-9)
    }
}
