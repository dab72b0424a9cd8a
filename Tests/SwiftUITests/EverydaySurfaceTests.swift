import DisplayList
import SwiftUI
import Tokens
import Testing

/// SwiftUI's everyday spellings beyond the first batch, each against values worked out by
/// hand with the fixed-advance font (body: 8.5 pt a character, 20.4 pt a line) on a
/// 393 × 852 screen whose root is centred.
@Suite @MainActor struct EverydaySurfaceTests {
    private func frame(of text: String, in list: DisplayList) -> Rect? { list.elements.first { $0.text?.string == text }?.frame }

    @Test func lazyStacksTakeTheWholeCrossAxis() {
        // A VStack is as wide as "ab" (17 pt) and centred: x = (393 − 17) / 2 = 188.
        #expect(frame(of: "ab", in: layout(VStack(alignment: .leading) { Text("ab") }))?.x == 188)
        // A LazyVStack takes all 393 pt, so a leading child starts at 0.
        #expect(frame(of: "ab", in: layout(LazyVStack(alignment: .leading) { Text("ab") }))?.x == 0)
        let trailing = frame(of: "ab", in: layout(LazyVStack(alignment: .trailing, spacing: 4, pinnedViews: [.sectionHeaders]) { Text("ab") }))
        #expect(abs((trailing?.x ?? 0) - (393 - 17)) < 1e-9)
        // An HStack is 20.4 pt high and centred: y = (852 − 20.4) / 2; a LazyHStack is 852 high, top-aligned at 0.
        #expect(frame(of: "a", in: layout(HStack(alignment: .top) { Text("a") }))?.y == (852 - 20.4) / 2)
        #expect(frame(of: "a", in: layout(LazyHStack(alignment: .top) { Text("a") }))?.y == 0)
    }

    struct Card: ViewModifier {
        var inset: Double
        func body(content: Content) -> some View {
            content
                .padding(inset)
                .background(Color.red)
        }
    }

    @Test func aViewModifiersBodyWrapsTheContent() throws {
        let list = layout(Text("ab").modifier(Card(inset: 10)))
        let text = try #require(frame(of: "ab", in: list))
        let card = try #require(list.elements.first { $0.fill == .solid(RGBA(hex: "#FF3B30")!) }?.frame)
        // 17 × 20.4 text, 10 pt around it: a 37 × 40.4 card with the text 10 pt in.
        #expect(card.width == 37 && abs(card.height - 40.4) < 1e-9)
        #expect(text.x == card.x + 10 && abs(text.y - (card.y + 10)) < 1e-9)
        // The same through ModifiedContent, SwiftUI's spelling of what .modifier makes.
        let same = layout(ModifiedContent(content: Text("ab"), modifier: Card(inset: 10)))
        #expect(frame(of: "ab", in: same) == text)
    }

    @Test func aHorizontalScrollViewLaysItsContentOutAtItsIdealWidth() throws {
        let long = String(repeating: "a", count: 100)  // 850 pt on one line
        let list = layout(ScrollView(.horizontal, showsIndicators: false) { Text(long) })
        let element = try #require(list.elements.first { $0.text?.string == long })
        #expect(element.frame.x == 0 && element.frame.width == 850)
        // As high as its content, centred on the screen, and clipped at the screen's sides.
        #expect(abs(element.frame.y - (852 - 20.4) / 2) < 1e-9)
        #expect(element.clip?.frame.width == 393 && element.clip?.frame.x == 0)
        // Several children are laid out side by side, 8 pt apart.
        let two = layout(ScrollView(.horizontal) { Text("a"); Text("b") })
        let a = try #require(frame(of: "a", in: two)), b = try #require(frame(of: "b", in: two))
        #expect(b.x - (a.x + a.width) == 8 && a.y == b.y)
        // Vertical remains the default, wrapping to the screen's width.
        let vertical = layout(ScrollView(showsIndicators: false) { Text(long) })
        // 850 pt of text wrapped to the screen: three lines of 20.4 pt.
        #expect(frame(of: long, in: vertical).map { abs($0.height - 3 * 20.4) < 1e-9 } == true)
    }

    /// An illustration that draws the size it is given, as one paint's colour.
    static let photo = Illustration(name: "photo") { size in
        Drawing(operations: [.paint(.solid(RGBA(r: size.width / 1000, g: size.height / 1000, b: 0)))])
    }

