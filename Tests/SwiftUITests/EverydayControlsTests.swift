import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// TextEditor, ColorPicker, AsyncImage (never fetched), `.hidden()`, navigation destinations,
/// `.searchable` and `ShapeStyle.opacity`, against UIKit's insets and iOS's placeholders.
@Suite @MainActor struct EverydayControlsTests {
    /// UITextView's text sits 5 pt in and 8 pt down, and the editor fills what it is offered.
    @Test func aTextEditorInsetsItsTextAsUITextViewDoes() throws {
        let list = layout(TextEditor(text: .constant("Great cupcakes")).frame(width: 300, height: 200))
        let text = try #require(list.elements.first { $0.text?.string == "Great cupcakes" })
        // The 300 × 200 frame is centred on 393 × 852: its corner is at (46.5, 326).
        #expect(text.frame.x == 46.5 + 5 && text.frame.y == 326 + 8)
    }

    /// The well: a 28-pt hue ring (conic), the background inside it, the colour in the middle (18 pt).
    @Test func aColorPickerShowsItsTitleAndWell() throws {
        let list = layout(ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0.5, blue: 1))))
        #expect(list.texts == ["Tint"])
        let ring = try #require(list.elements.first { if case .angularGradient? = $0.fill { return true }; return false })
        #expect(ring.frame.width == 28 && ring.frame.maxX == 393)
        let swatch = try #require(list.elements.first { $0.fill == .solid(RGBA(r: 0, g: 0.5, b: 1)) })
        #expect(swatch.frame.width == 18 && abs(swatch.frame.midX - ring.frame.midX) < 1e-9)
    }

    @Test func anAsyncImageDrawsItsLoadingState() {
        let url = URL(string: "https://example.com/cupcake.jpg")
        let plain = layout(AsyncImage(url: url).frame(width: 100, height: 80))
        #expect(plain.elements.first?.fill == .solid(RGBA(hex: "#78788029")!) && plain.elements.first?.frame.width == 100)
        let placeholder = layout(AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView("Loading") })
        #expect(placeholder.texts.contains("Loading"))
        let phased = layout(AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Waiting") }
        })
        #expect(phased.texts == ["Waiting"])
    }

    @Test func hiddenKeepsItsSpaceAndNavigationSpellingsDrawAsTheyAre() throws {
        let list = layout(VStack(spacing: 0) { Text("A").hidden(); Text("B") })
        let b = try #require(list.elements.first { $0.text?.string == "B" })
        #expect(b.frame.y == (852 - 40.8) / 2 + 20.4 && list.elements.first { $0.text?.string == "A" }?.opacity == 0)
        let plain = layout(NavigationStack { List { Text("Row") }.navigationTitle("Resorts") })
        let spelled = layout(NavigationStack {
            List { Text("Row") }.navigationTitle("Resorts")
                .navigationDestination(for: String.self) { Text($0) }
                .navigationDestination(isPresented: .constant(false)) { Text("Detail") }
                .searchable(text: .constant(""), placement: .navigationBarDrawer, prompt: "Search")
        })
        #expect(plain.elements.map(\.frame) == spelled.elements.map(\.frame) && plain.texts == spelled.texts)
    }

    @Test func shapeStylesFadeWithOpacity() {
        let faded = layout(Rectangle().fill(.primary.opacity(0.1)).frame(width: 10, height: 10)).elements.first?.fill
        #expect(faded == .solid(RGBA(r: 0, g: 0, b: 0, a: 0.1)))
    }

    /// Always shown: a 36-pt field under the large title, 16 pt in, the prompt in the placeholder colour.
    @Test func anAlwaysShownSearchFieldSitsUnderTheLargeTitle() throws {
        let list = layout(NavigationStack {
            List { Text("Row") }.navigationTitle("Resorts")
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a resort")
        })
        let prompt = try #require(list.elements.first { $0.text?.string == "Find a resort" })
        #expect(prompt.text?.paint == .solid(RGBA(hex: "#3C3C434D")!))
        let field = try #require(list.elements.first { $0.kind == .shape && $0.frame.height == 36 })
        #expect(field.frame.x == 16 && field.frame.width == 393 - 32 && field.fill == .solid(RGBA(hex: "#7676801F")!))
        let title = try #require(list.elements.first { $0.text?.string == "Resorts" })
        let row = try #require(list.elements.first { $0.text?.string == "Row" })
        #expect(title.frame.maxY < field.frame.minY && field.frame.maxY < row.frame.minY)
        let typed = layout(NavigationStack { Text("x").navigationTitle("T").searchable(text: .constant("Zermatt"), isPresented: .constant(true)) })
        #expect(typed.texts.contains("Zermatt"))
    }
}
