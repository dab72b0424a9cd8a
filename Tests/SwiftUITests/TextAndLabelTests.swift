import DisplayList
import SwiftUI
import Testing

/// `Text` from keys, interpolations and formats; `Label` in its styles; the interaction
/// modifiers a still draws past.
@Suite @MainActor struct TextAndLabelTests {
    @Test func textFromKeysInterpolationsAndFormats() {
        let name = "Ada"
        #expect(layout(Text("Hello \(name), \(3) new")).texts == ["Hello Ada, 3 new"])
        #expect(layout(Text(LocalizedStringKey("title"))).texts == ["title"])
        #expect(layout(Text("key", tableName: "Main", bundle: .main, comment: "a comment")).texts == ["key"])
        #expect(layout(Text(verbatim: "%@ as is")).texts == ["%@ as is"])
        let sub: Substring = "substring here".prefix(9)
        #expect(layout(Text(sub)).texts == ["substring"])
        #expect(layout(Text(1234.5, format: .number.locale(Locale(identifier: "en_US")))).texts == ["1,234.5"])
        #expect(layout(Text("\(0.25, format: .percent.locale(Locale(identifier: "en_US"))) done")).texts == ["25% done"])
    }

    /// Title and icon in a row, the icon first, 8 pt apart, centred on one line: the frames
    /// of `HStack(spacing: 8) { Image(systemName:); Text }` (the fake font: 17 pt body text
    /// is 8.5 pt a character and 20.4 pt tall).
    @Test func labelsInTheirStyles() throws {
        let list = layout(Label("Home", systemImage: "house"))
        let row = layout(HStack(spacing: 8) { Image(systemName: "house"); Text("Home") })
        #expect(list.elements.map(\.frame) == row.elements.map(\.frame))
        let title = try #require(list.elements.first { $0.text?.string == "Home" })
        #expect(title.frame.width == 34 && title.frame.height == 20.4)
        #expect(list.elements.first?.text?.string != "Home", "the icon is drawn first")
        #expect(layout(Label("Home", systemImage: "house").labelStyle(.titleOnly)).texts == ["Home"])
        let iconOnly = layout(Label("Home", systemImage: "house").labelStyle(.iconOnly))
        #expect(!iconOnly.texts.contains("Home"))
        #expect(layout(Label { Text("Custom") } icon: { Circle().frame(width: 10, height: 10) }).texts == ["Custom"])
    }

    @Test func interactionModifiersDrawTheViewAsItIs() {
        let plain = layout(Text("Tap me"))
        let decorated = layout(Text("Tap me")
            .onAppear {}
            .onDisappear {}
            .onTapGesture { }
            .onTapGesture(count: 2) { }
            .onLongPressGesture { }
            .onChange(of: 3) { _, _ in }
            .onChange(of: "a") { }
            .task { }
            .task(id: 1) { }
            .onSubmit { }
            .refreshable { })
        #expect(decorated.elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(decorated.texts == plain.texts)
    }

    @Test func edges() {
        let set: Edge.Set = [.top, .leading]
        #expect(set.contains(.top) && !set.contains(.bottom))
        #expect(Edge.Set(.trailing) == .trailing)
        #expect(HorizontalEdge.allCases == [.leading, .trailing] && VerticalEdge.allCases == [.top, .bottom])
        #expect(layout(Text("pad").padding(Edge.Set.horizontal, 10)).elements.first?.frame.x ?? 0 >= 10)
    }
}

/// A team's own label style, as Apple's Food Truck sample writes one: a custom
/// `LabelStyle` with a static spelling, drawing the configuration's parts in its own way.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) { configuration.title; configuration.icon }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: TrailingIconLabelStyle { TrailingIconLabelStyle() }
}

extension TextAndLabelTests {
    @Test func customLabelStyles() {
        let custom = layout(Label("Next", systemImage: "chevron.right").labelStyle(.trailingIcon))
        let row = layout(HStack(spacing: 4) { Text("Next"); Image(systemName: "chevron.right") })
        #expect(custom.elements.map(\.frame) == row.elements.map(\.frame))
        #expect(custom.elements.first?.text?.string == "Next", "the title first")
        // Label(configuration) inside a style draws the default look.
        struct Boxed: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(10) }
        }
        let boxed = layout(Label("Home", systemImage: "house").labelStyle(Boxed()))
        let padded = layout(Label("Home", systemImage: "house").padding(10))
        #expect(boxed.elements.map(\.frame) == padded.elements.map(\.frame))
    }
}