    @Test func scaledToFitIsTheLargestRectangleOfTheImagesRatio() throws {
        // A 2:1 image offered 100 × 100 fits as 100 × 50; filled, it takes 100 × 100 (clipped).
        let fit = layout(VStack(spacing: 0) { Image(illustration: Self.photo, aspectRatio: 2).scaledToFit().frame(width: 100, height: 100) })
        let fitted = try #require(fit.elements.first { $0.kind == .image })
        #expect(fitted.frame.width == 100 && fitted.frame.height == 50)
        let fill = layout(Image(illustration: Self.photo, aspectRatio: 2).scaledToFill().frame(width: 100, height: 100))
        let filled = try #require(fill.elements.first { $0.kind == .image })
        #expect(filled.frame.width == 200 && filled.frame.height == 100)
        // The illustration is drawn for the rectangle it fills, and named in the display list.
        #expect(filled.drawing == Self.photo.drawing(for: Size(width: 200, height: 100)))
        #expect(filled.image == "illustration:photo")
        // Offered the whole screen, a fitted 2:1 image is 393 × 196.5.
        let screen = layout(Image(illustration: Self.photo, aspectRatio: 2).aspectRatio(contentMode: .fit))
        #expect(screen.elements.first { $0.kind == .image }?.frame.height == 196.5)
    }

    struct Closer: View {
        @Environment(\.dismiss) var dismiss
        @Environment(\.layoutDirection) var direction
        var body: some View {
            Button(direction == .leftToRight ? "Close" : "?") { dismiss() }
        }
    }

    @Test func dismissAndLayoutDirectionReadFromTheEnvironment() {
        #expect(layout(Closer()).texts == ["Close"])
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    }

    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    @Test func listsOverDataMakeOneRowPerElement() {
        #expect(layout(List(["apple", "pear"], id: \.self) { Text($0) }).texts == ["apple", "pear"])
        #expect(layout(List([Fruit(id: 2, name: "fig"), Fruit(id: 1, name: "kiwi")]) { Text($0.name) }).texts == ["fig", "kiwi"])
    }

    @Test func theOlderSpellingsDoWhatTheirSuccessorsDo() throws {
        // The accent colour is the tint: red text under .accentColor(.red) (#FF3B30, iOS's red).
        let tinted = layout(Text("a").foregroundStyle(.tint).accentColor(.red))
        #expect(tinted.elements.first { $0.text != nil }?.text?.paint == .solid(RGBA(hex: "#FF3B30")!))
        let untouched = layout(Text("a").foregroundStyle(.tint).accentColor(nil))
        #expect(untouched.elements.first { $0.text != nil }?.text?.paint == .solid(RGBA(hex: "#007AFF")!))
        // A large title is 34 pt, an inline one 17 pt (the headline), as navigationTitle draws them.
        func titleSize(_ view: some View) -> Double? {
            layout(NavigationStack { view }).elements.first { $0.text?.string == "Hi" }?.text?.font.size
        }
        #expect(titleSize(Text("x").navigationBarTitle("Hi")) == 34)
        #expect(titleSize(Text("x").navigationBarTitle("Hi", displayMode: .inline)) == 17)
    }
}

/// SwiftUI's gradient names resolve to the gradient Layout draws.
@Suite @MainActor struct GradientNameTests {
    @Test func gradientsFromColoursAndStops() {
        // iOS's red #FF3B30 and blue #007AFF, evenly spaced: 0 and 1.
        let even = Gradient(colors: [.red, .blue])
        #expect(even.stops.map(\.position) == [0, 1])
        #expect(even.stops.map(\.color) == [RGBA(hex: "#FF3B30")!, RGBA(hex: "#007AFF")!])
        let stops = Gradient(stops: [Gradient.Stop(color: .white, location: 0.25), .init(color: .black, location: 0.75)])
        #expect(stops.stops.map(\.location) == [0.25, 0.75])
        let style = LinearGradient(gradient: stops, startPoint: UnitPoint.top, endPoint: .bottom)
        #expect(style.startPoint == UnitPoint(x: 0.5, y: 0) && style.endPoint == UnitPoint(x: 0.5, y: 1))
    }
}

/// The safe area as SwiftUI's three spellings ignore it, on the iPhone 16 (59 pt on top,
/// 34 at the bottom, 852 high).
@Suite @MainActor struct SafeAreaSpellingTests {
    private func redFrame(_ view: some View) -> Rect? {
        ScreenLayout.layout(view, environment: EnvironmentValues(), measurer: FixedAdvanceMeasurer())
            .elements.first { $0.fill == .solid(RGBA(hex: "#FF3B30")!) }?.frame
    }

    @Test func containerRegionsAndTheOlderSpellingReachTheScreensEdges() {
        #expect(redFrame(Color.red)?.y == 59 && redFrame(Color.red)?.height == 852 - 59 - 34)
        #expect(redFrame(Color.red.edgesIgnoringSafeArea(.all))?.height == 852)
        #expect(redFrame(Color.red.ignoresSafeArea(.container, edges: .bottom)).map { $0.y == 59 && $0.height == 852 - 59 } == true)
        // No keyboard in a still: the keyboard region alone leaves the view where it was.
        let keyboard = redFrame(Color.red.ignoresSafeArea(.keyboard))
        #expect(keyboard.map { abs($0.y - 59) < 1e-9 && abs($0.height - (852 - 59 - 34)) < 1e-9 } == true)
        #expect(SafeAreaRegions.all == [.container, .keyboard])
    }
}
