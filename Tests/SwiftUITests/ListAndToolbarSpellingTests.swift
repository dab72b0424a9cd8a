import DisplayList
import SwiftUI
import Testing
import Tokens

/// List styles and row modifiers, pickers' other spellings, focus, menus, symbol scales and
/// toolbar placements, against hand-worked values (fixed-advance font: body 8.5 pt a
/// character, 20.4 pt a line; 393 × 852 screen with no insets).
@Suite @MainActor struct ListAndToolbarSpellingTests {
    private let grouped = RGBA(hex: "#F2F2F7")!  // systemGroupedBackground, light
    private let red = RGBA(hex: "#FF3B30")!

    private func filled(_ colour: RGBA, in list: DisplayList) -> [Element] { list.elements.filter { $0.fill == .solid(colour) } }
    private func frame(of text: String, in list: DisplayList) -> Rect? { list.elements.first { $0.text?.string == text }?.frame }

    @Test func listStylesAsValuesAndTypes() throws {
        let inset = layout(List { Section { Text("a") } })
        // Inset grouped: the grey background, a white card 16 pt in with 10-pt corners, 20 pt down.
        #expect(!filled(grouped, in: inset).isEmpty)
        let card = try #require(filled(.white, in: inset).first)
        #expect(card.frame == Rect(x: 16, y: 20, width: 361, height: 44))
        if case .roundedRectangle(let radius, _) = card.shape { #expect(radius == 10) } else { Issue.record("a rounded card") }
        #expect(layout(List { Section { Text("a") } }.listStyle(.insetGrouped)) == inset)
        #expect(layout(List { Section { Text("a") } }.listStyle(InsetGroupedListStyle())) == inset)
        #expect(layout(List { Section { Text("a") } }.listStyle(.sidebar)) == inset && layout(List { Section { Text("a") } }.listStyle(DefaultListStyle())) == inset)
        // Grouped: the card across the whole width, square.
        let groupedList = layout(List { Section { Text("a") } }.listStyle(GroupedListStyle()))
        #expect(filled(.white, in: groupedList).first?.frame == Rect(x: 0, y: 20, width: 393, height: 44))
        #expect(layout(List { Section { Text("a") } }.listStyle(.grouped)) == groupedList)
        // Plain: no grey, rows from the top, text 16 pt in, centred in its 44-pt row.
        // (Inset grouped put it 16 + 16 in, 20 + 11.8 down.)
        // A row's content sits at the card's leading inset at its own width ("a": 8.5 pt), as
        // a cell lays out its content view; a flexible view would take 361 − 32.
        #expect(frame(of: "a", in: inset) == Rect(x: 32, y: 31.8, width: 8.5, height: 20.4))
        #expect(layout(List { Section { Color.red.frame(height: 10) } }).elements.first { $0.fill == .solid(RGBA(hex: "#FF3B30")!) }?.frame.width == 329)
        let plain = layout(List { Section { Text("a") } }.listStyle(.plain))
        #expect(filled(grouped, in: plain).isEmpty && layout(List { Section { Text("a") } }.listStyle(PlainListStyle())) == plain)
        #expect(frame(of: "a", in: plain) == Rect(x: 16, y: 11.8, width: 8.5, height: 20.4))
        // Inset: as plain, 16 pt further in.
        #expect(frame(of: "a", in: layout(List { Section { Text("a") } }.listStyle(InsetListStyle())))?.x == 32)
        // .scrollContentBackground(.hidden) takes the grey away and nothing else.
        let bare = layout(List { Section { Text("a") } }.scrollContentBackground(.hidden))
        #expect(filled(grouped, in: bare).isEmpty && frame(of: "a", in: bare) == frame(of: "a", in: inset))
    }

    @Test func rowInsetsBackgroundsAndSeparators() throws {
        let list = layout(List {
            Section {
                Text("a").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                Text("b").listRowBackground(Color.red)
                Text("c")
            }
        })
        // Row a: content 16 + 40 in, centred in its 44-pt row 20 pt down: 20 + 11.8.
        #expect(frame(of: "a", in: list) == Rect(x: 56, y: 31.8, width: 8.5, height: 20.4))
        // Row b keeps the default insets; its background fills the row: 361 × 44 at y 64.
        #expect(frame(of: "b", in: list)?.x == 32)
        #expect(filled(red, in: list).first?.frame == Rect(x: 16, y: 64, width: 361, height: 44))
        // Hairlines above b and c, each from its row's text.
        let separators = list.elements.filter { $0.id.contains("separator") }
        #expect(separators.map(\.frame.x) == [32, 32] && separators.map(\.frame.y) == [64, 108])
        // Hidden on b: neither of its hairlines is drawn.
        let hidden = layout(List { Section { Text("a"); Text("b").listRowSeparator(.hidden); Text("c") } })
        #expect(!hidden.elements.contains { $0.id.contains("separator") })
        // A row without them is laid out as before.
        #expect(frame(of: "c", in: list) == Rect(x: 32, y: 119.8, width: 8.5, height: 20.4))
        // A fixed-size view in a row starts at the leading inset, not centred (a 50-pt circle).
        let circle = layout(List { Section { Circle().frame(width: 50, height: 50) } })
        #expect(circle.elements.first { $0.id.hasSuffix("Circle") }?.frame.x == 32)
    }

    struct Form1: View {
        enum Field: Hashable { case email, password }
        @FocusState private var isFocused: Bool
        @FocusState private var field: Field?
        @State private var size = 1
        var body: some View {
            VStack {
                Text("a").focused($isFocused)
                Text("b").focused($field, equals: .email)
                Picker(selection: $size, label: Text("Size")) { Text("S").tag(0); Text("M").tag(1) }
                    .pickerStyle(SegmentedPickerStyle())
            }
        }
    }

    @Test func focusDrawsNothingAndPickersTakeBindings() throws {
        let list = layout(Form1())
        #expect(list.texts == ["a", "b", "S", "M"])
        // The binding's value is the one selected: "M" semibold, "S" regular.
        #expect(list.elements.first { $0.text?.string == "M" }?.text?.font.weight == 600)
        #expect(list.elements.first { $0.text?.string == "S" }?.text?.font.weight == 400)
        let titled = layout(Picker("Size", selection: .constant(0)) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.menu))
        #expect(titled.elements.first { $0.text?.string == "S" }?.text?.font.weight == 600)
        let trailing = layout(Picker(selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) } label: { Text("Size") }.pickerStyle(.wheel))
        #expect(trailing.elements.first { $0.text?.string == "M" }?.text?.font.weight == 600)
    }

    @Test func aClosedMenuIsItsLabelAsAButton() throws {
        let list = layout(Menu("Sort") { Button("Name") {}; Button("Date") {} })
        #expect(list.texts == ["Sort"])
        let label = try #require(list.elements.first)
        #expect(label.text?.paint == .solid(RGBA(hex: "#007AFF")!) && label.accessibilityTraits.contains("isButton"))
        #expect(layout(Menu { Button("A") {} } label: { Text("More") }).texts == ["More"])
        #expect(layout(Menu("More", systemImage: "ellipsis.circle") { Button("A") {} }).texts.contains("More"))
    }

    @Test func symbolsScaleBesideTheirText() {
        func size(_ view: some View) -> Double? { layout(view).elements.first?.text?.font.size }
        #expect(size(Image(systemName: "star")) == 17)
        #expect(size(Image(systemName: "star").imageScale(.large)) == 17 * 1.29)
        #expect(size(Image(systemName: "star").imageScale(.small)) == 17 * 0.783)
        #expect(size(Image(systemName: "star").imageScale(.medium).font(.title)) == 28)
    }

    struct Items {
        @ToolbarContentBuilder var content: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItemGroup(placement: .topBarTrailing) { Button("Edit") {}; Button("Done") {} }
        }
    }

    @Test func toolbarItemsAtTheirPlacements() throws {
        let list = layout(NavigationStack {
            Text("x").navigationTitle("T").toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .principal) { Text("P") }
            }
        })
        // The principal item is drawn in the bar's centre, the cancellation action at its leading edge.
        #expect(list.texts.contains("Add") && list.texts.contains("P"))
        let grouped = layout(NavigationStack { Text("x").navigationTitle("T").toolbar { Items().content } })
        #expect(frame(of: "Cancel", in: grouped)?.x == 16)
        let edit = try #require(frame(of: "Edit", in: grouped)), done = try #require(frame(of: "Done", in: grouped))
        // Side by side, 8 pt apart, ending at the bar's 16-pt margin.
        #expect(done.x - edit.maxX == 8 && done.maxX == 393 - 16 && edit.y == done.y)
    }
}

/// The older navigation-title spellings that take a `Text`.
@Suite @MainActor struct TextTitleTests {
    @Test func aTextTitleIsItsString() {
        let byString = layout(NavigationStack { Text("x").navigationBarTitle("Goals", displayMode: .inline) })
        #expect(layout(NavigationStack { Text("x").navigationBarTitle(Text("Goals"), displayMode: .inline) }) == byString)
        #expect(layout(NavigationStack { Text("x").navigationTitle(Text("Goals")) }).texts.contains("Goals"))
        #expect(layout(NavigationStack { Text("x").navigationBarTitle(Text("Goals")) }) == layout(NavigationStack { Text("x").navigationTitle("Goals") }))
    }
}
